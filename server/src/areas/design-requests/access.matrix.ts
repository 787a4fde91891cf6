import { asc, eq } from 'drizzle-orm';
import { mayRequestLicenceDesign } from '@portal/shared/core';
import { byRule, unknownRecordBehind, type AreaMatrix, type Expectation, type MatrixContext } from '../../../test/accessMatrix';
import { designOrders, designRequests, designRequestTimeline, designSampleRequests } from '../../db/tables/design-requests';

// Who may call the design requests area's routes and fields (spec 001 §6; README "Access"): the
// rule designRequests (reps, artists, artist managers, order_edit, licence staff; never CUSTOMER
// users). Record-level rows aim at an unknown request (404 for those the rule lets through).
// Writes are sent with refused input (nothing changes). `fuzz.known` aims at seeded requests.

const dr = byRule('designRequests');
const unknown = unknownRecordBehind('designRequests');
/** spec 001 §6: licence requests need artist_manager, license_artist or license_order (the service's 403 for the others). */
const licence: Expectation = (caller, user) =>
  caller === 'anon' ? 401 : dr(caller, user) === 'ok' && mayRequestLicenceDesign(user) ? 'ok' : 403;
const firstRequest = async ({ db }: MatrixContext) =>
  (await db.select({ id: designRequests.id }).from(designRequests).orderBy(asc(designRequests.id)).limit(1))[0].id;
const firstComment = async ({ db }: MatrixContext) =>
  (
    await db
      .select({ id: designRequestTimeline.id })
      .from(designRequestTimeline)
      .where(eq(designRequestTimeline.requestId, await firstRequest({ db } as MatrixContext)))
      .limit(1)
  )[0].id;
const known = async (c: MatrixContext) => ({ id: await firstRequest(c) });
const samples = byRule('designSamples');
const sampleEdit = byRule('designSampleEdit');
const orders = byRule('designOrders');
const orderEdit = byRule('designOrderEdit');
const unknownSample = unknownRecordBehind('designSampleEdit');
const unknownOrder = unknownRecordBehind('designOrderEdit');
const firstSample = async ({ db }: MatrixContext) => ({
  id: (await db.select({ id: designSampleRequests.id }).from(designSampleRequests).orderBy(asc(designSampleRequests.id)).limit(1))[0].id,
});
const firstOrder = async ({ db }: MatrixContext) => ({
  id: (await db.select({ id: designOrders.id }).from(designOrders).orderBy(asc(designOrders.id)).limit(1))[0].id,
});
const BAD_INPUT = '{ method: "", width: 0, instructions: "", dateRequired: "" }';

