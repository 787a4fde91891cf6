import { z } from 'zod';
import { messages } from './messages';
import { isValidEmail, splitEmails } from './orderSchemas';

// Customer approval links (spec 002 "Public order approval pages", §3, §4, §5, §7, §8): the public
// pages /order_approval/{orderId}/{id}/approve and /reject, their three GraphQL operations, and
// what staff send. Caps: name and e-mail 255, comment 2000 (spec 002 §5, §9).

export const APPROVAL_NAME_MAX = 255;
export const APPROVAL_EMAIL_MAX = 255;
export const APPROVAL_COMMENT_MAX = 2_000;

/** Link ids are 32 random bytes in base64url (43 characters): unguessable, and cheap to reject when malformed. */
export const APPROVAL_LINK_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isApprovalLinkId(value: unknown): value is string {
  return typeof value === 'string' && APPROVAL_LINK_ID_PATTERN.test(value);
}

/** The public pages' paths (spec 002 §2). */
export const approvalPagePath = (orderId: number | string, id: string, action: 'approve' | 'reject') =>
  `/order_approval/${orderId}/${id}/${action}`;

/** Ours: the pages' and the server's validation messages (the spec words none). */
export const ORDER_APPROVAL_MESSAGES = {
  emailRequired: 'Please enter your email.',
  nameRequired: 'Please enter your name.',
  commentRequired: 'Please tell us what should change.',
  nameTooLong: 'Name cannot be longer than 255 characters.',
  emailTooLong: 'Email cannot be longer than 255 characters.',
  commentTooLong: 'Comment cannot be longer than 2000 characters.',
  /** Staff side: sending for approval. */
  recipientsRequired: 'Please enter the customer\'s email.',
  notSendable: 'Order #{number} is {status}: only orders awaiting art confirmation or the manager\'s approval can be sent to the customer.',
  sendForbidden: "You don't have permission to send this order for customer approval.",
  sent: 'Approval request for order #{number} sent to {to}.',
  messageTooLong: 'The message cannot be longer than 1000 characters.',
} as const;

const email = z
  .string({ error: ORDER_APPROVAL_MESSAGES.emailRequired })
  .trim()
  .min(1, ORDER_APPROVAL_MESSAGES.emailRequired)
  .max(APPROVAL_EMAIL_MAX, ORDER_APPROVAL_MESSAGES.emailTooLong)
  .refine(isValidEmail, messages.invalidEmail);
const name = z
  .string({ error: ORDER_APPROVAL_MESSAGES.nameRequired })
  .trim()
  .min(1, ORDER_APPROVAL_MESSAGES.nameRequired)
  .max(APPROVAL_NAME_MAX, ORDER_APPROVAL_MESSAGES.nameTooLong);

/** approveOrder(id, order, email, name): spec 002 §5 both required, cut at 255. */
export const approveOrderSchema = z.object({ email, name });
export type ApproveOrderInput = z.infer<typeof approveOrderSchema>;

/** rejectOrder(id, order, email, name, comment): spec 002 §5 all required, comment cut at 2000. */
export const rejectOrderSchema = z.object({
  email,
  name,
  comment: z
    .string({ error: ORDER_APPROVAL_MESSAGES.commentRequired })
    .trim()
    .min(1, ORDER_APPROVAL_MESSAGES.commentRequired)
    .max(APPROVAL_COMMENT_MAX, ORDER_APPROVAL_MESSAGES.commentTooLong),
});
export type RejectOrderInput = z.infer<typeof rejectOrderSchema>;

/** Staff: sendOrderForApproval(id, emails, message): the customer's addresses (comma-joined) and an optional note. */
export const sendForApprovalSchema = z.object({
  emails: z
    .string({ error: ORDER_APPROVAL_MESSAGES.recipientsRequired })
    .transform(splitEmails)
    .refine((list) => list.length > 0, ORDER_APPROVAL_MESSAGES.recipientsRequired)
    .refine((list) => list.length <= 10 && list.every(isValidEmail), messages.invalidEmail),
  message: z
    .string()
    .trim()
    .max(1_000, ORDER_APPROVAL_MESSAGES.messageTooLong)
    .nullish()
    .transform((v) => v || null),
});
export type SendForApprovalInput = z.input<typeof sendForApprovalSchema>;
