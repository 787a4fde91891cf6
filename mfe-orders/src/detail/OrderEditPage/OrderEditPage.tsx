import { useLocation, useParams } from 'react-router';
import { fill, isHeaderEditable, notify, ORDER_EDIT_MESSAGES, type OrderHeaderEditInput } from '@portal/shared';
import { Button, Flex, Tag, Typography } from '@portal/shared/antd';
import { Result } from '@portal/shared/antd-detail';
import { PageLoading, useBack } from '@portal/shared/ui';
import { RollbackOutlined } from '@portal/shared/icons';
import { updateOrder, updateOrderQuantities } from '../api';
import { detailPathFor, orderPageContext } from '../orderPageContext';
import { OrderLoadProblem, OrderNotFound } from '../components/OrderPageStates';
import { OrderHeaderForm } from '../components/OrderHeaderForm';
import { QuantitiesForm } from '../components/QuantitiesForm';
import { useOrder, useOrderChange } from '../useOrder';

// {list}/{orderId}/edit (spec 000 §2; none under /order_history): the header fields and the
// quantities, each saved on its own (one transaction each on the server). Saving keeps the user on
// the page with the saved values; Back returns to the detail page.

export function OrderEditPage() {
  const { orderId: param } = useParams();
  const { pathname } = useLocation();
  const context = orderPageContext(pathname);
  const orderId = Number(param);
  const valid = Number.isSafeInteger(orderId) && orderId > 0;
  const order = useOrder(orderId, valid);
  const detailPath = detailPathFor(context, orderId);
  const back = useBack(detailPath);
  const saved = (o: { number: number }) => notify.success(fill(ORDER_EDIT_MESSAGES.saved, { number: o.number }));
  const header = useOrderChange(orderId, (values: OrderHeaderEditInput) => updateOrder(orderId, values), saved);
  const quantities = useOrderChange(
    orderId,
    (sizes: { sizeId: number; qtyC: number; qtyU: number }[]) => updateOrderQuantities(orderId, sizes),
    saved,
  );

  if (!valid) return <OrderNotFound listPath={context.listPath} />;
  if (order.error) return <OrderLoadProblem error={order.error} listPath={context.listPath} onRetry={() => void order.refetch()} />;
  if (!order.data) return <PageLoading rows={8} />;
  const o = order.data;
  if (!o.actions.canOpenEdit) {
    return (
      <Result
        status="403"
        title={
          isHeaderEditable(o.status)
            ? ORDER_EDIT_MESSAGES.editForbidden
            : fill(ORDER_EDIT_MESSAGES.headerLocked, { number: o.number, status: o.statusString })
        }
        extra={<Button onClick={back}>Back to the order</Button>}
      />
    );
  }

  return (
    <Flex vertical gap="middle">
      <Flex align="center" gap="middle" wrap>
        <Button icon={<RollbackOutlined />} onClick={back}>
          Back
        </Button>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {`Edit order #${o.number}`}
        </Typography.Title>
        <Tag color="blue">{o.statusString}</Tag>
      </Flex>
      {/* key: a saved order re-seeds the forms with what the server kept. */}
      <OrderHeaderForm key={`h-${o.updatedAt}`} order={o} saving={header.isPending} onSave={(values) => header.mutate(values)} />
      <QuantitiesForm key={`q-${o.updatedAt}`} order={o} saving={quantities.isPending} onSave={(sizes) => quantities.mutate(sizes)} />
    </Flex>
  );
}
