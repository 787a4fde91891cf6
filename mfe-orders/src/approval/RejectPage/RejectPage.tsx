import { ApprovalPage } from '../components/ApprovalPage';

/** /order_approval/{orderId}/{id}/reject (spec 002 §2). */
export function RejectPage() {
  return <ApprovalPage action="reject" />;
}
