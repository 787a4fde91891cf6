import { sql } from 'drizzle-orm';
import type { MatrixContext } from '../../../test/accessMatrix';
import { oneRow, searchFor, searchHolds, type AreaOwnership } from '../../../test/ownershipMatrix';

// Who owns the platform's records (docs/ownership.md §2.1): customers belong to a rep code (and to
// the customer accounts linked to them); a session and its errors to their user.

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

export const platformOwnership: AreaOwnership = {
  cases: [
    {
      call: 'GET /api/search',
      owner: 'customer',
      rule: 'searchCustomers (platform/search.ts): pickable, as GET /api/customers',
      record: async (ctx) => ({ key: (await repCustomer(ctx)).id }),
      request: (c) => searchFor(c.key),
      reaches: ['rep', 'admin'],
      refused: ['rep2', 'customer', 'otherCustomer'],
      reached: searchHolds('customer'),
    },
    {
      call: 'GET /api/customers',
      owner: 'rep',
      rule: 'customersFor (platform/service.ts): INTERNAL all, REP own rep code, CUSTOMER linked',
      record: repCustomer,
      request: () => ({ method: 'GET', url: '/api/customers' }),
      reaches: ['rep', 'admin'],
      refused: ['rep2', 'customer', 'otherCustomer'],
      reached: holdsCustomer,
    },
    {
      call: 'GET /api/customer/:rep',
      owner: 'rep',
      rule: 'mayViewRep (platform/service.ts): own code, or a rep the caller manages (repManagerCode)',
      record: repCustomer,
      request: () => ({ method: 'GET', url: '/api/customer/101' }),
      reaches: ['rep', 'admin'],
      refused: ['rep2', 'customer'],
      reached: holdsCustomer,
    },
  ],
  notOwned: {
    'POST /api/login': 'signs the caller in: no record of another',
    'POST /api/set_password/check': 'public: the link’s secret token is the key, and it names its one user (platform/passwordLinks.ts)',
    'POST /api/set_password': 'public: the link’s secret token is the key, and it names its one user (platform/passwordLinks.ts)',
    'POST /api/auth': 'the caller’s own session',
    'POST /api/logout': 'the caller’s own session',
    'GET /api/gql_token': 'the caller’s own session',
    'GET /api/openapi.json': 'the REST API’s document: routes and shapes, no record',
    'GET /api/docs': 'the REST API’s document: routes and shapes, no record',
    'GET /api/docs/json': 'the REST API’s document: routes and shapes, no record',
    'GET /api/docs/yaml': 'the REST API’s document: routes and shapes, no record',
    'GET /api/docs/static/index.html': 'the REST API’s document: routes and shapes, no record',
    'GET /api/docs/static/swagger-initializer.js': 'the REST API’s document: routes and shapes, no record',
    'GET /api/docs/static/*': 'the REST API’s document: routes and shapes, no record',
    'GET /api/systemMessages': 'system messages: the same for everyone',
    'Query.systemMessages': 'system messages: the same for everyone',
    'POST /api/notifyError': 'records the caller’s own report',
    'GET /api/errorReports': 'every user’s reports, for user administration: the flag decides',
    'GET /api/outbox': 'every queued mail, for administrators: the flag decides',
    'GET /api/users': 'the user directory, for user administration: the flag decides',
    'GET /api/reps': 'the rep directory (codes and names)',
    'GET /api/leagueTeam': 'public sports data',
    'GET /api/leagueTeamPlayer': 'public sports data',
    'GET /remotes.json': 'where the remotes are',
    'GET /healthz': 'liveness',
    'GET /readyz': 'readiness: whether the database answers',
    'Query.me': 'the caller itself',
  },
};
