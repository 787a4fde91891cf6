import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { AccessFlag } from '@portal/shared/core';
import type { MatrixContext } from '../../../test/accessMatrix';
import {
  oneRow,
  listHolds,
  searchFor,
  searchHolds,
  recordFor,
  recordHolds,
  type AreaOwnership,
  type OwnedAnswer,
} from '../../../test/ownershipMatrix';

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

/**
 * Two open collections of one type and one customer (what Combine takes), made rep 101's: the seed
 * spreads collections over many reps, so the pair is moved to rep 101 for the matrix.
 */
async function repCollections({ db }: MatrixContext): Promise<{ ids: number[] }> {
  const pair = await oneRow<{ a: number; b: number }>(
    db,
    sql`
      select a.id as a, b.id as b from orders a join orders b
        on b.customer_numb = a.customer_numb and b.order_type = a.order_type and b.id > a.id
      where a.order_type = '220' and a.status < 6 and b.status < 6
        and a.customer_numb not in (select customer_numb from user_customers)
      order by a.id, b.id limit 1`,
  );
  if (!pair) throw new Error('the seed has no two open licence collections of one customer');
  await db.execute(sql`update orders set rep_code = '101' where id in (${pair.a}, ${pair.b})`);
  return { ids: [pair.a, pair.b] };
}

/** An open collection of rep 101 with items (what Regenerate images redraws). */
async function repCollection({ db }: MatrixContext): Promise<{ id: number }> {
  return oneRow<{ id: number }>(
    db,
    sql`
      select o.id from orders o where o.order_type = '220' and o.rep_code = '101' and o.status < 6
        and exists (select 1 from order_items i where i.order_id = o.id)
      order by o.id desc limit 1`,
  );
}

/** An Approved order of rep 101 (or `rep`) with units left to ship, and one of its sizes. */
async function repShippable(
  { db }: MatrixContext,
  rep = '101',
): Promise<{ id: number; customer: string; csr: string | null; size: number; kind: 'C' | 'U'; rep: string }> {
  const row = await oneRow<{ id: number; customer: string; csr: string | null; size: number; kind: 'C' | 'U' }>(
    db,
    sql`
      select o.id, o.customer_numb as customer, o.csr, s.id as size, case when s.shipped_c < s.qty_c then 'C' else 'U' end as kind
      from orders o join order_item_sizes s on s.order_id = o.id
      where o.rep_code = ${rep} and o.status = 6 and not o.on_hold and o.csr is not null
        and o.customer_numb not in (select customer_numb from user_customers)
        and (s.shipped_c < s.qty_c or s.shipped_u < s.qty_u)
      order by o.id, s.id limit 1`,
  );
  if (!row) throw new Error(`the seed has no Approved order of rep ${rep} with units left to ship`);
  return { ...row, rep };
}

/** A Saved order of rep 102: rep 101 manages rep 102, so reads it, and changes none of it. */
async function managedOrder({ db }: MatrixContext): Promise<{ id: number }> {
  return oneRow<{ id: number }>(db, sql`select o.id from orders o where o.rep_code = '102' and o.status = 0 order by o.id limit 1`);
}

/** A job of the given order and size, as the shipping job page sends it. */
const jobInput = (o: Awaited<ReturnType<typeof repShippable>>) => ({
  customer: o.customer,
  shipping: { customerName: 'Dock 4', address1: '12 King St W', city: 'Toronto', state: 'ON', country: 'Canada', zip: 'M5H 1A1' },
  dateRequired: '2026-12-15',
  rep: o.rep,
  csr: o.csr,
  po: 'PO-1',
  comment: '',
  items: [{ id: o.size, C: o.kind === 'C' ? 1 : 0, U: o.kind === 'U' ? 1 : 0, abbr: null }],
  shipViaCode: 'UPSG',
  jobTitle: 'Ownership matrix',
});

