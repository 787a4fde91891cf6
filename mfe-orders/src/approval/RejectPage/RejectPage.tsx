import { useParams } from 'react-router';
import { ApprovalPage } from '../components/ApprovalPage';

/** /order_approval/{orderId}/{id}/reject (spec 002 §2), when the portal itself routes it (../routes.data.ts). */
export function RejectPage() {
  const { orderId, id } = useParams();
  return <ApprovalPage action="reject" orderId={orderId} linkId={id} />;
}
