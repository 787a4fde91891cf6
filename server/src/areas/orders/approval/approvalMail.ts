import { approvalPagePath, formatMoney, formatToronto } from '@portal/shared/core';
import { escapeHtml } from '../../../platform/escapeHtml';
import type { Mail } from '../../../platform/outbox';

// The e-mails of customer approval: the request to the customer (the two links of spec 002 §2),
// and the note to the rep when the customer answers (the success texts promise "your sales
// representative has been advised").

export interface ApprovalRequestMail {
  to: string[];
  origin: string;
  orderId: number;
  linkId: string;
  orderNumber: number;
  customerName: string;
  po: string | null;
  totalCents: number;
  currency: string;
  senderName: string;
  message: string | null;
}

export function approvalRequestMail(m: ApprovalRequestMail): Mail {
  const approve = `${m.origin}${approvalPagePath(m.orderId, m.linkId, 'approve')}`;
  const reject = `${m.origin}${approvalPagePath(m.orderId, m.linkId, 'reject')}`;
  const summary = [
    `Order #${m.orderNumber} for ${m.customerName}`,
    m.po ? `PO: ${m.po}` : null,
    `Total: ${formatMoney(m.totalCents, m.currency)} ${m.currency}`,
  ].filter((l): l is string => !!l);
  const text = [
    'Hello,',
    '',
    `${m.senderName} asks you to review the art and the details of your order.`,
    ...(m.message ? ['', m.message] : []),
    '',
    ...summary,
    '',
    `Approve the order: ${approve}`,
    `Not approved (tell us what to change): ${reject}`,
    '',
    'This link is for this version of the art/order only.',
  ].join('\n');
  const html = [
    '<p>Hello,</p>',
    `<p>${escapeHtml(m.senderName)} asks you to review the art and the details of your order.</p>`,
    m.message ? `<p>${escapeHtml(m.message).replace(/\n/g, '<br>')}</p>` : '',
    `<p>${summary.map(escapeHtml).join('<br>')}</p>`,
    `<p><a href="${escapeHtml(approve)}">Approve the order</a> &nbsp; <a href="${escapeHtml(reject)}">Not approved</a></p>`,
    '<p>This link is for this version of the art/order only.</p>',
  ].join('');
  return { to: m.to, subject: `Please review order #${m.orderNumber}`, text, html };
}

export interface ApprovalAnswerMail {
  to: string[];
  cc: string[];
  result: 'approved' | 'rejected';
  orderNumber: number;
  customerName: string;
  name: string;
  email: string;
  comment: string | null;
  at: Date;
  /** The order's page in the portal. */
  orderUrl: string;
}

export function approvalAnswerMail(m: ApprovalAnswerMail): Mail {
  const verb = m.result === 'approved' ? 'approved' : 'did not approve';
  const subject =
    m.result === 'approved'
      ? `Order #${m.orderNumber} approved by the customer`
      : `Order #${m.orderNumber} not approved by the customer: art changes requested`;
  const lines = [
    `${m.name} <${m.email}> of ${m.customerName} ${verb} order #${m.orderNumber} on ${formatToronto(m.at)} (Toronto time).`,
    ...(m.comment ? ['', 'Their comments:', m.comment] : []),
    '',
    m.result === 'approved' ? 'The order is back with the manager for approval.' : 'The order went back to Art Requested for the changes.',
    `Open the order: ${m.orderUrl}`,
  ];
  return {
    to: m.to,
    cc: m.cc,
    subject,
    text: lines.join('\n'),
    html: lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join(''),
  };
}
