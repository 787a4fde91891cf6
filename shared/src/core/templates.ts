import { z } from 'zod';
import { PAGE_SIZE } from './constants';

// Template orders (spec 000 §2 "Templates list", §3 "Template"): an order kept as a model for new
// orders, shared with the reps who may start from it. Shared by the screens and the server.

/** spec 000 §9: template page size 50; the table is padded to 50 rows (spec 000 §2). */
export const TEMPLATE_PAGE_SIZE = PAGE_SIZE;

/** Ours: the spec gives no cap on a template name. */
export const TEMPLATE_NAME_MAX_LENGTH = 100;
/** Ours: reps one template may be shared with. */
export const TEMPLATE_REPS_MAX = 50;

/** spec 000 §2: the templates list's repeated filter keys. */
export const TEMPLATE_FILTER_KEYS = ['custNumb', 'type'] as const;

/** The columns the templates list may be sorted by (`orderBy`); spec 000 §2 default created_at desc. */
export const TEMPLATE_SORT_KEYS = ['created_at', 'id', 'name', 'order', 'custNumb', 'customerName', 'type'] as const;
export type TemplateSortKey = (typeof TEMPLATE_SORT_KEYS)[number];
export const DEFAULT_TEMPLATE_SORT: TemplateSortKey = 'created_at';

/** Ours: the spec words only the delete texts (messages.templateDeleted / templateDeleteFailed). */
export const templateMessages = {
  viewForbidden: "You don't have permission to view templates.",
  editForbidden: "You don't have permission to add, edit or delete templates.",
  notFound: 'This template does not exist.',
  orderNotFound: 'Order #{number} does not exist.',
  alreadyTemplate: 'Order #{number} is already a template.',
  cancelledOrder: 'Order #{number} is cancelled and cannot become a template.',
  nameRequired: 'Template name cannot be blank.',
  nameTooLong: `Template name cannot be longer than ${TEMPLATE_NAME_MAX_LENGTH} characters.`,
  orderRequired: 'Please enter an order number.',
  repsInvalid: 'Please choose reps from the list.',
  created: 'Template #{id} created.',
  saved: 'Template #{id} saved.',
  saveFailed: 'An error occurred while saving the template, please try again later.',
  loadFailed: 'An error occurred while loading the templates, please try again later.',
} as const;

const name = z
  .string({ error: templateMessages.nameRequired })
  .trim()
  .min(1, templateMessages.nameRequired)
  .max(TEMPLATE_NAME_MAX_LENGTH, templateMessages.nameTooLong);

const reps = z
  .array(
    z
      .string()
      .trim()
      .regex(/^\d{3}$/, templateMessages.repsInvalid),
    { error: templateMessages.repsInvalid },
  )
  .max(TEMPLATE_REPS_MAX, templateMessages.repsInvalid)
  .transform((codes) => [...new Set(codes)]);

/** addTemplateOrder: a template from an existing order, by the order number people quote. */
export const templateCreateSchema = z.object({
  order: z.number({ error: templateMessages.orderRequired }).int(templateMessages.orderRequired).positive(templateMessages.orderRequired),
  name,
  /** Rep codes; none means the order's own rep. */
  reps: reps.optional().default([]),
});
export type TemplateCreateInput = z.infer<typeof templateCreateSchema>;

/** editTemplateOrder: name and the reps it is shared with. */
export const templateEditSchema = z.object({
  id: z.number().int().positive(),
  name,
  reps,
});
export type TemplateEditInput = z.infer<typeof templateEditSchema>;

const values = z
  .array(z.string().trim().min(1).max(50))
  .max(200)
  .nullish()
  .transform((v) => v ?? []);

/** The templates query's arguments (spec 000 §2 query keys), validated before any SQL is built. */
export const templateListArgsSchema = z.object({
  page: z
    .number()
    .int()
    .min(1)
    .max(100_000)
    .nullish()
    .transform((v) => v ?? 1),
  order: z
    .enum(['asc', 'desc'])
    .nullish()
    .transform((v) => v ?? 'desc'),
  orderBy: z
    .enum(TEMPLATE_SORT_KEYS)
    .nullish()
    .transform((v) => v ?? DEFAULT_TEMPLATE_SORT),
  filter: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v ?? ''),
  custNumb: values,
  type: values,
});
export type TemplateListArgs = z.infer<typeof templateListArgsSchema>;
