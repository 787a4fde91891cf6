import { z } from 'zod';
import { isValidEmail } from './emailAddress';
import { messages } from './messages';
import { FILTER_NAME_MAX_LENGTH, isOrderListName, PO_MAX_LENGTH } from './orders';

// Validation of the order list actions (spec 000 §5), used by the dialogs and by the server (400
// with the same message). A rule only the browser checks is a bug.

// The address check lives in emailAddress.ts (no zod there: the public approval page uses it).
export { EMAIL_PATTERN, isValidEmail } from './emailAddress';

/** Splits the re-send dialog's comma-joined addresses (spec 000 §7 `user`). */
export function splitEmails(value: string): string[] {
  return value
    .split(/[,;\s]+/)
    .map((e) => e.trim())
    .filter(Boolean);
}

/** The path part of a saved filter's link must be one of the fifteen order lists. */
export function isOrderListLink(link: string): boolean {
  if (!link.startsWith('/') || link.startsWith('//')) return false;
  const path = link.split(/[?#]/)[0].replace(/\/+$/, '');
  return isOrderListName(path.slice(1));
}

/** POST /api/filters: spec 000 §5 name required, max 50 ('Filter name cannot be empty'). */
export const savedFilterSchema = z.object({
  name: z
    .string({ error: messages.filterNameRequired })
    .trim()
    .min(1, messages.filterNameRequired)
    .max(FILTER_NAME_MAX_LENGTH, messages.filterNameTooLong),
  link: z
    .string({ error: messages.filterLinkInvalid })
    .trim()
    .max(2_000, messages.filterLinkInvalid)
    .refine(isOrderListLink, messages.filterLinkInvalid),
});
export type SavedFilterInput = z.infer<typeof savedFilterSchema>;

/** POST /api/filters/:id/rename (ours: renaming from the Saved Filters menu): the same name rule. */
export const savedFilterRenameSchema = savedFilterSchema.pick({ name: true });

/** PO or collection-name edit: spec 000 §5 capped at 30; empty clears it. */
export const poEditSchema = z.object({
  po: z
    .string({ error: messages.poTooLong })
    .trim()
    .max(PO_MAX_LENGTH, messages.poTooLong)
    .transform((v) => (v === '' ? null : v)),
});
export type PoEditInput = z.infer<typeof poEditSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, messages.somethingWentWrong);

/**
 * POST /api/licenseCollection/combine (spec 000 §5): at least 2 collections, a name, end date
 * optional and not before the start.
 */
export const combineCollectionsSchema = z
  .object({
    collections: z
      .array(z.coerce.number().int().positive(), { error: messages.combineTwoRequired })
      .min(2, messages.combineTwoRequired)
      .max(100, messages.combineTwoRequired)
      .transform((ids) => [...new Set(ids)])
      .refine((ids) => ids.length >= 2, messages.combineTwoRequired),
    name: z
      .string({ error: messages.collectionNameRequired })
      .trim()
      .min(1, messages.collectionNameRequired)
      .max(PO_MAX_LENGTH, messages.poTooLong),
    start: isoDate.nullish(),
    end: isoDate.nullish(),
  })
  .refine((v) => !v.start || !v.end || v.end >= v.start, { message: messages.endDateBeforeStart, path: ['end'] });
export type CombineCollectionsInput = z.infer<typeof combineCollectionsSchema>;

/** POST /api/regenImages/license: each collection M (Ghost) or V (Vector) (spec 000 §5). */
export const regenImagesSchema = z.object({
  collections: z
    .array(
      z.object({
        id: z.coerce.number().int().positive(),
        imageType: z.enum(['M', 'V'], { error: messages.imageTypeInvalid }),
      }),
      { error: messages.combineTwoRequired },
    )
    .min(1, messages.somethingWentWrong)
    .max(100),
});
export type RegenImagesInput = z.infer<typeof regenImagesSchema>;

/** POST /api/resendEmail(/noDetails): spec 000 §5 every address valid, at least one. */
export const resendEmailSchema = z.object({
  orderId: z.coerce.number().int().positive(),
  discounts: z.boolean().optional().default(false),
  user: z
    .string({ error: messages.emailRequired })
    .transform(splitEmails)
    .refine((list) => list.length > 0, messages.emailRequired)
    .refine((list) => list.length <= 20 && list.every(isValidEmail), messages.invalidEmail),
});
export type ResendEmailInput = z.infer<typeof resendEmailSchema>;

/** POST /api/order/:id/orderType: the order type, event flag and rush flag (spec 000 §4). */
export const orderTypeEditSchema = z.object({
  type: z.string({ error: messages.orderTypeInvalid }).trim().min(1, messages.orderTypeInvalid).max(10, messages.orderTypeInvalid),
  event: z.boolean(),
  rush: z.boolean(),
});
export type OrderTypeEditInput = z.infer<typeof orderTypeEditSchema>;

/** POST /api/order/:id/delete (spec 000 §7: status, comment). */
export const orderDeleteSchema = z.object({
  status: z.coerce.number().int().optional(),
  comment: z.string().max(1_000).optional(),
});
export type OrderDeleteInput = z.infer<typeof orderDeleteSchema>;
