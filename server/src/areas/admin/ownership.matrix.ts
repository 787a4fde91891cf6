import { sql } from 'drizzle-orm';
import type { MatrixContext } from '../../../test/accessMatrix';
import { oneRow, listHolds, type AreaOwnership } from '../../../test/ownershipMatrix';
import { SEED_TIME } from '../../../test/template';
import { SEED_OPEN_SHOW } from './seedTradeShows';

// Who owns the administration area's records (docs/ownership.md §2.7): a setup request and a
// trade-show meeting belong to a rep code (the request's rep, the meeting's host); e-mail settings
// to their user. Users, external users, products and resources are managed by flag.

/** An open setup request of rep 101. */
async function repSetupRequest({ db }: MatrixContext): Promise<{ id: number; customer: string }> {
  return oneRow<{ id: number; customer: string }>(
    db,
    sql`
      select r.id, (select numb from customers where rep_code = '101' order by numb limit 1) as customer
      from setup_requests r where r.rep_code = '101' and r.completed_at is null order by r.id limit 1`,
  );
}

/** A customer of each of reps 101 and 102 (never 90000), and an external user of rep 101. */
async function repCustomers({ db }: MatrixContext): Promise<{ mine: string; other: string; user: string }> {
  return oneRow<{ mine: string; other: string; user: string }>(
    db,
    sql`
      select (select numb from customers where rep_code = '101' and numb <> '90000' order by numb limit 1) as mine,
        (select numb from customers where rep_code = '102' and numb <> '90000' order by numb limit 1) as other,
        (select u.email from external_users e join users u on u.id = e.user_id where e.rep_code = '101' order by u.id limit 1) as "user"`,
  );
}
const CREATE_EXTERNAL = 'mutation($input: ExternalUserInput!) { createExternalUser(input: $input) { id } }';
const UPDATE_EXTERNAL = 'mutation($input: ExternalUserInput!) { updateExternalUser(input: $input) { id } }';
const NO_FLAGS = {
  products: true,
  order: false,
  artist: false,
  licenseOrder: false,
  customLocation: false,
  preLine: false,
  takeAll: false,
};
const newExternal = (email: string, customer: string) => ({
  input: { email, firstName: 'Matrix', lastName: 'Case', country: 'C', rep: '101', customers: [customer], ...NO_FLAGS },
});
const customersRule = 'requireCustomersOfRep (admin/externalUsers.ts): every customer is the chosen rep’s, whoever asks';

/** A meeting hosted by rep 101 at an open show, with its station. */
async function repMeeting({ db }: MatrixContext): Promise<{ show: string; station: string | null; start: string; end: string }> {
  const row = await oneRow<{ show: string; station: string | null; start: Date; end: Date }>(
    db,
    sql`
      select s.name as show, m.station, m.start_time as start, m.end_time as "end" from trade_show_meetings m
      join trade_shows s on s.id = m.show_id
      where m.host = '101' and m.station is not null and s.name = ${SEED_OPEN_SHOW}
      order by m.start_time, m.id limit 1`,
  );
  return { ...row, start: new Date(row.start).toISOString(), end: new Date(row.end).toISOString() };
}

/** The free last hour of the open show's first day (the seed leaves it free) and a customer of rep 101. */
async function freeSlotOfRep({ db }: MatrixContext): Promise<{ start: string; end: string; customer: string }> {
  const row = await oneRow<{ start: Date; customer: string }>(
    db,
    sql`
      select d.start_time + interval '420 minutes' as start, (select numb from customers where rep_code = '101' order by numb limit 1) as customer
      from trade_show_days d join trade_shows s on s.id = d.show_id where s.name = ${SEED_OPEN_SHOW}
      order by d.start_time limit 1`,
  );
  const start = new Date(row.start);
  return { start: start.toISOString(), end: new Date(start.getTime() + 30 * 60_000).toISOString(), customer: row.customer };
}

