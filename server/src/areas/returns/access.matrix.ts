import { and, eq } from 'drizzle-orm';
import { returnApprovalSchema, returnFieldSchemas, returnFileDeleteSchema } from '@portal/shared/core';
import { answers, byRule, unknownRecordBehind, type AreaMatrix, type MatrixContext } from '../../../test/accessMatrix';
import { returnComments, returnFiles, returns } from '../../db/tables/returns';

// Who may call the returns area's routes and fields (spec 001 §6; mfe-returns/README.md). Test
// data for src/areas/accessMatrix.test.ts. Writes are sent with invalid input (no row changes).
// `fuzz`: how mutationFuzz.test.ts calls each write (as admin; the body's shared schema, seeded
// returns: each state-changing target gets its own return, so one target's success does not
// turn the next one's calls into 409s).

/** A return of rep 101's customers (rep@ sees it; rep2@ and the customer account do not). */
async function aReturn(ctx: MatrixContext): Promise<{ id: number; orderId: number }> {
  return returnAt(ctx, 0);
}
/** The n-th return of rep 101's customers. */
async function returnAt({ db }: MatrixContext, n: number): Promise<{ id: number; orderId: number }> {
  const [row] = await db
    .select({ id: returns.id, orderId: returns.orderId })
    .from(returns)
    .where(eq(returns.repCode, '101'))
    .orderBy(returns.id)
    .limit(1)
    .offset(n);
  return row;
}
/** The n-th return of rep 101's customers still open for edits (status 1 Initiated, sub-status 0): fuzzing's targets. */
async function openReturnAt({ db }: MatrixContext, n: number): Promise<{ id: number; orderId: number }> {
  const [row] = await db
    .select({ id: returns.id, orderId: returns.orderId })
    .from(returns)
    .where(and(eq(returns.repCode, '101'), eq(returns.status, 1), eq(returns.subStatus, 0)))
    .orderBy(returns.id)
    .limit(1)
    .offset(n);
  return row;
}
/** A cancelled return of rep 101's customers: a state change on it is refused (409) after access is checked, so a record-level row changes nothing. */
async function cancelledReturn({ db }: MatrixContext): Promise<number> {
  const [row] = await db
    .select({ id: returns.id })
    .from(returns)
    .where(and(eq(returns.repCode, '101'), eq(returns.status, 99)))
    .orderBy(returns.id)
    .limit(1);
  return row.id;
}
const returnId = (n: number) => async (ctx: MatrixContext) => ({ returnId: (await openReturnAt(ctx, n)).id });
async function aComment({ db }: MatrixContext): Promise<Record<string, number>> {
  const [row] = await db
    .select({ id: returnComments.returnId, commentId: returnComments.id })
    .from(returnComments)
    .orderBy(returnComments.id)
    .limit(1);
  return row ?? {};
}
async function aFile({ db }: MatrixContext): Promise<Record<string, unknown>> {
  const [row] = await db.select({ returnId: returnFiles.returnId, id: returnFiles.id }).from(returnFiles).orderBy(returnFiles.id).limit(1);
  return row?.returnId ? { returnId: row.returnId, path: `/api/return/${row.returnId}/file/${row.id}` } : {};
}

const returnsRule = byRule('returns');
/** One return of rep 101's customer (access.ts): staff with order access and rep 101 see it; rep 102 and the customer account do not. */
const seesReturn = answers({ admin: 'ok', csr: 'ok', manager: 'ok', rep: 'ok' }, 403);
/** Create and edit forms: returns access and the right to create returns (orderEdit, approveReturns, approve5kReturns). */
const editsReturns = answers({ admin: 'ok', csr: 'ok', manager: 'ok' }, 403);

