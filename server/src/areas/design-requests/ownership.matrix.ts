import { sql } from 'drizzle-orm';
import { dayAfter } from '@portal/shared/core';
import type { MatrixContext } from '../../../test/accessMatrix';
import { multipart, PDF, png } from '../../../test/multipart';
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

// Who owns a design request (docs/ownership.md §2.5): the rep who asked (design_requests.user_id);
// the art staff (artist, artistManager, orderEdit, licenseArtist) see every request. Customer
// accounts are refused by the area's rule. Cases for src/areas/ownershipMatrix.test.ts.

/** A customer request rep@ asked for. */
async function repRequest({ db }: MatrixContext): Promise<{ id: number; customer: string }> {
  return oneRow<{ id: number; customer: string }>(
    db,
    sql`
      select r.id, r.customer_numb as customer from design_requests r join users u on u.id = r.user_id
      where u.email = 'rep@demo.local' and not r.license and r.customer_numb is not null
      order by r.id limit 1`,
  );
}

/** An active design of a rep-101 customer (rep 102 may not pick that customer). */
async function repCustomerDesign({ db }: MatrixContext): Promise<{ customer: string; method: string }> {
  return oneRow<{ customer: string; method: string }>(
    db,
    sql`
      select d.customer_numb as customer, d.method from designs d join customers c on c.numb = d.customer_numb
      where d.active and c.rep_code = '101' order by d.id limit 1`,
  );
}

/** A request of rep@ in `status` (its first, picked when the case runs). */
async function repRequestIn({ db }: MatrixContext, status: number) {
  const row = await oneRow<{ id: number; customer: string; method: string; width: number; height: number | null }>(
    db,
    sql`
      select r.id, r.customer_numb as customer, r.method, r.width_in::float as width, r.height_in::float as height
      from design_requests r join users u on u.id = r.user_id
      where u.email = 'rep@demo.local' and not r.license and r.customer_numb is not null and r.status = ${status}
      order by r.id limit 1`,
  );
  if (!row) throw new Error(`the seed has no customer request of rep@ in status ${status}`);
  return row;
}

/** The request's own fields with new instructions: a valid update or fork of it. */
const changedRequest = (r: Awaited<ReturnType<typeof repRequestIn>>, instructions: string) => ({
  customer: r.customer,
  method: r.method,
  width: r.width,
  height: r.height,
  instructions,
  dateRequired: dayAfter(new Date(), 5),
});

/** rep@'s request waiting for art, assigned to artist@ (assigned here when the seed did not). */
async function requestOfArtist(ctx: MatrixContext) {
  const r = await repRequestIn(ctx, 2);
  await ctx.db.execute(
    sql`update design_requests set artist_id = (select id from users where email = 'artist@demo.local') where id = ${r.id}`,
  );
  return r;
}

/** The open customer requests of rep@, of rep2@ and of everyone (the D counter of each). */
async function openRequestCounts({ db }: MatrixContext): Promise<{ rep: number; rep2: number; all: number }> {
  return oneRow(
    db,
    sql`
      select count(*) filter (where u.email = 'rep@demo.local')::int as rep, count(*) filter (where u.email = 'rep2@demo.local')::int as rep2,
        count(*)::int as all
      from design_requests r join users u on u.id = r.user_id where not r.license and r.status <> 5`,
  );
}

/** An art reference of a rep-101 customer (the seed keeps none): its bytes stored, its row written. */
async function repReference(ctx: MatrixContext): Promise<{ id: number; customer: string }> {
  const customer = await oneRow<{ numb: string }>(
    ctx.db,
    sql`select numb from customers where rep_code = '101' and numb not in (select customer_numb from user_customers) order by numb limit 1`,
  );
  const key = `design-requests/references/ownership-matrix-${Date.now()}.png`;
  await ctx.app.platform.files.put(key, png(20, 20));
  const row = await oneRow<{ id: number }>(
    ctx.db,
    sql`insert into art_references (customer_numb, file_name, file_key, content_type, created_at)
        values (${customer.numb}, 'reference.png', ${key}, 'image/png', now()) returning id`,
  );
  return { id: row.id, customer: customer.numb };
}

