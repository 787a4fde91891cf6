import { useState } from 'react';
import { ORDER_STATUS, STATUS_COMMENT_MAX } from '@portal/shared';
import { Flex, Input, Modal, Typography } from '@portal/shared/antd';
import type { OrderDetail, OrderMove } from '../api';

// Asks before a move the flow marks `confirm` (Approve, Mark Shipped, Cancel Order): none of them
// can be taken back from this page. An optional comment goes into the status history. Mark Shipped
// also says what it ships: the server makes one shipping job with a new invoice for whatever is not
// shipped yet (server/src/areas/orders/detail/shipWhatIsLeft.ts).

/** What Mark Shipped will ship, from the page's totals (the server works it out again from the shipping jobs). */
export function shipsWhatIsLeftText(order: OrderDetail): string {
  const left = order.totals.units - order.totals.shippedUnits;
  if (left <= 0) return 'Its shipping jobs already carry every unit: no new shipping job is made.';
  return `${left === 1 ? 'The 1 unit' : `The ${left} units`} not shipped yet ship now: one shipping job with a new invoice is made for ${left === 1 ? 'it' : 'them'}.`;
}

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
        {move.to === ORDER_STATUS.Shipped && <Typography.Text>{shipsWhatIsLeftText(order)}</Typography.Text>}
        <label htmlFor="move-comment">Comment (optional)</label>
        <Input.TextArea
          id="move-comment"
          rows={3}
          maxLength={STATUS_COMMENT_MAX}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </Flex>
    </Modal>
  );
}
