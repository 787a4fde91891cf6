import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ApiError, messages, notify } from '@portal/shared';
import { Alert, Input, Modal, Typography } from '@portal/shared/antd';
import { deleteOrder, type OrderRow } from '../api';

// Delete orders (spec 000 §4, §8): one request per selected order. A 403 shows 'You don't have
// permission to delete this order'; a 409 shows the server's message and closes the dialog; any
// other failure 'An error occured while deleting the orders. Please try again later.'

export interface DeleteOrdersDialogProps {
  orders: OrderRow[];
  onClose: () => void;
  /** After the calls, whatever their outcome (the list reloads). */
  onDone: () => void;
}

export function DeleteOrdersDialog({ orders, onClose, onDone }: DeleteOrdersDialogProps) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  // One call per order; the outcome of each is read after all have answered.
  const remove = useMutation({
    mutationFn: () => Promise.allSettled(orders.map((o) => deleteOrder(o.id, o.status, comment.trim()))),
    onMutate: () => setError(null),
    onSuccess: (results) => report(results),
  });

  const report = (results: PromiseSettledResult<unknown>[]) => {
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    onDone();
    if (!failures.length) {
      onClose();
      return;
    }
    const status = (e: unknown) => (e instanceof ApiError ? e.status : null);
    const conflict = failures.find((e) => status(e) === 409);
    if (failures.some((e) => status(e) === 403)) {
      setError(messages.orderDeleteForbidden);
      notify.error(messages.orderDeleteForbidden);
    } else if (conflict) {
      notify.error((conflict as ApiError).message);
      onClose();
    } else {
      setError(messages.ordersDeleteFailed);
      notify.error(messages.ordersDeleteFailed);
    }
  };

  return (
    <Modal
      open
      title={orders.length === 1 ? `Delete order #${orders[0].number}?` : `Delete ${orders.length} orders?`}
      okText="Delete"
      okButtonProps={{ danger: true, disabled: !orders.length }}
      confirmLoading={remove.isPending}
      onOk={() => remove.mutate()}
      onCancel={onClose}
    >
      <Typography.Paragraph>{orders.map((o) => `#${o.number}`).join(', ')} will be cancelled and leave this list.</Typography.Paragraph>
      <Input.TextArea
        aria-label="Comment"
        placeholder="Comment (optional)"
        maxLength={1000}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
      />
      {error && <Alert style={{ marginTop: 12 }} type="error" showIcon title={error} />}
    </Modal>
  );
}
