import { useState } from 'react';
import { STATUS_COMMENT_MAX } from '@portal/shared';
import { Flex, Input, Modal, Typography } from '@portal/shared/antd';
import type { OrderDetail, OrderMove } from './api';

// Asks before a move the flow marks `confirm` (Approve, Mark Shipped, Cancel Order): none of them
// can be taken back from this page. An optional comment goes into the status history.

export function MoveDialog(props: {
  order: OrderDetail;
  move: OrderMove;
  busy: boolean;
  onConfirm(comment: string): void;
  onClose(): void;
}) {
  const { order, move, busy } = props;
  const [comment, setComment] = useState('');
  return (
    <Modal
      open
      title={`${move.label}?`}
      okText={move.label}
      cancelText="Back"
      okButtonProps={{ danger: move.to === 99, loading: busy }}
      onOk={() => props.onConfirm(comment)}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Flex vertical gap="small">
        <Typography.Text>{`Order #${order.number} moves from ${order.statusString} to ${move.toText}. This cannot be undone.`}</Typography.Text>
        <label htmlFor="move-comment">Comment (optional)</label>
        <Input.TextArea id="move-comment" rows={3} maxLength={STATUS_COMMENT_MAX} value={comment} onChange={(e) => setComment(e.target.value)} />
      </Flex>
    </Modal>
  );
}