/** An open shipping job of rep 101 and its lines as they stand. */
async function repOpenJob({ db }: MatrixContext): Promise<{ id: number; items: { id: number; C: number; U: number }[] }> {
  const job = await oneRow<{ id: number }>(
    db,
    sql`select j.id from shipping_jobs j where j.rep_code = '101' and not j.shipped
        and exists (select 1 from shipping_job_items i where i.job_id = j.id) order by j.id limit 1`,
  );
  const { rows } = (await db.execute(
    sql`select order_item_size_id as id, qty_c as "C", qty_u as "U" from shipping_job_items where job_id = ${job.id} order by id`,
  )) as unknown as { rows: { id: number; C: number; U: number }[] };
  return { id: job.id, items: rows };
}

/** The order counts of rep 101, of rep 102 and of everyone (the "total" counter of each). */
async function orderCounts({ db }: MatrixContext): Promise<{ rep101: number; rep102: number; all: number }> {
  return oneRow(
    db,
    sql`select count(*) filter (where rep_code = '101')::int as rep101, count(*) filter (where rep_code = '102')::int as rep102,
          count(*)::int as all from orders`,
  );
}

/** The order numbers in an export (its first column). */
async function exportedNumbers(raw: Buffer): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(raw as unknown as ArrayBuffer);
  const numbers: string[] = [];
  book.worksheets[0]?.eachRow((row, n) => {
    if (n > 1) numbers.push(String(row.getCell(1).value));
  });
  return numbers;
}

/** A rep's write lent the flag its screen needs (the demo reps hold none), so rep 102's refusal is the owner rule's. */
const lend = (...flags: AccessFlag[]) => ({ rep: flags, rep2: flags });

const orderRows = (answer: OwnedAnswer) => !answer.codes.length && (answer.body?.orders?.length ?? 0) > 0;