export const returnsMatrix: AreaMatrix = {
  rest: [
    { route: 'GET /api/return/codes', expect: returnsRule },
    {
      route: 'POST /api/return/:id/cancel',
      url: '/api/return/999999/cancel',
      expect: unknownRecordBehind('returns'),
      fuzz: { params: async (c) => ({ id: (await openReturnAt(c, 3)).id }) },
    },
    // The same routes on a real return (rep 101's, cancelled: who passes access gets 409, nothing changes).
    {
      route: 'POST /api/return/:id/cancel',
      url: async (c) => `/api/return/${await cancelledReturn(c)}/cancel`,
      expect: editsReturns,
      why: 'record level: 409 (already cancelled) for who may act on it; rep 101 sees it but may not cancel (403)',
    },
    {
      route: 'PUT /api/return/awaitingGoods/:id',
      url: async (c) => `/api/return/awaitingGoods/${await cancelledReturn(c)}`,
      expect: editsReturns,
      why: 'record level: 409 for who may act on it; rep 101 may not (403)',
    },
    {
      route: 'DELETE /api/return/:id/comment/:commentId',
      url: async (c) => `/api/return/${(await aReturn(c)).id}/comment/999999`,
      expect: answers({ admin: 404, csr: 404, manager: 404, rep: 404 }, 403),
      why: 'record level: an unknown comment (404) on a return the caller sees; 403 otherwise',
    },
    {
      route: 'PUT /api/return/awaitingGoods/:id',
      url: '/api/return/awaitingGoods/999999',
      expect: unknownRecordBehind('returns'),
      fuzz: { params: async (c) => ({ id: (await openReturnAt(c, 2)).id }) },
    },
    {
      route: 'POST /api/return/:kind/approve',
      url: '/api/return/order/approve',
      payload: {},
      expect: returnsRule,
      fuzz: { body: returnApprovalSchema, params: { kind: 'order' }, known: returnId(1) },
    },
    {
      route: 'DELETE /api/return/:id/comment/:commentId',
      url: '/api/return/999999/comment/1',
      expect: unknownRecordBehind('returns'),
      fuzz: { params: aComment },
    },
    { route: 'POST /api/return/file/delete', payload: {}, expect: returnsRule, fuzz: { body: returnFileDeleteSchema, known: aFile } },
    {
      route: 'POST /api/return/upload',
      payload: {},
      expect: returnsRule,
      fuzz: { exempt: 'multipart, not JSON: the file checks (type, size, count) are returnCreate.test.ts’s' },
    },
    {
      route: 'GET /api/return/:id/file/:fileId',
      url: async (c) => `/api/return/${(await aReturn(c)).id}/file/999999`,
      expect: answers({ admin: 404, csr: 404, manager: 404, rep: 404 }, 403),
      why: "a return the caller sees, a file it does not have: 404; someone else's return: 403",
    },
    { route: 'PUT /api/code', payload: {}, expect: returnsRule, fuzz: { body: returnFieldSchemas.code, known: returnId(0) } },
    { route: 'PUT /api/comment', payload: {}, expect: returnsRule, fuzz: { body: returnFieldSchemas.comment, known: returnId(0) } },
    { route: 'PUT /api/csr', payload: {}, expect: returnsRule, fuzz: { body: returnFieldSchemas.csr, known: returnId(0) } },
    { route: 'PUT /api/rep', payload: {}, expect: returnsRule, fuzz: { body: returnFieldSchemas.rep, known: returnId(0) } },
  ],
  graphql: [
    { field: 'Query.returnsV2', query: 'query { returnsV2 { totalCount } }', expect: returnsRule },
    {
      field: 'Query.return',
      query: 'query($id: Int!) { return(id: $id) { id } }',
      variables: async (c) => ({ id: (await aReturn(c)).id }),
      expect: seesReturn,
    },
    {
      field: 'Query.returnTimeline',
      query: 'query($id: Int!) { returnTimeline(id: $id) { date } }',
      variables: async (c) => ({ id: (await aReturn(c)).id }),
      expect: seesReturn,
    },
    {
      field: 'Query.returnOrder',
      query: 'query($id: Int!) { returnOrder(id: $id) { id } }',
      variables: async (c) => ({ id: (await aReturn(c)).orderId }),
      expect: editsReturns,
    },
    {
      field: 'Query.returnItems',
      query: 'query($o: Int!, $r: Int!) { returnItems(orderId: $o, returnId: $r) { id } }',
      variables: async (c) => {
        const r = await aReturn(c);
        return { o: r.orderId, r: r.id };
      },
      expect: seesReturn,
    },
    { field: 'Query.returnCodes', query: '{ returnCodes { id } }', expect: returnsRule },
    { field: 'Query.returnCsrs', query: '{ returnCsrs { code } }', expect: returnsRule },
    {
      field: 'Mutation.createReturn',
      query: 'mutation { createReturn(input: { order: 0, items: [], returnCode: 0 }) { id } }',
      // Who may create is checked before the body: a user who may not gets 403 whatever is sent.
      expect: editsReturns,
      fuzz: { known: async (c) => ({ input: { order: (await aReturn(c)).orderId } }) },
    },
    {
      field: 'Mutation.updateReturn',
      query: 'mutation { updateReturn(id: 999999, input: { order: 0, items: [], returnCode: 0 }) { id } }',
      expect: returnsRule,
      fuzz: {
        known: async (c) => {
          const r = await openReturnAt(c, 4);
          return { id: r.id, input: { order: r.orderId } };
        },
      },
    },
    {
      field: 'Mutation.createReturnTimelinePost',
      query: 'mutation($id: Int!) { createReturnTimelinePost(id: $id, input: { comment: "" }) { id } }',
      variables: async (c) => ({ id: (await aReturn(c)).id }),
      expect: seesReturn,
      fuzz: { known: async (c) => ({ id: (await aReturn(c)).id }) },
    },
  ],
};
