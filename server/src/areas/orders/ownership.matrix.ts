import { sql } from 'drizzle-orm';
import type { MatrixContext } from '../../../test/accessMatrix';
import { oneRow, listHolds, type AreaOwnership, type OwnedAnswer } from '../../../test/ownershipMatrix';

// Who owns the orders area's records (docs/ownership.md §2.2–2.3): an order, its shipping job,
// invoice, template and catalog belong to a rep code and a customer; a saved filter to its user.
// Cases for src/areas/ownershipMatrix.test.ts.

/**
 * A Saved order of rep 101 that only rep 101 (and staff) may see: its customer is linked to no
 * customer account, and rep 102 has no order of that customer.
 */
async function repOrder({ db }: MatrixContext, offset = 0): Promise<{ id: number; customer: string }> {
  return oneRow<{ id: number; customer: string }>(
    db,
    sql`
      select o.id, o.customer_numb as customer from orders o
      where o.rep_code = '101' and o.status = 0
        and o.customer_numb not in (select customer_numb from user_customers)
        and not exists (select 1 from orders x where x.customer_numb = o.customer_numb and x.rep_code = '102')
      order by o.id limit 1 offset ${offset}`,
  );
}

/** An order of customer@'s first customer. */
async function customerOrder({ db }: MatrixContext): Promise<{ id: number }> {
  return oneRow<{ id: number }>(
    db,
    sql`
      select o.id from orders o
      join user_customers uc on uc.customer_numb = o.customer_numb
      join users u on u.id = uc.user_id and u.email = 'customer@demo.local'
      order by o.id limit 1`,
  );
}

/** A shipping job of rep 101 for a customer no customer account is linked to. */
async function repJob({ db }: MatrixContext): Promise<{ id: number; invoice: string | null; customer: string }> {
  return oneRow<{ id: number; invoice: string | null; customer: string }>(
    db,
    sql`
      select j.id, j.invoices[1] as invoice, j.customer_numb as customer from shipping_jobs j
      where j.rep_code = '101' and j.customer_numb not in (select customer_numb from user_customers)
        and not exists (select 1 from shipping_jobs x where x.customer_numb = j.customer_numb and x.rep_code <> '101')
      order by cardinality(j.invoices) desc, j.id limit 1`,
  );
}

/** A template of a rep-101 order, not shared with rep 102. */
async function repTemplate({ db }: MatrixContext): Promise<{ id: number; customer: string }> {
  return oneRow<{ id: number; customer: string }>(
    db,
    sql`
      select t.id, o.customer_numb as customer from templates t join orders o on o.id = t.order_id
      where o.rep_code = '101' and not exists (select 1 from template_reps r where r.template_id = t.id and r.rep_code = '102')
      order by t.id limit 1`,
  );
}

/** A catalog of a rep-101 customer that no customer account is linked to. */
async function repCatalog({ db }: MatrixContext): Promise<{ id: number; customer: string }> {
  return oneRow<{ id: number; customer: string }>(
    db,
    sql`
      select c.id, c.customer_numb as customer from catalogs c join customers cu on cu.numb = c.customer_numb
      where cu.rep_code = '101' and c.customer_numb not in (select customer_numb from user_customers)
      order by c.id limit 1`,
  );
}

/** rep@'s saved filter (made for the matrix: the seed has none of rep@'s). */
async function repFilter({ db }: MatrixContext): Promise<{ id: number }> {
  return oneRow<{ id: number }>(
    db,
    sql`
      insert into saved_filters (user_id, name, link, created_at)
      select id, 'Ownership matrix', '/saved?status=0', now() from users where email = 'rep@demo.local'
      returning id`,
  );
}

const order = 'rep + customer (orders/lists/visibility.ts)';

const orderRows = (answer: OwnedAnswer) => !answer.codes.length && (answer.body?.orders?.length ?? 0) > 0;

