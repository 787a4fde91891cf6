import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Flex, Modal, Select, Spin, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-detail';
import { ApiError, dropdownMatches, messages, notify, sizedImageUrl, useAllows } from '@portal/shared';
import { fetchPickerSwatches, type PickerSwatch } from '../../swatches/api';
import { designsColorKeys } from '../../queryKeys';
import { generatePmsFile, saveDesignColors, type ExtractedDesign } from '../api';
import {
  changeRow,
  designKey,
  mappingsOf,
  mayGeneratePms,
  maySave,
  pmsBody,
  saveBody,
  type ChosenSwatch,
  type DesignMapping,
} from '../colorMappings';
import { StoredImage } from '@portal/shared/ui';

// The Validate Color Mappings dialog (spec 001 §2.6, §5.6, §8.4): each extracted design with its
// colours, each colour with its swatch (the nearest proposed; changeable, at most 10 matches shown)
// or disabled; Generate PMS File makes one PMS file per design; Save Design Colors saves them all.

const chip = (hex: string) => (
  <span
    aria-hidden
    style={{
      display: 'inline-block',
      width: 22,
      height: 22,
      borderRadius: 4,
      border: '1px solid #888',
      background: `#${hex}`,
      verticalAlign: 'middle',
    }}
  />
);

const swatchValue = (s: ChosenSwatch) => `${s.colorName}|${s.rgbHex}`;

function SwatchSelect({
  label,
  value,
  swatches,
  onChange,
}: {
  label: string;
  value: ChosenSwatch | null;
  swatches: readonly PickerSwatch[];
  onChange: (s: ChosenSwatch | null) => void;
}) {
  const [typed, setTyped] = useState('');
  const all = useMemo(() => {
    const seen = new Map<string, { value: string; label: string; swatch: ChosenSwatch }>();
    for (const s of swatches) {
      const v = swatchValue(s);
      if (!seen.has(v))
        seen.set(v, { value: v, label: `${s.colorName} #${s.rgbHex}`, swatch: { colorName: s.colorName, rgbHex: s.rgbHex } });
    }
    return [...seen.values()];
  }, [swatches]);
  const options = useMemo(() => {
    const matches = dropdownMatches(all, typed);
    const current = value ? all.find((o) => o.value === swatchValue(value)) : undefined;
    return current && !matches.includes(current) ? [current, ...matches.slice(0, 9)] : matches;
  }, [all, typed, value]);
  return (
    <Select
      aria-label={label}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      style={{ width: 260 }}
      value={value ? swatchValue(value) : undefined}
      placeholder="Choose a swatch"
      options={options.map(({ value: v, label: l, swatch }) => ({
        value: v,
        label: (
          <span>
            {chip(swatch.rgbHex)} {l}
          </span>
        ),
        title: l,
      }))}
      onChange={(v: string | undefined) => onChange(all.find((o) => o.value === v)?.swatch ?? null)}
    />
  );
}

function PmsPreview({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <Typography.Text type="danger">{messages.imageLoadFailed}</Typography.Text>;
  return <img src={url} alt="PMS file" style={{ maxWidth: 260, border: '1px solid #ddd' }} onError={() => setFailed(true)} />;
}

function DesignCard({
  mapping,
  swatches,
  failed,
  onChange,
}: {
  mapping: DesignMapping;
  swatches: readonly PickerSwatch[];
  failed: boolean;
  onChange: (index: number, change: { aiSwatch?: ChosenSwatch | null; disabled?: boolean }) => void;
}) {
  const name = designKey(mapping);
  return (
    <Card size="small" title={name} data-testid={`design-${name}`}>
      <Flex gap={16} wrap="wrap" align="flex-start">
        <StoredImage src={sizedImageUrl(mapping.designFile, 'thumb')} alt={`Design ${name}`} width={96} height={96} lazy />
        <Flex vertical gap={6}>
          {mapping.rows.length === 0 && <Typography.Text type="secondary">No colours found.</Typography.Text>}
          {mapping.rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the extracted colours never move or go; the index only tells a repeated colour apart
            <Flex key={`${row.rgbHex}-${i}`} gap={8} align="center" data-testid={`color-${name}-${row.rgbHex}`}>
              {chip(row.rgbHex)}
              <Typography.Text code>#{row.rgbHex}</Typography.Text>
              <SwatchSelect
                label={`Swatch for #${row.rgbHex} of ${name}`}
                value={row.aiSwatch}
                swatches={swatches}
                onChange={(s) => onChange(i, { aiSwatch: s })}
              />
              <Checkbox checked={row.disabled} onChange={(e) => onChange(i, { disabled: e.target.checked })}>
                Disabled
              </Checkbox>
              {!row.disabled && !row.aiSwatch && <Typography.Text type="danger">Needs a swatch</Typography.Text>}
            </Flex>
          ))}
        </Flex>
        <Flex vertical gap={4}>
          {mapping.pmsFile ? <PmsPreview url={mapping.pmsFile} /> : <Typography.Text type="secondary">No PMS file yet.</Typography.Text>}
          {failed && <Typography.Text type="danger">{messages.pmsFileFailed}</Typography.Text>}
        </Flex>
      </Flex>
    </Card>
  );
}

