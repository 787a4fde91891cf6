import { arrayContains, asc, eq, isNull } from 'drizzle-orm';
import {
  bookMeetingSchema,
  canBookMeetings,
  deleteMeetingSchema,
  emailSettingsSchema,
  licenseActiveSchema,
  licenseApproveSchema,
  marketingDownloadSchema,
  moveMeetingSchema,
  salesDownloadSchema,
  salesResourceEditSchema,
  sellSheetSchema,
  userAccessSchema,
} from '@portal/shared/core';
import { byRule, signedIn, unknownRecordBehind, type AreaMatrix, type Expectation, type MatrixContext } from '../../../test/accessMatrix';
import { licenseSkus, salesResources, setupRequests } from '../../db/tables/admin';
import { SEED_OPEN_SHOW } from './seedTradeShows';
import { SEED_PRESET, SEED_STYLE } from './styles/seed';
import { usersView } from '../../db/tables/platform.views';

// Who may call the administration area's routes and fields (spec 002 §6; mfe-admin/README.md).
// Test data for src/areas/accessMatrix.test.ts; writes are sent with invalid input (no row changes).
// `fuzz`: how mutationFuzz.test.ts calls each write (as admin, bodies from the form's own schema,
// aimed at the seeded newhire@ account so that accepted calls change nobody the matrix relies on).

async function newhire({ db }: MatrixContext): Promise<{ user: number }> {
  const [row] = await db.select({ id: usersView.id }).from(usersView).where(eq(usersView.email, 'newhire@demo.local'));
  return { user: row.id };
}

/** The first seeded SKU as an approve/active item. */
async function firstSkuItems({ db }: MatrixContext): Promise<{ items: { sku: string; color: string }[] }> {
  const [row] = await db
    .select({ sku: licenseSkus.styleCode, color: licenseSkus.colorCode })
    .from(licenseSkus)
    .orderBy(asc(licenseSkus.id))
    .limit(1);
  return { items: [row] };
}

/** A seeded Corporate External document (every signed-in user may read it). */
async function externalResource({ db }: MatrixContext): Promise<number> {
  const [row] = await db
    .select({ id: salesResources.id })
    .from(salesResources)
    .where(arrayContains(salesResources.categories, [7]))
    .orderBy(asc(salesResources.id))
    .limit(1);
  return row.id;
}

async function openSetupRequest({ db }: MatrixContext): Promise<{ id: number }> {
  const [row] = await db
    .select({ id: setupRequests.id })
    .from(setupRequests)
    .where(isNull(setupRequests.completedAt))
    .orderBy(asc(setupRequests.id))
    .limit(1);
  return { id: row.id };
}

/** Booking (ours): reps for themselves, rep 000 and view_appointments for anyone; refused before the body for the rest. */
const mayBook: Expectation = (caller, user) => (caller === 'anon' ? 401 : user && canBookMeetings(user) ? 'ok' : 403);
const openShow = () => ({ show: SEED_OPEN_SHOW });
const NO_MEETING = { show: SEED_OPEN_SHOW, station: '1', rep: '101', startTime: '2000-01-01T09:00:00Z', endTime: '2000-01-01T09:30:00Z' };