export const designRequestsMatrix: AreaMatrix = {
  rest: [
    { route: 'GET /api/designRequests/count', expect: dr },
    {
      route: 'POST /api/designRequest/reference',
      payload: {},
      expect: dr,
      fuzz: { exempt: 'multipart, not JSON: the file checks are files.test.ts’s' },
    },
    {
      route: 'GET /api/designRequest/reference/:id',
      url: '/api/designRequest/reference/999999',
      expect: unknown,
      why: 'record level: an unknown reference',
    },
    {
      route: 'POST /api/designRequest/:id/art',
      url: '/api/designRequest/999999/art',
      payload: {},
      expect: unknown,
      why: 'record level: an unknown request',
      fuzz: { exempt: 'multipart, not JSON: the file checks are files.test.ts’s' },
    },
    {
      route: 'POST /api/designSampleRequest/:id/files',
      url: '/api/designSampleRequest/999999/files',
      payload: {},
      expect: unknownSample,
      why: 'record level: an unknown sample request',
      fuzz: { exempt: 'multipart, not JSON: the file checks are samples.test.ts’s' },
    },
    {
      route: 'GET /api/designSampleRequest/:id/file/:fileId',
      url: '/api/designSampleRequest/999999/file/1',
      expect: unknownRecordBehind('designSamples'),
      why: 'record level: an unknown file',
    },
    {
      route: 'GET /api/design/file/:design',
      url: '/api/design/file/NOPE-1',
      expect: unknownRecordBehind('designOrders'),
      why: 'record level: an unknown design',
    },
    {
      route: 'GET /api/designRequest/:id/file/:kind',
      url: '/api/designRequest/999999/file/art',
      expect: unknown,
      why: 'record level: an unknown request',
    },
  ],
  graphql: [
    { field: 'Query.designRequestCount', query: '{ designRequestCount { D L H } }', expect: dr },
    {
      field: 'Query.designRequest',
      query: '{ designRequest(id: 999999) { id } }',
      expect: unknown,
      why: 'an unknown request: 404 (the screen’s not-found state)',
    },
    {
      field: 'Query.designRequests',
      query: '{ designRequests(filters: { listType: "normal" }) { totalCount designRequests { id } } }',
      expect: dr,
    },
    { field: 'Query.designRequestsDomain', query: '{ designRequestsDomain(listType: "H") { statuses { code } } }', expect: dr },
    { field: 'Query.designRequestTimeline', query: '{ designRequestTimeline(id: 999999) { id } }', expect: unknown },
    { field: 'Query.designData', query: '{ designData(designId: "D0", designVar: 1) { inUse } }', expect: dr },
    { field: 'Query.designIssues', query: '{ designIssues { desc } }', expect: dr },
    { field: 'Query.treatments', query: '{ treatments { type } }', expect: dr },
    { field: 'Query.artReferences', query: '{ artReferences(customer: "X") { id } }', expect: dr },
    { field: 'Query.compatibleDesigns', query: '{ compatibleDesigns(method: "EMB", width: 4) { id } }', expect: dr },
    { field: 'Query.designRequestDrops', query: '{ designRequestDrops { id } }', expect: dr },
    { field: 'Query.customers', query: '{ customers(license: true) { number } }', expect: dr },
    { field: 'Query.drops', query: '{ drops(license: true) { id } }', expect: dr },
    { field: 'Query.designTags', query: '{ designTags }', expect: dr },
    { field: 'Query.designSampleRequests', query: '{ designSampleRequests(page: 1) { total requests { id } } }', expect: samples },
    {
      field: 'Query.designSampleRequest',
      query: '{ designSampleRequest(id: 999999) { id } }',
      expect: unknownRecordBehind('designSamples'),
      why: 'an unknown request: 404 (the screen’s not-found state)',
    },
    {
      field: 'Query.availableDesigns',
      query: '{ availableDesigns { key } }',
      expect: sampleEdit,
      why: 'only those who may create a sample request pick a design',
    },
    { field: 'Query.designVendors', query: '{ designVendors { number } }', expect: samples },
    { field: 'Query.designOrders', query: '{ designOrders(page: 1) { total orders { id } } }', expect: orders },
    { field: 'Query.designOrder', query: '{ designOrder(id: 999999) { id } }', expect: unknownRecordBehind('designOrders') },
    {
      field: 'Query.sampledDesigns',
      query: '{ sampledDesigns { key } }',
      expect: orderEdit,
      why: 'only those who may create a design order pick a design',
    },
    {
      field: 'Mutation.createDesignSampleRequest',
      query: 'mutation { createDesignSampleRequest(input: { design: "" }) }',
      expect: sampleEdit,
      fuzz: {},
    },
    {
      field: 'Mutation.addDesignSampleRequestComment',
      query: 'mutation { addDesignSampleRequestComment(id: 999999, comment: { comment: "" }) }',
      expect: unknownSample,
      fuzz: { known: firstSample },
    },
    {
      field: 'Mutation.recieveDesignSample',
      query: 'mutation { recieveDesignSample(id: 999999, files: []) }',
      expect: unknownSample,
      fuzz: { known: firstSample },
    },
    {
      field: 'Mutation.cancelDesignSampleRequest',
      query: 'mutation { cancelDesignSampleRequest(id: 999999) }',
      expect: unknownSample,
      fuzz: { known: firstSample },
    },
    {
      field: 'Mutation.closeDesignSampleRequest',
      query: 'mutation { closeDesignSampleRequest(id: 999999, vendor: "") }',
      expect: unknownSample,
      fuzz: { known: firstSample },
    },
    {
      field: 'Mutation.addDesignSamplePrice',
      query: 'mutation { addDesignSamplePrice(id: 999999, prices: []) }',
      expect: unknownSample,
      fuzz: { known: firstSample },
    },
    {
      field: 'Mutation.createDesignOrder',
      query: 'mutation { createDesignOrder(input: { design: "", quantity: 0 }) }',
      expect: orderEdit,
      fuzz: {},
    },
    {
      field: 'Mutation.addDesignOrderComment',
      query: 'mutation { addDesignOrderComment(id: 999999, comment: "") }',
      expect: unknownOrder,
      fuzz: { known: firstOrder },
    },
    {
      field: 'Mutation.updateDesignOrderQuantity',
      query: 'mutation { updateDesignOrderQuantity(id: 999999, quantity: 0) }',
      expect: unknownOrder,
      fuzz: { known: firstOrder },
    },
    {
      field: 'Mutation.cancelDesignOrder',
      query: 'mutation { cancelDesignOrder(id: 999999) }',
      expect: unknownOrder,
      fuzz: { known: firstOrder },
    },
    {
      field: 'Mutation.createDesignPO',
      query: 'mutation { createDesignPO(id: 999999, required: "") }',
      expect: unknownOrder,
      fuzz: { known: firstOrder },
    },
    { field: 'Mutation.createDesignRequest', query: `mutation { createDesignRequest(request: ${BAD_INPUT}) }`, expect: dr, fuzz: {} },
    {
      field: 'Mutation.createLicenseDesignRequest',
      query: `mutation { createLicenseDesignRequest(request: ${BAD_INPUT}) }`,
      expect: licence,
      why: 'licence-capable users pass to the input (spec 001 §6); others in the rule get 403 from the service',
      fuzz: {},
    },
    {
      field: 'Mutation.createDesignRequestLicense',
      query: `mutation { createDesignRequestLicense(request: ${BAD_INPUT}) }`,
      expect: licence,
      why: 'the spec’s name for createLicenseDesignRequest: the same call',
      fuzz: {},
    },
    {
      field: 'Mutation.forkDesignRequest',
      query: `mutation { forkDesignRequest(id: 999999, updates: ${BAD_INPUT}) }`,
      expect: unknown,
      fuzz: { known },
    },
    {
      field: 'Mutation.updateDesignRequest',
      query: `mutation { updateDesignRequest(id: 999999, updates: ${BAD_INPUT}) }`,
      expect: unknown,
      fuzz: { known },
    },
    {
      field: 'Mutation.createDesignRequestComment',
      query: 'mutation { createDesignRequestComment(requestId: 999999, text: "") { id } }',
      expect: unknown,
      fuzz: { known: async (c) => ({ requestId: await firstRequest(c) }) },
    },
    {
      field: 'Mutation.deleteDesignRequestComment',
      query: 'mutation { deleteDesignRequestComment(id: 999999) }',
      expect: unknown,
      fuzz: { known: async (c) => ({ id: await firstComment(c) }) },
    },
    { field: 'Mutation.reOpenDesignRequest', query: 'mutation { reOpenDesignRequest(id: 999999) }', expect: unknown, fuzz: { known } },
    {
      field: 'Mutation.approveDesignRequestArt',
      query: 'mutation { approveDesignRequestArt(id: 999999) { id variation } }',
      expect: unknown,
      fuzz: { known },
    },
    { field: 'Mutation.acceptDesignRequest', query: 'mutation { acceptDesignRequest(id: 999999) }', expect: unknown, fuzz: { known } },
    { field: 'Mutation.suspendDesignRequest', query: 'mutation { suspendDesignRequest(id: 999999) }', expect: unknown, fuzz: { known } },
    {
      field: 'Mutation.suspendDesignRequests',
      query: 'mutation { suspendDesignRequests(ids: [999999]) }',
      expect: unknown,
      fuzz: { known: async (c) => ({ ids: [await firstRequest(c)] }) },
    },
    {
      field: 'Mutation.returnDesignRequest',
      query: 'mutation { returnDesignRequest(id: 999999, issues: []) }',
      expect: unknown,
      fuzz: { known },
    },
    {
      field: 'Mutation.rejectDesignRequestArt',
      query: 'mutation { rejectDesignRequestArt(id: 999999, reason: "") }',
      expect: unknown,
      fuzz: { known },
    },
    {
      field: 'Mutation.submitDesignRequestArt',
      query: 'mutation { submitDesignRequestArt(id: 999999) }',
      expect: unknown,
      fuzz: { known },
    },
    { field: 'Mutation.advanceDesignRequest', query: 'mutation { advanceDesignRequest(id: 999999) }', expect: unknown, fuzz: { known } },
  ],
};
