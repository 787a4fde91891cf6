import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import {
  fill,
  mayCreateReturns,
  messages,
  notify,
  ORDER_STATUS_TEXT,
  RETURN_MESSAGES,
  RETURNABLE_ORDER_STATUS,
  useSession,
  type OrderStatus,
} from '@portal/shared';
import { Alert, App } from '@portal/shared/antd';
import { createReturn, fetchReturnCodes, fetchReturnOrder, refundOrderOf } from '../api';
import { blankValues, inputOf, type ReturnFormValues } from '../formValues';
import { ReturnForm } from '../components/ReturnForm';
import { orderPath, returnPath, type OrderArea } from '../../urls';
import { PageLoading } from '@portal/shared/ui';
import { returnsKeys } from '../../queryKeys';

// Create return (spec 001 §2.1), at /order_history/{orderId}/return and the orders area's
// /orders/{orderId}/return: only for a Shipped order (else the screen redirects to the order);
// Create Return, or Submit to waiting for goods; the toast 'Return #{number} created successfully'
// links to the new return, and the form starts again from what the order has left. Back goes to
// the order, in the area the screen was opened from.

export function CreateReturnPage() {
  const orderId = Number(useParams().orderId);
  const area: OrderArea = useLocation().pathname.startsWith('/orders/') ? 'orders' : 'order_history';
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const client = useQueryClient();
  const { message } = App.useApp();
  const allowed = mayCreateReturns(user);
  const order = useQuery({
    queryKey: returnsKeys.order(orderId, null),
    queryFn: ({ signal }) => fetchReturnOrder(orderId, null, signal),
    enabled: allowed && orderId > 0,
  });
  const codes = useQuery({
    queryKey: returnsKeys.codes(),
    queryFn: ({ signal }) => fetchReturnCodes(signal),
    staleTime: 10 * 60_000,
    enabled: allowed,
  });
  const [values, setValues] = useState<ReturnFormValues | null>(null);
  // A failure: the client showed the message (the rule refused, or the generic create failure).
  const create = useMutation({
    mutationFn: (input: Parameters<typeof createReturn>[0]) => createReturn(input),
    onSuccess: async (created) => {
      const path = returnPath(created.id);
      void message.success({
        duration: 10,
        content: (
          <span>
            {fill(messages.returnCreated, { number: created.numb })}{' '}
            <a href={path} onClick={(e) => (e.preventDefault(), navigate(path))}>
              Open it
            </a>
          </span>
        ),
      });
      // What the order has left changed: start again from it (busy until it is back).
      void client.invalidateQueries({ queryKey: returnsKeys.all });
      const fresh = await order.refetch();
      setValues(fresh.data ? blankValues(refundOrderOf(fresh.data)) : null);
    },
  });

  const shipped = order.data?.status === RETURNABLE_ORDER_STATUS;
  useEffect(() => {
    if (!order.data) return;
    // spec 001 §4.1: a return only of a shipped order; otherwise the create screen redirects away.
    if (!shipped) {
      notify.error(
        fill(RETURN_MESSAGES.orderNotShipped, {
          number: order.data.number,
          status: ORDER_STATUS_TEXT[order.data.status as OrderStatus] ?? String(order.data.status),
        }),
      );
      void navigate(orderPath(orderId, area), { replace: true });
    } else if (!values) {
      setValues(blankValues(refundOrderOf(order.data)));
    }
  }, [order.data, shipped, values, navigate, orderId, area]);

  if (!allowed) return <Alert type="warning" title={fill(RETURN_MESSAGES.forbidden, { action: 'create' })} />;
  if (order.isError || order.data === null) return <Alert type="error" title={messages.returnLoadFailed} />;
  if (!order.data || !shipped || !values) return <PageLoading />;

  const submit = (waiting: boolean) => create.mutate(inputOf(order.data!.id, values, waiting));

  return (
    <ReturnForm
      title="Create Return"
      order={order.data}
      codes={codes.data ?? []}
      values={values}
      onValues={setValues}
      mode="create"
      busy={create.isPending}
      onBack={() => navigate(orderPath(orderId, area))}
      onSubmit={submit}
    />
  );
}