export const ordersOwnership: AreaOwnership = {
  cases: [
    {
      call: 'GET /api/search',
      owner: 'rep',
      rule: 'searchOrders (orders/lists/search.ts): visibleOrders, as the lists',
      record: async (ctx) => {
        const o = await repOrder(ctx);
        return oneRow<{ key: number }>(ctx.db, sql`select number as key from orders where id = ${o.id}`);
      },
      request: (o) => searchFor(o.key),
      reaches: ['rep', 'admin'],
      refused: ['rep2', 'customer', 'otherCustomer'],
      reached: searchHolds('order'),
    },
    {
      call: 'GET /api/search',
      owner: 'rep',
      rule: 'searchShippingJobs (orders/shippingJobs/search.ts): visibleJobs, as the list',
      record: async (ctx) => ({ key: (await repJob(ctx)).id }),
      request: (j) => searchFor(j.key),
      reaches: ['rep', 'admin'],
      refused: ['rep2', 'customer', 'otherCustomer'],
      reached: searchHolds('shippingJob'),
    },
    {
      call: 'GET /api/search/record',
      owner: 'rep',
      rule: 'searchOrders with the record in place of a term: visibleOrders, as the lists',
      record: repOrder,
      request: (o) => recordFor('order', o.id),
      reaches: ['rep', 'admin'],
      refused: ['rep2', 'customer', 'otherCustomer'],
      reached: recordHolds('order'),
    },
    {
      call: 'GET /api/search/record',
      owner: 'rep',
      rule: 'searchShippingJobs with the record in place of a term: visibleJobs, as the list',
      record: repJob,
      request: (j) => recordFor('shippingJob', j.id),
      reaches: ['rep', 'admin'],
      refused: ['rep2', 'customer', 'otherCustomer'],
      reached: recordHolds('shippingJob'),
    },
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
    {
      call: 'GET /api/orders/total',
      owner: 'rep',
      rule: 'countersFor: countGroups ANDed with visibleOrders',
      record: async (ctx) => {
        const counts = await orderCounts(ctx);
        // Reaching is counting rep 101's orders (rep 101's total, or everyone's): rep 102's own total must differ from both.
        if (counts.rep102 === counts.rep101 || counts.rep102 === counts.all) throw new Error('rep 102’s order count tells nothing apart');
        return counts;
      },
      request: () => ({ method: 'GET', url: '/api/orders/total?values=total' }),
      reaches: ['rep', 'admin'],
      refused: ['rep2'],
      reached: (a, counts) => a.status === 200 && (a.body.total === counts.rep101 || a.body.total === counts.all),
    },
    {
      call: 'GET /api/orders/export',
      owner: 'rep',
      rule: 'exportOrdersXlsx: the list’s query, ANDed with visibleOrders',
      record: async (ctx) => {
        const o = await repOrder(ctx);
        return { ...o, number: (await oneRow<{ n: string }>(ctx.db, sql`select number::text as n from orders where id = ${o.id}`)).n };
      },
      request: (o) => ({ method: 'GET', url: `/api/orders/export?from=saved&custNumb=${o.customer}&columns=number` }),
      reaches: ['rep', 'admin'],
      refused: ['rep2', 'customer', 'otherCustomer'],
      reached: async (a, o) => a.status === 200 && (await exportedNumbers(a.raw)).includes(o.number),
    },
    {
      call: 'Query.filters',
      owner: 'rep',
      rule: 'the filter options are read from visibleOrders',
      record: (ctx) => repOrder(ctx),
      request: () => ({ query: '{ filters(from: "saved") { customer { numb } } }' }),
      reaches: ['rep', 'admin'],
      refused: ['rep2', 'customer', 'otherCustomer'],
      reached: (a, o) => !a.codes.length && (a.body?.filters?.customer ?? []).some((c: { numb: string }) => c.numb === o.customer),
    },
    {
      call: 'GET /api/unshippedOrder',
      owner: 'rep',
      rule: 'unshippedOrders: visibleOrders',
      record: (ctx) => repShippable(ctx),
      request: (o) => ({ method: 'GET', url: `/api/unshippedOrder?customer=${o.customer}` }),
      reaches: ['rep', 'admin'],
      refused: ['rep2'],
      reached: listHolds((body) => body),
      grants: lend('orderEdit'),
    },
    {
      call: 'Mutation.createShippingJob',
      owner: 'rep',
      rule: 'createShippingJob: every size’s order through loadOrderToChange',
      record: (ctx) => repShippable(ctx),
      request: (o) => ({
        query: 'mutation($input: CreateShippingJobInput!) { createShippingJob(input: $input) }',
        variables: { input: jobInput(o) },
      }),
      reaches: ['rep'],
      refused: ['rep2'],
      write: true,
      grants: lend('orderEdit'),
    },
    {
      call: 'Mutation.updateShippingJob',
      owner: 'rep',
      rule: 'updateShippingJob: visibleJobs',
      record: repOpenJob,
      request: (j) => ({
        query: 'mutation($input: UpdateShippingJobInput!) { updateShippingJob(input: $input) { id } }',
        variables: { input: { orderNumb: j.id, items: j.items } },
      }),
      reaches: ['rep'],
      refused: ['rep2'],
      write: true,
      grants: lend('orderEdit'),
    },
    {
      call: 'Mutation.markShippingJobsShipped',
      owner: 'rep',
      rule: 'markShippingJobsShipped: visibleJobs in the update',
      record: repOpenJob,
      request: (j) => ({ query: 'mutation($ids: [Int!]!) { markShippingJobsShipped(ids: $ids) }', variables: { ids: [j.id] } }),
      reaches: ['rep'],
      refused: ['rep2'],
      reached: (a, j) => !a.codes.length && (a.body?.markShippingJobsShipped ?? []).includes(j.id),
      write: true,
      grants: lend('orderEdit'),
    },
    {
      call: 'Mutation.addTemplateOrder',
      owner: 'rep',
      rule: 'addTemplate: an order of the caller’s rep code (orderVisibility)',
      record: async (ctx) =>
        oneRow<{ id: number; number: number }>(
          ctx.db,
          sql`select o.id, o.number from orders o where o.rep_code = '101' and o.status <> 99
              and not exists (select 1 from templates t where t.order_id = o.id) order by o.id limit 1`,
        ),
      request: (o) => ({
        query: 'mutation($o: Int!) { addTemplateOrder(order: $o, name: "Ownership matrix") { id } }',
        variables: { o: o.number },
      }),
      reaches: ['rep'],
      refused: ['rep2'],
      write: true,
      grants: lend('templateEdit'),
    },
    {
      call: 'Mutation.editTemplateOrder',
      owner: 'rep',
      rule: 'editTemplate: templateVisibility (own rep code or shared with it)',
      record: repTemplate,
      request: (t) => ({
        query: 'mutation($id: Int!) { editTemplateOrder(id: $id, name: "Ownership matrix", reps: ["101"]) { id } }',
        variables: { id: t.id },
      }),
      reaches: ['rep'],
      refused: ['rep2'],
      write: true,
      grants: lend('templateEdit'),
    },
    {
      call: 'Mutation.deleteTemplateOrder',
      owner: 'rep',
      rule: 'deleteTemplate: templateVisibility',
      record: repTemplate,
      request: (t) => ({ query: 'mutation($id: Int!) { deleteTemplateOrder(id: $id) }', variables: { id: t.id } }),
      reaches: ['rep'],
      refused: ['rep2'],
      write: true,
      grants: lend('templateEdit'),
    },
    {
      call: 'POST /api/regenImages/license',
      owner: 'rep',
      rule: 'loadCollections: visibleOrders or the caller’s managed reps’ (visibleOrders(user, true))',
      record: repCollection,
      request: (c) => ({ method: 'POST', url: '/api/regenImages/license', payload: { collections: [{ id: c.id, imageType: 'V' }] } }),
      reaches: ['rep'],
      refused: ['rep2'],
      write: true,
      grants: lend('licenseCreation'),
    },
    {
      call: 'POST /api/licenseCollection/combine',
      owner: 'rep',
      rule: 'loadCollections: visibleOrders or the caller’s managed reps’',
      record: repCollections,
      request: (c) => ({
        method: 'POST',
        url: '/api/licenseCollection/combine',
        payload: { collections: c.ids, name: 'Ownership matrix', end: '2027-12-31' },
      }),
      reaches: ['rep'],
      refused: ['rep2'],
      write: true,
      grants: lend('licenseCreation'),
    },
    {
      call: 'POST /api/order/:id/delete',
      owner: 'rep',
      rule: 'isOrderStaff: a REP acts through orderEdit on their own orders only (changesOrder), not on a managed rep’s',
      record: managedOrder,
      request: (o) => ({ method: 'POST', url: `/api/order/${o.id}/delete`, payload: { comment: 'Ownership matrix' } }),
      reaches: ['rep2'],
      refused: ['rep'],
      write: true,
      grants: lend('orderEdit'),
    },
    {
      call: 'Mutation.createShippingJob',
      owner: 'rep',
      rule: 'loadOrderToChange: a managing rep reads managed reps’ orders and ships none',
      record: (ctx) => repShippable(ctx, '102'),
      request: (o) => ({
        query: 'mutation($input: CreateShippingJobInput!) { createShippingJob(input: $input) }',
        variables: { input: jobInput(o) },
      }),
      reaches: ['rep2'],
      refused: ['rep'],
      write: true,
      grants: lend('orderEdit'),
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
    'GET /api/order_approval/:orderId/:linkId/art/:itemId':
      'public: the link’s secret is the key; only a live link’s own order’s items (approval/approvalItems.test.ts: another order’s item through the link is 404)',
  },
};
