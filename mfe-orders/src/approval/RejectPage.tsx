import { ApprovalPage } from './ApprovalPage';

/** /order_approval/{orderId}/{id}/reject (spec 002 §2). */
export default function RejectPage() {
  return <ApprovalPage action="reject" />;
}
