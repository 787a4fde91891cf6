import { renderToStaticMarkup } from 'react-dom/server';
import { approvalPagePath, type ApprovalAction } from '@portal/shared/core';
import { APPROVAL_PAGE_TEXT, ApprovalFrame, ApprovalLoading } from '../components/ApprovalFrame';

// The public approval pages' first paint, as HTML, rendered by the orders remote's build (never in a
// browser; ../../../build/firstPaintPlugin.mjs writes it to first-paint.json beside mf-manifest.json,
// with the page's stylesheet). The server puts the page that matches the address into the public
// host page, so a customer's phone shows the title while the scripts load: the state every visit
// starts in (LOADING), from the same components the page renders.

export interface FirstPaintPage {
  /** A route path with :params, as routes.data.ts writes them. */
  path: string;
  /** The markup of the page's first state. */
  html: string;
}

export default function approvalFirstPaint(): FirstPaintPage[] {
  return (['approve', 'reject'] as const satisfies readonly ApprovalAction[]).map((action) => ({
    path: approvalPagePath(':orderId', ':id', action),
    html: renderToStaticMarkup(
      <ApprovalFrame title={APPROVAL_PAGE_TEXT[action].title}>
        <ApprovalLoading />
      </ApprovalFrame>,
    ),
  }));
}
