import { Link } from 'react-router';
import { formatMoney, formatTorontoDate } from '@portal/shared';
import { Empty, Modal } from '@portal/shared/antd';
import type { ReturnOrder } from '../api';
import { returnPath } from '../../urls';

/** spec 001 §2.1: the order's existing returns, each linking to /returns/{id}. */
export function ExistingReturnsDialog({ order, onClose }: { order: ReturnOrder; onClose: () => void }) {
  return (
    <Modal open title="Existing Returns" onCancel={onClose} footer={null}>
      {order.returns.length === 0 && <Empty description="This order has no other returns" />}
      <ul style={{ paddingInlineStart: 16 }}>
        {order.returns.map((r) => (
          <li key={r.id}>
            <Link to={returnPath(r.id)}>{`Return #${r.returnNumb}`}</Link>
            {` · ${r.statusString} · ${formatMoney(r.totalRefundCents, order.currency)} · ${formatTorontoDate(r.createdAt)}`}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
