import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { DESIGN_SAMPLE_MESSAGES as M, designQuantitySchema } from '@portal/shared';
import { Flex, Modal, Typography } from '@portal/shared/antd';
import { InputNumber } from '@portal/shared/antd-form';
import { updateOrderQuantity } from '../api';

// Update Quantity (spec 002 §4, §5: below status 2; an integer of at least 1, invalid shows the error).

export function QuantityDialog({
  id,
  current,
  onClose,
  onDone,
}: {
  id: number;
  current: number;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const [quantity, setQuantity] = useState<number | null>(current);
  const ok = designQuantitySchema.safeParse(quantity).success;
  const save = useMutation({
    mutationFn: () => updateOrderQuantity(id, quantity!),
    onSuccess: async () => {
      await onDone();
      onClose();
    },
  });
  return (
    <Modal
      open
      title="Update Quantity"
      okText="Update"
      onOk={() => save.mutate()}
      okButtonProps={{ disabled: !ok, loading: save.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap="small">
        <InputNumber aria-label="Quantity" step={1} value={quantity} onChange={setQuantity} status={ok ? undefined : 'error'} />
        {!ok && <Typography.Text type="danger">{M.quantityInvalid}</Typography.Text>}
      </Flex>
    </Modal>
  );
}
