import { sql } from 'drizzle-orm';
import { dayAfter } from '@portal/shared/core';
import type { MatrixContext } from '../../../test/accessMatrix';
import { oneRow, listHolds, type AreaOwnership } from '../../../test/ownershipMatrix';

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

const samplesStaff = 'samples and design orders are the samples team’s work: their flags decide (docs/ownership.md §2.5)';
const artStaff = 'the art staff act on every request: the flags decide (spec 001 §6)';
const repOwned = 'rep (the asker): visibilityCondition / loadDesignRequest (design-requests/requests.ts)';

export const designRequestsOwnership: AreaOwnership = {
  cases: [
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
      rule: 'mayPickCustomer (platform): the designs of a customer the caller may pick, as for art references',
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
      rule: 'customersFor (platform): the customers the caller may pick; license: true the licensed ones among them',
      record: repLicensedCustomer,
      request: () => ({ query: '{ customers(license: true) { number } }' }),
      reaches: ['rep', 'admin'],
      refused: ['rep2', 'customer'],
      reached: listHolds((body) => body?.customers, 'number'),
    },
    {
      call: 'Mutation.createDesignRequest',
      owner: 'customer',
      rule: 'mayPickCustomer (platform): a rep asks for their own customers only',
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
  ],
  notOwned: {
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
  pending: {
    'GET /api/designRequests/count': repOwned,
    'Query.designRequestCount': repOwned,
    'Query.designRequestsDomain': repOwned,
    'POST /api/designRequest/reference': 'customer: the customers the caller may pick (platform mayPickCustomer)',
    'GET /api/designRequest/reference/:id': 'customer: mayPickCustomer',
    'Query.artReferences': 'customer: mayPickCustomer',
    'POST /api/designRequest/:id/art': repOwned,
    'GET /api/designRequest/:id/file/:kind': repOwned,
    'POST /api/designSampleRequest/:id/files': 'samples staff (flag), the request’s design',
    'GET /api/design/file/:design': 'customer of the design',
    'Query.availableDesigns': 'customer of the designs',
    'Query.sampledDesigns': 'customer of the designs',
    'Mutation.forkDesignRequest': repOwned,
    'Mutation.updateDesignRequest': repOwned,
    'Mutation.deleteDesignRequestComment': 'user: the comment’s author, or an artist manager',
  },
};
