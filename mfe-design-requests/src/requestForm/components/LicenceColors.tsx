import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DESIGN_COLOR_OPTIONS, isHex6, tonalOf, useAllows } from '@portal/shared';
import { Flex, Select, Typography } from '@portal/shared/antd';
import { Form } from '@portal/shared/antd-form';
import { HexColorInput } from '@portal/shared/ui';
import { designRequestsKeys } from '../../queryKeys';
import { fetchContrast, fetchSwatches } from '../api';
import type { LicenceColors as Colors } from '../requestForm';

// A licence request's colour choice (spec 001 §3.2 colour options Primary / Secondary / Neutral /
// Tonal; §7.2 GET /api/contrast "colour choices for licence designs"; README "Licence colours"):
// the Primary from the swatches, Secondary and Neutral from the contrast list of the Primary (the
// team's colours first, highest contrast first), Tonal proposed from the Primary (shared tonalOf, the
// contrast answer's own). The contrast list is read under rule licenceContrast (shared core: licence
// design creators and whoever may create or edit a licence design request); a user outside it (the
// creator of a licence request who has since lost the licence flags) or a refused call falls back to
// every swatch for Secondary and Neutral.

const chip = (hex: string) => (
  <span
    aria-hidden
    style={{
      display: 'inline-block',
      width: 12,
      height: 12,
      marginRight: 6,
      borderRadius: 2,
      border: '1px solid #888',
      background: `#${hex}`,
      verticalAlign: 'middle',
    }}
  />
);
type Choice = { value: string; label: string };
const [PRIMARY, SECONDARY, NEUTRAL, TONAL] = DESIGN_COLOR_OPTIONS;

function ColorSelect({
  label,
  value,
  choices,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  choices: Choice[];
  disabled?: boolean;
  onChange: (hex: string) => void;
}) {
  return (
    <Form.Item label={label} htmlFor={`dr-color-${label}`} style={{ flex: 1, marginBottom: 8 }}>
      <Select
        id={`dr-color-${label}`}
        allowClear
        showSearch={{ optionFilterProp: 'title' }}
        disabled={disabled}
        value={value || undefined}
        options={choices.map((c) => ({
          value: c.value,
          title: c.label,
          label: (
            <span>
              {chip(c.value)}
              {c.label}
            </span>
          ),
        }))}
        onChange={(v: string | undefined) => onChange(v ?? '')}
      />
    </Form.Item>
  );
}

export function LicenceColors({ value, teamId, onChange }: { value: Colors; teamId: number | null; onChange: (colors: Colors) => void }) {
  const swatches = useQuery({
    queryKey: designRequestsKeys.swatches(),
    queryFn: ({ signal }) => fetchSwatches(signal),
    staleTime: 300_000,
  });
  const mayContrast = useAllows('licenceContrast');
  const contrast = useQuery({
    queryKey: designRequestsKeys.contrast(value.primary, teamId),
    queryFn: ({ signal }) => fetchContrast(value.primary, teamId, signal),
    enabled: mayContrast && isHex6(value.primary),
    staleTime: 300_000,
    retry: false,
  });
  const all = useMemo(() => {
    const seen = new Map<string, Choice>();
    for (const s of swatches.data ?? [])
      if (!seen.has(s.rgbHex)) seen.set(s.rgbHex, { value: s.rgbHex, label: `${s.colorName} #${s.rgbHex}` });
    return [...seen.values()];
  }, [swatches.data]);
  const contrasting = useMemo(() => {
    if (!contrast.data) return all.filter((c) => c.value !== value.primary);
    const seen = new Map<string, Choice>();
    for (const c of contrast.data.colors)
      if (!seen.has(c.rgbHex))
        seen.set(c.rgbHex, { value: c.rgbHex, label: `${c.colorName} #${c.rgbHex} (${c.ratio}:1${c.team ? ', team' : ''})` });
    return [...seen.values()];
  }, [contrast.data, all, value.primary]);
  const set = (patch: Partial<Colors>) => onChange({ ...value, ...patch });
  return (
    <Form.Item label="Colours" extra="Optional: a Primary with its Secondary and Neutral (by contrast with the Primary) and a Tonal.">
      <Flex gap={8} wrap>
        <ColorSelect
          label={PRIMARY}
          value={value.primary}
          choices={all}
          onChange={(hex) => set({ primary: hex, tonal: isHex6(hex) ? tonalOf(hex) : '' })}
        />
        <ColorSelect
          label={SECONDARY}
          value={value.secondary}
          choices={contrasting}
          disabled={!value.primary}
          onChange={(hex) => set({ secondary: hex })}
        />
        <ColorSelect
          label={NEUTRAL}
          value={value.neutral}
          choices={contrasting}
          disabled={!value.primary}
          onChange={(hex) => set({ neutral: hex })}
        />
        <Form.Item label={TONAL} htmlFor="dr-color-Tonal" style={{ marginBottom: 8 }}>
          <HexColorInput id="dr-color-Tonal" aria-label={TONAL} value={value.tonal ?? ''} onChange={(v) => set({ tonal: v })} />
        </Form.Item>
      </Flex>
      {(contrast.isError || (!mayContrast && isHex6(value.primary))) && (
        <Typography.Text type="secondary">
          The contrast list is not available to you: Secondary and Neutral offer every swatch.
        </Typography.Text>
      )}
    </Form.Item>
  );
}
