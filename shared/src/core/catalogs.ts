import { z } from 'zod';
import { hasAny, type SessionUser } from './access';
import { PAGE_SIZE } from './constants';

// Catalogs (spec 000 §2 "Catalogs list", §3 "Catalog"): a customer's online ordering catalog,
// built from some of that customer's orders. Shared by the screen and the server.

/** spec 000 §9: catalog page size 50. */
export const CATALOG_PAGE_SIZE = PAGE_SIZE;

/** Ours: the spec gives no cap on a catalog name. */
export const CATALOG_NAME_MAX_LENGTH = 100;
/** Ours: orders added or removed by one save (the dialog never sends more than a page of them). */
export const CATALOG_ORDERS_MAX_CHANGE = 200;
/** Ours: the search box of the edit dialog's order picker. */
export const CATALOG_ORDER_OPTIONS_LIMIT = 50;

/** Ours: default of the server's CATALOG_SITE_URL; {id} is replaced by the catalog id. */
export const DEFAULT_CATALOG_SITE_URL = 'https://catalog.example.com/catalog/{id}';

/** The columns the catalogs list may be sorted by (`orderBy`). */
export const CATALOG_SORT_KEYS = ['created_at', 'name', 'customer', 'customerName'] as const;
export type CatalogSortKey = (typeof CATALOG_SORT_KEYS)[number];
export const DEFAULT_CATALOG_SORT: CatalogSortKey = 'created_at';

/** Ours: the spec words none of these. */
export const catalogMessages = {
  nameRequired: 'Catalog name cannot be blank.',
  nameTooLong: `Catalog name cannot be longer than ${CATALOG_NAME_MAX_LENGTH} characters.`,
  tooManyOrders: `Please change at most ${CATALOG_ORDERS_MAX_CHANGE} orders at a time.`,
  notFound: 'This catalog does not exist.',
  /** An order of another customer (or no order at all) sent to a catalog. */
  wrongCustomer: 'Only orders of customer {customer} can be in this catalog.',
  editForbidden: "You don't have permission to edit this catalog.",
  saved: 'Catalog saved.',
  saveFailed: 'An error occurred while saving the catalog, please try again later.',
} as const;

/**
 * Who may rename a catalog and change its orders (ours; the spec only says the list has an Edit
 * column): staff and reps who work on orders (order, orderEdit or approve), for catalogs they can
 * see. Customer users and view-only staff only read the list.
 */
export function mayEditCatalogs(user: SessionUser | null | undefined): boolean {
  return !!user && user.userType !== 'CUSTOMER' && hasAny(user, 'order', 'orderEdit', 'approve');
}

const orderIds = z
  .array(z.number().int().positive(), { error: catalogMessages.tooManyOrders })
  .max(CATALOG_ORDERS_MAX_CHANGE, catalogMessages.tooManyOrders)
  .transform((ids) => [...new Set(ids)]);

/** updateCatalog: the new name and the orders to add and remove, in one transaction. */
export const catalogUpdateSchema = z.object({
  id: z.number().int().positive(),
  name: z
    .string({ error: catalogMessages.nameRequired })
    .trim()
    .min(1, catalogMessages.nameRequired)
    .max(CATALOG_NAME_MAX_LENGTH, catalogMessages.nameTooLong),
  addOrders: orderIds.optional().default([]),
  removeOrders: orderIds.optional().default([]),
});
export type CatalogUpdateInput = z.infer<typeof catalogUpdateSchema>;

/** The catalogs query's arguments (filter text and page; paging of 50 in SQL). */
export const catalogListArgsSchema = z.object({
  filter: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v ?? ''),
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
    .enum(CATALOG_SORT_KEYS)
    .nullish()
    .transform((v) => v ?? DEFAULT_CATALOG_SORT),
});
export type CatalogListArgs = z.infer<typeof catalogListArgsSchema>;
