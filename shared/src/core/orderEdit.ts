import { z } from 'zod';
import type { SessionUser } from './access';
import { messages } from './messages';
import { ORDER_STATUS, PO_MAX_LENGTH } from './orders';
import { actorsOf, type FlowOrder } from './statusFlow';

// Order edit ({path}/{orderId}/edit): what staff may change, when, and the validation both the edit
// form and the server use (400 / BAD_USER_INPUT with the same message). The spec does not draw the
// page; the rules are ours (mfe-orders/README.md "Order edit").

/** Ours: the edit form's and the server's messages (the spec words none of them). */
export const ORDER_EDIT_MESSAGES = {
  dateRequiredMissing: 'Date Required is required.',
  dateInvalid: 'Please enter a valid date.',
  dateRequiredBeforeShip: 'Date Required cannot be before the Scheduled Ship Date.',
  tagTooLong: 'A tag cannot be longer than 30 characters.',
  tooManyTags: 'An order can have at most 10 tags.',
  departmentTooLong: 'Department cannot be longer than 50 characters.',
  commentsTooLong: 'Comments cannot be longer than 2000 characters.',
  quantityInvalid: 'Quantities must be whole numbers from 0 to 99999.',
  quantityBelowShipped: 'A quantity cannot be lower than what was already shipped ({size} of {style}).',
  itemEmpty: 'Every item needs at least one unit; cancel the order instead of emptying an item.',
  unknownSize: 'This size is not part of the order.',
  editForbidden: "You don't have permission to edit this order.",
  headerLocked: 'Order #{number} is {status}: it can no longer be edited.',
  itemsLocked: 'Order #{number} is {status}: its quantities can no longer be changed.',
  /** The form's success toast. */
  saved: 'Order #{number} saved.',
} as const;

export const TAG_MAX_LENGTH = 30;
export const TAGS_MAX = 10;
export const DEPARTMENT_MAX_LENGTH = 50;
export const ORDER_COMMENTS_MAX_LENGTH = 2_000;
export const QUANTITY_MAX = 99_999;

/** Header fields may change until the order ships (Saved to Approved). */
export const HEADER_EDITABLE_STATUSES: readonly number[] = [0, 1, 2, 3, 4, 5, 6];
/** Quantities may change until the manager approves (Saved to ManagersApproval). */
export const ITEMS_EDITABLE_STATUSES: readonly number[] = [0, 1, 2, 3, 4, 5];

type EditUser = Pick<SessionUser, 'id' | 'userType' | 'repCode' | 'access'>;

/** The order's own rep (or creator), or staff with orderEdit or approve (REP users: own orders only). */
export function mayEditOrder(user: EditUser | null | undefined, order: Pick<FlowOrder, 'repCode' | 'createdBy'>): boolean {
  const actors = actorsOf(user, order);
  return actors.has('owner') || actors.has('orderEdit') || actors.has('approve');
}

export const isHeaderEditable = (status: number) => HEADER_EDITABLE_STATUSES.includes(status);
export const isItemsEditable = (status: number) => ITEMS_EDITABLE_STATUSES.includes(status);

/** Whether the user may see the edit page at all (the detail page's Edit button). */
export function mayOpenOrderEdit(user: EditUser | null | undefined, order: Pick<FlowOrder, 'repCode' | 'createdBy' | 'status'>): boolean {
  return mayEditOrder(user, order) && isHeaderEditable(order.status) && order.status !== ORDER_STATUS.Cancelled;
}

const isoDate = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, ORDER_EDIT_MESSAGES.dateInvalid)
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      ORDER_EDIT_MESSAGES.dateInvalid,
    );

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

/** The header fields staff edit. Dates are calendar days (YYYY-MM-DD, Toronto). */
export const orderHeaderEditSchema = z
  .object({
    // spec 000 §5: PO capped at 30 (the label reads '{order type} Name' for collections).
    po: optionalText(PO_MAX_LENGTH, messages.poTooLong),
    dateRequired: z
      .string({ error: ORDER_EDIT_MESSAGES.dateRequiredMissing })
      .trim()
      .min(1, ORDER_EDIT_MESSAGES.dateRequiredMissing)
      .pipe(isoDate(ORDER_EDIT_MESSAGES.dateRequiredMissing)),
    scheduledShipDate: z
      .string({ error: ORDER_EDIT_MESSAGES.dateInvalid })
      .trim()
      .nullish()
      .transform((v) => (v ? v : null))
      .pipe(isoDate(ORDER_EDIT_MESSAGES.dateInvalid).nullable()),
    // spec 000 §5, §6: only approve or orderEdit may change it (checked against the stored value).
    rush: z.boolean({ error: messages.somethingWentWrong }),
    tags: z
      .array(z.string({ error: ORDER_EDIT_MESSAGES.tagTooLong }).trim().max(TAG_MAX_LENGTH, ORDER_EDIT_MESSAGES.tagTooLong), {
        error: ORDER_EDIT_MESSAGES.tooManyTags,
      })
      .transform((tags) => [...new Set(tags.filter(Boolean))])
      .refine((tags) => tags.length <= TAGS_MAX, ORDER_EDIT_MESSAGES.tooManyTags),
    department: optionalText(DEPARTMENT_MAX_LENGTH, ORDER_EDIT_MESSAGES.departmentTooLong),
    comments: optionalText(ORDER_COMMENTS_MAX_LENGTH, ORDER_EDIT_MESSAGES.commentsTooLong),
  })
  .refine((v) => !v.scheduledShipDate || v.dateRequired >= v.scheduledShipDate, {
    message: ORDER_EDIT_MESSAGES.dateRequiredBeforeShip,
    path: ['dateRequired'],
  });
export type OrderHeaderEditInput = z.input<typeof orderHeaderEditSchema>;
export type OrderHeaderEdit = z.output<typeof orderHeaderEditSchema>;

const quantity = z
  .number({ error: ORDER_EDIT_MESSAGES.quantityInvalid })
  .int(ORDER_EDIT_MESSAGES.quantityInvalid)
  .min(0, ORDER_EDIT_MESSAGES.quantityInvalid)
  .max(QUANTITY_MAX, ORDER_EDIT_MESSAGES.quantityInvalid);

/** New C and U quantities of some sizes of the order's items (sizes left out keep theirs). */
export const orderQuantitiesEditSchema = z.object({
  sizes: z
    .array(z.object({ sizeId: z.number().int().positive(), qtyC: quantity, qtyU: quantity }), { error: messages.somethingWentWrong })
    .min(1, messages.somethingWentWrong)
    .max(2_000, messages.somethingWentWrong),
});
export type OrderQuantitiesEdit = z.infer<typeof orderQuantitiesEditSchema>;