/** A post of rep@ on their own request's timeline. */
async function repPost({ db }: MatrixContext): Promise<{ id: number }> {
  return oneRow(
    db,
    sql`
      insert into design_request_timeline (request_id, at, author_id, text)
      select r.id, now(), u.id, 'Ownership matrix' from design_requests r join users u on u.id = r.user_id
      where u.email = 'rep@demo.local' order by r.id limit 1
      returning id`,
  );
}

/** Reaching is counting rep@'s requests (rep@'s own count, or everyone's): rep2@'s own count differs from both. */
const countReached = (D: (body: OwnedAnswer['body']) => number | undefined) => (a: OwnedAnswer, c: { rep: number; all: number }) =>
  a.status < 300 && !a.codes.length && (D(a.body) === c.rep || D(a.body) === c.all);

/** A rep-101 customer holding a licence design (a licensed customer: customers(license: true)). */
async function repLicensedCustomer({ db }: MatrixContext): Promise<{ id: string }> {
  return oneRow<{ id: string }>(
    db,
    sql`
      select c.numb as id from customers c
      where c.rep_code = '101' and exists (select 1 from designs d where d.customer_numb = c.numb and d.league_id is not null)
      order by c.numb limit 1`,
  );
}

const samplesStaff =
  'samples and design orders are the samples team’s work on any customer’s designs: staff accounts with their flags (staffHasAny; docs/ownership.md §2.5)';
const artStaff = 'the art staff act on every request: the flags decide (spec 001 §6)';
const repOwned = 'rep (the asker): visibilityCondition / loadDesignRequest (design-requests/requests.ts)';

