import { Link } from 'react-router';
import { GQL_ERROR_CODES, GqlRequestError, messages } from '@portal/shared';
import { Alert, Button, Result } from '@portal/shared/antd';
import { ORDER_LOAD_FAILED } from './api';

// The states of an order page that has no order to show: not found, no access, a failed load.

/** Ours: the no-access state's text. */
export const ORDER_NO_ACCESS = "You don't have permission to view this order.";

export function OrderNotFound({ listPath }: { listPath: string }) {
  return <Result status="404" title={messages.orderNotFound} extra={<Link to={listPath}>Back to the list</Link>} />;
}

export function OrderLoadProblem({ error, listPath, onRetry }: { error: unknown; listPath: string; onRetry(): void }) {
  const code = error instanceof GqlRequestError ? error.code : undefined;
  if (code === 'NOT_FOUND') return <OrderNotFound listPath={listPath} />;
  if (code === GQL_ERROR_CODES.forbidden) {
    return <Result status="403" title={ORDER_NO_ACCESS} extra={<Link to={listPath}>Back to the list</Link>} />;
  }
  return (
    <Alert
      type="error"
      showIcon
      title={ORDER_LOAD_FAILED}
      action={<Button onClick={onRetry}>Retry</Button>}
    />
  );
}
