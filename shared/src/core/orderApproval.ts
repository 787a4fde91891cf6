import { z } from 'zod';
import { isValidEmail } from './emailAddress';
import { messages } from './messages';
import { splitEmails } from './orderSchemas';
import { APPROVAL_COMMENT_MAX, APPROVAL_EMAIL_MAX, APPROVAL_NAME_MAX, ORDER_APPROVAL_MESSAGES } from './orderApprovalRules';

// Customer approval links (spec 002 "Public order approval pages", §3, §4, §5, §7, §8): the zod
// schemas of the public pages' two answers (the server checks them) and of what staff send. The
// limits, link format, paths, messages and the pages' own form check are in orderApprovalRules.ts
// (no zod: the public page loads it on customers' phones), re-exported here.
export * from './orderApprovalRules';

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
