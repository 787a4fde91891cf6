// Sales Resources (/sales_resources, spec 002 §2, §3, §6, §7, §9): a searchable,
// sortable, filterable, paged table of documents; zip download of the selected ones; upload, edit
// and delete for resourceEdit. The screen and the server (GET /api/sales_resources,
// POST /api/sales_resources/download, and our upload/edit/delete calls) use these rules.

/** spec 002 §3: categories golf {canada, us}, corporate {canada, us}, proSports {canada, us}, corporateExternal; numeric in the URL (§2). */
export const SALES_CATEGORIES = [
  { id: 1, key: 'golfCanada', group: 'Golf', label: 'Golf Canada' },
  { id: 2, key: 'golfUs', group: 'Golf', label: 'Golf US' },
  { id: 3, key: 'corporateCanada', group: 'Corporate', label: 'Corporate Canada' },
  { id: 4, key: 'corporateUs', group: 'Corporate', label: 'Corporate US' },
  { id: 5, key: 'proSportsCanada', group: 'Pro Sports', label: 'Pro Sports Canada' },
  { id: 6, key: 'proSportsUs', group: 'Pro Sports', label: 'Pro Sports US' },
  { id: 7, key: 'corporateExternal', group: 'Corporate External', label: 'Corporate External' },
] as const;
export type SalesCategoryId = (typeof SALES_CATEGORIES)[number]['id'];
export const SALES_CATEGORY_IDS: readonly number[] = SALES_CATEGORIES.map((c) => c.id);
export const salesCategoryLabel = (id: number) => SALES_CATEGORIES.find((c) => c.id === id)?.label ?? String(id);
/** Ours: external (CUSTOMER) users see the Corporate External documents only. */
export const EXTERNAL_SALES_CATEGORY = 7;

/** spec 002 §9: rows per page default 10 (remembered locally); ours: the choices. */
export const SALES_ROWS_DEFAULT = 10;
export const SALES_ROWS_CHOICES = [10, 25, 50] as const;
/** spec 002 §2: orderBy default createdAt, order default asc. */
export const SALES_ORDER_BY = ['createdAt', 'name', 'uploadedBy', 'size'] as const;
export type SalesOrderBy = (typeof SALES_ORDER_BY)[number];
/** Ours: at most this many files in one zip, and per upload. */
export const SALES_ZIP_MAX_FILES = 100;
export const SALES_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
export const SALES_NAME_MAX = 200;
export const SALES_ZIP_NAME = 'SalesResources.zip';

/** spec 002 §2: "Display name is the file name without folder and extension." */
export function salesDisplayName(path: string): string {
  const file = path.split(/[\\/]/).pop() ?? path;
  const dot = file.lastIndexOf('.');
  return dot > 0 ? file.slice(0, dot) : file;
}
/** The file's extension in lower case ('' when none). */
export function salesExtension(path: string): string {
  const file = path.split(/[\\/]/).pop() ?? path;
  const dot = file.lastIndexOf('.');
  return dot > 0 ? file.slice(dot + 1).toLowerCase() : '';
}

/** The list's query (spec 002 §2: search, page, order, orderBy, uploadedBy repeatable, categories repeatable numeric) and our rows. */
export interface SalesQuery {
  search: string;
  page: number;
  rows: number;
  order: 'asc' | 'desc';
  orderBy: SalesOrderBy;
  uploadedBy: number[];
  categories: number[];
}

const positive = (v: unknown) => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};
const list = (v: unknown): unknown[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);

/** Reads a query (URL search params or Fastify's query object): unknown values fall back to the defaults, as a stale link should. */
export function parseSalesQuery(get: (key: string) => unknown, getAll: (key: string) => unknown[]): SalesQuery {
  const rows = positive(get('rows'));
  const orderBy = String(get('orderBy') ?? '');
  return {
    search: String(get('search') ?? '')
      .replace(/\u0000/g, '')
      .trim()
      .slice(0, 100),
    page: Math.min(positive(get('page')) ?? 1, 100_000),
    rows: rows && (SALES_ROWS_CHOICES as readonly number[]).includes(rows) ? rows : SALES_ROWS_DEFAULT,
    order: get('order') === 'desc' ? 'desc' : 'asc',
    orderBy: (SALES_ORDER_BY as readonly string[]).includes(orderBy) ? (orderBy as SalesOrderBy) : 'createdAt',
    uploadedBy: [
      ...new Set(
        getAll('uploadedBy')
          .map(positive)
          .filter((n): n is number => n !== null),
      ),
    ].slice(0, 50),
    categories: [
      ...new Set(
        getAll('categories')
          .map(positive)
          .filter((n): n is number => n !== null && SALES_CATEGORY_IDS.includes(n)),
      ),
    ],
  };
}
export const salesQueryFromObject = (query: Record<string, unknown>) =>
  parseSalesQuery(
    (k) => {
      const v = query[k];
      return Array.isArray(v) ? v[0] : v;
    },
    (k) => list(query[k]),
  );

export const SALES_MESSAGES = {
  forbidden: "You don't have permission to change sales resources.",
  notFound: 'This sales resource does not exist.',
  fileRequired: 'Please choose a file to upload.',
  fileType: 'This file type cannot be uploaded (PDF, Office documents, images, videos, text or zip).',
  fileTooBig: 'The file is larger than 25 MB.',
  categoriesRequired: 'Please select at least one category.',
  categoryUnknown: 'Unknown category.',
  nameRequired: 'Please enter a name.',
  nameTooLong: 'The name is at most 200 characters.',
  nameInvalid: 'A name cannot contain / or \\.',
  nameTaken: 'A sales resource with this file name already exists.',
  selectFiles: 'Please select at least one file.',
  tooManyFiles: 'At most 100 files can be downloaded at once.',
  uploaded: 'Sales resource uploaded.',
  updated: 'Sales resource updated.',
  deleted: 'Sales resource deleted.',
} as const;
