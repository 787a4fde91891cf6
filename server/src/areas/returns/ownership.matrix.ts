import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { MatrixContext } from '../../../test/accessMatrix';
import {
  oneRow,
  listHolds,
  searchFor,
  searchHolds,
  recordFor,
  recordHolds,
  type AreaOwnership,
  type OwnedCase,
} from '../../../test/ownershipMatrix';
import { loadOrderForReturn } from './orderForReturn';
import { inputOf, oneUnitDraft } from './returnsTestKit';

// Who owns a return (docs/ownership.md §2.4): the rep code it carries; returns are staff work, so
// customer accounts are refused by the rule `returns` before any record is read. The demo reps hold
// no return-editing flag: the writes' cases lend both reps orderEdit (OwnedCase.grants), so rep 102's
// refusal is the owner rule's, not the flag's.

/** A return of rep 101 (rep 102 manages nobody and sees only its own). */
async function repReturn({ db }: MatrixContext): Promise<{ id: number; customer: string; orderId: number }> {
  return oneRow<{ id: number; customer: string; orderId: number }>(
    db,
    sql`select id, customer_numb as customer, order_id as "orderId" from returns where rep_code = '101' order by id limit 1`,
  );
}

/** The first return of rep 101 in the state `where` names (picked when its case runs: earlier cases change states). */
async function repReturnWhere({ db }: MatrixContext, where: SQL): Promise<{ id: number; orderId: number }> {
  const row = await oneRow<{ id: number; orderId: number }>(
    db,
    sql`select r.id, r.order_id as "orderId" from returns r where r.rep_code = '101' and ${where} order by r.id limit 1`,
  );
  if (!row) throw new Error('the seed has no return of rep 101 in that state');
  return row;
}

const initiatedPending = sql`r.status = 1 and r.sub_status = 0`;
/** Below the $5,000 tier, its order's refunds included: orderEdit approves it. */
const smallOrderRefunds = sql`(select sum(o.total_refund_cents) from returns o where o.order_id = r.order_id and o.status <> 99) < 500000`;

/** A file of rep 101's return (the seed attaches none): its bytes in the file store, its row attached. */
async function repReturnFile(ctx: MatrixContext): Promise<{ id: number; fileId: number; path: string }> {
  const ret = await repReturnWhere(ctx, sql`r.status in (2, 3, 4) and r.sub_status = 0`);
  const uploadId = randomUUID();
  const key = `returns/files/${uploadId}.txt`;
  await ctx.app.platform.files.put(key, Buffer.from('ownership matrix'));
  const file = await oneRow<{ id: number }>(
    ctx.db,
    sql`insert into return_files (upload_id, return_id, name, key, mime, size, created_at)
        values (${uploadId}, ${ret.id}, 'note.txt', ${key}, 'text/plain', 16, now()) returning id`,
  );
  return { id: ret.id, fileId: file.id, path: `/api/return/${ret.id}/file/${file.id}` };
}

/** A timeline comment on rep 101's return written by the CSR: the rep sees the return but is not its author. */
async function csrComment({ db }: MatrixContext): Promise<{ id: number; commentId: number }> {
  return oneRow<{ id: number; commentId: number }>(
    db,
    sql`insert into return_comments (return_id, user_id, type, comment, cc, created_at)
        select r.id, u.id, 'comment', 'Ownership matrix', '{}', now() from returns r, users u
        where r.rep_code = '101' and u.email = 'csr@demo.local' order by r.id limit 1
        returning return_id as id, id as "commentId"`,
  );
}

/** A shipped order of rep 101 (or `rep`) with no return yet, and the smallest valid return of it. */
async function repShippedOrder({ db }: MatrixContext, rep = '101') {
  const row = await oneRow<{ id: number }>(
    db,
    sql`select o.id from orders o where o.rep_code = ${rep} and o.status = 7
        and not exists (select 1 from returns r where r.order_id = o.id) order by o.id limit 1`,
  );
  const order = (await loadOrderForReturn(db, row.id))!;
  const codeId = await oneRow<{ id: number }>(db, sql`select id from return_codes where resolution = 2 order by id limit 1`);
  return { id: order.id, input: inputOf(order.id, oneUnitDraft(order, codeId.id)) };
}

/** A write to rep 101's return by both reps, each lent orderEdit: rep 102 is refused by the owner rule. */
const repWrite = (c: Omit<OwnedCase, 'owner' | 'reaches' | 'refused' | 'write' | 'grants'>): OwnedCase => ({
  owner: 'rep',
  reaches: ['rep'],
  refused: ['rep2', 'customer'],
  write: true,
  grants: { rep: ['orderEdit'], rep2: ['orderEdit'] },
  ...c,
});

