import { Link, useLocation, useParams } from 'react-router';
import { Button, Flex, Skeleton, Tag, Typography } from '@portal/shared/antd';
import { RollbackOutlined } from '@portal/shared/icons';
import { CustomerApprovalsCard } from './CustomerApprovalsCard';
import { OrderActions } from './OrderActions';
import { OrderHeaderCard } from './OrderHeaderCard';
import { OrderItemsCard } from './OrderItemsCard';
import { editPathFor, orderPageContext } from './orderPageContext';
import { OrderLoadProblem, OrderNotFound } from './OrderPageStates';
import { OrderTotalsCard } from './OrderTotalsCard';
import { RelatedRecordsCard } from './RelatedRecordsCard';
import { ShippingCard } from './ShippingCard';
import { StatusHistoryCard } from './StatusHistoryCard';
import { useBack } from './useBackToList';
import { useOrder } from './useOrder';
import { createReturnPath } from '../urls';

// {list}/{orderId} (spec 000 §2): the order detail page, under every order list. The spec does not
// draw it; it shows what staff expect (mfe-orders/README.md "Order detail"): header, items with
// their size grid, charges and totals in the order's currency, shipments and invoices, related
// records, customer approvals, the status history, and the actions the user may take. The status
// links to the list that status belongs to (spec 000 §4).

export default function OrderDetailPage() {
  const { orderId: param } = useParams();
  const { pathname } = useLocation();
  const context = orderPageContext(pathname);
  const orderId = Number(param);
  const valid = Number.isSafeInteger(orderId) && orderId > 0;
  const order = useOrder(orderId, valid);
  const back = useBack(context.listPath);

  if (!valid) return <OrderNotFound listPath={context.listPath} />;
  if (order.error) return <OrderLoadProblem error={order.error} listPath={context.listPath} onRetry={() => void order.refetch()} />;
  if (!order.data) return <Skeleton active paragraph={{ rows: 8 }} />;
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
    </Flex>
  );
}
