import { z } from 'zod';
import { hasAny, type SessionUser } from './access';
import { messages } from './messages';

// Design sample requests and design orders (spec 002 §2-§9 "Design sample requests", "Design
// orders"; mfe-design-requests/README.md "Design samples and orders"). The statuses and what each
// allows, the limits and the input schemas: the screens show these rules and the server enforces
// them with the same messages.

/** spec 002 §4: 1 requested (awaiting samples), 2 samples received (awaiting approval), 3 or higher closed or cancelled. */
export const DESIGN_SAMPLE_STATUS = { requested: 1, received: 2, approved: 3, cancelled: 4 } as const;
export const DESIGN_SAMPLE_STATUS_TEXT: Record<number, string> = {
  1: 'Awaiting Samples',
  2: 'Awaiting Approval',
  3: 'Approved',
  4: 'Cancelled',
};

/** spec 002 §4: below 2 the quantity is requested, from 2 on ordered (a PO exists); 3 cancelled (ours: the spec names no state above). */
export const DESIGN_ORDER_STATUS = { requested: 1, ordered: 2, cancelled: 3 } as const;
export const DESIGN_ORDER_STATUS_TEXT: Record<number, string> = { 1: 'Quantity Requested', 2: 'Ordered', 3: 'Cancelled' };

export const DESIGN_SAMPLE_LIMITS = {
  /** spec 002 §9: 50 a page; the total is unknown (-1) when a full page comes back. */
  pageSize: 50,
  /** spec 002 §5, §9: receive samples takes 1 to 5 files. */
  receiveFiles: 5,
  /** Ours: a sample file (photo or PDF) up to 10 MB. */
  fileBytes: 10 * 1024 * 1024,
  /** Ours: comments up to 1000 characters. */
  comment: 1000,
  /** Ours: at most 10 price lines in one entry. */
  prices: 10,
  /** spec 002 §5: the PO's required date is at least 20 days ahead. */
  poLeadDays: 20,
  maxQuantity: 1_000_000,
  maxPrice: 100_000,
} as const;

export const DESIGN_SAMPLE_MESSAGES = {
  attachFileRequired: messages.attachFileRequired,
  earliestDateRequired: messages.earliestDateRequired,
  quantityInvalid: messages.quantityInvalid,
  createSampleFailed: messages.designSampleCreateFailed,
  commentFailed: messages.designCommentFailed,
  receiveFailed: messages.designSampleReceiveFailed,
  cancelSampleFailed: messages.designSampleOrOrderCancelFailed,
  cancelOrderFailed: messages.designSampleOrOrderCancelFailed,
  closeFailed: messages.designSampleCloseFailed,
  priceFailed: messages.designSamplePriceFailed,
  filesFailed: messages.designImagesDownloadFailed,
  createOrderFailed: messages.designOrderCreateFailed,
  quantityFailed: messages.designOrderQuantityFailed,
  poFailed: messages.designPoCreateFailed,
  sampleCreated: messages.designSampleCreated,
  orderCreated: messages.designOrderCreated,
  // Ours (the spec does not word the server's refusals):
  sampleNotFound: 'Design sample request not found.',
  orderNotFound: 'Design order not found.',
  designRequired: 'Choose a design.',
  designNotAvailable: 'This design is not available for a sample request.',
  designNotSampled: 'Only designs with an approved sample can be ordered.',
  tooManyFiles: 'At most 5 files can be attached.',
  fileTooLarge: 'Each file must be 10 MB or smaller.',
  fileType: 'Files must be images (PNG, JPEG, GIF, WebP) or PDF.',
  fileUnknown: 'An attached file was not found; attach it again.',
  commentRequired: 'Write a comment or attach a file.',
  commentTooLong: 'Comments cannot be longer than 1000 characters.',
  vendorRequired: 'Choose a vendor.',
  vendorUnknown: 'Unknown vendor.',
  vendorNotPriced: 'Approve with a vendor that has a price on the timeline.',
  priceInvalid: 'Prices must be above 0 with at most 2 decimals.',
  pricesRequired: 'Add at least one price.',
  weekendDate: 'Weekends cannot be picked.',
  dateInvalid: 'Pick a valid date.',
  wrongStatus: 'This action is not available in the current status.',
  noRight: 'You do not have access to this action.',
} as const;

export type DesignSampleAction = 'receive' | 'addPrice' | 'approve' | 'cancel' | 'comment';
export type DesignOrderAction = 'updateQuantity' | 'createPo' | 'cancel' | 'comment';

/** spec 002 §6: acting on sample requests needs createDesignSample; viewing needs viewDesignSample (or createDesignSample). */
export const mayActOnDesignSamples = (user: Pick<SessionUser, 'access'>) => hasAny(user, 'createDesignSample');
export const mayActOnDesignOrders = (user: Pick<SessionUser, 'access'>) => hasAny(user, 'createDesignOrder');

/**
 * spec 002 §4: below 3 Cancel; at 1 Receive Samples; at 2 add a price, and Approve once a vendor
 * with a number is on the timeline. Comments (ours): while open. All for createDesignSample users.
 */
