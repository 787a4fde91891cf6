import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Checkbox, Flex, Input, Modal, Select, Typography } from '@portal/shared/antd';
import { DatePicker, InputNumber } from '@portal/shared/antd-form';
import {
  addDropSchema,
  DESIGN_COLOR_MESSAGES as M,
  DESIGN_METHODS,
  DESIGN_SIZE_MAX,
  DESIGN_SIZE_MIN,
  DROP_LOCATIONS,
  fill,
  notify,
} from '@portal/shared';
import { addDrop } from '../api';

// The drops add control (spec 002 "Drops": dropManager; README "Drops add control"): code, name,
// size, methods, lines, dates, logo required, locations, tags, sub-category; checked by the shared
// schema before sending, the server's 4xx text shown on refusal.

export function AddDropDialog({ onClose }: { onClose: () => void }) {
  const client = useQueryClient();
  const [form, setForm] = useState({
    code: '',
    name: '',
    width: 12 as number | null,
    height: 12 as number | null,
    methods: [] as string[],
    lines: [] as string[],
    startDate: null as string | null,
    endDate: null as string | null,
    logoRequired: false,
    locationIds: [] as number[],
    tags: [] as string[],
    subCategory: '',
  });
  const set = (change: Partial<typeof form>) => setForm((f) => ({ ...f, ...change }));
  const parsed = addDropSchema.safeParse(form);
  const save = useMutation({
    mutationFn: () => addDrop(form as Parameters<typeof addDrop>[0]),
    onSuccess: (drop) => {
      notify.success(fill(M.dropAdded, { code: drop.code }));
      void client.invalidateQueries({ queryKey: ['designsColor', 'drops'] });
      onClose();
    },
  });
  return (
    <Modal
      open
      title="Add Drop"
      okText="Add"
      cancelText="Close"
      okButtonProps={{ disabled: !parsed.success }}
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() => save.mutate()}
    >
      <Flex vertical gap={8}>
        <Input
          aria-label="Drop code"
          placeholder="Drop code (e.g. DR-SPR27)"
          value={form.code}
          onChange={(e) => set({ code: e.target.value.toUpperCase() })}
        />
        <Input aria-label="Name" placeholder="Name" value={form.name} onChange={(e) => set({ name: e.target.value })} />
        <Flex gap={8}>
          <InputNumber
            aria-label="Width"
            addonAfter="in"
            min={DESIGN_SIZE_MIN}
            max={DESIGN_SIZE_MAX}
            step={0.05}
            precision={2}
            value={form.width}
            onChange={(v) => set({ width: v === null ? null : Number(v) })}
          />
          <InputNumber
            aria-label="Height"
            addonAfter="in"
            min={DESIGN_SIZE_MIN}
            max={DESIGN_SIZE_MAX}
            step={0.05}
            precision={2}
            value={form.height}
            onChange={(v) => set({ height: v === null ? null : Number(v) })}
          />
        </Flex>
        <Select
          aria-label="Methods"
          mode="multiple"
          placeholder="Methods"
          value={form.methods}
          options={DESIGN_METHODS.map((m) => ({ value: m.code, label: m.name }))}
          onChange={(v: string[]) => set({ methods: v })}
        />
        <Select aria-label="Lines" mode="tags" placeholder="Lines" value={form.lines} onChange={(v: string[]) => set({ lines: v })} />
        <Flex gap={8}>
          <DatePicker
            aria-label="Start date"
            placeholder="Start date"
            onChange={(d) => set({ startDate: d ? d.format('YYYY-MM-DD') : null })}
          />
          <DatePicker aria-label="End date" placeholder="End date" onChange={(d) => set({ endDate: d ? d.format('YYYY-MM-DD') : null })} />
        </Flex>
        <Checkbox checked={form.logoRequired} onChange={(e) => set({ logoRequired: e.target.checked })}>
          Logo required
        </Checkbox>
        <Select
          aria-label="Locations"
          mode="multiple"
          placeholder="Locations"
          value={form.locationIds}
          options={DROP_LOCATIONS.map((l) => ({ value: l.id, label: l.name }))}
          onChange={(v: number[]) => set({ locationIds: v })}
        />
        <Select aria-label="Tags" mode="tags" placeholder="Tags" value={form.tags} onChange={(v: string[]) => set({ tags: v })} />
        <Input
          aria-label="Sub-category"
          placeholder="Sub-category"
          value={form.subCategory}
          onChange={(e) => set({ subCategory: e.target.value })}
        />
        {!parsed.success && (form.code || form.name) && (
          <Typography.Text type="secondary">{parsed.error.issues[0]?.message}</Typography.Text>
        )}
      </Flex>
    </Modal>
  );
}
