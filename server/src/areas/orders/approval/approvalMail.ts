import { APPROVAL_ART_MAIL_PX, approvalArtPath, approvalPagePath, formatMoney, formatToronto } from '@portal/shared/core';
import { escapeHtml } from '../../../platform/escapeHtml';
import type { Mail } from '../../../platform/outbox';
import type { ApprovalLinkItem } from './customerLines';

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
  /** The items, charges and total as the link's page shows them (service.ts customerLines). */
  items: ApprovalLinkItem[];
  charges: { name: string; amountCents: number }[];
  totalCents: number;
  currency: string;
  senderName: string;
  message: string | null;
}

export function approvalRequestMail(m: ApprovalRequestMail): Mail {
  const approve = `${m.origin}${approvalPagePath(m.orderId, m.linkId, 'approve')}`;
  const reject = `${m.origin}${approvalPagePath(m.orderId, m.linkId, 'reject')}`;
  const money = (cents: number) => formatMoney(cents, m.currency);
  const summary = [`Order #${m.orderNumber} for ${m.customerName}`, m.po ? `PO: ${m.po}` : null].filter((l): l is string => !!l);
  const total = `Total: ${money(m.totalCents)} ${m.currency}`;
  const sizesOf = (item: ApprovalLinkItem) =>
    item.sizes.map((s) => `${s.size} × ${s.quantity}${s.upchargeCents ? ` (+${money(s.upchargeCents)})` : ''}`).join(', ');
  const itemLine = (item: ApprovalLinkItem) =>
    `${item.name} (${item.styleCode}), ${item.color}${item.design ? `, design ${item.design}` : ''}: ${item.quantity} at ${money(item.priceCents)} = ${money(item.amountCents)}`;
  const text = [
    'Hello,',
    '',
    `${m.senderName} asks you to review the art and the details of your order.`,
    ...(m.message ? ['', m.message] : []),
    '',
    ...summary,
    '',
    ...m.items.flatMap((item) => [itemLine(item), `  Sizes: ${sizesOf(item) || 'none'}`]),
    ...m.charges.map((c) => `${c.name}: ${money(c.amountCents)}`),
    total,
    '',
    `Approve the order: ${approve}`,
    `Not approved (tell us what to change): ${reject}`,
    '',
    'This link is for this version of the art/order only.',
  ].join('\n');
  // Thumbnails are reached through the link itself (approvalArt.ts): no session, nothing of another order, gone once the link is answered.
  const px = APPROVAL_ART_MAIL_PX;
  const cell = 'style="padding:6px 8px;border-bottom:1px solid #e5e5e5;vertical-align:top;text-align:left"';
  const rows = m.items.map((item) => {
    const thumb = `${m.origin}${approvalArtPath(m.orderId, m.linkId, item.id, 'thumb')}`;
    return [
      '<tr>',
      `<td ${cell}><img src="${escapeHtml(thumb)}" width="${px}" height="${px}" alt="${escapeHtml(`Art of ${item.name}, ${item.color}`)}" style="display:block;object-fit:contain"></td>`,
      `<td ${cell}><strong>${escapeHtml(item.name)}</strong> (${escapeHtml(item.styleCode)})<br>${escapeHtml(item.color)}${item.design ? `<br>Design ${escapeHtml(item.design)}` : ''}<br>Sizes: ${escapeHtml(sizesOf(item) || 'none')}</td>`,
      `<td ${cell}>${item.quantity} × ${escapeHtml(money(item.priceCents))}<br><strong>${escapeHtml(money(item.amountCents))}</strong></td>`,
      '</tr>',
    ].join('');
  });
  const charges = m.charges.map(
    (c) => `<tr><td ${cell} colspan="2">${escapeHtml(c.name)}</td><td ${cell}>${escapeHtml(money(c.amountCents))}</td></tr>`,
  );
  const html = [
    '<p>Hello,</p>',
    `<p>${escapeHtml(m.senderName)} asks you to review the art and the details of your order.</p>`,
    m.message ? `<p>${escapeHtml(m.message).replace(/\n/g, '<br>')}</p>` : '',
    `<p>${summary.map(escapeHtml).join('<br>')}</p>`,
    '<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;max-width:600px">',
    ...rows,
    ...charges,
    `<tr><td ${cell} colspan="2"><strong>Total</strong></td><td ${cell}><strong>${escapeHtml(`${money(m.totalCents)} ${m.currency}`)}</strong></td></tr>`,
    '</table>',
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
