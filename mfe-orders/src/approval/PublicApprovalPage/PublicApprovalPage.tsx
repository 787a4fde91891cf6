import { messages } from '@portal/shared/core';
import { approvalPageAt } from '../approvalLocation';
import { ApprovalFrame } from '../components/ApprovalFrame';
import { ApprovalPage } from '../components/ApprovalPage';

// The orders remote's `./approval` module: the whole public approval page for the public host page
// (shell/src/public/), which serves every /order_approval/… address, loads this module and nothing
// else of the portal, and renders its default export with the address's path. The module reads the
// path itself (approvalLocation.ts): the host knows no route of this area. React is the host's
// (a shared singleton); everything else here is this module's own (no antd, no router, no session).

export interface PublicApprovalPageProps {
  /** location.pathname of the page. */
  pathname: string;
}

export default function PublicApprovalPage({ pathname }: PublicApprovalPageProps) {
  const page = approvalPageAt(pathname);
  if (page) return <ApprovalPage {...page} />;
  // An address under /order_approval/ that is neither page.
  return (
    <ApprovalFrame title={messages.notFoundTitle}>
      <p className="approval-message approval-message--warning">{messages.notFoundHint}</p>
    </ApprovalFrame>
  );
}
