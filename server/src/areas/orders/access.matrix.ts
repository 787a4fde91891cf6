import { and, eq, sql } from 'drizzle-orm';
import {
  approvalArtPath,
  combineCollectionsSchema,
  orderDeleteSchema,
  orderTypeEditSchema,
  poEditSchema,
  regenImagesSchema,
  resendEmailSchema,
  savedFilterRenameSchema,
  savedFilterSchema,
} from '@portal/shared/core';
import {
  answers,
  anyone,
  anyRule,
  byRule,
  signedIn,
  type AreaMatrix,
  type Expectation,
  type MatrixContext,
} from '../../../test/accessMatrix';
import { orderItemSizes, orders, shippingJobs } from '../../db/tables/orders';
import { savedFilters } from '../../db/tables/orders/model';
import { orderApprovals } from '../../db/tables/orders/approval';
import { templates } from '../../db/tables/orders/templates';
import { catalogs } from '../../db/tables/orders/catalogs';

// Who may call the orders area's routes and fields (spec 000 §6; mfe-orders/README.md). Test data
// for src/areas/accessMatrix.test.ts. Writes are sent with invalid input: a caller let through gets
// a 400 (class 'ok'), so no row changes the database. `fuzz`: how mutationFuzz.test.ts calls each
// write (as admin; the body's shared schema, seeded records).

/** A Saved order of rep 101 (rep@demo.local's own; rep2@ (102) and the customer account do not see it). */
async function ownOrder(ctx: MatrixContext): Promise<number> {
  return ownOrderAt(ctx, 0);
}
/** The n-th such order (fuzzing gives each destructive write its own). */
async function ownOrderAt({ db }: MatrixContext, n: number): Promise<number> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.repCode, '101'), eq(orders.status, 0), eq(orders.orderType, '200')))
    .orderBy(orders.id)
    .limit(1)
    .offset(n);
  return row.id;
}
async function aFilter({ db }: MatrixContext): Promise<Record<string, number>> {
  const [row] = await db.select({ id: savedFilters.id }).from(savedFilters).orderBy(savedFilters.id).limit(1);
  return row ? { id: row.id } : {};
}
/** A pending approval link (its secret and order), when the seed made one. */
async function anApproval({ db }: MatrixContext): Promise<Record<string, unknown>> {
  const [row] = await db.select({ id: orderApprovals.id, order: orderApprovals.orderId }).from(orderApprovals).limit(1);
  return row ? { id: row.id, order: row.order } : {};
}
async function anInvoice({ db }: MatrixContext): Promise<string> {
  const [row] = await db
    .select({ invoices: shippingJobs.invoices })
    .from(shippingJobs)
    .where(sql`cardinality(${shippingJobs.invoices}) > 0`)
    .orderBy(shippingJobs.id)
    .limit(1);
  return row.invoices[0];
}
async function aTemplate({ db }: MatrixContext): Promise<number> {
  const [row] = await db.select({ id: templates.id }).from(templates).orderBy(templates.id).limit(1);
  return row.id;
}
async function aCatalog({ db }: MatrixContext): Promise<number> {
  const [row] = await db.select({ id: catalogs.id }).from(catalogs).orderBy(catalogs.id).limit(1);
  return row.id;
}

/** A shipping job of rep 101 for a customer no customer account is linked to (rep@ sees it, rep2@ and customer@ do not). */
async function aJobOfRep101({ db }: MatrixContext): Promise<number> {
  const [row] = await db
    .select({ id: shippingJobs.id })
    .from(shippingJobs)
    .where(and(eq(shippingJobs.repCode, '101'), sql`${shippingJobs.customerNumb} not in (select customer_numb from user_customers)`))
    .orderBy(shippingJobs.id)
    .limit(1);
  return row.id;
}
/** An open (not shipped) job of an Approved order, for fuzzing updateShippingJob; any job when the seed has none open. */
async function anOpenJob({ db }: MatrixContext): Promise<number> {
  const [open] = await db
    .select({ id: shippingJobs.id })
    .from(shippingJobs)
    .where(eq(shippingJobs.shipped, false))
    .orderBy(shippingJobs.id)
    .limit(1);
  return open?.id ?? aJobOfRep101({ db } as MatrixContext);
}
/** An Approved order's customer and one of its sizes, so fuzzed createShippingJob calls reach the order checks. */
async function anApprovedSize({ db }: MatrixContext): Promise<Record<string, unknown>> {
  const [row] = await db
    .select({ customer: orders.customerNumb, rep: orders.repCode, csr: orders.csr, size: orderItemSizes.id })
    .from(orders)
    .innerJoin(orderItemSizes, eq(orderItemSizes.orderId, orders.id))
    .where(and(eq(orders.status, 6), sql`${orderItemSizes.shippedC} < ${orderItemSizes.qtyC}`))
    .orderBy(orders.id)
    .limit(1);
  return { input: { customer: row.customer, rep: row.rep, csr: row.csr, shipViaCode: 'UPSG', items: [{ id: row.size, C: 1, U: 0 }] } };
}

