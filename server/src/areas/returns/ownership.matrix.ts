import { sql } from 'drizzle-orm';
import type { MatrixContext } from '../../../test/accessMatrix';
import { oneRow, listHolds, type AreaOwnership } from '../../../test/ownershipMatrix';

// Who owns a return (docs/ownership.md §2.4): the rep code it carries; returns are staff work, so
// customer accounts are refused by the rule `returns` before any record is read. The demo reps hold
// no return-editing flag, so the writes' owner check is behind the flag (pending below).

/** A return of rep 101 (rep 102 manages nobody and sees only its own). */
async function repReturn({ db }: MatrixContext): Promise<{ id: number; customer: string; orderId: number }> {
  return oneRow<{ id: number; customer: string; orderId: number }>(
    db,
    sql`select id, customer_numb as customer, order_id as "orderId" from returns where rep_code = '101' order by id limit 1`,
  );
}

const returnWrite = 'rep: loadReturnForUser after the action flags; no demo rep holds a return-editing flag';

export const returnsOwnership: AreaOwnership = {
  cases: [
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
  ],
  notOwned: {
    'GET /api/return/codes': 'the return codes: one list for everyone',
    'Query.returnCodes': 'the return codes: one list for everyone',
    'Query.returnCsrs': 'the CSR directory',
    'POST /api/return/upload': 'stages a file for its uploader; only the uploader’s staged files attach (stagedUploads)',
  },
  pending: {
    'POST /api/return/:id/cancel': returnWrite,
    'PUT /api/return/awaitingGoods/:id': returnWrite,
    'POST /api/return/:kind/approve': returnWrite,
    'DELETE /api/return/:id/comment/:commentId': 'user (author) within a visible return',
    'POST /api/return/file/delete': returnWrite,
    'GET /api/return/:id/file/:fileId': 'rep: loadReturnForUser + the file of that return',
    'PUT /api/code': returnWrite,
    'PUT /api/comment': returnWrite,
    'PUT /api/csr': returnWrite,
    'PUT /api/rep': returnWrite,
    'Query.returnOrder': 'rep + customer: mayCreateReturns + loadOrderForUser',
    'Mutation.createReturn': 'rep: shippedOrderForReturn → loadOrderForUser',
    'Mutation.updateReturn': returnWrite,
    'Mutation.createReturnTimelinePost': 'rep: loadReturnForUser',
  },
};
