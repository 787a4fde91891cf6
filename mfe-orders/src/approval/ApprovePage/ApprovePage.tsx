import { ApprovalPage } from '../components/ApprovalPage';

/** /order_approval/{orderId}/{id}/approve (spec 002 §2). */
export function ApprovePage() {
  return <ApprovalPage action="approve" />;
}
