import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Input, Modal, Select, Typography } from '@portal/shared/antd';
import {
  addSwatchLibrarySchema,
  COLOR_NAME_MAX,
  GROUP_NAME_MAX,
  messages,
  updateSwatchSchema,
  type UpdateSwatchBody,
} from '@portal/shared';
import { ConfirmDialog, HexColorInput, actionCall } from '@portal/shared/ui';
import { addSwatchLibrary, deleteSwatch, updateSwatch, type Swatch, type SwatchLibrary } from '../api';
import { designsColorKeys } from '../../queryKeys';

// The AI swatch library's dialogs (spec 001 §2.4, §5.4, §7.4, §8.4): add a library with rows, edit a
// swatch (only changed fields are sent), delete (409 'Cannot delete a swatch that has been used in a design.').

interface Row {
  colorName: string;
  rgbHex: string;
  groupName: string;
}
const emptyRow = (): Row => ({ colorName: '', rgbHex: '', groupName: '' });

function useRefresh() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: designsColorKeys.swatches() });
}

export function AddLibraryDialog({ libraries, onClose }: { libraries: SwatchLibrary[]; onClose: () => void }) {
  const refresh = useRefresh();
  const [libraryName, setLibraryName] = useState('');
  const [rows, setRows] = useState<Row[]>([emptyRow()]);
  const [tried, setTried] = useState(false);
  const parsed = addSwatchLibrarySchema.safeParse({ libraryName, swatches: rows });
  const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? messages.somethingWentWrong);
  const save = useMutation({
    mutationFn: () => addSwatchLibrary({ libraryName, swatches: rows.map((r) => ({ ...r, equivalent: null })) }),
    onSuccess: () => {
      refresh();
      onClose();
    },
  });
  const setRow = (i: number, patch: Partial<Row>) => setRows((old) => old.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Modal
      open
      title="Add Library"
      okText="Save"
      cancelText="Close"
      width={720}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: tried && !!problem }}
      onCancel={onClose}
      onOk={() => {
        setTried(true);
        if (!problem) save.mutate();
      }}
    >
      <label htmlFor="library-name">Library</label>
      <Input
        id="library-name"
        list="swatch-libraries"
        value={libraryName}
        onChange={(e) => setLibraryName(e.target.value)}
        placeholder="New or existing library"
      />
      <datalist id="swatch-libraries">
        {libraries
          .filter((l) => !l.lock)
          .map((l) => (
            <option key={l.name} value={l.name} />
          ))}
      </datalist>
      {rows.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no id; every input in a row is controlled by this state, so after a removal each row shows its own values
        <Flex key={i} gap={8} style={{ marginTop: 8 }} align="center">
          <Input
            aria-label={`Color name ${i + 1}`}
            placeholder="Color name"
            maxLength={COLOR_NAME_MAX}
            value={r.colorName}
            onChange={(e) => setRow(i, { colorName: e.target.value.toUpperCase() })}
          />
          <HexColorInput aria-label={`RGB hex ${i + 1}`} value={r.rgbHex} onChange={(v) => setRow(i, { rgbHex: v })} />
          <Input
            aria-label={`Group ${i + 1}`}
            placeholder="Group"
            maxLength={GROUP_NAME_MAX}
            value={r.groupName}
            onChange={(e) => setRow(i, { groupName: e.target.value.toUpperCase() })}
          />
          <Button
            aria-label={`Remove row ${i + 1}`}
            disabled={rows.length === 1}
            onClick={() => setRows((old) => old.filter((_, j) => j !== i))}
          >
            ×
          </Button>
        </Flex>
      ))}
      <Button style={{ marginTop: 8 }} onClick={() => setRows((old) => [...old, emptyRow()])}>
        Add Row
      </Button>
      {tried && problem && (
        <Typography.Paragraph type="danger" style={{ marginTop: 8 }}>
          {problem}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}

/** The fields the user changed (spec 001 §5.4 "sends only changed fields"). */
export function swatchChanges(
  swatch: Swatch,
  form: { rgbHex: string; libraryName: string; groupName: string; equivalent: string },
): UpdateSwatchBody['updates'] {
  const updates: UpdateSwatchBody['updates'] = {};
  if (form.rgbHex !== swatch.rgbHex) updates.rgbHex = form.rgbHex;
  if (form.libraryName !== swatch.libraryName) updates.libraryName = form.libraryName;
  if (form.groupName !== swatch.groupName) updates.groupName = form.groupName;
  if ((form.equivalent || null) !== swatch.equivalent) updates.equivalent = form.equivalent || null;
  return updates;
}

export function EditSwatchDialog({ swatch, libraries, onClose }: { swatch: Swatch; libraries: SwatchLibrary[]; onClose: () => void }) {
  const refresh = useRefresh();
  const [form, setForm] = useState({
    rgbHex: swatch.rgbHex,
    libraryName: swatch.libraryName,
    groupName: swatch.groupName,
    equivalent: swatch.equivalent ?? '',
  });
  const updates = swatchChanges(swatch, form);
  const body = { colorName: swatch.colorName, libraryName: swatch.libraryName, groupName: swatch.groupName, updates };
  const parsed = updateSwatchSchema.safeParse(body);
  const changed = Object.keys(updates).length > 0;
  const problem = !changed ? null : parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  const save = useMutation({
    mutationFn: () => updateSwatch(body),
    onSuccess: () => {
      refresh();
      onClose();
    },
  });
  return (
    <Modal
      open
      title={`Edit ${swatch.colorName}`}
      okText="Save"
      cancelText="Close"
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: !changed || !!problem }}
      onCancel={onClose}
      onOk={() => save.mutate()}
    >
      <Flex vertical gap={8}>
        <label>
          RGB Hex <HexColorInput aria-label="RGB Hex" value={form.rgbHex} onChange={(v) => setForm((f) => ({ ...f, rgbHex: v }))} />
        </label>
        <label>
          Library{' '}
          <Select
            aria-label="Library"
            style={{ width: 260 }}
            value={form.libraryName}
            onChange={(v: string) => setForm((f) => ({ ...f, libraryName: v }))}
            options={libraries.filter((l) => !l.lock).map((l) => ({ value: l.name, label: l.name }))}
          />
        </label>
        <label>
          Group{' '}
          <Input
            aria-label="Group"
            maxLength={GROUP_NAME_MAX}
            value={form.groupName}
            onChange={(e) => setForm((f) => ({ ...f, groupName: e.target.value.toUpperCase() }))}
          />
        </label>
        <label>
          Equivalent{' '}
          <Input
            aria-label="Equivalent"
            maxLength={COLOR_NAME_MAX}
            value={form.equivalent}
            onChange={(e) => setForm((f) => ({ ...f, equivalent: e.target.value.toUpperCase() }))}
          />
        </label>
        {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
      </Flex>
    </Modal>
  );
}

export function DeleteSwatchDialog({ swatch, onClose }: { swatch: Swatch; onClose: () => void }) {
  const refresh = useRefresh();
  return (
    <ConfirmDialog
      title="Delete swatch"
      okText="Delete"
      danger
      onClose={onClose}
      onConfirm={() =>
        actionCall(
          (silent) => deleteSwatch({ colorName: swatch.colorName, libraryName: swatch.libraryName, groupName: swatch.groupName }, silent),
          messages.swatchDeleteFailed,
        ).then(refresh)
      }
    >
      {`Delete ${swatch.colorName} (#${swatch.rgbHex}) from ${swatch.libraryName}${swatch.groupName ? ` / ${swatch.groupName}` : ''}?`}
    </ConfirmDialog>
  );
}