export function designSampleActions(status: number, pricedVendors: number, mayAct: boolean): DesignSampleAction[] {
  if (!mayAct || status >= DESIGN_SAMPLE_STATUS.approved) return [];
  const out: DesignSampleAction[] = [];
  if (status === DESIGN_SAMPLE_STATUS.requested) out.push('receive');
  if (status === DESIGN_SAMPLE_STATUS.received) {
    out.push('addPrice');
    if (pricedVendors > 0) out.push('approve');
  }
  out.push('cancel', 'comment');
  return out;
}

/** spec 002 §4: below 3 Cancel; below 2 Update Quantity; at 1 Create Po. Comments (ours): while not cancelled. */
export function designOrderActions(status: number, mayAct: boolean): DesignOrderAction[] {
  if (!mayAct || status >= DESIGN_ORDER_STATUS.cancelled) return [];
  const out: DesignOrderAction[] = [];
  if (status < DESIGN_ORDER_STATUS.ordered) out.push('updateQuantity');
  if (status === DESIGN_ORDER_STATUS.requested) out.push('createPo');
  out.push('cancel', 'comment');
  return out;
}

const DAY = 86_400_000;
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const isWeekend = (day: string) => [0, 6].includes(new Date(dayMs(day)).getUTCDay());

/** spec 002 §5, §9: the earliest PO required date: 20 days after today, moved on to Monday when it falls on a weekend. */
export function earliestPoDate(today: string): string {
  let ms = dayMs(today) + DESIGN_SAMPLE_LIMITS.poLeadDays * DAY;
  while (isWeekend(toDay(ms))) ms += DAY;
  return toDay(ms);
}

/** The PO date's problem, or null: a real calendar date, not a weekend, not before earliestPoDate (the message names it). */
export function poDateProblem(day: string, today: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(dayMs(day)) || toDay(dayMs(day)) !== day) return DESIGN_SAMPLE_MESSAGES.dateInvalid;
  const earliest = earliestPoDate(today);
  if (day < earliest) return DESIGN_SAMPLE_MESSAGES.earliestDateRequired.replace('{date}', earliest);
  if (isWeekend(day)) return DESIGN_SAMPLE_MESSAGES.weekendDate;
  return null;
}

/** A design as the calls name it: `{id}-{variation}` (e.g. D10023-1; designKey of designsColor.ts builds it). */
export const DESIGN_KEY = /^([A-Za-z0-9_]{1,20})-(\d{1,5})$/;

const M = DESIGN_SAMPLE_MESSAGES;
const id = z.number().int().positive().max(2_147_483_647);
const design = z.string({ error: M.designRequired }).regex(DESIGN_KEY, M.designRequired);
/** spec 002 §5: an integer of at least 1. */
export const designQuantitySchema = z
  .number({ error: M.quantityInvalid })
  .int(M.quantityInvalid)
  .min(1, M.quantityInvalid)
  .max(DESIGN_SAMPLE_LIMITS.maxQuantity, M.quantityInvalid);
const comment = z.string().max(DESIGN_SAMPLE_LIMITS.comment, M.commentTooLong);

export const createDesignSampleSchema = z.object({ design });
export const createDesignOrderSchema = z.object({ design, quantity: designQuantitySchema });
export const designCommentSchema = z
  .object({ comment: comment.default(''), files: z.array(id).max(DESIGN_SAMPLE_LIMITS.receiveFiles, M.tooManyFiles).default([]) })
  .refine((c) => c.comment.trim().length > 0 || c.files.length > 0, { message: M.commentRequired });
/** spec 002 §5: receive samples needs 1 to 5 files; the comment is optional. */
export const receiveSamplesSchema = z.object({
  comment: comment.default(''),
  files: z.array(id).min(1, M.attachFileRequired).max(DESIGN_SAMPLE_LIMITS.receiveFiles, M.tooManyFiles),
});
export const designPriceSchema = z.object({
  vendor: z.string({ error: M.vendorRequired }).trim().min(1, M.vendorRequired).max(20),
  price: z
    .number({ error: M.priceInvalid })
    .positive(M.priceInvalid)
    .max(DESIGN_SAMPLE_LIMITS.maxPrice, M.priceInvalid)
    .refine((p) => Math.abs(Math.round(p * 100) - p * 100) < 1e-6, M.priceInvalid),
  quantity: designQuantitySchema,
});
export const designPricesSchema = z.array(designPriceSchema).min(1, M.pricesRequired).max(DESIGN_SAMPLE_LIMITS.prices);
export const designOrderCommentSchema = z.string().trim().min(1, M.commentRequired).max(DESIGN_SAMPLE_LIMITS.comment, M.commentTooLong);

/** spec 002 §9: the total of a paged list without counters: exact on a short page, -1 (unknown) on a full one. */
export const pageTotal = (page: number, rows: number, pageSize: number = DESIGN_SAMPLE_LIMITS.pageSize) =>
  rows < pageSize ? (page - 1) * pageSize + rows : -1;
