import { eq } from 'drizzle-orm';
import { answers, byRule, unknownRecordBehind, type AreaMatrix, type MatrixContext } from '../../../test/accessMatrix';
import { returns } from './schema';

// Who may call the returns area's routes and fields (spec 001 §6; mfe-returns/README.md). Test
// data for src/areas/accessMatrix.test.ts. Writes are sent with invalid input (no row changes).

/** A return of rep 101's customers (rep@ sees it; rep2@ and the customer account do not). */
async function aReturn({ db }: MatrixContext): Promise<{ id: number; orderId: number }> {
  const [row] = await db.select({ id: returns.id, orderId: returns.orderId }).from(returns).where(eq(returns.repCode, '101')).orderBy(returns.id).limit(1);
  return row;
}

const returnsRule = byRule('returns');
/** One return of rep 101's customer (access.ts): staff with order access and rep 101 see it; rep 102 and the customer account do not. */
const seesReturn = answers({ admin: 'ok', csr: 'ok', manager: 'ok', rep: 'ok' }, 403);
/** Create and edit forms: returns access and the right to create returns (orderEdit, approveReturns, approve5kReturns). */
const editsReturns = answers({ admin: 'ok', csr: 'ok', manager: 'ok' }, 403);

export const returnsMatrix: AreaMatrix = {
  rest: [
    { route: 'GET /api/return/codes', expect: returnsRule },
    { route: 'POST /api/return/:id/cancel', url: '/api/return/999999/cancel', expect: unknownRecordBehind('returns') },
    { route: 'PUT /api/return/awaitingGoods/:id', url: '/api/return/awaitingGoods/999999', expect: unknownRecordBehind('returns') },
    { route: 'POST /api/return/:kind/approve', url: '/api/return/order/approve', payload: {}, expect: returnsRule },
    { route: 'DELETE /api/return/:id/comment/:commentId', url: '/api/return/999999/comment/1', expect: unknownRecordBehind('returns') },
    { route: 'POST /api/return/file/delete', payload: {}, expect: returnsRule },
    { route: 'POST /api/return/upload', payload: {}, expect: returnsRule },
    { route: 'GET /api/return/:id/file/:fileId', url: async (c) => `/api/return/${(await aReturn(c)).id}/file/999999`, expect: answers({ admin: 404, csr: 404, manager: 404, rep: 404 }, 403), why: "a return the caller sees, a file it does not have: 404; someone else's return: 403" },
    { route: 'PUT /api/code', payload: {}, expect: returnsRule },
    { route: 'PUT /api/comment', payload: {}, expect: returnsRule },
    { route: 'PUT /api/csr', payload: {}, expect: returnsRule },
    { route: 'PUT /api/rep', payload: {}, expect: returnsRule },
  ],
  graphql: [
    { field: 'Query.returnsV2', query: 'query { returnsV2 { totalCount } }', expect: returnsRule },
    { field: 'Query.return', query: 'query($id: Int!) { return(id: $id) { id } }', variables: async (c) => ({ id: (await aReturn(c)).id }), expect: seesReturn },
    { field: 'Query.returnTimeline', query: 'query($id: Int!) { returnTimeline(id: $id) { date } }', variables: async (c) => ({ id: (await aReturn(c)).id }), expect: seesReturn },
    { field: 'Query.returnOrder', query: 'query($id: Int!) { returnOrder(id: $id) { id } }', variables: async (c) => ({ id: (await aReturn(c)).orderId }), expect: editsReturns },
    { field: 'Query.returnItems', query: 'query($o: Int!, $r: Int!) { returnItems(orderId: $o, returnId: $r) { id } }', variables: async (c) => { const r = await aReturn(c); return { o: r.orderId, r: r.id }; }, expect: seesReturn },
    { field: 'Query.returnCodes', query: '{ returnCodes { id } }', expect: returnsRule },
    { field: 'Query.returnCsrs', query: '{ returnCsrs { code } }', expect: returnsRule },
    { field: 'Mutation.createReturn', query: 'mutation { createReturn(input: { order: 0, items: [], returnCode: 0 }) { id } }', expect: returnsRule },
    { field: 'Mutation.updateReturn', query: 'mutation { updateReturn(id: 999999, input: { order: 0, items: [], returnCode: 0 }) { id } }', expect: returnsRule },
    { field: 'Mutation.createReturnTimelinePost', query: 'mutation($id: Int!) { createReturnTimelinePost(id: $id, input: { comment: "" }) { id } }', variables: async (c) => ({ id: (await aReturn(c)).id }), expect: seesReturn },
  ],
};