const byFlag = (flag: string) => `managed by ${flag}: the flag decides (docs/ownership.md §2.7)`;
const products = 'products, styles and licence SKUs: catalogue data, no owner (docs/ownership.md §2.9)';
const marketing = 'marketing files: the same for everyone who may read them';

export const adminOwnership: AreaOwnership = {
  cases: [
    {
      call: 'Query.setupRequests',
      owner: 'rep',
      rule: 'the manager all; a REP its own rep code (admin/externalUsers.ts)',
      record: repSetupRequest,
      request: () => ({ query: '{ setupRequests { id } }' }),
      reaches: ['rep', 'admin'],
      refused: ['rep2'],
      reached: listHolds((body) => body?.setupRequests),
    },
    {
      call: 'Mutation.completeSetupRequest',
      owner: 'rep',
      rule: 'the manager, or the request’s rep, with customers of that rep (admin/externalUsers.ts)',
      record: repSetupRequest,
      request: (r) => ({
        query: 'mutation($id: Int!, $c: [String!]!) { completeSetupRequest(id: $id, customers: $c) { id } }',
        variables: { id: r.id, c: [r.customer] },
      }),
      reaches: ['rep'],
      refused: ['rep2'],
      write: true,
    },
    // A user's customers must be their rep's: the manager (externalUserAdmin) links rep 101's
    // customer to a user of rep 101, and nobody, the manager included, links rep 102's customer there.
    {
      call: 'Mutation.createExternalUser',
      owner: 'rep',
      rule: customersRule,
      record: repCustomers,
      request: (r) => ({ query: CREATE_EXTERNAL, variables: newExternal('matrix.own@ownership.example', r.mine) }),
      reaches: ['admin'],
      refused: ['rep', 'rep2', 'customer'],
      write: true,
    },
    {
      call: 'Mutation.createExternalUser',
      owner: 'rep',
      rule: customersRule,
      record: repCustomers,
      request: (r) => ({ query: CREATE_EXTERNAL, variables: newExternal('matrix.other@ownership.example', r.other) }),
      reaches: [],
      refused: ['admin', 'rep2'],
      write: true,
    },
    {
      call: 'Mutation.updateExternalUser',
      owner: 'rep',
      rule: customersRule,
      record: repCustomers,
      request: (r) => ({ query: UPDATE_EXTERNAL, variables: { input: { email: r.user, customers: [r.mine] } } }),
      reaches: ['admin'],
      refused: ['rep', 'rep2', 'customer'],
      write: true,
    },
    {
      call: 'Mutation.updateExternalUser',
      owner: 'rep',
      rule: customersRule,
      record: repCustomers,
      request: (r) => ({ query: UPDATE_EXTERNAL, variables: { input: { email: r.user, customers: [r.other] } } }),
      reaches: [],
      refused: ['admin', 'rep2'],
      write: true,
    },
    {
      call: 'POST /api/schedule/delete',
      owner: 'rep',
      rule: 'mayChange (admin/tradeShows.ts): the host, rep 000 or view_appointments',
      record: repMeeting,
      request: (m) => ({
        method: 'POST',
        url: '/api/schedule/delete',
        payload: { show: m.show, station: m.station, rep: '101', startTime: m.start, endTime: m.end },
      }),
      reaches: ['rep'],
      refused: ['rep2', 'customer'],
      write: true,
    },
    {
      call: 'PUT /api/schedule/station',
      owner: 'rep',
      rule: 'mayChange (admin/tradeShows.ts): the host, rep 000 or view_appointments',
      record: repMeeting,
      request: (m) => ({
        method: 'PUT',
        url: '/api/schedule/station',
        payload: { show: m.show, host: '101', station: null, start: m.start, end: m.end },
      }),
      reaches: ['rep'],
      refused: ['rep2', 'customer'],
      write: true,
    },
    {
      call: 'Query.tradeShow',
      owner: 'rep',
      rule: 'a meeting’s details only for its host, rep 000 or view_appointments (admin/tradeShows.ts)',
      record: repMeeting,
      request: (m) => ({
        query: 'query($n: String!) { tradeShow(name: $n) { days { meetings { host customerName email } } } }',
        variables: { n: m.show },
      }),
      reaches: ['rep', 'admin'],
      refused: ['rep2', 'customer'],
      reached: (answer) =>
        !answer.codes.length &&
        (answer.body?.tradeShow?.days ?? []).some(
          (d: { meetings: { host: string; customerName: string | null; email: string | null }[] }) =>
            d.meetings.some((x) => x.host === '101' && (x.customerName !== null || x.email !== null)),
        ),
    },
    {
      call: 'POST /api/schedule/book',
      owner: 'rep',
      rule: 'bookMeeting (admin/tradeShows.ts): the host is the caller unless rep 000 or view_appointments; a customer number of the host’s',
      record: freeSlotOfRep,
      request: (slot) => ({
        method: 'POST',
        url: '/api/schedule/book',
        payload: {
          show: SEED_OPEN_SHOW,
          station: '1',
          host: '101',
          startTime: slot.start,
          endTime: slot.end,
          customer: slot.customer,
          customerName: 'Lakeside Golf',
          atendee: 'Robin Hale',
          email: 'robin.hale@lakeside.example.com',
          phone: '416-555-0100',
          comment: 'Ownership matrix',
        },
      }),
      reaches: ['rep'],
      refused: ['rep2', 'customer'],
      write: true,
      // The seed's open show takes bookings around the seed's time.
      at: SEED_TIME,
    },
  ],
  notOwned: {
    'POST /api/users': byFlag('userAdmin'),
    'GET /api/emailAccess': 'the caller’s own settings: the call names no user',
    'PUT /api/emailAccess': 'the caller’s own settings: the call names no user',
    'GET /api/sales_resources': 'sales documents: the same for every reader (customers see Corporate External only)',
    'POST /api/sales_resources/download': 'sales documents: the same for every reader',
    'GET /api/sales_resources/:id/file': 'sales documents: the same for every reader',
    'POST /api/sales_resources': byFlag('resourceEdit'),
    'PUT /api/sales_resources/:id': byFlag('resourceEdit'),
    'DELETE /api/sales_resources/:id': byFlag('resourceEdit'),
    'POST /api/marketing_resources/download': marketing,
    'GET /Images/Marketing/*': marketing,
    'GET /ImageDown/Marketing/*': marketing,
    'GET /Images/MarketingThumbs/:file': marketing,
    'Query.marketingResources': marketing,
    'POST /api/license/approve': products,
    'POST /api/license/active': products,
    'POST /api/sellsheet/license/sku': products,
    'POST /api/styles/:sku/masks': products,
    'GET /media/styles/:sku/masks/:file': products,
    'GET /media/styles/:sku/:file': products,
    'Query.licenseSkus': products,
    'Query.products': products,
    'Query.product': products,
    'Query.productOptions': products,
    'Query.locationPresets': products,
    'Query.stylesByCategory': products,
    'Query.treatmentsByStyle': products,
    'Mutation.updateStyle': products,
    'Mutation.upsertLocationPreset': products,
    'Mutation.copyTreatments': products,
    'Query.connStatus': 'the connections’ health, for staff',
    'Query.externalUsers': byFlag('externalUserAdmin'),
    'Query.signupRequests': byFlag('externalUserAdmin'),
    'Mutation.createSetupRequest': byFlag('externalUserAdmin'),
    'Mutation.resendSignupEmail': byFlag('externalUserAdmin'),
    'Mutation.deleteExternalUser': byFlag('externalUserAdmin'),
    'Mutation.deleteSignupRequest': byFlag('externalUserAdmin'),
    'Query.tradeShows': 'the list of shows: the same for everyone',
  },
};
