import { isApprovalLinkId, type ApprovalAction } from '@portal/shared/core';

// Where the public approval page is, read from the address bar: the public host page has no router
// (it loads this remote's `./approval` module and nothing else), so the module reads its own path.
// The paths are spec 002 §2's, built by approvalPagePath (@portal/shared/core) and routed in
// ../routes.data.ts for the portal itself.

/** /order_approval/{orderId}/{id}/approve or /reject, with or without a trailing slash. */
const APPROVAL_PAGE = /^\/order_approval\/([^/]+)\/([^/]+)\/(approve|reject)\/?$/;

export interface ApprovalPageAddress {
  action: ApprovalAction;
  orderId: string;
  linkId: string;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The page a path names, or null when it names neither approval page. */
export function approvalPageAt(pathname: string): ApprovalPageAddress | null {
  const match = APPROVAL_PAGE.exec(pathname);
  if (!match) return null;
  return { orderId: decoded(match[1]), linkId: decoded(match[2]), action: match[3] as ApprovalAction };
}

/** The order number and link id, when both are well formed (else the page is INVALID without a call). */
export function approvalLinkOf(orderId: string | undefined, linkId: string | undefined): { order: number; id: string } | null {
  if (!orderId || !/^[1-9][0-9]*$/.test(orderId) || !isApprovalLinkId(linkId)) return null;
  const order = Number(orderId);
  return Number.isSafeInteger(order) ? { order, id: linkId } : null;
}
