import { sql } from 'drizzle-orm';
import type { MatrixContext } from '../../../test/accessMatrix';
import { oneRow, searchFor, searchHolds, type AreaOwnership } from '../../../test/ownershipMatrix';

// Who owns the directory's records (docs/ownership.md §2.1): customers belong to a rep code (and to
// the customer accounts linked to them).

/** A customer of rep 101 no customer account is linked to. */
async function repCustomer({ db }: MatrixContext): Promise<{ id: string }> {
  return oneRow<{ id: string }>(
    db,
    sql`
      select numb as id from customers where rep_code = '101' and numb not in (select customer_numb from user_customers)
      order by numb limit 1`,
  );
}

const holdsCustomer = (answer: { status: number; body: unknown }, c: { id: string }) =>
  answer.status === 200 && Array.isArray(answer.body) && answer.body.some((x: { numb?: string }) => x.numb === c.id);

export const directoryOwnership: AreaOwnership = {
  cases: [
    {
      call: 'GET /api/search',
      owner: 'customer',
      rule: 'searchCustomers (directory/search.ts): pickable, as GET /api/customers',
      record: async (ctx) => ({ key: (await repCustomer(ctx)).id }),
      request: (c) => searchFor(c.key),
      reaches: ['rep', 'admin'],
      refused: ['rep2', 'customer', 'otherCustomer'],
      reached: searchHolds('customer'),
    },
    {
      call: 'GET /api/customers',
      owner: 'rep',
      rule: 'customersFor (directory/service.ts): INTERNAL all, REP own rep code, CUSTOMER linked',
      record: repCustomer,
      request: () => ({ method: 'GET', url: '/api/customers' }),
      reaches: ['rep', 'admin'],
      refused: ['rep2', 'customer', 'otherCustomer'],
      reached: holdsCustomer,
    },
    {
      call: 'GET /api/customer/:rep',
      owner: 'rep',
      rule: 'mayViewRep (directory/service.ts): own code, or a rep the caller manages (repManagerCode)',
      record: repCustomer,
      request: () => ({ method: 'GET', url: '/api/customer/101' }),
      reaches: ['rep', 'admin'],
      refused: ['rep2', 'customer'],
      reached: holdsCustomer,
    },
  ],
  notOwned: {
    'GET /api/reps': 'the rep directory (codes and names)',
    'GET /api/leagueTeam': 'public sports data',
    'GET /api/leagueTeamPlayer': 'public sports data',
  },
};
