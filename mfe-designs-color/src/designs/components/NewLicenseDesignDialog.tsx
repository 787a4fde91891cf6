import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Flex, Input, Modal, Select, Typography } from '@portal/shared/antd';
import { InputNumber } from '@portal/shared/antd-form';
import {
  DESIGN_COLOR_MESSAGES as M,
  type DESIGN_COLOR_OPTIONS,
  DESIGN_METHODS,
  DESIGN_SIZE_MAX,
  DESIGN_SIZE_MIN,
  DESIGN_TEXT_MAX,
  dropdownMatches,
  fill,
  isHex6,
  newLicenseDesignSchema,
  notify,
} from '@portal/shared';
import { HexColorInput } from '@portal/shared/ui';
import { createLicenseDesign, fetchContrast, fetchDesignFilter } from '../api';
import { fetchPickerSwatches } from '../../swatches/api';
import { designsColorKeys } from '../../queryKeys';

// New licence design (spec 001 §3.3, §6, §7.3, §8.3; README "New licence design"): league, team,
// player, method, the Primary / Secondary / Neutral / Tonal colour options (Secondary and Neutral
// from the contrast list of the Primary, GET /api/contrast; Tonal proposed from it), size, text,
// comment. With `variation` it makes a colour-coordinated variation of an existing design (parentId).

type Option = (typeof DESIGN_COLOR_OPTIONS)[number];
const chip = (hex: string) => (
  <span
    aria-hidden
    style={{
      display: 'inline-block',
      width: 14,
      height: 14,
      marginRight: 6,
      borderRadius: 3,
      border: '1px solid #888',
      background: `#${hex}`,
      verticalAlign: 'middle',
    }}
  />
);

function ColorChoice({
  label,
  value,
  choices,
  onChange,
}: {
  label: Option;
  value: string;
  choices: readonly { rgbHex: string; label: string }[];
  onChange: (hex: string) => void;
}) {
  const [typed, setTyped] = useState('');
  const options = useMemo(
    () =>
      dropdownMatches(
        choices.map((c) => ({ value: c.rgbHex, label: c.label })),
        typed,
      ),
    [choices, typed],
  );
  return (
    <label>
      {label}{' '}
      <Select
        aria-label={label}
        showSearch={{ filterOption: false, onSearch: setTyped }}
        style={{ width: 300 }}
        value={value || undefined}
        placeholder={`${label} color`}
        options={options.map((o) => ({
          value: o.value,
          label: (
            <span>
              {chip(o.value)}
              {o.label}
            </span>
          ),
          title: o.label,
        }))}
        onChange={(v: string) => onChange(v)}
      />
    </label>
  );
}

