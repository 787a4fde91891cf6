import { z } from 'zod';
import { SALES_CATEGORY_IDS, SALES_MESSAGES as M, SALES_NAME_MAX, SALES_ZIP_MAX_FILES, salesQueryFromObject } from './salesResources';

// The inputs of the Sales Resources calls (spec 002 §2, §7; the upload, edit and delete calls are
// ours), parsed by the server: the list's query, the download's paths, and a document's name and
// categories (the edit's body, and the upload's file name and `categories` field).

/** A query key as Fastify reads it: one value, or a list when the key is repeated. */
const queryValue = z.union([z.string(), z.array(z.string())]).optional();

/**
 * GET /api/sales_resources (spec 002 §2: search, page, order, orderBy, uploadedBy and categories
 * repeatable; ours: rows). Unknown values fall back to the defaults, as a stale link should.
 */
export const salesListQuerySchema = z
  .object({
    search: queryValue,
    page: queryValue,
    rows: queryValue,
    order: queryValue,
    orderBy: queryValue,
    uploadedBy: queryValue,
    categories: queryValue,
  })
  .transform(salesQueryFromObject);

/** POST /api/sales_resources/download (spec 002 §7: body paths): each path once, at most SALES_ZIP_MAX_FILES of them. */
export const salesDownloadSchema = z.object(
  {
    paths: z
      .array(z.string({ error: M.selectFiles }).min(1, M.selectFiles).max(500, M.selectFiles), { error: M.selectFiles })
      .min(1, M.selectFiles)
      .transform((paths) => [...new Set(paths)])
      .refine((paths) => paths.length <= SALES_ZIP_MAX_FILES, M.tooManyFiles),
  },
  { error: M.selectFiles },
);

/** A document's name: its display name on edit, its file name on upload (no folder, no control characters). */
export const salesNameSchema = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(SALES_NAME_MAX, M.nameTooLong)
  .regex(/^[^\\/\u0000-\u001f]*$/, M.nameInvalid);

/** A document's categories (spec 002 §3), each once, in id order. */
export const salesCategoriesSchema = z
  .array(
    z.number({ error: M.categoryUnknown }).refine((id) => SALES_CATEGORY_IDS.includes(id), M.categoryUnknown),
    { error: M.categoriesRequired },
  )
  .min(1, M.categoriesRequired)
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

/** The upload's `categories` field: the ids separated by commas ("1,3"). */
export const salesCategoriesFieldSchema = z
  .string({ error: M.categoriesRequired })
  .transform((ids) => ids.split(',').filter(Boolean).map(Number))
  .pipe(salesCategoriesSchema);

/** PUT /api/sales_resources/:id (ours): the display name (the extension stays) and the categories. */
export const salesResourceEditSchema = z.object({ name: salesNameSchema, categories: salesCategoriesSchema }, { error: M.nameRequired });
export type SalesResourceEdit = z.output<typeof salesResourceEditSchema>;
