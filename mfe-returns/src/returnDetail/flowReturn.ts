import type { FlowReturn } from '@portal/shared';
import type { ReturnDetail } from './api';

/** What the shared state machine reads of the detail (the same rules the server applies). */
export const flowReturnOf = (r: ReturnDetail): FlowReturn => ({
  number: r.returnNumb,
  status: r.status,
  subStatus: r.subStatus,
  resolution: r.resolution,
  totalRefundCents: r.totalRefundedCents,
  orderRefundCents: r.orderRefundedCents,
});
