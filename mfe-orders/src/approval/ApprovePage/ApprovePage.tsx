import { useParams } from 'react-router';
import { ApprovalPage } from '../components/ApprovalPage';

/** /order_approval/{orderId}/{id}/approve (spec 002 §2), when the portal itself routes it (../routes.data.ts). */
export function ApprovePage() {
  const { orderId, id } = useParams();
  return <ApprovalPage action="approve" orderId={orderId} linkId={id} />;
}