export const ordersOwnership: AreaOwnership = {
  cases: [
    {
      call: 'Query.order',
      owner: 'rep',
      rule: 'loadOrderForUser (orders/detail/orderAccess.ts): own rep code, managed reps, linked customers',
      record: (ctx) => repOrder(ctx),
      request: (o) => ({ query: 'query($id: Int!) { order(id: $id) { id } }', variables: { id: o.id } }),
      reaches: ['rep', 'admin'],
      refused: ['rep2', 'customer', 'otherCustomer'],
    },
    {
      call: 'Query.orders',
      owner: 'rep',
      rule: 'visibleOrders (orders/lists/visibility.ts), every list',
      record: (ctx) => repOrder(ctx),
      request: (o) => ({
        query: 'query($c: [String!]) { orders(from: "orders", filter: { custNumb: $c }) { id } }',
        variables: { c: [o.customer] },
      }),
      reaches: ['rep', 'admin'],
      refused: ['rep2', 'customer', 'otherCustomer'],
      reached: orderRows,
    },
    {
      call: 'GET /api/order/:id/orderTypes',
      owner: 'rep',
      rule: 'loadListOrder (orders/lists/orderActions.ts): 404 for an order the caller does not see',
      record: (ctx) => repOrder(ctx),
      request: (o) => ({ method: 'GET', url: `/api/order/${o.id}/orderTypes` }),
      reaches: ['rep', 'admin'],
      refused: ['rep2', 'customer', 'otherCustomer'],
    },
    {
      call: 'POST /api/order/:id/po',
      owner: 'rep',
      rule: 'loadListOrder + checkEditable: the owner or staff',
      record: (ctx) => repOrder(ctx, 1),
      request: (o) => ({ method: 'POST', url: `/api/order/${o.id}/po`, payload: { po: 'PO-OWNED' } }),
      reaches: ['rep'],
      refused: ['rep2', 'customer', 'otherCustomer'],
      write: true,
    },
    {
      call: 'POST /api/resendEmail',
      owner: 'rep',
      rule: 'loadListOrder (orders/lists/resendEmail.ts)',
      record: (ctx) => repOrder(ctx),
      request: (o) => ({ method: 'POST', url: '/api/resendEmail', payload: { orderId: o.id, user: 'buyer@example.com' } }),
      reaches: ['rep'],
      refused: ['rep2'],
      write: true,
    },
    {
      call: 'Mutation.moveOrder',
      owner: 'rep',
      rule: 'loadOrderForUser + checkTransition(actorsOf): the owner acts',
      record: (ctx) => repOrder(ctx, 2),
      request: (o) => ({
        query: 'mutation($id: Int!) { moveOrder(id: $id, from: 0, to: 1, comment: "Ownership matrix") { id } }',
        variables: { id: o.id },
      }),
      reaches: ['rep'],
      refused: ['rep2', 'customer', 'otherCustomer'],
      write: true,
    },
    {
      call: 'GET /Images/Invoice/:file',
      owner: 'rep',
      rule: 'mayViewOrder for every billed order (orders/detail/invoiceRoutes.ts)',
      record: (ctx) => repJob(ctx),
      request: (j) => ({ method: 'GET', url: `/Images/Invoice/${j.invoice}.pdf` }),
      reaches: ['rep', 'admin'],
      refused: ['rep2', 'customer', 'otherCustomer'],
    },
    {
      call: 'Query.shippingJob',
      owner: 'rep',
      rule: 'visibleJobs (orders/shippingJobs/service.ts), NOT_FOUND otherwise',
      record: (ctx) => repJob(ctx),
      request: (j) => ({ query: 'query($id: Int!) { shippingJob(id: $id) { id } }', variables: { id: j.id } }),
      reaches: ['rep', 'admin'],
      refused: ['rep2', 'customer', 'otherCustomer'],
    },
    {
      call: 'Query.shippingJobs',
      owner: 'rep',
      rule: 'visibleJobs',
      record: (ctx) => repJob(ctx),
      request: (j) => ({ query: 'query($s: String) { shippingJobs(search: $s) { id } }', variables: { s: j.customer } }),
      reaches: ['rep', 'admin'],
      refused: ['rep2', 'customer', 'otherCustomer'],
      reached: (answer) => !answer.codes.length && (answer.body?.shippingJobs?.length ?? 0) > 0,
    },
    {
      call: 'Query.template',
      owner: 'rep',
      rule: 'templateVisibility (orders/templates/service.ts): own orders’ templates or shared with the rep',
      record: (ctx) => repTemplate(ctx),
      request: (tpl) => ({ query: 'query($id: Int) { template(id: $id) { id } }', variables: { id: tpl.id } }),
      reaches: ['rep', 'admin'],
      refused: ['rep2'],
    },
    {
      call: 'Query.catalogs',
      owner: 'customer',
      rule: 'catalogVisibility (orders/catalogs/service.ts): a rep’s customers’ catalogs',
      record: (ctx) => repCatalog(ctx),
      request: (c) => ({ query: 'query($f: String) { catalogs(filter: $f) { total catalogs { id } } }', variables: { f: c.customer } }),
      reaches: ['rep', 'admin'],
      refused: ['rep2', 'customer', 'otherCustomer'],
      reached: listHolds((body) => body?.catalogs?.catalogs),
    },
    {
      call: 'GET /api/filters',
      owner: 'user',
      rule: 'savedFilters: user_id = the caller',
      record: (ctx) => repFilter(ctx),
      request: () => ({ method: 'GET', url: '/api/filters' }),
      reaches: ['rep'],
      refused: ['rep2', 'admin'],
      reached: listHolds((body) => (Array.isArray(body) ? body : body?.filters)),
    },
    {
      call: 'POST /api/filters/:id/rename',
      owner: 'user',
      rule: 'savedFilters: id and user_id = the caller, else 404',
      record: (ctx) => repFilter(ctx),
      request: (f) => ({ method: 'POST', url: `/api/filters/${f.id}/rename`, payload: { name: 'Taken over' } }),
      reaches: ['rep'],
      refused: ['rep2', 'admin'],
      write: true,
    },
    {
      call: 'POST /api/filters/:id/delete',
      owner: 'user',
      rule: 'savedFilters: id and user_id = the caller, else 404',
      record: (ctx) => repFilter(ctx),
      request: (f) => ({ method: 'POST', url: `/api/filters/${f.id}/delete` }),
      reaches: ['rep'],
      refused: ['rep2', 'admin'],
      write: true,
    },
    {
      call: 'POST /api/order/:id/delete',
      owner: 'rep',
      rule: 'loadListOrder + the owner or staff (orders/lists/orderActions.ts)',
      record: (ctx) => repOrder(ctx, 3),
      request: (o) => ({ method: 'POST', url: `/api/order/${o.id}/delete`, payload: { comment: 'Ownership matrix' } }),
      reaches: ['rep'],
      refused: ['rep2', 'customer', 'otherCustomer'],
      write: true,
    },
    {
      call: 'POST /api/order/:id/orderType',
      owner: 'rep',
      rule: 'loadListOrder + checkEditable: the owner or staff',
      record: (ctx) => repOrder(ctx, 4),
      request: (o) => ({ method: 'POST', url: `/api/order/${o.id}/orderType`, payload: { type: '200', event: false, rush: false } }),
      reaches: [],
      refused: ['rep2', 'customer', 'otherCustomer'],
      write: true,
    },
    {
      call: 'POST /api/resendEmail/noDetails',
      owner: 'rep',
      rule: 'loadListOrder (orders/lists/resendEmail.ts)',
      record: (ctx) => repOrder(ctx),
      request: (o) => ({ method: 'POST', url: '/api/resendEmail/noDetails', payload: { orderId: o.id, user: 'buyer@example.com' } }),
      reaches: ['rep'],
      refused: ['rep2'],
      write: true,
    },
    {
      call: 'Mutation.updateOrder',
      owner: 'rep',
      rule: 'lockEditable (orders/detail/orderEdit.ts): loadOrderForUser, then the owner or staff',
      record: (ctx) => repOrder(ctx, 5),
      request: (o) => ({
        query: `mutation($id: Int!, $input: OrderHeaderInput!) { updateOrder(id: $id, input: $input) { id } }`,
        variables: {
          id: o.id,
          input: {
            po: 'Owned PO',
            dateRequired: '2026-03-20',
            scheduledShipDate: '2026-03-10',
            rush: false,
            tags: [],
            department: null,
            comments: null,
          },
        },
      }),
      reaches: [],
      refused: ['rep2', 'customer', 'otherCustomer'],
      write: true,
    },
    {
      call: 'Query.templates',
      owner: 'rep',
      rule: 'templateVisibility (orders/templates/service.ts)',
      record: (ctx) => repTemplate(ctx),
      request: (tpl) => ({
        query: 'query($c: [String!]) { templates(custNumb: $c) { templates { id } } }',
        variables: { c: [tpl.customer] },
      }),
      reaches: ['rep', 'admin'],
      refused: ['rep2'],
      reached: listHolds((body) => body?.templates?.templates),
    },
    {
      call: 'Mutation.updateOrderQuantities',
      owner: 'rep',
      rule: 'lockEditable (orders/detail/orderEdit.ts): loadOrderForUser, then the owner or staff',
      record: (ctx) => repOrder(ctx),
      request: (o) => ({ query: 'mutation($id: Int!) { updateOrderQuantities(id: $id, sizes: []) { id } }', variables: { id: o.id } }),
      reaches: [],
      refused: ['rep2', 'customer', 'otherCustomer'],
      write: true,
    },
    {
      call: 'Mutation.sendOrderForApproval',
      owner: 'rep',
      rule: 'loadOrderForUser, then the owner, orderEdit or approve (orders/approval/service.ts)',
      record: (ctx) => repOrder(ctx),
      request: (o) => ({
        query: 'mutation($id: Int!) { sendOrderForApproval(id: $id, emails: "buyer@example.com") { id } }',
        variables: { id: o.id },
      }),
      reaches: [],
      refused: ['rep2', 'customer', 'otherCustomer'],
      write: true,
    },
    {
      call: 'Query.catalogOrderOptions',
      owner: 'customer',
      rule: 'findCatalog (orders/catalogs/service.ts): a catalog the caller sees',
      record: (ctx) => repCatalog(ctx),
      request: (c) => ({ query: 'query($id: Int!) { catalogOrderOptions(id: $id) { orderId } }', variables: { id: c.id } }),
      reaches: ['admin'],
      refused: ['rep2', 'customer', 'otherCustomer'],
    },
    {
      call: 'Mutation.updateCatalog',
      owner: 'customer',
      rule: 'findCatalog (orders/catalogs/service.ts): a catalog the caller sees',
      record: (ctx) => repCatalog(ctx),
      request: (c) => ({ query: 'mutation($id: Int!) { updateCatalog(id: $id, name: "Taken over") { id } }', variables: { id: c.id } }),
      reaches: [],
      refused: ['rep2', 'customer', 'otherCustomer'],
      write: true,
    },
    {
      call: 'Query.order',
      owner: 'customer',
      rule: 'a CUSTOMER user sees the orders of the customers linked to them (user_customers)',
      record: (ctx) => customerOrder(ctx),
      request: (o) => ({ query: 'query($id: Int!) { order(id: $id) { id } }', variables: { id: o.id } }),
      reaches: ['customer'],
      refused: ['otherCustomer'],
    },
  ],
  notOwned: {
    'POST /api/filters': 'saves a filter for the caller: the call names no other user',
    'GET /api/shipCodes': 'the shipping codes: one list for everyone',
    'GET /Images/Products/:file': 'product images: catalogue data',
    'Query.templateFilters': 'the template list’s filter options (product types)',
    'Query.orderApproval': 'public: the link’s secret is the key (approval/service.ts openLink)',
    'Mutation.approveOrder': 'public: the link’s secret is the key',
    'Mutation.rejectOrder': 'public: the link’s secret is the key',
  },
  pending: {
    'GET /api/orders/total': `${order}: the counters`,
    'GET /api/orders/export': `${order}: the view's rows`,
    'Query.filters': `${order}: the filter options`,
    'POST /api/licenseCollection/combine': `${order}: visible or managed collections`,
    'POST /api/regenImages/license': `${order}: visible or managed collections`,
    'GET /api/unshippedOrder': `${order}: visibleOrders`,
    'Mutation.addTemplateOrder': 'rep: an order of the caller’s rep code',
    'Mutation.editTemplateOrder': 'rep: templateVisibility (templateEdit)',
    'Mutation.deleteTemplateOrder': 'rep: templateVisibility (templateEdit)',
    'Mutation.createShippingJob': `${order}: loadOrderForUser for each order`,
    'Mutation.updateShippingJob': `${order}: visibleJobs`,
    'Mutation.markShippingJobsShipped': `${order}: visibleJobs in the update`,
  },
};