export function NewLicenseDesignDialog({ variation, onClose }: { variation: boolean; onClose: () => void }) {
  const client = useQueryClient();
  const options = useQuery({
    queryKey: designsColorKeys.designFilter(),
    queryFn: ({ signal }) => fetchDesignFilter(signal),
    staleTime: 5 * 60_000,
  });
  const swatches = useQuery({
    queryKey: designsColorKeys.swatchPicker(),
    queryFn: ({ signal }) => fetchPickerSwatches(signal),
    staleTime: 5 * 60_000,
  });
  const [form, setForm] = useState({
    leagueId: null as number | null,
    teamId: null as number | null,
    playerId: null as number | null,
    method: '',
    primary: '',
    secondary: '',
    neutral: '',
    tonal: '',
    width: 10 as number | null,
    height: 10 as number | null,
    text: '',
    comment: '',
    parentId: '',
  });
  const set = (change: Partial<typeof form>) => setForm((f) => ({ ...f, ...change }));
  const contrast = useQuery({
    queryKey: designsColorKeys.contrast(form.primary, form.teamId),
    queryFn: ({ signal }) => fetchContrast(form.primary, form.teamId, signal),
    enabled: isHex6(form.primary),
    staleTime: 5 * 60_000,
  });
  const primaries = useMemo(() => {
    const seen = new Map<string, { rgbHex: string; label: string }>();
    for (const s of swatches.data ?? [])
      if (!seen.has(s.rgbHex)) seen.set(s.rgbHex, { rgbHex: s.rgbHex, label: `${s.colorName} #${s.rgbHex}` });
    return [...seen.values()];
  }, [swatches.data]);
  const contrasting = useMemo(() => {
    const seen = new Map<string, { rgbHex: string; label: string }>();
    for (const c of contrast.data?.colors ?? [])
      if (!seen.has(c.rgbHex))
        seen.set(c.rgbHex, { rgbHex: c.rgbHex, label: `${c.colorName} #${c.rgbHex} (${c.ratio}:1${c.team ? ', team' : ''})` });
    return [...seen.values()];
  }, [contrast.data]);
  const body = {
    ...form,
    tonal: form.tonal || contrast.data?.tonal || '',
    playerId: form.playerId,
    parentId: variation ? form.parentId : null,
  };
  const parsed = newLicenseDesignSchema.safeParse(body);
  const problem =
    parsed.success || (variation && !form.parentId.trim())
      ? variation && !form.parentId.trim()
        ? M.designNotFound
        : null
      : parsed.error.issues[0]?.message;
  const create = useMutation({
    mutationFn: () => createLicenseDesign(body as Parameters<typeof createLicenseDesign>[0]),
    onSuccess: (answer) => {
      notify.success(fill(M.newDesignCreated, answer));
      void client.invalidateQueries({ queryKey: designsColorKeys.designs() });
      onClose();
    },
  });
  const teams = (options.data?.team ?? []).filter((t) => t.leagueId === form.leagueId);
  const players = (options.data?.player ?? []).filter((p) => p.teamId === form.teamId);
  return (
    <Modal
      open
      title={variation ? 'New CC Variation' : 'New License Design'}
      okText="Create"
      cancelText="Close"
      okButtonProps={{ disabled: !!problem }}
      confirmLoading={create.isPending}
      onCancel={onClose}
      onOk={() => create.mutate()}
    >
      <Flex vertical gap={8}>
        {variation && (
          <label>
            Parent design ID{' '}
            <Input
              aria-label="Parent design ID"
              style={{ width: 160 }}
              value={form.parentId}
              onChange={(e) => set({ parentId: e.target.value.toUpperCase() })}
            />
          </label>
        )}
        <Select
          aria-label="League"
          placeholder="League"
          showSearch={{ optionFilterProp: 'label' }}
          value={form.leagueId ?? undefined}
          options={(options.data?.league ?? []).map((l) => ({ value: l.id, label: l.name }))}
          onChange={(v: number) => set({ leagueId: v, teamId: null, playerId: null })}
        />
        <Select
          aria-label="Team"
          placeholder="Team"
          showSearch={{ optionFilterProp: 'label' }}
          disabled={!form.leagueId}
          value={form.teamId ?? undefined}
          options={teams.map((t) => ({ value: t.id, label: t.name }))}
          onChange={(v: number) => set({ teamId: v, playerId: null })}
        />
        <Select
          aria-label="Player"
          placeholder="Player (optional)"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          disabled={!form.teamId}
          value={form.playerId ?? undefined}
          options={players.map((p) => ({ value: p.id, label: p.name }))}
          onChange={(v: number | undefined) => set({ playerId: v ?? null })}
        />
        <Select
          aria-label="Method"
          placeholder="Method"
          value={form.method || undefined}
          options={DESIGN_METHODS.map((m) => ({ value: m.code, label: m.name }))}
          onChange={(v: string) => set({ method: v })}
        />
        <ColorChoice label="Primary" value={form.primary} choices={primaries} onChange={(hex) => set({ primary: hex, tonal: '' })} />
        <ColorChoice label="Secondary" value={form.secondary} choices={contrasting} onChange={(hex) => set({ secondary: hex })} />
        <ColorChoice label="Neutral" value={form.neutral} choices={contrasting} onChange={(hex) => set({ neutral: hex })} />
        <label>
          Tonal <HexColorInput aria-label="Tonal" value={form.tonal || contrast.data?.tonal || ''} onChange={(v) => set({ tonal: v })} />
        </label>
        <Flex gap={8}>
          <label>
            Width (in){' '}
            <InputNumber
              aria-label="Width"
              min={DESIGN_SIZE_MIN}
              max={DESIGN_SIZE_MAX}
              step={0.05}
              precision={2}
              value={form.width}
              onChange={(v) => set({ width: v === null ? null : Number(v) })}
            />
          </label>
          <label>
            Height (in){' '}
            <InputNumber
              aria-label="Height"
              min={DESIGN_SIZE_MIN}
              max={DESIGN_SIZE_MAX}
              step={0.05}
              precision={2}
              value={form.height}
              onChange={(v) => set({ height: v === null ? null : Number(v) })}
            />
          </label>
        </Flex>
        <Input
          aria-label="Text"
          placeholder="Text"
          maxLength={DESIGN_TEXT_MAX}
          value={form.text}
          onChange={(e) => set({ text: e.target.value })}
        />
        <Input.TextArea
          aria-label="Comment"
          placeholder="Comment"
          maxLength={1000}
          value={form.comment}
          onChange={(e) => set({ comment: e.target.value })}
        />
        {problem && <Typography.Text type="secondary">{problem}</Typography.Text>}
      </Flex>
    </Modal>
  );
}
