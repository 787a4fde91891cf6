import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { COLLECTION_ORDER_TYPES, messages, PO_MAX_LENGTH } from '@portal/shared';
import { Input, Modal } from '@portal/shared/antd';
import { Form } from '@portal/shared/antd-form';
import { savePo, type OrderRow } from '../api';
import { poLabelOf } from '../poLabel';

// PO or collection-name edit (spec 000 §5): capped at 30 characters; labelled 'PO' for normal
// orders and '{order type} Name' for a License Collection or a Color Story (whose name is required).

export function PoEditDialog({ order, onClose, onSaved }: { order: OrderRow; onClose: () => void; onSaved: () => void }) {
  const [po, setPo] = useState(order.po ?? '');
  const [error, setError] = useState<string | null>(null);
  // A failure is shown by the shared client.
  const savePoCall = useMutation({
    mutationFn: (value: string) => savePo(order.id, value),
    onSuccess: () => {
      onSaved();
      onClose();
    },
  });
  const label = poLabelOf(order);
  const collection = COLLECTION_ORDER_TYPES.includes(order.order_type);

  const save = () => {
    if (collection && !po.trim()) {
      setError(messages.collectionNameRequired);
      return;
    }
    savePoCall.mutate(po.trim());
  };

  return (
    <Modal open title={`Edit ${label}`} okText="Save" confirmLoading={savePoCall.isPending} onOk={save} onCancel={onClose}>
      <Form layout="vertical">
        <Form.Item label={label} validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
          <Input
            aria-label={label}
            maxLength={PO_MAX_LENGTH}
            showCount
            value={po}
            onChange={(e) => {
              setPo(e.target.value);
              setError(null);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
