import { z } from 'zod';
import { messages } from './messages';
import { isValidEmail, splitEmails } from './orderSchemas';
import type { RefundDraft } from './refundMath';
import { RETURN_MESSAGES } from './returnMessages';
import {
  RETURN_CC_MAX,
  RETURN_COMMENT_MAX,
  RETURN_COMMISSION_MAX,
  RETURN_DEFAULT_PAGE_SIZE,
  RETURN_FILES_MAX,
  RETURN_LIST_DEFAULT_SORT,
  RETURN_PAGE_SIZES,
  RETURN_SORT_KEYS,
} from './returns';

// Validation of the returns calls (spec 001 §5.1, §7.1), used by the forms and by the server (400
// with the same message). The money rules themselves are refundMath.draftProblem, which both
// sides run after these shapes pass.

const id = z
  .number({ error: messages.somethingWentWrong })
  .int(messages.somethingWentWrong)
  .positive(messages.somethingWentWrong)
  .max(2_147_483_647);
const quantity = z
  .number({ error: RETURN_MESSAGES.quantityTooHigh })
  .int(RETURN_MESSAGES.quantityTooHigh)
  .max(1_000_000, RETURN_MESSAGES.quantityTooHigh);
const cents = z
  .number({ error: RETURN_MESSAGES.refundTooHigh })
  .int(RETURN_MESSAGES.refundTooHigh)
  .max(2_000_000_000, RETURN_MESSAGES.refundTooHigh);
const isoDate = z
  .string({ error: RETURN_MESSAGES.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, RETURN_MESSAGES.dateInvalid)
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    RETURN_MESSAGES.dateInvalid,
  );
const comment = z.string({ error: RETURN_MESSAGES.commentTooLong }).max(RETURN_COMMENT_MAX, RETURN_MESSAGES.commentTooLong);
/** Upload ids from POST /api/return/upload. */
const uploadIds = z.array(z.string().uuid(RETURN_MESSAGES.fileUnknown)).max(RETURN_FILES_MAX, RETURN_MESSAGES.tooManyFiles);

const returnLines = {
  items: z
    .array(
      z.object({
        id,
        refundCents: cents,
        sizes: z.array(z.object({ id, C: quantity, U: quantity })).max(100),
      }),
    )
    .max(500),
  charges: z
    .array(z.object({ id, refundCents: cents, charge: z.number().int().nullish(), description: z.string().max(200).nullish() }))
    .max(100)
    .nullish()
    .transform((v) => v ?? []),
  shipping: z
    .array(z.object({ id, refundCents: cents }))
    .max(100)
    .nullish()
    .transform((v) => v ?? []),
  returnCode: id.nullish().transform((v) => v ?? null),
  comments: comment.nullish().transform((v) => v?.trim() || null),
  files: uploadIds.nullish().transform((v) => v ?? []),
  dateContact: isoDate.nullish().transform((v) => v ?? null),
  dateInfo: isoDate.nullish().transform((v) => v ?? null),
};

/** createReturn input (spec 001 §3.1 "Create return input"). */
export const returnCreateSchema = z.object({
  order: id,
  ...returnLines,
  /** spec 001 §4.1: submit with waiting true (Submit to waiting for goods). */
  waiting: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
});
export type ReturnCreateInput = z.input<typeof returnCreateSchema>;
export type ReturnCreateData = z.output<typeof returnCreateSchema>;

/** updateReturn input: the same fields without waiting (spec 001 §3.1). */
export const returnUpdateSchema = z.object({ order: id, ...returnLines });
export type ReturnUpdateInput = z.input<typeof returnUpdateSchema>;
export type ReturnUpdateData = z.output<typeof returnUpdateSchema>;

/** The money part of a create/update input, as refundMath reads it. */
export function draftOf(input: Pick<ReturnUpdateData, 'items' | 'charges' | 'shipping' | 'returnCode'>): RefundDraft {
  return {
    items: input.items.map((i) => ({ id: i.id, refundCents: i.refundCents, sizes: i.sizes.map((s) => ({ id: s.id, C: s.C, U: s.U })) })),
    charges: input.charges.map((c) => ({ id: c.id, refundCents: c.refundCents })),
    shipping: input.shipping.map((s) => ({ id: s.id, refundCents: s.refundCents })),
    codeId: input.returnCode,
  };
}

/** POST /api/return/{order|refund|restock}/approve (spec 001 §5.1: commission 0–100). */
export const returnApprovalSchema = z.object({
  returnId: id,
  commission: z
    .number({ error: RETURN_MESSAGES.commissionRange })
    .int(RETURN_MESSAGES.commissionRange)
    .min(0, RETURN_MESSAGES.commissionRange)
    .max(RETURN_COMMISSION_MAX, RETURN_MESSAGES.commissionRange)
    .nullish(),
});
export type ReturnApprovalInput = z.input<typeof returnApprovalSchema>;

