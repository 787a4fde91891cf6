import { z } from 'zod';
import { ORDER_COUNTERS, ORDER_FILTER_KEYS, ORDER_LISTS, type OrderCounterName, type OrderFilterKey } from './orders';
import {
  combineCollectionsSchema,
  orderDeleteSchema,
  orderTypeEditSchema,
  poEditSchema,
  regenImagesSchema,
  resendEmailSchema,
  savedFilterRenameSchema,
  savedFilterSchema,
} from './orderSchemas';
import { fileAnswer, restRoute, idParams } from './rest';

// The orders area's REST routes (spec 000 §7, 002 §7; server/src/areas/orders: lists/routes.ts,
// shippingJobs/routes.ts, approval/approvalArt.ts): the counters, saved filters, the list actions
// on one order, collections, the export, the shipping job pickers and the approval link's art.

/** A query key that may repeat (`values=total&values=saved`): one value arrives as a string, several as a list. */
const repeatable = z.union([z.string(), z.array(z.string())]).optional();

const isCounter = (name: string): name is OrderCounterName => (ORDER_COUNTERS as readonly string[]).includes(name);

const savedFilterView = z.object({
  id: z.number().int(),
  name: z.string(),
  link: z.string(),
  /** The orders the link's view holds for this user now (0 for a view the user may not open). */
  count: z.number().int(),
});
const savedFilterList = z.array(savedFilterView);

const filterKeys = Object.fromEntries(ORDER_FILTER_KEYS.map((key) => [key, repeatable])) as Record<OrderFilterKey, typeof repeatable>;

/** The export's query: the list, its own query string (spec 000 §2 keys), and the columns shown. */
const exportQuery = z.object({
  from: z.enum(ORDER_LISTS, { error: (issue) => `Unknown order list '${String(issue.input ?? '').slice(0, 40)}'.` }),
  columns: repeatable,
  orderBy: z.string().optional(),
  order: z.string().optional(),
  filter: z.string().optional(),
  searchCol: z.string().optional(),
  ...filterKeys,
});

/** The two re-send routes take the same body and answer alike. */
const resendEmail = <P extends string>(path: P, summary: string) =>
  restRoute({
    method: 'POST',
    path,
    summary,
    body: resendEmailSchema,
    answers: { 200: z.object({ sent: z.array(z.string()) }) },
  });

export const ordersRoutes = {
  counters: restRoute({
    method: 'GET',
    path: '/orders/total',
    summary: 'The order counters asked for (all when none; unknown names are ignored), each the size of its list for this user.',
    query: z.object({ values: repeatable.transform((names) => [names ?? []].flat().filter(isCounter)) }),
    answers: { 200: z.partialRecord(z.enum(ORDER_COUNTERS), z.number().int()) },
  }),
  savedFilters: restRoute({
    method: 'GET',
    path: '/filters',
    summary: "The user's saved filters, oldest first, each with its count.",
    answers: { 200: savedFilterList },
  }),
  createSavedFilter: restRoute({
    method: 'POST',
    path: '/filters',
    summary: 'Saves a list link under a name; answers the full list.',
    body: savedFilterSchema,
    answers: { 200: savedFilterList },
  }),
  deleteSavedFilter: restRoute({
    method: 'POST',
    path: '/filters/:id/delete',
    summary: "Deletes one of the user's saved filters (404 for another user's); answers the full list.",
    params: idParams,
    answers: { 200: savedFilterList },
  }),
  renameSavedFilter: restRoute({
    method: 'POST',
    path: '/filters/:id/rename',
    summary: "Renames one of the user's saved filters, its link kept (404 for another user's); answers the full list.",
    params: idParams,
    body: savedFilterRenameSchema,
    answers: { 200: savedFilterList },
  }),
  deleteOrder: restRoute({
    method: 'POST',
    path: '/order/:id/delete',
    summary:
      'Deletes an order while Saved, Awaiting Art or Art Requested: it becomes Cancelled, the comment in its history. Both fields are optional, and so is the body.',
    params: idParams,
    body: orderDeleteSchema.nullish(),
    answers: { 200: z.object({ id: z.number().int(), status: z.number().int() }) },
  }),
  orderTypes: restRoute({
    method: 'GET',
    path: '/order/:id/orderTypes',
    summary: 'The types the order may take: a collection the collection types, any other order the other active types.',
    params: idParams,
    answers: { 200: z.array(z.object({ type: z.string(), name: z.string() })) },
  }),
  saveOrderType: restRoute({
    method: 'POST',
    path: '/order/:id/orderType',
    summary: "Sets the order's type, event and rush flags (rush with approve or orderEdit only; the rush charge follows).",
    params: idParams,
    body: orderTypeEditSchema,
    answers: { 200: z.object({ id: z.number().int(), type: z.string(), event: z.boolean(), rush: z.boolean() }) },
  }),
  savePo: restRoute({
    method: 'POST',
    path: '/order/:id/po',
    summary: "Sets the order's PO, or a collection's name (then required); empty clears a PO.",
    params: idParams,
    body: poEditSchema,
    answers: { 200: z.object({ id: z.number().int(), po: z.string().nullable() }) },
  }),
  resendEmail: resendEmail('/resendEmail', "Sends the order's e-mail again, with its items, charges and total, to the addresses given."),
  resendEmailNoDetails: resendEmail('/resendEmail/noDetails', "Sends the order's short notice again to the addresses given."),
  combineCollections: restRoute({
    method: 'POST',
    path: '/licenseCollection/combine',
    summary: 'Combines open collections of one type and one customer into a new one; the sources become Cancelled.',
    body: combineCollectionsSchema,
    answers: { 200: z.object({ id: z.number().int(), name: z.string() }) },
  }),
  regenerateImages: restRoute({
    method: 'POST',
    path: '/regenImages/license',
    summary: "Sets each collection's image type (M ghost, V vector) and renders its items' images in that look.",
    body: regenImagesSchema,
    answers: {
      200: z.object({
        collections: z.array(z.object({ id: z.number().int(), imageType: z.enum(['M', 'V']), images: z.number().int() })),
      }),
    },
  }),
  exportOrders: restRoute({
    method: 'GET',
    path: '/orders/export',
    summary: 'Every row of a list view (its filters, search and sort) as a spreadsheet, with the columns shown.',
    query: exportQuery,
    answers: { 200: fileAnswer('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') },
  }),
  unshippedOrders: restRoute({
    method: 'GET',
    path: '/unshippedOrder',
    summary:
      "The orders a new shipping job may carry: Approved, with units no job carries yet, newest first, at most 50 (one customer's; matching the search).",
    query: z.object({ customer: z.string().optional(), search: z.string().optional() }),
    answers: {
      200: z.array(z.object({ id: z.number().int(), numb: z.number().int(), customer: z.string(), customerName: z.string() })),
    },
  }),
  shipCodes: restRoute({
    method: 'GET',
    path: '/shipCodes',
    summary: 'The ship via codes.',
    answers: { 200: z.array(z.object({ id: z.string(), name: z.string() })) },
  }),
  approvalArt: restRoute({
    method: 'GET',
    path: '/order_approval/:orderId/:linkId/art/:itemId',
    summary:
      "An item's art for the holder of a live approval link (no session): the design's file, else the product picture; `size=thumb` (the e-mail) or `screen` (the page) a PNG. Anything else is the same 404.",
    params: z.object({ orderId: z.string(), linkId: z.string(), itemId: z.string() }),
    query: z.object({ size: z.string().optional() }),
    answers: { 200: fileAnswer('image/*', 'PNG, or the design’s SVG at full size') },
  }),
};
