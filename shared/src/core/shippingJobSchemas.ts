import { z } from 'zod';
import {
  SHIP_CODES,
  SHIP_QUANTITY_MAX,
  SHIPPING_ADDRESS_LINE_MAX,
  SHIPPING_JOB_COMMENT_MAX,
  SHIPPING_JOB_MESSAGES as M,
  SHIPPING_JOB_PO_MAX,
  SHIPPING_JOB_TITLE_MAX,
} from './shippingJobs';

// The arguments of createShippingJob and updateShippingJob (spec 002 §7), parsed by the server with
// the rules of shippingJobs.ts (the form runs shippingJobFormProblem directly).

const quantity = z
  .number({ error: M.quantityInvalid })
  .int(M.quantityInvalid)
  .min(0, M.quantityInvalid)
  .max(SHIP_QUANTITY_MAX, M.quantityInvalid);
const id = z.number({ error: M.notOnOrder }).int(M.notOnOrder).positive(M.notOnOrder).max(2_147_483_647, M.notOnOrder);
const line = (required: boolean) => {
  const s = z.string({ error: M.addressRequired }).trim().max(SHIPPING_ADDRESS_LINE_MAX, M.addressRequired);
  return required ? s.min(1, M.addressRequired) : s.nullish().transform((v) => v || null);
};
const code = (message: string) => z.string({ error: message }).trim().min(1, message).max(20, message);

export const shippingAddressSchema = z.object({
  customerName: line(true),
  address1: line(true),
  address2: line(false),
  address3: line(false),
  city: line(true),
  state: line(false),
  country: line(true),
  zip: line(false),
});

const itemsSchema = z
  .array(z.object({ id, abbr: z.string().max(20).nullish(), C: quantity, U: quantity }), { error: M.quantityRequired })
  .max(2000, M.quantityRequired);

export const createShippingJobSchema = z.object({
  customer: code(M.customerRequired),
  shipping: shippingAddressSchema,
  /** YYYY-MM-DD (Toronto). */
  dateRequired: z
    .string({ error: M.dateRequired })
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.dateRequired)
    .refine((d) => !Number.isNaN(Date.parse(`${d}T12:00:00Z`)), M.dateRequired),
  rep: code(M.repRequired),
  csr: code(M.csrRequired),
  po: z
    .string()
    .trim()
    .max(SHIPPING_JOB_PO_MAX, M.poTooLong)
    .nullish()
    .transform((v) => v || null),
  comment: z
    .string()
    .trim()
    .max(SHIPPING_JOB_COMMENT_MAX)
    .nullish()
    .transform((v) => v || null),
  items: itemsSchema.refine((items) => items.some((i) => i.C > 0 || i.U > 0), M.quantityRequired),
  shipViaCode: z.string({ error: M.shipViaRequired }).refine((c) => SHIP_CODES.some((s) => s.id === c), M.shipViaRequired),
  jobTitle: z.string({ error: M.jobTitleRequired }).trim().min(1, M.jobTitleRequired).max(SHIPPING_JOB_TITLE_MAX, M.jobTitleTooLong),
});
export type CreateShippingJobInput = z.infer<typeof createShippingJobSchema>;

/** updateShippingJob(input {orderNumb, items}): orderNumb is the job's number ('Order #' on the list, the job id). */
export const updateShippingJobSchema = z.object({
  orderNumb: id,
  items: itemsSchema.refine((items) => items.some((i) => i.C > 0 || i.U > 0), M.quantityRequired),
});
export type UpdateShippingJobInput = z.infer<typeof updateShippingJobSchema>;

export const markShippingJobsShippedSchema = z.object({ ids: z.array(id).min(1, M.jobNotFound).max(50, M.jobNotFound) });

export const shippingJobListArgsSchema = z.object({
  page: z
    .number()
    .int()
    .min(1)
    .max(100_000)
    .nullish()
    .transform((v) => v ?? 1),
  search: z
    .string()
    .max(100)
    .nullish()
    .transform((v) => (v ?? '').trim()),
});
