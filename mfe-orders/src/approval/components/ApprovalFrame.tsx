import type { ReactNode } from 'react';
import { messages, type ApprovalAction } from '@portal/shared/core';

// The approval pages' frame (landmark, heading, one column) and their loading state, without any
// stylesheet import: ApprovalPage renders them in the browser, and the orders remote's build renders
// them to HTML once per page (PublicApprovalPage/approvalFirstPaint.tsx), which the server puts into
// the public host page so the title shows before any script has run. Same component, same markup:
// when React takes over, nothing moves.

/** Each page's words (spec 002 §2, §8). */
export const APPROVAL_PAGE_TEXT = {
  approve: { title: 'Approve Order', button: 'Approve', success: messages.approvalApproved },
  reject: { title: 'Not Approved', button: 'Submit', success: messages.approvalRejected },
} as const satisfies Record<ApprovalAction, { title: string; button: string; success: string }>;

export function ApprovalFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="approval-page">
      <h1 className="approval-title">{title}</h1>
      <div className="approval-body">{children}</div>
    </main>
  );
}

/** LOADING (spec 002 §4): the link is being checked. */
export function ApprovalLoading() {
  return (
    <div className="approval-loading" role="status" aria-label="Loading">
      <span className="approval-spinner" aria-hidden="true" />
    </div>
  );
}