const orderPages = byRule('orderPages');
/** shippingJobs/service.ts visibleJobs: INTERNAL every job, a REP their rep code's, a CUSTOMER their customers'. */
const seesJobOfRep101 = answers({ admin: 'ok', csr: 'ok', manager: 'ok', rep: 'ok', artist: 'ok', artmanager: 'ok', viewer: 'ok' }, 404);
/**
 * One order of rep 101 (orderAccess.ts): staff with order access and INTERNAL art staff (who move
 * the art stages) see it, and so does rep 101; rep 102 and the customer account do not; a user
 * without either kind of access is refused before the order is looked up.
 */
const seesOwnOrder = answers({ admin: 'ok', csr: 'ok', manager: 'ok', rep: 'ok', artist: 'ok', artmanager: 'ok' }, 403);
/** catalogs.ts mayEditCatalogs: order access, never a CUSTOMER account. */
const editsCatalogs: Expectation = (caller, user) => (caller === 'customer' ? 403 : orderPages(caller, user));
/** ...and who may change it: the order's people, not the art staff (orderEdit.ts mayEditOrder). */
const editsOwnOrder = answers({ admin: 'ok', csr: 'ok', manager: 'ok', rep: 'ok' }, 403);

export const ordersMatrix: AreaMatrix = {
  rest: [
    { route: 'GET /api/orders/total', expect: orderPages },
    { route: 'GET /api/filters', expect: orderPages },
    { route: 'POST /api/filters', payload: {}, expect: orderPages, fuzz: { body: savedFilterSchema } },
    {
      route: 'POST /api/filters/:id/rename',
      url: '/api/filters/999999/rename',
      payload: { name: 'Renamed' },
      expect: (caller, user) => (orderPages(caller, user) === 'ok' ? 404 : orderPages(caller, user)),
      why: 'an unknown filter: 404 to those let through',
      fuzz: { params: aFilter, body: savedFilterRenameSchema },
    },
    {
      route: 'POST /api/filters/:id/delete',
      url: '/api/filters/999999/delete',
      expect: (caller, user) => (orderPages(caller, user) === 'ok' ? 404 : orderPages(caller, user)),
      why: 'an unknown filter: 404 to those let through',
      fuzz: { params: aFilter },
    },
    {
      route: 'POST /api/order/:id/delete',
      url: async (c) => `/api/order/${await ownOrder(c)}/delete`,
      payload: { comment: 'x'.repeat(5000) },
      expect: orderPages,
      fuzz: { body: orderDeleteSchema, params: async (c) => ({ id: await ownOrderAt(c, 1) }) },
    },
    {
      route: 'GET /api/order/:id/orderTypes',
      url: async (c) => `/api/order/${await ownOrder(c)}/orderTypes`,
      expect: (caller, user) => (caller === 'rep2' || caller === 'customer' ? 404 : orderPages(caller, user)),
      why: "the lists' rule: an order outside the caller's lists does not exist for them (404)",
    },
    {
      route: 'POST /api/order/:id/orderType',
      url: async (c) => `/api/order/${await ownOrder(c)}/orderType`,
      payload: {},
      expect: orderPages,
      fuzz: { body: orderTypeEditSchema, params: async (c) => ({ id: await ownOrder(c) }) },
    },
    {
      route: 'POST /api/order/:id/po',
      url: async (c) => `/api/order/${await ownOrder(c)}/po`,
      payload: { po: 'x'.repeat(31) },
      expect: orderPages,
      fuzz: { body: poEditSchema, params: async (c) => ({ id: await ownOrder(c) }) },
    },
    {
      route: 'POST /api/licenseCollection/combine',
      payload: {},
      expect: anyRule('licenseCollections', 'colorStories'),
      why: 'collections.ts mayUseCollections',
      fuzz: { body: combineCollectionsSchema },
    },
    {
      route: 'POST /api/regenImages/license',
      payload: {},
      expect: anyRule('licenseCollections', 'colorStories'),
      why: 'collections.ts mayUseCollections',
      fuzz: { body: regenImagesSchema },
    },
    { route: 'GET /api/orders/export', url: '/api/orders/export?from=saved', expect: orderPages },
    {
      route: 'POST /api/resendEmail',
      payload: {},
      expect: orderPages,
      fuzz: { body: resendEmailSchema, known: async (c) => ({ orderId: await ownOrder(c) }) },
    },
    {
      route: 'POST /api/resendEmail/noDetails',
      payload: {},
      expect: orderPages,
      fuzz: { body: resendEmailSchema, known: async (c) => ({ orderId: await ownOrder(c) }) },
    },
    {
      route: 'GET /Images/Invoice/:file',
      url: async (c) => `/Images/Invoice/${await anInvoice(c)}.pdf`,
      expect: answers({ admin: 'ok', csr: 'ok', manager: 'ok', artist: 'ok', artmanager: 'ok', rep: 404, rep2: 404, customer: 404 }, 403),
      why: "the invoice's order decides (orderAccess.ts); this one is not rep 101's or 102's, nor the customer's: 404, as an unknown number",
    },
    {
      route: 'GET /api/order_approval/:orderId/:linkId/art/:itemId',
      url: approvalArtPath(1, 'A'.repeat(43), 1),
      expect: anyone(404),
      why: "public (no 401 without a session): the link is the key, so an unknown link is the same 404 for everyone, staff included; a live link's own item is served (approval/approvalItems.test.ts)",
    },
    {
      route: 'GET /api/unshippedOrder',
      expect: byRule('shippingJobEdit'),
      why: 'spec 002 §6: the create page is for order_edit or approve',
    },
    { route: 'GET /api/shipCodes', expect: signedIn() },
    {
      route: 'GET /Images/Products/:file',
      url: '/Images/Products/CP90_GLD.png',
      expect: anyone(),
      why: 'product images are not secret (spec 000: plain image URLs)',
    },
  ],
  graphql: [
    { field: 'Query.orders', query: 'query { orders(from: "saved") { id } }', expect: orderPages },
    { field: 'Query.filters', query: 'query { filters(from: "saved") { type } }', expect: orderPages },
    {
      field: 'Query.order',
      query: 'query($id: Int!) { order(id: $id) { id } }',
      variables: async (c) => ({ id: await ownOrder(c) }),
      expect: seesOwnOrder,
    },
    { field: 'Query.catalogs', query: 'query { catalogs { total } }', expect: signedIn() },
    {
      field: 'Query.catalogOrderOptions',
      query: 'query($id: Int!) { catalogOrderOptions(id: $id) { orderId } }',
      variables: async (c) => ({ id: await aCatalog(c) }),
      expect: editsCatalogs,
      why: 'the Edit Catalog dialog: catalogs.ts mayEditCatalogs',
    },
    {
      field: 'Mutation.updateCatalog',
      query: 'mutation($id: Int!) { updateCatalog(id: $id, name: "") { id } }',
      variables: async (c) => ({ id: await aCatalog(c) }),
      expect: editsCatalogs,
      why: 'catalogs.ts mayEditCatalogs: order access, never a CUSTOMER account',
      fuzz: { known: async (c) => ({ id: await aCatalog(c) }) },
    },
    { field: 'Query.templates', query: 'query { templates { total } }', expect: byRule('templates') },
    { field: 'Query.templateFilters', query: 'query { templateFilters { type } }', expect: byRule('templates') },
    {
      field: 'Query.template',
      query: 'query($id: Int) { template(id: $id) { id } }',
      variables: async (c) => ({ id: await aTemplate(c) }),
      expect: byRule('templates'),
    },
    {
      field: 'Mutation.addTemplateOrder',
      query: 'mutation($order: Int!) { addTemplateOrder(name: "", order: $order) { id } }',
      variables: async (c) => ({ order: await ownOrder(c) }),
      expect: byRule('templateEdit'),
      fuzz: { known: async (c) => ({ order: await ownOrder(c) }) },
    },
    {
      field: 'Mutation.editTemplateOrder',
      query: 'mutation($id: Int!) { editTemplateOrder(id: $id, name: "", reps: []) { id } }',
      variables: async (c) => ({ id: await aTemplate(c) }),
      expect: byRule('templateEdit'),
      fuzz: { known: async (c) => ({ id: await aTemplate(c) }) },
    },
    {
      field: 'Mutation.deleteTemplateOrder',
      query: 'mutation { deleteTemplateOrder(id: 999999) }',
      expect: byRule('templateEdit'),
      fuzz: { known: async (c) => ({ id: await aTemplate(c) }) },
    },
    {
      field: 'Mutation.updateOrder',
      query: 'mutation($id: Int!) { updateOrder(id: $id, input: { rush: false, tags: [], po: "' + 'x'.repeat(31) + '" }) { id } }',
      variables: async (c) => ({ id: await ownOrder(c) }),
      expect: editsOwnOrder,
      fuzz: { known: async (c) => ({ id: await ownOrder(c) }) },
    },
    {
      field: 'Mutation.updateOrderQuantities',
      query: 'mutation($id: Int!) { updateOrderQuantities(id: $id, sizes: [{ sizeId: 0, qtyC: -1, qtyU: 0 }]) { id } }',
      variables: async (c) => ({ id: await ownOrder(c) }),
      expect: editsOwnOrder,
      fuzz: { known: async (c) => ({ id: await ownOrder(c) }) },
    },
    {
      field: 'Mutation.moveOrder',
      query: 'mutation($id: Int!) { moveOrder(id: $id, to: 1, from: 12345) { id } }',
      variables: async (c) => ({ id: await ownOrder(c) }),
      expect: seesOwnOrder,
      why: 'a stale `from`: 409 for whoever may see the order (art staff move the art stages); the move itself is checked after',
      fuzz: { known: async (c) => ({ id: await ownOrder(c) }) },
    },
    {
      field: 'Mutation.sendOrderForApproval',
      query: 'mutation($id: Int!) { sendOrderForApproval(id: $id, emails: "not an address") { id } }',
      variables: async (c) => ({ id: await ownOrder(c) }),
      expect: editsOwnOrder,
      fuzz: { known: async (c) => ({ id: await ownOrder(c) }) },
    },
    {
      field: 'Query.shippingJobs',
      query: 'query { shippingJobs { id } }',
      expect: signedIn(),
      why: 'spec 002 §6: shipping job screens are open to any logged-in user (each sees the jobs of the orders they see)',
    },
    {
      field: 'Query.shippingJob',
      query: 'query($id: Int!) { shippingJob(id: $id) { id } }',
      variables: async (c) => ({ id: await aJobOfRep101(c) }),
      expect: seesJobOfRep101,
      why: "a job outside the caller's orders does not exist for them (404)",
    },
    {
      field: 'Mutation.createShippingJob',
      query:
        'mutation { createShippingJob(input: { shipping: { customerName: "", address1: "", city: "", country: "" }, dateRequired: "x", rep: "", csr: "", items: [], customer: "", shipViaCode: "", jobTitle: "" }) }',
      expect: byRule('shippingJobEdit'),
      fuzz: { known: anApprovedSize },
    },
    {
      field: 'Mutation.updateShippingJob',
      query: 'mutation { updateShippingJob(input: { orderNumb: 999999, items: [] }) { id } }',
      expect: byRule('shippingJobEdit'),
      fuzz: { known: async (c) => ({ input: { orderNumb: await anOpenJob(c) } }) },
    },
    {
      field: 'Mutation.markShippingJobsShipped',
      query: 'mutation { markShippingJobsShipped(ids: []) }',
      expect: byRule('shippingJobEdit'),
      fuzz: {
        exempt:
          'takes only a list of job ids: the empty list is refused (400) and unknown ids mark nothing; fuzzing it as admin would mark seeded jobs shipped for the other fuzzed calls',
      },
    },
    {
      field: 'Query.orderApproval',
      query: 'query { orderApproval(id: "x", order: 1) { orderNumber } }',
      expect: anyone(),
      why: 'public: the customer opens the e-mailed link without a session',
    },
    {
      field: 'Mutation.approveOrder',
      query: 'mutation { approveOrder(id: "x", order: 1, email: "a@b.c", name: "A") }',
      expect: anyone(),
      why: 'public approval link',
      fuzz: { known: anApproval },
    },
    {
      field: 'Mutation.rejectOrder',
      query: 'mutation { rejectOrder(id: "x", order: 1, email: "a@b.c", name: "A", comment: "c") }',
      expect: anyone(),
      why: 'public approval link',
      fuzz: { known: anApproval },
    },
  ],
};