export const adminMatrix: AreaMatrix = {
  rest: [
    { route: 'POST /api/users', payload: {}, expect: byRule('userAdmin'), fuzz: { body: userAccessSchema, known: newhire } },
    {
      route: 'POST /api/users',
      payload: { user: 2_147_483_647, access: { bda: true } },
      expect: unknownRecordBehind('userAdmin'),
      why: 'record level: a valid body for a user that does not exist is 404 for user administrators, 403 before the input for everyone else',
    },
    // spec 002 §2, §7: every signed-in user reads and saves their own e-mail settings.
    { route: 'GET /api/emailAccess', expect: signedIn() },
    { route: 'PUT /api/emailAccess', payload: {}, expect: signedIn(), fuzz: { body: emailSettingsSchema } },
    // Sales resources (spec 002 §2, §6, §7): every signed-in user lists and downloads (CUSTOMER users
    // the Corporate External documents only); upload, edit and delete need resource_edit.
    {
      route: 'GET /api/sales_resources',
      url: '/api/sales_resources?categories=7&orderBy=name&order=desc&page=2&search=a',
      expect: signedIn(),
    },
    { route: 'POST /api/sales_resources/download', payload: { paths: [] }, expect: signedIn(), fuzz: { body: salesDownloadSchema } },
    {
      route: 'GET /api/sales_resources/:id/file',
      url: async (c) => `/api/sales_resources/${await externalResource(c)}/file`,
      expect: signedIn(),
    },
    {
      route: 'GET /api/sales_resources/:id/file',
      url: '/api/sales_resources/2147483647/file',
      expect: unknownRecordBehind('loggedIn'),
      why: 'record level: an unknown document',
    },
    {
      route: 'POST /api/sales_resources',
      payload: {},
      expect: byRule('resourceEdit'),
      fuzz: { exempt: 'multipart, not JSON: the upload checks are salesResources.test.ts’s' },
    },
    {
      route: 'PUT /api/sales_resources/:id',
      url: '/api/sales_resources/2147483647',
      payload: { name: 'x', categories: [1] },
      expect: unknownRecordBehind('resourceEdit'),
      why: 'record level: a valid body for a document that does not exist',
      fuzz: { body: salesResourceEditSchema, params: async (c) => ({ id: await externalResource(c) }) },
    },
    {
      route: 'DELETE /api/sales_resources/:id',
      url: '/api/sales_resources/2147483647',
      expect: unknownRecordBehind('resourceEdit'),
      fuzz: {},
    },
    // Marketing resources (spec 002 §6: any signed-in user): the zip (a read sent as POST), the files and thumbnails.
    {
      route: 'POST /api/marketing_resources/download',
      payload: { files: [] },
      expect: signedIn(),
      fuzz: { body: marketingDownloadSchema },
    },
    {
      route: 'POST /api/marketing_resources/download',
      payload: { files: ['/ImageDown/Marketing/Golf/Nope.png'] },
      expect: signedIn(404),
      why: 'record level: a path that is no resource',
    },
    { route: 'GET /Images/Marketing/*', url: '/Images/Marketing/Golf/Fairway%20Lifestyle.png', expect: signedIn() },
    { route: 'GET /ImageDown/Marketing/*', url: '/ImageDown/Marketing/Golf/Nope.png', expect: signedIn(404), why: 'an unknown file' },
    {
      route: 'GET /Images/MarketingThumbs/:file',
      url: '/Images/MarketingThumbs/999999999.png',
      expect: signedIn(404),
      why: 'an unknown resource',
    },
    // License SKU approval (ours: licenseManager for the screen and its calls; README "Decisions").
    {
      route: 'POST /api/license/approve',
      payload: { items: [] },
      expect: byRule('licenseApproval'),
      fuzz: { body: licenseApproveSchema, known: firstSkuItems },
    },
    {
      route: 'POST /api/license/approve',
      payload: { items: [{ sku: 'NOPE', color: 'X' }] },
      expect: unknownRecordBehind('licenseApproval'),
      why: 'record level: an unknown SKU',
    },
    {
      route: 'POST /api/license/active',
      payload: { items: [] },
      expect: byRule('licenseApproval'),
      fuzz: { body: licenseActiveSchema, known: firstSkuItems },
    },
    { route: 'POST /api/sellsheet/license/sku', payload: { skus: [] }, expect: byRule('licenseApproval'), fuzz: { body: sellSheetSchema } },
    // Product style masks (ours, README "Mask images"): uploads with development (styleEdit), the files for the editor's readers (styles).
    {
      route: 'POST /api/styles/:sku/masks',
      url: `/api/styles/${SEED_STYLE}/masks`,
      payload: {},
      expect: byRule('styleEdit'),
      why: 'a JSON body is no upload: 400 for development users (the uploads are styles.test.ts’s)',
      fuzz: { params: { sku: SEED_STYLE } },
    },
    {
      route: 'POST /api/styles/:sku/masks',
      url: '/api/styles/NOPE/masks',
      payload: {},
      expect: unknownRecordBehind('styleEdit'),
      why: 'record level: an unknown style, before the file is read',
    },
    { route: 'GET /media/styles/:sku/masks/:file', url: `/media/styles/${SEED_STYLE}/masks/BLK_0_front.png`, expect: byRule('styles') },
    {
      route: 'GET /media/styles/:sku/masks/:file',
      url: `/media/styles/${SEED_STYLE}/masks/nope.png`,
      expect: unknownRecordBehind('styles'),
      why: 'record level: a file no mask names',
    },
    { route: 'GET /media/styles/:sku/:file', url: `/media/styles/${SEED_STYLE}/BLK_G.png`, expect: byRule('styles') },
    { route: 'GET /media/styles/:sku/:file', url: `/media/styles/${SEED_STYLE}/BLK_V.svg`, expect: byRule('styles') },
    {
      route: 'GET /media/styles/:sku/:file',
      url: `/media/styles/${SEED_STYLE}/PNK_G.png`,
      expect: unknownRecordBehind('styles'),
      why: 'record level: a file no colour names',
    },
    // Trade-show schedule (spec 002 §6: any signed-in user; whose meeting is checked on the meeting).
    {
      route: 'POST /api/schedule/book',
      payload: {},
      expect: mayBook,
      why: 'README "Trade-show schedule": who may book',
      fuzz: { body: bookMeetingSchema, known: openShow },
    },
    { route: 'PUT /api/schedule/station', payload: {}, expect: signedIn(), fuzz: { body: moveMeetingSchema, known: openShow } },
    { route: 'POST /api/schedule/delete', payload: {}, expect: signedIn(), fuzz: { body: deleteMeetingSchema, known: openShow } },
    { route: 'POST /api/schedule/delete', payload: NO_MEETING, expect: signedIn(404), why: 'record level: a meeting that does not exist' },
  ],
  graphql: [
    { field: 'Query.connStatus', query: '{ connStatus { checkedAt database { status } } }', expect: byRule('connStatus') },
    // spec 002 §2, §6: the manager view's lists are externalUserAdmin's; reps see their own open setup requests.
    {
      field: 'Query.externalUsers',
      query: '{ externalUsers(page: 1, search: "a") { total users { email customers { number } } } }',
      expect: byRule('externalUserAdmin'),
    },
    { field: 'Query.signupRequests', query: '{ signupRequests { id email } }', expect: byRule('externalUserAdmin') },
    {
      field: 'Query.licenseSkus',
      query: '{ licenseSkus(page: 2, order: "desc", orderBy: "team", search: "a", searchCol: "name") { styleCode C U approve active } }',
      expect: byRule('licenseApproval'),
    },
    // Product style editor (ours: reads for INTERNAL users; spec 002 §6: development for the edits).
    {
      field: 'Query.products',
      query:
        '{ products(page: 2, order: "desc", orderBy: "name", search: "t", searchCol: "fullName", baseStyles: true) { sku statusFlag } }',
      expect: byRule('styles'),
    },
    {
      field: 'Query.product',
      query: `{ product(sku: "${SEED_STYLE}") { sku description treatments { name } colors { code } locations { name methods } imageDecorationLocations { x ppi } nestedImageLocations { z } imageMasks { src location } } }`,
      expect: byRule('styles'),
    },
    {
      field: 'Query.productOptions',
      query: '{ productOptions { fabricComposition { code } categories { name subCategories } treatments { id } locations } }',
      expect: byRule('styles'),
    },
    {
      field: 'Query.locationPresets',
      query: '{ locationPresets { id name locations { name } imageLocations { x y ppi } } }',
      expect: byRule('styles'),
    },
    { field: 'Query.stylesByCategory', query: '{ stylesByCategory(category: "Fleece") { sku name } }', expect: byRule('styles') },
    {
      field: 'Query.treatmentsByStyle',
      query: `{ treatmentsByStyle(sku: "${SEED_STYLE}") { id type name subType } }`,
      expect: byRule('styles'),
    },
    {
      field: 'Query.treatmentsByStyle',
      query: '{ treatmentsByStyle(sku: "NOPE") { id } }',
      expect: unknownRecordBehind('styles'),
      why: 'record level: an unknown style',
    },
    {
      field: 'Mutation.updateStyle',
      query: 'mutation { updateStyle(input: { sku: "" }) { id } }',
      expect: byRule('styleEdit'),
      fuzz: { known: () => ({ input: { sku: 'ST1007' } }) },
    },
    {
      field: 'Mutation.upsertLocationPreset',
      query: 'mutation { upsertLocationPreset(input: { name: "", locations: [], imageLocations: [] }) { id } }',
      expect: byRule('styleEdit'),
      fuzz: { known: () => ({ input: { name: `${SEED_PRESET} fuzz` } }) },
    },
    {
      field: 'Mutation.copyTreatments',
      query: 'mutation { copyTreatments(from: "", to: []) }',
      expect: byRule('styleEdit'),
      fuzz: { known: () => ({ from: 'ST1001', to: ['ST1006'] }) },
    },
    { field: 'Query.tradeShows', query: '{ tradeShows { name startDate endDate } }', expect: signedIn() },
    {
      field: 'Query.tradeShow',
      query: `{ tradeShow(name: "${SEED_OPEN_SHOW}") { name stations { station } days { meetings { host hostName email } } quota { usedMinutes } bookingsOpen } }`,
      expect: signedIn(),
    },
    {
      field: 'Query.marketingResources',
      query: '{ marketingResources(parent: "Golf") { type name parent path item extension size duration width height thumbnail } }',
      expect: signedIn(),
    },
    { field: 'Query.setupRequests', query: '{ setupRequests { id rep { number } } }', expect: byRule('externalUsers') },
    {
      field: 'Mutation.createExternalUser',
      query: 'mutation { createExternalUser(input: { email: "" }) { id } }',
      expect: byRule('externalUserAdmin'),
      fuzz: { known: () => ({ input: { rep: '101', country: 'C' } }) },
    },
    {
      field: 'Mutation.updateExternalUser',
      query: 'mutation { updateExternalUser(input: { email: "" }) { id } }',
      expect: byRule('externalUserAdmin'),
      fuzz: { known: () => ({ input: { email: 'orders@summitgear.example.com' } }) },
    },
    {
      field: 'Mutation.createSetupRequest',
      query:
        'mutation { createSetupRequest(input: { email: "", firstName: "", lastName: "", password: "", country: "", rep: "", company: "", products: true, order: false, artist: false, licenseOrder: false, customLocation: false, preLine: false, takeAll: false }) }',
      expect: byRule('externalUserAdmin'),
      fuzz: { known: () => ({ input: { rep: '101', country: 'C' } }) },
    },
    {
      field: 'Mutation.completeSetupRequest',
      query: 'mutation { completeSetupRequest(id: 0, customers: []) { id } }',
      expect: byRule('externalUsers'),
      why: "the request's rep completes it (spec 002 §2 rep view); whose request it is, after the input",
      fuzz: { known: openSetupRequest },
    },
    {
      field: 'Mutation.resendSignupEmail',
      query: 'mutation { resendSignupEmail(email: "") }',
      expect: byRule('externalUserAdmin'),
      fuzz: { known: () => ({ email: 'orders@summitgear.example.com' }) },
    },
    {
      field: 'Mutation.deleteExternalUser',
      query: 'mutation { deleteExternalUser(email: "") }',
      expect: byRule('externalUserAdmin'),
      fuzz: {},
    },
    {
      field: 'Mutation.deleteSignupRequest',
      query: 'mutation { deleteSignupRequest(id: 0) }',
      expect: byRule('externalUserAdmin'),
      fuzz: {},
    },
  ],
};
