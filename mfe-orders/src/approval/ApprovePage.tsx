import { ApprovalPage } from './ApprovalPage';

/** /order_approval/{orderId}/{id}/approve (spec 002 §2). */
export default function ApprovePage() {
  return <ApprovalPage action="approve" />;
}
