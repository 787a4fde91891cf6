import { messages } from '@portal/shared';
import { PageLoadProblem, PageNotFound } from '@portal/shared/ui';
import { ORDER_LOAD_FAILED } from '../api';

// The states of an order page that has no order to show: not found, no access, a failed load
// (the shared page states with the orders' texts).

/** Ours: the no-access state's text. */
export const ORDER_NO_ACCESS = "You don't have permission to view this order.";

export function OrderNotFound({ listPath }: { listPath: string }) {
  return <PageNotFound title={messages.orderNotFound} backTo={listPath} />;
}

export function OrderLoadProblem({ error, listPath, onRetry }: { error: unknown; listPath: string; onRetry(): void }) {
  return (
    <PageLoadProblem
      error={error}
      notFoundTitle={messages.orderNotFound}
      forbiddenTitle={ORDER_NO_ACCESS}
      failedTitle={ORDER_LOAD_FAILED}
      backTo={listPath}
      onRetry={onRetry}
    />
  );
}