/** Clamps what the approval dialog's field holds (spec 001 §5.1). */
export function clampCommission(value: number | null | undefined, fallback: number): number {
  const v = typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : fallback;
  return Math.min(RETURN_COMMISSION_MAX, Math.max(0, v));
}

/** PUT /api/{field} (spec 001 §7.1: "field value, returnId"). */
export const RETURN_FIELDS = ['comment', 'rep', 'csr', 'code'] as const;
export type ReturnField = (typeof RETURN_FIELDS)[number];
export const returnFieldSchemas = {
  comment: z.object({ returnId: id, comment: comment.nullable().transform((v) => v?.trim() || null) }),
  rep: z.object({
    returnId: id,
    rep: z.string({ error: RETURN_MESSAGES.repUnknown }).trim().min(1, RETURN_MESSAGES.repUnknown).max(10, RETURN_MESSAGES.repUnknown),
  }),
  csr: z.object({
    returnId: id,
    csr: z
      .string({ error: RETURN_MESSAGES.csrUnknown })
      .trim()
      .max(10, RETURN_MESSAGES.csrUnknown)
      .nullable()
      .transform((v) => v || null),
  }),
  code: z.object({
    returnId: id,
    // A cleared code is the spec's 'code required', not a bad id.
    code: id.nullable().transform((code, ctx) => {
      if (code !== null) return code;
      ctx.addIssue({ code: 'custom', message: RETURN_MESSAGES.codeRequired });
      return z.NEVER;
    }),
  }),
} as const;

/** createReturnTimelinePost input (spec 001 §7.1: input{comment, reply}, files). `reply` holds the cc addresses. */
export const returnTimelinePostSchema = z
  .object({
    comment: comment.nullish().transform((v) => v?.trim() ?? ''),
    reply: z
      .union([z.string(), z.array(z.string())])
      .nullish()
      .transform((v) => (Array.isArray(v) ? v.flatMap(splitEmails) : splitEmails(v ?? '')))
      .refine((list) => list.length <= RETURN_CC_MAX && list.every(isValidEmail), RETURN_MESSAGES.ccInvalid),
    files: uploadIds.nullish().transform((v) => v ?? []),
  })
  .refine((v) => v.comment !== '' || v.files.length > 0, { message: RETURN_MESSAGES.commentRequired, path: ['comment'] });
export type ReturnTimelinePostInput = z.input<typeof returnTimelinePostSchema>;

/** POST /api/return/file/delete (spec 001 §7.1: returnId, path). */
export const returnFileDeleteSchema = z.object({
  returnId: id,
  path: z.string().min(1, RETURN_MESSAGES.fileNotFound).max(500, RETURN_MESSAGES.fileNotFound),
});

const many = <T extends z.ZodTypeAny>(item: T) =>
  z
    .array(item)
    .max(500)
    .nullish()
    .transform((v) => v ?? []);

/** returnsV2(filters, orderBy, desc) (spec 001 §2.1, §7.1). */
export const returnsListSchema = z.object({
  filters: z
    .object({
      search: z
        .string()
        .max(200)
        .nullish()
        .transform((v) => v?.trim() ?? ''),
      status: many(z.number().int()),
      returnCode: many(z.number().int()),
      customer: many(z.string().max(20)),
      rep: many(z.string().max(10)),
      csr: many(z.string().max(10)),
      page: z
        .number()
        .int()
        .min(1)
        .max(1_000_000)
        .nullish()
        .transform((v) => v ?? 1),
      rowsPerPage: z
        .number()
        .int()
        .nullish()
        .transform((v) => (v && RETURN_PAGE_SIZES.includes(v) ? v : RETURN_DEFAULT_PAGE_SIZE)),
    })
    .nullish()
    .transform(
      (v) =>
        v ?? { search: '', status: [], returnCode: [], customer: [], rep: [], csr: [], page: 1, rowsPerPage: RETURN_DEFAULT_PAGE_SIZE },
    ),
  orderBy: z
    .string()
    .nullish()
    .transform((v) =>
      (RETURN_SORT_KEYS as readonly string[]).includes(v ?? '') ? (v as (typeof RETURN_SORT_KEYS)[number]) : RETURN_LIST_DEFAULT_SORT,
    ),
  desc: z
    .boolean()
    .nullish()
    .transform((v) => v ?? true),
});
export type ReturnsListInput = z.input<typeof returnsListSchema>;
export type ReturnsListArgs = z.output<typeof returnsListSchema>;
