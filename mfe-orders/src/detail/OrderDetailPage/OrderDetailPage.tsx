import { Link, useLocation, useParams } from 'react-router';
import { Button, Flex, Tag, Typography } from '@portal/shared/antd';
import { ChangeHistory, PageLoading, useBack } from '@portal/shared/ui';
import { RollbackOutlined } from '@portal/shared/icons';
import { CustomerApprovalsCard } from '../components/CustomerApprovalsCard';
import { OrderActions } from '../components/OrderActions';
import { OrderHeaderCard } from '../components/OrderHeaderCard';
import { OrderItemsCard } from '../components/OrderItemsCard';
import { editPathFor, orderPageContext } from '../orderPageContext';
import { OrderLoadProblem, OrderNotFound } from '../components/OrderPageStates';
import { OrderTotalsCard } from '../components/OrderTotalsCard';
import { RelatedRecordsCard } from '../components/RelatedRecordsCard';
import { ShippingCard } from '../components/ShippingCard';
import { StatusHistoryCard } from '../components/StatusHistoryCard';
import { useOrder } from '../useOrder';
import { ordersKeys } from '../../queryKeys';
import { useLiveRecord } from '@portal/shared/live';
import { createReturnPath } from '../../urls';

/** What the order page calls the rows of its audited tables (server/src/platform/audit.ts). */
const ORDER_TABLE_LABELS: Record<string, string> = {
  orders: 'Order',
  order_items: 'Item',
  order_item_sizes: 'Size quantities',
  order_charges: 'Charge',
  shipping_job_items: 'Shipment',
  order_comments: 'Comments',
  order_approvals: 'Customer approval',
};
const ORDER_FIELD_LABELS: Record<string, string> = { po: 'PO', rep_code: 'Rep', csr_code: 'CSR', qty_c: 'Qty C', qty_u: 'Qty U' };

// {list}/{orderId} (spec 000 §2): the order detail page, under every order list. The spec does not
// draw it; it shows what staff expect (mfe-orders/README.md "Order detail"): header, items with
// their size grid, charges and totals in the order's currency, shipments and invoices, related
// records, customer approvals, the status history, and the actions the user may take. The status
// links to the list that status belongs to (spec 000 §4).

export function OrderDetailPage() {
  const { orderId: param } = useParams();
  const { pathname } = useLocation();
  const context = orderPageContext(pathname);
  const orderId = Number(param);
  const valid = Number.isSafeInteger(orderId) && orderId > 0;
  const order = useOrder(orderId, valid);
  useLiveRecord('order', valid ? orderId : null, [ordersKeys.order(orderId)]);
  const back = useBack(context.listPath);

  if (!valid) return <OrderNotFound listPath={context.listPath} />;
  if (order.error) return <OrderLoadProblem error={order.error} listPath={context.listPath} onRetry={() => void order.refetch()} />;
  if (!order.data) return <PageLoading rows={8} />;
  const o = order.data;

  return (
    <Flex vertical gap="middle">
      <Flex align="center" gap="middle" wrap>
        <Button icon={<RollbackOutlined />} onClick={back}>
          Back
        </Button>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {`Order #${o.number}`}
        </Typography.Title>
        <Link to={o.listPath} title="Open the list of this status">
          <Tag color="blue" data-testid="order-status">
            {o.statusString}
          </Tag>
        </Link>
        {o.rush && <Tag color="red">Rush</Tag>}
        {o.event && <Tag color="purple">Event</Tag>}
        {o.onHold && <Tag color="orange">On hold</Tag>}
      </Flex>
      <OrderActions order={o} editPath={editPathFor(context, o.id, o.status)} returnPath={createReturnPath(context.listPath, o.id)} />
      <OrderHeaderCard order={o} />
      <OrderItemsCard order={o} />
      <OrderTotalsCard order={o} />
      <ShippingCard order={o} />
      <CustomerApprovalsCard order={o} />
      <RelatedRecordsCard order={o} />
      <StatusHistoryCard order={o} />
      <ChangeHistory entries={o.changes} tableLabels={ORDER_TABLE_LABELS} fieldLabels={ORDER_FIELD_LABELS} />
    </Flex>
  );
}
