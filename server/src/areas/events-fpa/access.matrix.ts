import { asc } from 'drizzle-orm';
import { eventOrderCancelSchema, eventReportSchema } from '@portal/shared/core';
import { byRule, signedIn, unknownRecordBehind, type AreaMatrix, type MatrixContext } from '../../../test/accessMatrix';
import { eq } from 'drizzle-orm';
import { customEventOrders, customEvents, draftedContests, draftedOrganizations, draftedSponsors } from '../../db/tables/events-fpa';

// Who may call the events and employee-pricing area's routes and fields (spec 002 §6:
// /fpa INTERNAL users, FPA admins manage anyone; drafted pages draftedManager; README.md).
// Writes are sent with refused input (nothing changes). `fuzz`: how mutationFuzz.test.ts calls each
// write as admin; `known` aims it at seeded records (employee@'s allowance, a seeded contest).

const firstId =
  (table: typeof draftedContests | typeof draftedOrganizations | typeof draftedSponsors) =>
  async ({ db }: MatrixContext) =>
    (await db.select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(1))[0].id;
const EMPLOYEE = 'employee@demo.local';
const year = () => new Date().getUTCFullYear();

// spec 002 §6: someone else's employee record is for FPA admins; an INTERNAL user asking about
// another e-mail is refused (403) like everyone outside the rule.
const fpaAdmin = byRule('fpaAdmin');
// Rights before input: the rule is checked before the arguments; whose record it is, after them.
const fpa = byRule('fpa');
const drafted = byRule('drafted');
// Custom events (README "Custom events"): eventManager or orderEdit look (rule customEvents),
// orderEdit changes (customEventEdit, spec 002 §6).
const events = byRule('customEvents');
const eventEdit = byRule('customEventEdit');
const disabledEvent = async ({ db }: MatrixContext) =>
  (await db.select({ id: customEvents.id }).from(customEvents).where(eq(customEvents.status, 2)).orderBy(asc(customEvents.id)).limit(1))[0]
    .id;
const anEventOrder = async ({ db }: MatrixContext) =>
  (
    await db
      .select({ eventId: customEventOrders.eventId, orderNumb: customEventOrders.numb, token: customEventOrders.token })
      .from(customEventOrders)
      .orderBy(asc(customEventOrders.id))
      .limit(1)
  )[0];