export function ValidateColorMappingsDialog({ designs, onClose }: { designs: readonly ExtractedDesign[]; onClose: () => void }) {
  const client = useQueryClient();
  const maySaveColors = useAllows('designColorsSave');
  const swatches = useQuery({
    queryKey: designsColorKeys.swatchPicker(),
    queryFn: ({ signal }) => fetchPickerSwatches(signal),
    staleTime: 5 * 60_000,
  });
  const [mappings, setMappings] = useState<DesignMapping[]>(() => mappingsOf(designs));
  const [failedPms, setFailedPms] = useState<Set<string>>(new Set());

  const generate = useMutation({
    mutationFn: async () => {
      const results = await Promise.allSettled(mappings.map((m) => (m.pmsFile ? Promise.resolve(m.pmsFile) : generatePmsFile(pmsBody(m)))));
      return results;
    },
    onSuccess: (results) => {
      const failed = new Set<string>();
      setMappings((now) =>
        now.map((m, i) => {
          const r = results[i];
          if (r?.status === 'fulfilled') return { ...m, pmsFile: r.value };
          failed.add(designKey(m));
          return m;
        }),
      );
      setFailedPms(failed);
      const firstError = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')?.reason;
      // spec 001 §8.4: 'Failed to generate PMS images.'; a 400 reply shows the server's message.
      if (firstError)
        notify.error(firstError instanceof ApiError && firstError.status === 400 ? firstError.message : messages.pmsImagesFailed);
    },
  });

  const save = useMutation({
    mutationFn: () => saveDesignColors(saveBody(mappings)),
    onSuccess: () => {
      notify.success(messages.designColorsSaved);
      void client.invalidateQueries({ queryKey: designsColorKeys.designs() });
      onClose();
    },
  });

  return (
    <Modal
      open
      width={960}
      title="Validate Color Mappings"
      onCancel={onClose}
      footer={
        <Flex gap={8} justify="flex-end">
          <Button onClick={onClose}>Close</Button>
          <Button disabled={!mayGeneratePms(mappings)} loading={generate.isPending} onClick={() => generate.mutate()}>
            Generate PMS File
          </Button>
          {maySaveColors && (
            <Button type="primary" disabled={!maySave(mappings)} loading={save.isPending} onClick={() => save.mutate()}>
              Save Design Colors
            </Button>
          )}
        </Flex>
      }
    >
      {swatches.isError && <Alert type="error" showIcon title={messages.designColorsFetchFailed} />}
      {swatches.isPending ? (
        <Spin />
      ) : (
        <Flex vertical gap={12} style={{ maxHeight: '65vh', overflowY: 'auto' }}>
          {mappings.length === 0 && <Typography.Text>No active designs for this team.</Typography.Text>}
          {mappings.map((m) => (
            <DesignCard
              key={designKey(m)}
              mapping={m}
              swatches={swatches.data ?? []}
              failed={failedPms.has(designKey(m))}
              onChange={(index, change) => setMappings((now) => changeRow(now, designKey(m), index, change))}
            />
          ))}
        </Flex>
      )}
    </Modal>
  );
}
