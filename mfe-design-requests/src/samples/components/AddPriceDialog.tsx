import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { DESIGN_SAMPLE_MESSAGES as M, designPricesSchema } from '@portal/shared';
import { Button, Flex, Modal, Select, Typography } from '@portal/shared/antd';
import { InputNumber } from '@portal/shared/antd-form';
import { designRequestsKeys } from '../../queryKeys';
import { addSamplePrices, fetchVendors } from '../api';

// The add-price action (spec 002 §4: at status 2): a vendor and its prices (unit price for a
// quantity, one or more lines). The rules are shared core's designPricesSchema, which the server
// runs too; the first problem shows under the lines and disables Add.

interface Line {
  price: number | null;
  quantity: number | null;
}

export function AddPriceDialog({ id, onClose, onDone }: { id: number; onClose: () => void; onDone: () => Promise<unknown> }) {
  const vendors = useQuery({ queryKey: designRequestsKeys.vendors(), queryFn: ({ signal }) => fetchVendors(signal) });
  const [vendor, setVendor] = useState<string | null>(null);
  const [lines, setLines] = useState<Line[]>([{ price: null, quantity: 1 }]);
  const prices = lines.map((l) => ({ vendor: vendor ?? '', price: l.price ?? Number.NaN, quantity: l.quantity ?? Number.NaN }));
  const checked = designPricesSchema.safeParse(prices);
  const problem = !vendor ? M.vendorRequired : checked.success ? null : (checked.error.issues[0]?.message ?? M.priceInvalid);
  const add = useMutation({
    mutationFn: () => addSamplePrices(id, prices),
    onSuccess: async () => {
      await onDone();
      onClose();
    },
  });
  const set = (i: number, patch: Partial<Line>) => setLines(lines.map((l, k) => (k === i ? { ...l, ...patch } : l)));
  return (
    <Modal
      open
      title="Add Price"
      okText="Add Price"
      onOk={() => add.mutate()}
      okButtonProps={{ disabled: !!problem, loading: add.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap="small">
        <Select
          aria-label="Vendor"
          placeholder="Vendor"
          value={vendor}
          onChange={setVendor}
          loading={vendors.isLoading}
          options={(vendors.data ?? []).map((v) => ({ value: v.number, label: `${v.number} - ${v.name}` }))}
        />
        {lines.map((l, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no id; every input in a line is controlled by this state, so after a removal each line shows its own values
          <Flex key={i} gap="small" align="center">
            <InputNumber
              aria-label={`Price ${i + 1}`}
              prefix="$"
              min={0}
              step={0.01}
              precision={2}
              value={l.price}
              onChange={(v) => set(i, { price: v })}
            />
            <InputNumber
              aria-label={`Quantity ${i + 1}`}
              min={1}
              step={1}
              precision={0}
              value={l.quantity}
              onChange={(v) => set(i, { quantity: v })}
            />
            {lines.length > 1 && <Button onClick={() => setLines(lines.filter((_, k) => k !== i))}>Remove</Button>}
          </Flex>
        ))}
        {lines.length < 10 && <Button onClick={() => setLines([...lines, { price: null, quantity: 1 }])}>Add a quantity</Button>}
        {problem && <Typography.Text type="secondary">{problem}</Typography.Text>}
      </Flex>
    </Modal>
  );
}