export const designRequestsOwnership: AreaOwnership = {
  cases: [
    {
      call: 'GET /api/search',
      owner: 'rep',
      rule: 'searchDesignRequests (design-requests/search.ts): visibilityCondition, as the lists',
      record: async (ctx) => ({ key: (await repRequest(ctx)).id }),
      request: (r) => searchFor(r.key),
      reaches: ['rep', 'artist', 'admin'],
      refused: ['rep2', 'customer'],
      reached: searchHolds('designRequest'),
    },
    {
      call: 'GET /api/search/record',
      owner: 'rep',
      rule: 'searchDesignRequests with the record in place of a term: visibilityCondition, as the lists',
      record: repRequest,
      request: (r) => recordFor('designRequest', r.id),
      reaches: ['rep', 'artist', 'admin'],
      refused: ['rep2', 'customer'],
      reached: recordHolds('designRequest'),
    },
    {
      call: 'Query.designRequest',
      owner: 'rep',
      rule: repOwned,
      record: repRequest,
      request: (r) => ({ query: 'query($id: Int!) { designRequest(id: $id) { id } }', variables: { id: r.id } }),
      reaches: ['rep', 'artist', 'admin'],
      refused: ['rep2', 'customer'],
    },
    {
      call: 'Query.designRequests',
      owner: 'rep',
      rule: repOwned,
      record: repRequest,
      request: (r) => ({
        query: 'query($c: [String!]) { designRequests(filters: { customer: $c }) { designRequests { id } } }',
        variables: { c: [r.customer] },
      }),
      reaches: ['rep', 'artist'],
      refused: ['rep2', 'customer'],
      reached: listHolds((body) => body?.designRequests?.designRequests),
    },
    {
      call: 'Query.designRequestTimeline',
      owner: 'rep',
      rule: repOwned,
      record: repRequest,
      request: (r) => ({ query: 'query($id: Int!) { designRequestTimeline(id: $id) { datetime } }', variables: { id: r.id } }),
      reaches: ['rep', 'artist'],
      refused: ['rep2', 'customer'],
    },
    {
      call: 'Mutation.createDesignRequestComment',
      owner: 'rep',
      rule: repOwned,
      record: repRequest,
      request: (r) => ({
        query: 'mutation($id: Int!) { createDesignRequestComment(requestId: $id, text: "Ownership matrix") { datetime } }',
        variables: { id: r.id },
      }),
      reaches: ['rep'],
      refused: ['rep2', 'customer'],
      write: true,
    },
    {
      call: 'Query.compatibleDesigns',
      owner: 'customer',
      rule: 'mayPickCustomer (directory): the designs of a customer the caller may pick, as for art references',
      record: repCustomerDesign,
      request: (d) => ({
        query: 'query($c: String, $m: String!) { compatibleDesigns(customer: $c, method: $m, width: 10) { id } }',
        variables: { c: d.customer, m: d.method },
      }),
      reaches: ['rep', 'artist'],
      refused: ['rep2'],
      reached: (answer) => !answer.codes.length && (answer.body?.compatibleDesigns?.length ?? 0) > 0,
    },
    {
      call: 'Query.customers',
      owner: 'customer',
      rule: 'customersFor (directory): the customers the caller may pick; license: true the licensed ones among them',
      record: repLicensedCustomer,
      request: () => ({ query: '{ customers(license: true) { number } }' }),
      reaches: ['rep', 'admin'],
      refused: ['rep2', 'customer'],
      reached: listHolds((body) => body?.customers, 'number'),
    },
    {
      call: 'Mutation.createDesignRequest',
      owner: 'customer',
      rule: 'mayPickCustomer (directory): a rep asks for their own customers only',
      record: repCustomerDesign,
      request: (d) => ({
        query: 'mutation($r: DesignRequestInput!) { createDesignRequest(request: $r) }',
        variables: {
          r: {
            customer: d.customer,
            method: 'SCRP',
            width: 10,
            height: 8,
            instructions: 'Ownership matrix.',
            dateRequired: dayAfter(new Date(), 5),
          },
        },
      }),
      reaches: ['rep'],
      refused: ['rep2'],
      write: true,
    },
    {
      call: 'Mutation.suspendDesignRequest',
      owner: 'rep',
      rule: repOwned,
      record: repRequest,
      request: (r) => ({ query: 'mutation($id: Int!) { suspendDesignRequest(id: $id) }', variables: { id: r.id } }),
      reaches: [],
      refused: ['rep2', 'customer'],
      write: true,
    },
    {
      call: 'Mutation.suspendDesignRequests',
      owner: 'rep',
      rule: 'checkBulkSuspend (design-requests/workflow.ts): own, unassigned requests only',
      record: repRequest,
      request: (r) => ({ query: 'mutation($ids: [Int!]!) { suspendDesignRequests(ids: $ids) }', variables: { ids: [r.id] } }),
      reaches: [],
      refused: ['rep2', 'customer'],
      write: true,
    },
    {
      call: 'Mutation.reOpenDesignRequest',
      owner: 'rep',
      rule: repOwned,
      record: repRequest,
      request: (r) => ({ query: 'mutation($id: Int!) { reOpenDesignRequest(id: $id) }', variables: { id: r.id } }),
      reaches: [],
      refused: ['rep2', 'customer'],
      write: true,
    },
    {
      call: 'Mutation.approveDesignRequestArt',
      owner: 'rep',
      rule: repOwned,
      record: repRequest,
      request: (r) => ({ query: 'mutation($id: Int!) { approveDesignRequestArt(id: $id) { id } }', variables: { id: r.id } }),
      reaches: [],
      refused: ['rep2', 'customer'],
      write: true,
    },
    {
      call: 'Mutation.rejectDesignRequestArt',
      owner: 'rep',
      rule: repOwned,
      record: repRequest,
      request: (r) => ({
        query: 'mutation($id: Int!) { rejectDesignRequestArt(id: $id, reason: "Ownership matrix") }',
        variables: { id: r.id },
      }),
      reaches: [],
      refused: ['rep2', 'customer'],
      write: true,
    },
    {
      call: 'GET /api/designRequests/count',
      owner: 'rep',
      rule: 'designRequestCount: visibilityCondition',
      record: async (ctx) => {
        const c = await openRequestCounts(ctx);
        if (c.rep2 === c.rep || c.rep2 === c.all) throw new Error('rep2@’s request count tells nothing apart');
        return c;
      },
      request: () => ({ method: 'GET', url: '/api/designRequests/count' }),
      reaches: ['rep', 'artist'],
      refused: ['rep2'],
      reached: countReached((body) => body?.D),
    },
    {
      call: 'Query.designRequestCount',
      owner: 'rep',
      rule: 'designRequestCount: visibilityCondition',
      record: openRequestCounts,
      request: () => ({ query: '{ designRequestCount { D } }' }),
      reaches: ['rep', 'artist'],
      refused: ['rep2'],
      reached: countReached((body) => body?.designRequestCount?.D),
    },
    {
      call: 'Query.designRequestsDomain',
      owner: 'rep',
      rule: 'designRequestsDomain: designRequestConditions (visibilityCondition)',
      record: (ctx) => repRequestIn(ctx, 2),
      request: () => ({ query: '{ designRequestsDomain { customers { number } } }' }),
      reaches: ['rep', 'artist'],
      refused: ['rep2'],
      reached: (a, r) =>
        !a.codes.length && (a.body?.designRequestsDomain?.customers ?? []).some((c: { number: string }) => c.number === r.customer),
    },
    {
      call: 'GET /api/designRequest/reference/:id',
      owner: 'customer',
      rule: 'referenceFile: mayPickCustomer (directory)',
      record: repReference,
      request: (r) => ({ method: 'GET', url: `/api/designRequest/reference/${r.id}` }),
      reaches: ['rep', 'artist'],
      refused: ['rep2', 'customer'],
    },
    {
      call: 'Query.artReferences',
      owner: 'customer',
      rule: 'artReferences: mayPickCustomer',
      record: repReference,
      request: (r) => ({ query: 'query($c: String!) { artReferences(customer: $c) { id } }', variables: { c: r.customer } }),
      reaches: ['rep', 'artist'],
      refused: ['rep2', 'customer'],
      reached: listHolds((body) => body?.artReferences),
    },
    {
      call: 'POST /api/designRequest/reference',
      owner: 'customer',
      rule: 'storeReference: mayPickCustomer',
      record: repReference,
      request: (r) => {
        const { payload, headers } = multipart([{ field: 'file', name: 'reference.png', data: png(20, 20) }]);
        return { method: 'POST', url: `/api/designRequest/reference?customer=${r.customer}`, payload, headers };
      },
      reaches: ['rep'],
      refused: ['rep2'],
      write: true,
    },
    {
      call: 'GET /api/designRequest/:id/file/:kind',
      owner: 'rep',
      rule: repOwned,
      record: async (ctx) => {
        // The seed's requests of rep@ carry no art yet: one is given an art file here.
        const r = await repRequestIn(ctx, 3);
        const key = `design-requests/art/ownership-matrix-${r.id}.png`;
        await ctx.app.platform.files.put(key, png(40, 40));
        await ctx.db.execute(sql`update design_requests set art_key = ${key} where id = ${r.id}`);
        return r;
      },
      request: (r) => ({ method: 'GET', url: `/api/designRequest/${r.id}/file/art` }),
      reaches: ['rep', 'artist'],
      refused: ['rep2', 'customer'],
    },
    {
      call: 'POST /api/designRequest/:id/art',
      owner: 'user',
      rule: 'stageArt: loadDesignRequest, then submitArt (the assigned artist or a manager)',
      record: requestOfArtist,
      request: (r) => {
        const { payload, headers } = multipart([
          { field: 'method', value: 'EMB' },
          { field: 'production', name: 'art.pdf', data: PDF },
          { field: 'working', name: 'art.ai', data: PDF },
          { field: 'image', name: 'art.png', data: png(400, 400) },
          { field: 'pms', name: 'pms.png', data: png(50, 20) },
        ]);
        return { method: 'POST', url: `/api/designRequest/${r.id}/art`, payload, headers };
      },
      reaches: ['artist'],
      refused: ['rep2', 'customer', 'artist2'],
      write: true,
    },
    {
      call: 'Mutation.updateDesignRequest',
      owner: 'rep',
      rule: 'updateDesignRequest: loadDesignRequest, then update (the asker)',
      record: (ctx) => repRequestIn(ctx, 0),
      request: (r) => ({
        query: 'mutation($id: Int!, $u: DesignRequestInput!) { updateDesignRequest(id: $id, updates: $u) }',
        variables: {
          id: r.id,
          u: changedRequest(r, 'Ownership matrix: changed.'),
        },
      }),
      reaches: ['rep'],
      refused: ['rep2', 'customer'],
      write: true,
    },
    {
      call: 'Mutation.forkDesignRequest',
      owner: 'rep',
      rule: 'forkDesignRequest: loadDesignRequest, then fork (the asker, a complete request whose design is in use)',
      record: (ctx) => repRequestIn(ctx, 5),
      request: (r) => ({
        query: 'mutation($id: Int!, $u: DesignRequestInput!) { forkDesignRequest(id: $id, updates: $u) }',
        variables: {
          id: r.id,
          u: changedRequest(r, 'Ownership matrix.'),
        },
      }),
      reaches: [],
      refused: ['rep2', 'customer'],
      write: true,
    },
    {
      call: 'Mutation.deleteDesignRequestComment',
      owner: 'user',
      rule: 'deleteDesignRequestComment: a visible request, then the author or an artist manager',
      record: repPost,
      request: (p) => ({ query: 'mutation($id: Int!) { deleteDesignRequestComment(id: $id) }', variables: { id: p.id } }),
      reaches: ['rep'],
      refused: ['rep2', 'artist', 'customer'],
      write: true,
    },
  ],
  notOwned: {
    'POST /api/designSampleRequest/:id/files': samplesStaff,
    'GET /api/design/file/:design': samplesStaff,
    'Query.availableDesigns': samplesStaff,
    'Query.sampledDesigns': samplesStaff,
    'GET /api/designSampleRequest/:id/file/:fileId': samplesStaff,
    'Query.designSampleRequests': samplesStaff,
    'Query.designSampleRequest': samplesStaff,
    'Query.designOrders': samplesStaff,
    'Query.designOrder': samplesStaff,
    'Mutation.createDesignSampleRequest': samplesStaff,
    'Mutation.addDesignSampleRequestComment': samplesStaff,
    'Mutation.recieveDesignSample': samplesStaff,
    'Mutation.cancelDesignSampleRequest': samplesStaff,
    'Mutation.closeDesignSampleRequest': samplesStaff,
    'Mutation.addDesignSamplePrice': samplesStaff,
    'Mutation.createDesignOrder': samplesStaff,
    'Mutation.addDesignOrderComment': samplesStaff,
    'Mutation.updateDesignOrderQuantity': samplesStaff,
    'Mutation.cancelDesignOrder': samplesStaff,
    'Mutation.createDesignPO': samplesStaff,
    'Mutation.acceptDesignRequest': artStaff,
    'Mutation.returnDesignRequest': artStaff,
    'Mutation.submitDesignRequestArt': artStaff,
    'Mutation.advanceDesignRequest': artStaff,
    'Query.designData': 'the treatments, leagues and options of the request form',
    'Query.designIssues': 'the issue list of the form',
    'Query.treatments': 'the treatments',
    'Query.designRequestDrops': 'the drops (licence collections)',
    'Query.drops': 'the drops catalogue (spec 002: any signed-in user sees it)',
    'Query.designTags': 'the tag list',
    'Query.designVendors': 'the vendor directory',
    'Mutation.createLicenseDesignRequest': 'a licence request names no customer (league, team, player)',
    'Mutation.createDesignRequestLicense': 'a licence request names no customer (league, team, player)',
  },
};