export const returnsOwnership: AreaOwnership = {
  cases: [
    {
      call: 'GET /api/search',
      owner: 'rep',
      rule: 'searchReturns (returns/search.ts): the rule `returns` and returnVisibility, as the list',
      record: async (ctx) =>
        oneRow<{ key: number }>(ctx.db, sql`select number as key from returns where id = ${(await repReturn(ctx)).id}`),
      request: (r) => searchFor(r.key),
      reaches: ['rep', 'admin'],
      refused: ['rep2', 'customer', 'otherCustomer'],
      reached: searchHolds('return'),
    },
    {
      call: 'GET /api/search/record',
      owner: 'rep',
      rule: 'searchReturns with the record in place of a term: returnVisibility, as the list',
      record: repReturn,
      request: (r) => recordFor('return', r.id),
      reaches: ['rep', 'admin'],
      refused: ['rep2', 'customer', 'otherCustomer'],
      reached: recordHolds('return'),
    },
    {
      call: 'Query.return',
      owner: 'rep',
      rule: 'loadReturnForUser (returns/access.ts): own rep code; staff all',
      record: repReturn,
      request: (r) => ({ query: 'query($id: Int!) { return(id: $id) { id } }', variables: { id: r.id } }),
      reaches: ['rep', 'admin'],
      refused: ['rep2', 'customer', 'otherCustomer'],
    },
    {
      call: 'Query.returnTimeline',
      owner: 'rep',
      rule: 'loadReturnForUser',
      record: repReturn,
      request: (r) => ({ query: 'query($id: Int!) { returnTimeline(id: $id) { date } }', variables: { id: r.id } }),
      reaches: ['rep', 'admin'],
      refused: ['rep2', 'customer', 'otherCustomer'],
    },
    {
      call: 'Query.returnsV2',
      owner: 'rep',
      rule: 'returnVisibility (returns/access.ts) on the list, its count and its domain',
      record: repReturn,
      request: (r) => ({
        query: 'query($c: [String!]) { returnsV2(filters: { customer: $c, rowsPerPage: 100 }) { list { id } } }',
        variables: { c: [r.customer] },
      }),
      reaches: ['rep', 'admin'],
      refused: ['rep2', 'customer', 'otherCustomer'],
      reached: listHolds((body) => body?.returnsV2?.list),
    },
    {
      call: 'Query.returnItems',
      owner: 'rep',
      rule: 'returnDetail (loadReturnForUser) + the order id must match',
      record: repReturn,
      request: (r) => ({
        query: 'query($o: Int!, $r: Int!) { returnItems(orderId: $o, returnId: $r) { color } }',
        variables: { o: r.orderId, r: r.id },
      }),
      reaches: ['rep', 'admin'],
      refused: ['rep2', 'customer', 'otherCustomer'],
    },
    {
      call: 'GET /api/return/:id/file/:fileId',
      owner: 'rep',
      rule: 'fileForDownload: loadReturnForUser, then a file of that return',
      record: repReturnFile,
      request: (f) => ({ method: 'GET', url: f.path }),
      reaches: ['rep', 'admin'],
      refused: ['rep2', 'customer', 'otherCustomer'],
    },
    {
      call: 'Query.returnOrder',
      owner: 'rep',
      rule: 'mayCreateReturns, then loadOrderForUser (orders/detail/orderAccess.ts)',
      record: (ctx) => repShippedOrder(ctx),
      request: (o) => ({ query: 'query($id: Int!) { returnOrder(id: $id) { id } }', variables: { id: o.id } }),
      reaches: ['rep', 'admin'],
      refused: ['rep2', 'customer'],
      grants: { rep: ['orderEdit'], rep2: ['orderEdit'] },
    },
    repWrite({
      call: 'Mutation.createReturn',
      rule: 'shippedOrderForReturn → loadOrderForUser: an order the caller sees',
      record: (ctx) => repShippedOrder(ctx),
      request: (o) => ({
        query: 'mutation($input: ReturnCreateInput!) { createReturn(input: $input) { id } }',
        variables: { input: o.input },
      }),
    }),
    {
      call: 'Mutation.createReturn',
      owner: 'rep',
      rule: 'shippedOrderForReturn → loadOrderToChange: a managing rep reads managed reps’ orders and makes no return of them',
      record: (ctx) => repShippedOrder(ctx, '102'),
      request: (o) => ({
        query: 'mutation($input: ReturnCreateInput!) { createReturn(input: $input) { id } }',
        variables: { input: o.input },
      }),
      reaches: ['rep2'],
      refused: ['rep'],
      write: true,
      grants: { rep: ['orderEdit'], rep2: ['orderEdit'] },
    },
    repWrite({
      call: 'Mutation.updateReturn',
      rule: 'loadReturnForUser (locked), then the edit rule',
      record: async (ctx) => {
        const ret = await repReturnWhere(ctx, sql`${initiatedPending} and ${smallOrderRefunds}`);
        const order = (await loadOrderForReturn(ctx.db, ret.orderId, ret.id))!;
        const codeId = await oneRow<{ id: number }>(ctx.db, sql`select code_id as id from returns where id = ${ret.id}`);
        return { id: ret.id, input: inputOf(order.id, oneUnitDraft(order, codeId.id)) };
      },
      request: (r) => ({
        query: 'mutation($id: Int!, $input: ReturnUpdateInput!) { updateReturn(id: $id, input: $input) { id } }',
        variables: { id: r.id, input: r.input },
      }),
    }),
    repWrite({
      call: 'PUT /api/comment',
      rule: 'updateReturnField: loadReturnForUser (locked), then editComment',
      record: (ctx) => repReturnWhere(ctx, sql`r.status < 4 and r.sub_status = 0`),
      request: (r) => ({ method: 'PUT', url: '/api/comment', payload: { returnId: r.id, comment: 'Ownership matrix' } }),
    }),
    repWrite({
      call: 'PUT /api/code',
      rule: 'updateReturnField: loadReturnForUser (locked), then editCode',
      record: async (ctx) => {
        const ret = await repReturnWhere(ctx, initiatedPending);
        return { ...ret, code: (await oneRow<{ id: number }>(ctx.db, sql`select code_id as id from returns where id = ${ret.id}`)).id };
      },
      request: (r) => ({ method: 'PUT', url: '/api/code', payload: { returnId: r.id, code: r.code } }),
    }),
    repWrite({
      call: 'PUT /api/csr',
      rule: 'updateReturnField: loadReturnForUser (locked), then editPeople',
      record: (ctx) => repReturnWhere(ctx, sql`r.status <> 99`),
      request: (r) => ({ method: 'PUT', url: '/api/csr', payload: { returnId: r.id, csr: null } }),
    }),
    repWrite({
      call: 'PUT /api/rep',
      rule: 'updateReturnField: loadReturnForUser (locked), then editPeople',
      record: (ctx) => repReturnWhere(ctx, sql`r.status <> 99`),
      request: (r) => ({ method: 'PUT', url: '/api/rep', payload: { returnId: r.id, rep: '101' } }),
    }),
    repWrite({
      call: 'POST /api/return/file/delete',
      rule: 'deleteReturnFile: loadReturnForUser (locked), deleteFile, the return’s own file',
      record: repReturnFile,
      request: (f) => ({ method: 'POST', url: '/api/return/file/delete', payload: { returnId: f.id, path: f.path } }),
    }),
    repWrite({
      call: 'PUT /api/return/awaitingGoods/:id',
      rule: 'runTransition: loadReturnForUser (locked), then the state machine',
      record: (ctx) => repReturnWhere(ctx, initiatedPending),
      request: (r) => ({ method: 'PUT', url: `/api/return/awaitingGoods/${r.id}` }),
    }),
    repWrite({
      call: 'POST /api/return/:kind/approve',
      rule: 'approveReturn: loadReturnForUser (locked), then the state machine and the tier',
      record: (ctx) => repReturnWhere(ctx, sql`r.status = 1 and ${smallOrderRefunds}`),
      request: (r) => ({ method: 'POST', url: '/api/return/order/approve', payload: { returnId: r.id } }),
    }),
    repWrite({
      call: 'POST /api/return/:id/cancel',
      rule: 'runTransition: loadReturnForUser (locked), then the state machine',
      record: (ctx) => repReturnWhere(ctx, initiatedPending),
      request: (r) => ({ method: 'POST', url: `/api/return/${r.id}/cancel` }),
    }),
    {
      call: 'Mutation.createReturnTimelinePost',
      owner: 'rep',
      rule: 'postTimelineComment: loadReturnForUser before the input is read',
      record: repReturn,
      request: (r) => ({
        query: 'mutation($id: Int!) { createReturnTimelinePost(id: $id, input: { comment: "Ownership matrix" }) { id } }',
        variables: { id: r.id },
      }),
      reaches: ['rep', 'admin'],
      refused: ['rep2', 'customer', 'otherCustomer'],
      write: true,
    },
    {
      call: 'DELETE /api/return/:id/comment/:commentId',
      owner: 'user',
      rule: 'deleteTimelineComment: a visible return, then the author or approve5kReturns (mayDeleteReturnComment)',
      record: csrComment,
      request: (c) => ({ method: 'DELETE', url: `/api/return/${c.id}/comment/${c.commentId}` }),
      reaches: ['admin'],
      refused: ['rep', 'rep2', 'customer'],
      write: true,
    },
  ],
  notOwned: {
    'GET /api/return/codes': 'the return codes: one list for everyone',
    'Query.returnCodes': 'the return codes: one list for everyone',
    'Query.returnCsrs': 'the CSR directory',
    'POST /api/return/upload': 'stages a file for its uploader; only the uploader’s staged files attach (stagedUploads)',
  },
};
