import { isValidEmail } from './emailAddress';
import { messages } from './messages';

// Customer approval links (spec 002 "Public order approval pages", §3, §4, §5, §7, §8): the public
// pages /order_approval/{orderId}/{id}/approve and /reject, their limits, link format and messages,
// and the pages' own form check. No schema library here: the public page is opened on customers'
// phones and loads this module, not zod (the server and the staff screens use the zod schemas of
// orderApproval.ts, built from the same limits and messages; orderApprovalRules.test.ts proves the
// form check and the schemas agree). Caps: name and e-mail 255, comment 2000 (spec 002 §5, §9).

export const APPROVAL_NAME_MAX = 255;
export const APPROVAL_EMAIL_MAX = 255;
export const APPROVAL_COMMENT_MAX = 2_000;

/** Link ids are 32 random bytes in base64url (43 characters): unguessable, and cheap to reject when malformed. */
export const APPROVAL_LINK_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isApprovalLinkId(value: unknown): value is string {
  return typeof value === 'string' && APPROVAL_LINK_ID_PATTERN.test(value);
}

/** The two public pages (spec 002 §2). */
export type ApprovalAction = 'approve' | 'reject';

/** The public pages' paths (spec 002 §2). */
export const approvalPagePath = (orderId: number | string, id: string, action: ApprovalAction) =>
  `/order_approval/${orderId}/${id}/${action}`;

/**
 * The art of an item, reached through the link itself (ours; approval/README.md): the design's own
 * file, or a PNG made for the page ('screen') or for the e-mail ('thumb'). Only a live link of the
 * item's own order reaches it.
 */
export type ApprovalArtSize = 'thumb' | 'screen';
export const approvalArtPath = (orderId: number | string, id: string, itemId: number, size?: ApprovalArtSize) =>
  `/api/order_approval/${orderId}/${id}/art/${itemId}${size ? `?size=${size}` : ''}`;
/** How large the page shows an item's art (CSS pixels, square): the 'screen' PNG is three times that, for sharp phone screens. */
export const APPROVAL_ART_PAGE_PX = 120;
/** How large the e-mail shows an item's art (CSS pixels, square): the 'thumb' PNG is twice that. */
export const APPROVAL_ART_MAIL_PX = 64;

/** Ours: the pages' and the server's validation messages (the spec words none). */
export const ORDER_APPROVAL_MESSAGES = {
  emailRequired: 'Please enter your email.',
  nameRequired: 'Please enter your name.',
  commentRequired: 'Please tell us what should change.',
  nameTooLong: 'Name cannot be longer than 255 characters.',
  emailTooLong: 'Email cannot be longer than 255 characters.',
  commentTooLong: 'Comment cannot be longer than 2000 characters.',
  /** Staff side: sending for approval. */
  recipientsRequired: "Please enter the customer's email.",
  notSendable: "Order #{number} is {status}: only orders awaiting art confirmation or the manager's approval can be sent to the customer.",
  sendForbidden: "You don't have permission to send this order for customer approval.",
  sent: 'Approval request for order #{number} sent to {to}.',
  messageTooLong: 'The message cannot be longer than 1000 characters.',
} as const;

export interface ApprovalFormValues {
  email: string;
  name: string;
  /** Read for reject only. */
  comment?: string;
}

export type ApprovalFormField = 'email' | 'name' | 'comment';

/** What the form may send (trimmed), or the first problem and the field it is about. */
export type ApprovalFormCheck =
  | { ok: true; values: { email: string; name: string; comment?: string } }
  | { ok: false; field: ApprovalFormField; message: string };

/**
 * The approve and reject forms' check before calling the server (spec 002 §5): the same rules, in
 * the same order and with the same first message as approveOrderSchema / rejectOrderSchema.
 */
export function checkApprovalForm(action: ApprovalAction, values: ApprovalFormValues): ApprovalFormCheck {
  const email = values.email.trim();
  const name = values.name.trim();
  const comment = (values.comment ?? '').trim();
  const problem = (field: ApprovalFormField, message: string): ApprovalFormCheck => ({ ok: false, field, message });
  if (!email) return problem('email', ORDER_APPROVAL_MESSAGES.emailRequired);
  if (email.length > APPROVAL_EMAIL_MAX) return problem('email', ORDER_APPROVAL_MESSAGES.emailTooLong);
  if (!isValidEmail(email)) return problem('email', messages.invalidEmail);
  if (!name) return problem('name', ORDER_APPROVAL_MESSAGES.nameRequired);
  if (name.length > APPROVAL_NAME_MAX) return problem('name', ORDER_APPROVAL_MESSAGES.nameTooLong);
  if (action === 'approve') return { ok: true, values: { email, name } };
  if (!comment) return problem('comment', ORDER_APPROVAL_MESSAGES.commentRequired);
  if (comment.length > APPROVAL_COMMENT_MAX) return problem('comment', ORDER_APPROVAL_MESSAGES.commentTooLong);
  return { ok: true, values: { email, name, comment } };
}