export const eventsFpaMatrix: AreaMatrix = {
  rest: [
    // The custom events' template images (templateImages.ts), for signed-in users.
    { route: 'GET /Images/Templates/:file', url: '/Images/Templates/nope.png', expect: signedIn(404), why: 'an unknown image' },
    {
      route: 'POST /api/drafted/upload',
      payload: {},
      expect: drafted,
      fuzz: { exempt: 'multipart, not JSON: the file checks are drafted.test.ts’s' },
    },
    { route: 'GET /api/drafted/logo/:token', url: '/api/drafted/logo/seed-harbour.svg', expect: drafted },
    {
      route: 'GET /api/drafted/logo/:token',
      url: '/api/drafted/logo/00000000-0000-0000-0000-000000000000.png',
      expect: unknownRecordBehind('drafted'),
      why: 'record level: an unknown logo',
    },
    {
      route: 'GET /api/drafted/contest/:id/agreement',
      url: async (c) => `/api/drafted/contest/${await firstId(draftedContests)(c)}/agreement`,
      expect: drafted,
    },
    {
      route: 'GET /api/drafted/contest/:id/agreement',
      url: '/api/drafted/contest/999999/agreement',
      expect: unknownRecordBehind('drafted'),
      why: 'record level: an unknown contest',
    },
    {
      route: 'POST /api/event/report',
      payload: { eventId: 999999 },
      expect: unknownRecordBehind('customEvents'),
      why: 'record level: an unknown event',
      fuzz: { body: eventReportSchema, known: async (c) => ({ eventId: await disabledEvent(c) }) },
    },
    {
      route: 'POST /api/event/order/cancel',
      payload: { eventId: 999999, orderNumb: 1, token: 'x' },
      expect: unknownRecordBehind('customEventEdit'),
      why: 'record level: an unknown event (spec 002 §6: order_edit)',
      fuzz: { body: eventOrderCancelSchema, known: async (c) => anEventOrder(c) },
    },
  ],
  graphql: [
    {
      field: 'Query.customEvents',
      query: '{ customEvents(listType: "history", search: "a") { id status { code } totals { orders } } }',
      expect: events,
    },
    {
      field: 'Query.customEvent',
      query: '{ customEvent(id: 999999) { id orders { numb } changes { id } } }',
      expect: events,
      why: 'an unknown event is null (the page’s not-found state)',
    },
    {
      field: 'Mutation.updateCustomEvent',
      query: 'mutation { updateCustomEvent(id: 0, input: {}) { id } }',
      expect: eventEdit,
      fuzz: { known: async (c) => ({ id: await disabledEvent(c) }) },
    },
    {
      field: 'Mutation.deleteCustomEvent',
      query: 'mutation { deleteCustomEvent(id: 0) { id } }',
      expect: unknownRecordBehind('customEventEdit'),
      why: 'record level: an unknown event',
      fuzz: { known: async (c) => ({ id: await disabledEvent(c) }) },
    },
    {
      field: 'Mutation.toggleEvent',
      query: 'mutation { toggleEvent(id: 0) { id } }',
      expect: unknownRecordBehind('customEventEdit'),
      why: 'record level: an unknown event',
      fuzz: { known: async (c) => ({ id: await disabledEvent(c) }) },
    },
    {
      field: 'Mutation.closeEvent',
      query: 'mutation { closeEvent(id: 0) { id } }',
      expect: unknownRecordBehind('customEventEdit'),
      why: 'record level: an unknown event',
      fuzz: { known: async (c) => ({ id: await disabledEvent(c) }) },
    },
    {
      field: 'Mutation.createCustomeEventProductionOrder',
      query: 'mutation { createCustomeEventProductionOrder(id: 0) { id } }',
      expect: unknownRecordBehind('customEventEdit'),
      why: 'record level: an unknown event',
      fuzz: { known: async (c) => ({ id: await disabledEvent(c) }) },
    },
    {
      field: 'Mutation.resendEmail',
      query: 'mutation { resendEmail(orderNum: 0, token: "") }',
      expect: unknownRecordBehind('customEvents'),
      why: 'record level: an unknown order',
      fuzz: { known: async (c) => ({ orderNum: (await anEventOrder(c)).orderNumb }) },
    },
    {
      field: 'Query.employee',
      query: '{ employee(email: "nobody@example.com") { email } }',
      expect: fpaAdmin,
      why: 'another person’s record: FPA admins only (spec 002 §6)',
    },
    { field: 'Query.employees', query: '{ employees(year: 2024) { email } }', expect: fpaAdmin },
    { field: 'Query.draftedOrganizations', query: '{ draftedOrganizations { id } }', expect: drafted },
    { field: 'Query.draftedSponsors', query: '{ draftedSponsors { id } }', expect: drafted },
    {
      field: 'Query.draftedContests',
      query: '{ draftedContests(sortBy: "name", desc: true) { id organization { name } } }',
      expect: drafted,
    },
    {
      field: 'Query.draftedContest',
      query: '{ draftedContest(id: 999999) { id } }',
      expect: drafted,
      why: 'an unknown contest is null (the page’s not-found state)',
    },
    {
      field: 'Mutation.createEmployeeDiscount',
      query: 'mutation { createEmployeeDiscount(email: "nobody@example.com", year: 0, amount: 0) { discountID } }',
      expect: fpa,
      fuzz: { known: () => ({ email: EMPLOYEE, year: year() }) },
    },
    {
      field: 'Mutation.createEmployeeFriendsFamilyDiscount',
      query: 'mutation { createEmployeeFriendsFamilyDiscount(email: "", year: 0, employee: "nobody@example.com", firstName: "") { id } }',
      expect: fpa,
      fuzz: { known: () => ({ employee: EMPLOYEE, year: year() }) },
    },
    {
      field: 'Mutation.deleteEmployeeDiscountCode',
      query: 'mutation { deleteEmployeeDiscountCode(email: "nobody@example.com", year: 0, discountID: 0) }',
      expect: fpa,
      fuzz: { known: () => ({ email: EMPLOYEE, year: year() }) },
    },
    {
      field: 'Mutation.updateEmployeeAllowance',
      query: 'mutation { updateEmployeeAllowance(email: "nobody@example.com", year: 0, amount: -1) { email } }',
      expect: fpaAdmin,
      fuzz: { known: () => ({ email: EMPLOYEE, year: year() }) },
    },
    {
      field: 'Mutation.addEmployee',
      query: 'mutation { addEmployee(email: "", firstName: "", lastName: "", number: "") { email } }',
      expect: fpaAdmin,
      fuzz: {},
    },
    {
      field: 'Mutation.disableEmployee',
      query: 'mutation { disableEmployee(employee: "") { email } }',
      expect: fpaAdmin,
      fuzz: { known: () => ({ employee: EMPLOYEE }) },
    },
    {
      field: 'Mutation.enableEmployee',
      query: 'mutation { enableEmployee(employee: "") { email } }',
      expect: fpaAdmin,
      fuzz: { known: () => ({ employee: 'artist@demo.local' }) },
    },
    {
      field: 'Mutation.createDraftedOrganization',
      query: 'mutation { createDraftedOrganization(input: { name: "" }) { id } }',
      expect: drafted,
      fuzz: {},
    },
    {
      field: 'Mutation.updateDraftedOrganization',
      query: 'mutation { updateDraftedOrganization(input: { id: 0 }) { id } }',
      expect: drafted,
      fuzz: { known: async (c) => ({ input: { id: await firstId(draftedOrganizations)(c) } }) },
    },
    {
      field: 'Mutation.createDraftedSponsor',
      query: 'mutation { createDraftedSponsor(input: { name: "" }) { id } }',
      expect: drafted,
      fuzz: {},
    },
    {
      field: 'Mutation.updateDraftedSponsor',
      query: 'mutation { updateDraftedSponsor(input: { id: 0 }) { id } }',
      expect: drafted,
      fuzz: { known: async (c) => ({ input: { id: await firstId(draftedSponsors)(c) } }) },
    },
    {
      field: 'Mutation.createDraftedContest',
      query: 'mutation { createDraftedContest(input: { name: "" }) { id } }',
      expect: drafted,
      fuzz: { known: async (c) => ({ input: { organizationId: await firstId(draftedOrganizations)(c) } }) },
    },
    {
      field: 'Mutation.updateDraftedContest',
      query: 'mutation { updateDraftedContest(input: { id: 0 }) { id } }',
      expect: drafted,
      fuzz: { known: async (c) => ({ input: { id: await firstId(draftedContests)(c) } }) },
    },
  ],
};
