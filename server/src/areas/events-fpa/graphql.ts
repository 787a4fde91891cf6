import { changeEntriesOf } from '../../platform/audit';
import type { AreaGraphql } from '../area';
import type { Resolvers } from '../graphqlTypes';
import { asGql } from '../../platform/gqlFromHttp';
import { requireRule } from '../../platform/gqlErrors';
import { DRAFTED_MESSAGES, EVENT_MESSAGES, FPA_MESSAGES } from '@portal/shared/core';
import {
  cancelEvent,
  closeEvent,
  createProductionOrder,
  listEventOrders,
  listEvents,
  readEvent,
  resendOrderEmail,
  toggleEvent,
  updateEvent,
} from './customEvents';
import {
  createContest,
  createOrganization,
  createSponsor,
  listContests,
  listOrganizations,
  listSponsors,
  readContest,
  updateContest,
  updateOrganization,
  updateSponsor,
} from './drafted';
import {
  addEmployee,
  createEmployeeDiscount,
  createFriendsFamilyDiscount,
  deleteDiscountCode,
  listEmployees,
  readEmployee,
  setEmployeeActive,
  updateAllowance,
} from './fpa';

// GraphQL of the events and employee-pricing area (spec 002 §7 "Employee pricing", "Drafted
// contests"), with the spec's field names. The services check who may do what (a rule before the
// input: spec 002 §6); their HttpErrors become BAD_USER_INPUT / FORBIDDEN / NOT_FOUND / CONFLICT.

export const typeDefs = /* GraphQL */ `
  "A discount code's status (mfe-events-fpa/README.md): 0 Disabled, 1 Active, 2 Used, 3 Expired."
  type DiscountStatus {
    code: Int!
    description: String!
  }

  "The employee-store order a code was used on."
  type DiscountOrder {
    id: Int!
    orderNumber: String!
    "The store's order page (the Canada account for allowance codes, the code's country for friends and family)."
    url: String!
  }

  "A free product allowance code (spec 002 §3 Allowance discount)."
  type AllowanceDiscount {
    discountID: Int!
    discountAmount: Float!
    discountCode: String!
    expiryDate: DateTime!
    createdDate: DateTime!
    status: DiscountStatus!
    order: DiscountOrder
  }

  "A friends-and-family code (spec 002 §3): the allowance discount's fields (no amount) plus who it is for."
  type FriendsFamilyDiscount {
    "The same as discountID (spec 002 §5: a create answer without an id is a failure)."
    id: Int!
    discountID: Int!
    discountCode: String!
    expiryDate: DateTime!
    createdDate: DateTime!
    status: DiscountStatus!
    order: DiscountOrder
    firstName: String!
    lastName: String
    email: String!
    "C Canada, U US."
    country: String!
  }

  "An employee of the Employee Preferred Pricing Program, with one year's allowance (spec 002 §3 Employee)."
  type Employee {
    email: String!
    firstName: String!
    lastName: String!
    employeeNumber: String!
    active: Boolean!
    year: Int!
    totalAllowance: Float!
    "Total minus the used codes."
    available: Float!
    "spec 002 §5: the most a new code may be (available minus the pending codes)."
    maxAvailable: Float!
    "spec 002 §5: the lowest the allowance may be set to (the codes with status below 3)."
    minAllowance: Float!
    "The Employee Product Discount code."
    defaultDiscount: String!
    "The employee store password: FPA admins only (null for others)."
    password: String
    discounts: [AllowanceDiscount!]!
    friendsFamily: [FriendsFamilyDiscount!]!
  }

  "A row of employees(year)."
  type EmployeeSummary {
    email: String!
    firstName: String!
    lastName: String!
    employeeNumber: String!
    active: Boolean!
    year: Int!
    totalAllowance: Float!
    available: Float!
  }

  type DraftedOrganization {
    id: Int!
    name: String!
    logoUrl: String
    primaryColorHex: String
    secondaryColorHex: String
    primaryTextColorHex: String
    secondaryTextColorHex: String
    leagueId: Int
    teamId: Int
    "The league's name."
    league: String
    "The team's name."
    team: String
  }

  type DraftedSponsor {
    id: Int!
    name: String!
    logoUrl: String
  }

  type DraftedContest {
    id: Int!
    name: String!
    details: String
    handle: String!
    logoUrl: String!
    organization: DraftedOrganization!
    sponsor: DraftedSponsor
    submissionStart: DateTime!
    voteStart: DateTime!
    voteEnd: DateTime!
    primaryColorHex: String!
    secondaryColorHex: String!
    primaryTextColorHex: String!
    secondaryTextColorHex: String!
    "The sanitised artist agreement (HTML)."
    agreementUrl: String!
    createdAt: DateTime!
    updatedAt: DateTime!
    "Every change to the contest, newest first: who, when, fields before and after (the audit trail)."
    changes: [ChangeEntry!]!
  }

  "Logo input (spec 002 §3): upload is the token of POST /api/drafted/upload?kind=logo; path keeps the current logo."
  input DraftedLogoInput {
    upload: String
    path: String
  }

  input DraftedOrganizationInput {
    "On update only."
    id: Int
    name: String
    logo: DraftedLogoInput
    primaryColorHex: String
    secondaryColorHex: String
    primaryTextColorHex: String
    secondaryTextColorHex: String
    leagueId: Int
    teamId: Int
  }

  input DraftedSponsorInput {
    "On update only."
    id: Int
    name: String
    logo: DraftedLogoInput
  }

  "On update only the fields given change (the dialog sends only what changed)."
  input DraftedContestInput {
    id: Int
    name: String
    handle: String
    logo: DraftedLogoInput
    organizationId: Int
    "-1 removes the sponsor."
    sponsorId: Int
    primaryColorHex: String
    secondaryColorHex: String
    primaryTextColorHex: String
    secondaryTextColorHex: String
    "ISO 8601 instants (strings, so that a malformed one is the form's message, not a variable error)."
    submissionStart: String
    voteStart: String
    voteEnd: String
    "The token of POST /api/drafted/upload?kind=agreement (required on create)."
    agreement: String
    details: String
  }


  "spec 002 §4: 1 Enabled, 2 Disabled, 3 Closed, 99 Cancelled."
  type CustomEventStatus {
    code: Int!
    description: String!
  }

  type CustomEventTotals {
    "Store orders not cancelled."
    orders: Int!
    items: Int!
  }

  type CustomEventCsr {
    number: String!
    name: String!
  }

  "An order of the orders area made from the event's store orders (type 211 Event)."
  type CustomEventProductionOrder {
    id: Int!
    numb: Int!
    "The order's status (orders area codes): the screen links to /order_history/{id} or /orders/{id}."
    status: Int!
  }

  type CustomEventBilling {
    id: String!
    name: String!
  }

  type CustomEventCategory {
    id: Int!
    name: String!
    maxItems: Int
    minItems: Int
    numb: Int!
    sortBy: String
    sortByOrder: String
    subCategory: String
    styleName: String
  }

  type CustomEventOption {
    id: Int!
    name: String!
    required: Boolean!
    availableOptions: [String!]!
    optionType: String!
    requiredIfId: Int
    requiredIfValue: String
  }

  type CustomEventAddress {
    id: Int!
    label: String!
    attn: String
    customer: String
    customerName: String
    number: String
    address1: String!
    address2: String
    address3: String
    city: String
    state: String
    country: String
    zip: String
  }

  type CustomEventOrderAddress {
    customerName: String
    firstName: String!
    lastName: String!
    email: String
    comments: String
    attn: String
    address1: String
    address2: String
    address3: String
    city: String
    state: String
    country: String
    zip: String
  }

  "An order placed in the event's store (spec 002 §3 Event order): status 1 Placed, 2 In Production, 99 Cancelled."
  type CustomEventOrder {
    numb: Int!
    createdAt: DateTime!
    totalItems: Int!
    totalPrice: Float!
    token: String!
    status: Int!
    statusDesc: String!
    "The production order it went into, if any."
    productionOrder: CustomEventProductionOrder
    address: CustomEventOrderAddress!
  }

  "A row of customEvents."
  type CustomEventRow {
    id: Int!
    handle: String!
    name: String!
    start: DateTime!
    end: DateTime!
    customer: String!
    customerName: String!
    csr: CustomEventCsr
    status: CustomEventStatus!
    totals: CustomEventTotals!
    productionOrderNumber: Int
  }

  "An event store (spec 002 §3 CustomEvent)."
  type CustomEvent {
    id: Int!
    handle: String!
    name: String!
    "Image files: the screen loads them from /Images/Templates/{image}."
    logo: String
    banner: String
    mobileBanner: String
    start: DateTime!
    end: DateTime!
    delivery: DateTime
    addressNeeded: Boolean!
    maxItems: Int
    maxAmount: Float
    customer: String!
    customerName: String!
    csr: CustomEventCsr
    showPrices: Boolean!
    "Markup percent = (priceRate*10-10)*10."
    priceRate: Float!
    status: CustomEventStatus!
    totals: CustomEventTotals!
    defaultEmail: String
    noAllocations: Boolean!
    password: String
    collectPayment: Boolean!
    flatFee: Float
    flatFeeName: String
    "The name of who set it up."
    createdBy: String
    "The latest production order's id and number."
    productionOrder: Int
    productionOrderNumber: Int
    productionOrders: [CustomEventProductionOrder!]!
    billing: CustomEventBilling
    title: String
    info: String
    infoColor: String
    infoPosition: String
    infoBackground: String
    bgSize: String
    "null all, C Canada, U USA."
    country: String
    "EN, FR."
    languages: [String!]!
    customAddress: Boolean!
    styleName: String
    categories: [CustomEventCategory!]!
    customOptions: [CustomEventOption!]!
    addresses: [CustomEventAddress!]!
    "The store's orders, newest first; cancelled ones only with showCancelled."
    orders(showCancelled: Boolean): [CustomEventOrder!]!
    "Every change to the event, newest first (the audit trail)."
    changes: [ChangeEntry!]!
  }

  input CustomEventCategoryInput {
    id: Int
    name: String!
    maxItems: Int
    minItems: Int
    numb: Int
    sortBy: String
    sortByOrder: String
    subCategory: String
    styleName: String
  }

  input CustomEventOptionInput {
    id: Int
    name: String!
    required: Boolean
    availableOptions: [String!]
    optionType: String
    requiredIfId: Int
    requiredIfValue: String
  }

  input CustomEventAddressInput {
    id: Int
    label: String!
    attn: String
    customer: String
    customerName: String
    number: String
    address1: String!
    address2: String
    address3: String
    city: String
    state: String
    country: String
    zip: String
  }

  "Every editable field; the three lists are whole lists (rows without id are added, rows left out removed). Dates are ISO strings."
  input CustomEventInput {
    name: String
    handle: String
    logo: String
    banner: String
    mobileBanner: String
    start: String
    end: String
    delivery: String
    addressNeeded: Boolean
    maxItems: Int
    maxAmount: Float
    "A CSR code."
    csr: String
    showPrices: Boolean
    priceRate: Float
    defaultEmail: String
    noAllocations: Boolean
    password: String
    collectPayment: Boolean
    flatFee: Float
    flatFeeName: String
    title: String
    info: String
    infoColor: String
    infoPosition: String
    infoBackground: String
    bgSize: String
    country: String
    languages: [String!]
    customAddress: Boolean
    styleName: String
    categories: [CustomEventCategoryInput!]
    customOptions: [CustomEventOptionInput!]
    addresses: [CustomEventAddressInput!]
  }

  type CreatedProductionOrder {
    id: Int!
    numb: Int!
  }

  extend type Query {
    "/fpa: an employee by e-mail (INTERNAL users: their own; FPA admins: anyone). Null when there is no employee record. Year: the current one when absent."
    employee(email: String!, year: Int): Employee
    "/fpa: every employee of the year (FPA admins)."
    employees(year: Int!): [EmployeeSummary!]!
    draftedOrganizations: [DraftedOrganization!]!
    draftedSponsors: [DraftedSponsor!]!
    "/drafted/contests, sorted by sortBy (a column of the list) and desc."
    draftedContests(sortBy: String, desc: Boolean): [DraftedContest!]!
    draftedContest(id: Int): DraftedContest
    "/events, /events_history, /events_cancelled (listType open, history, cancelled): 50 a page, end ascending, search column name by default."
    customEvents(listType: String, orderBy: String, order: String, search: String, searchCol: String, page: Int): [CustomEventRow!]!
    "Null when there is no such event."
    customEvent(id: Int): CustomEvent
  }

  extend type Mutation {
    createEmployeeDiscount(email: String!, year: Int!, amount: Float!): AllowanceDiscount!
    "email: the friend's; employee: the employee's."
    createEmployeeFriendsFamilyDiscount(email: String!, year: Int!, employee: String!, firstName: String!, lastName: String, country: String): FriendsFamilyDiscount!
    deleteEmployeeDiscountCode(email: String!, year: Int!, discountID: Int!): Boolean!
    updateEmployeeAllowance(email: String!, year: Int!, amount: Float!): Employee!
    "Answers the employee with the store password."
    addEmployee(email: String!, firstName: String!, lastName: String!, allowance: Float, number: String!): Employee!
    disableEmployee(employee: String!): Employee!
    enableEmployee(employee: String!): Employee!
    createDraftedOrganization(input: DraftedOrganizationInput!): DraftedOrganization!
    updateDraftedOrganization(input: DraftedOrganizationInput!): DraftedOrganization!
    createDraftedSponsor(input: DraftedSponsorInput!): DraftedSponsor!
    updateDraftedSponsor(input: DraftedSponsorInput!): DraftedSponsor!
    createDraftedContest(input: DraftedContestInput!): DraftedContest!
    updateDraftedContest(input: DraftedContestInput!): DraftedContest!
    updateCustomEvent(id: Int!, input: CustomEventInput!): CustomEvent!
    "Cancels the event (irreversible); emailCustomers: e-mail each customer whose order was cancelled."
    deleteCustomEvent(id: Int!, emailCustomers: Boolean): CustomEvent!
    "Enabled ⇄ disabled."
    toggleEvent(id: Int!): CustomEvent!
    "Closes the event and clears its stock holds (irreversible)."
    closeEvent(id: Int!): CustomEvent!
    "Only while the event is disabled (status 2): a new order in the orders area from the placed store orders."
    createCustomeEventProductionOrder(id: Int!): CreatedProductionOrder!
    "The store order's e-mail again (the outbox)."
    resendEmail(orderNum: Int!, token: String!): Boolean!
  }
`;

/** GraphQL gives absent input fields as absent; explicit nulls for "not changed" are dropped here. */
const present = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).filter(([key, v]) => v !== null || key === 'leagueId' || key === 'teamId'));

export const resolvers = {
  // Only the detail page selects it (one contest), after draftedContest's own access check.
  DraftedContest: {
    changes: async (contest: { id: number }, _args: unknown, ctx) => changeEntriesOf(ctx.platform.db, 'drafted_contest', contest.id),
  },
  CustomEvent: {
    orders: async (event: { id: number }, { showCancelled }, ctx) => listEventOrders(ctx.platform.db, event.id, !!showCancelled),
    changes: async (event: { id: number }, _args: unknown, ctx) => changeEntriesOf(ctx.platform.db, 'custom_event', event.id),
  },
  Query: {
    customEvents: async (_root, args, ctx) => listEvents(ctx.platform.db, requireRule(ctx, 'customEvents', EVENT_MESSAGES.forbidden), args),
    customEvent: async (_root, { id }, ctx) =>
      readEvent(ctx.platform.db, requireRule(ctx, 'customEvents', EVENT_MESSAGES.forbidden), id ?? 0) as never,
    employee: async (_root, { email, year }, ctx) =>
      readEmployee(ctx.platform.db, requireRule(ctx, 'fpa', FPA_MESSAGES.internalOnly), email, year, ctx.platform.clock.now()) as never,
    employees: async (_root, { year }, ctx) =>
      listEmployees(ctx.platform.db, requireRule(ctx, 'fpaAdmin', FPA_MESSAGES.fpaAdminRequired), year),
    draftedOrganizations: async (_root, _args, ctx) =>
      listOrganizations(ctx.platform.db, requireRule(ctx, 'drafted', DRAFTED_MESSAGES.draftedManagerRequired)),
    draftedSponsors: async (_root, _args, ctx) =>
      listSponsors(ctx.platform.db, requireRule(ctx, 'drafted', DRAFTED_MESSAGES.draftedManagerRequired)),
    draftedContests: async (_root, { sortBy, desc }, ctx) =>
      listContests(ctx.platform.db, requireRule(ctx, 'drafted', DRAFTED_MESSAGES.draftedManagerRequired), sortBy, desc),
    draftedContest: async (_root, { id }, ctx) => {
      const user = requireRule(ctx, 'drafted', DRAFTED_MESSAGES.draftedManagerRequired);
      return id && id > 0 && id <= 2_147_483_647 ? readContest(ctx.platform.db, user, id) : null;
    },
  },
  Mutation: {
    updateCustomEvent: async (_root, { id, input }, ctx) =>
      updateEvent(
        ctx.platform.db,
        requireRule(ctx, 'customEventEdit', EVENT_MESSAGES.editForbidden),
        id,
        input,
        ctx.platform.clock.now(),
      ) as never,
    deleteCustomEvent: async (_root, { id, emailCustomers }, ctx) =>
      cancelEvent(
        ctx.platform.db,
        requireRule(ctx, 'customEventEdit', EVENT_MESSAGES.editForbidden),
        id,
        !!emailCustomers,
        ctx.platform.clock.now(),
      ) as never,
    toggleEvent: async (_root, { id }, ctx) =>
      toggleEvent(
        ctx.platform.db,
        requireRule(ctx, 'customEventEdit', EVENT_MESSAGES.editForbidden),
        id,
        ctx.platform.clock.now(),
      ) as never,
    closeEvent: async (_root, { id }, ctx) =>
      closeEvent(ctx.platform.db, requireRule(ctx, 'customEventEdit', EVENT_MESSAGES.editForbidden), id, ctx.platform.clock.now()) as never,
    createCustomeEventProductionOrder: async (_root, { id }, ctx) =>
      createProductionOrder(
        ctx.platform.db,
        requireRule(ctx, 'customEventEdit', EVENT_MESSAGES.editForbidden),
        id,
        ctx.platform.clock.now(),
      ),
    resendEmail: async (_root, { orderNum, token }, ctx) =>
      resendOrderEmail(
        ctx.platform.db,
        requireRule(ctx, 'customEvents', EVENT_MESSAGES.forbidden),
        orderNum,
        token,
        ctx.platform.clock.now(),
      ),
    createEmployeeDiscount: async (_root, args, ctx) =>
      createEmployeeDiscount(ctx.platform.db, requireRule(ctx, 'fpa', FPA_MESSAGES.internalOnly), args, ctx.platform.clock.now()) as never,
    createEmployeeFriendsFamilyDiscount: async (_root, args, ctx) =>
      createFriendsFamilyDiscount(
        ctx.platform.db,
        requireRule(ctx, 'fpa', FPA_MESSAGES.internalOnly),
        args,
        ctx.platform.clock.now(),
      ) as never,
    deleteEmployeeDiscountCode: async (_root, args, ctx) =>
      deleteDiscountCode(ctx.platform.db, requireRule(ctx, 'fpa', FPA_MESSAGES.internalOnly), args, ctx.platform.clock.now()),
    updateEmployeeAllowance: async (_root, args, ctx) =>
      updateAllowance(
        ctx.platform.db,
        requireRule(ctx, 'fpaAdmin', FPA_MESSAGES.fpaAdminRequired),
        args,
        ctx.platform.clock.now(),
      ) as never,
    addEmployee: async (_root, args, ctx) =>
      addEmployee(ctx.platform.db, requireRule(ctx, 'fpaAdmin', FPA_MESSAGES.fpaAdminRequired), args, ctx.platform.clock.now()) as never,
    disableEmployee: async (_root, args, ctx) =>
      setEmployeeActive(
        ctx.platform.db,
        requireRule(ctx, 'fpaAdmin', FPA_MESSAGES.fpaAdminRequired),
        args,
        false,
        ctx.platform.clock.now(),
      ) as never,
    enableEmployee: async (_root, args, ctx) =>
      setEmployeeActive(
        ctx.platform.db,
        requireRule(ctx, 'fpaAdmin', FPA_MESSAGES.fpaAdminRequired),
        args,
        true,
        ctx.platform.clock.now(),
      ) as never,
    createDraftedOrganization: async (_root, { input }, ctx) =>
      createOrganization(
        ctx.platform.db,
        ctx.platform.files,
        requireRule(ctx, 'drafted', DRAFTED_MESSAGES.draftedManagerRequired),
        present(input),
        ctx.platform.clock.now(),
      ),
    updateDraftedOrganization: async (_root, { input }, ctx) =>
      updateOrganization(
        ctx.platform.db,
        ctx.platform.files,
        requireRule(ctx, 'drafted', DRAFTED_MESSAGES.draftedManagerRequired),
        present(input),
        ctx.platform.clock.now(),
      ),
    createDraftedSponsor: async (_root, { input }, ctx) =>
      createSponsor(
        ctx.platform.db,
        ctx.platform.files,
        requireRule(ctx, 'drafted', DRAFTED_MESSAGES.draftedManagerRequired),
        present(input),
        ctx.platform.clock.now(),
      ),
    updateDraftedSponsor: async (_root, { input }, ctx) =>
      updateSponsor(
        ctx.platform.db,
        ctx.platform.files,
        requireRule(ctx, 'drafted', DRAFTED_MESSAGES.draftedManagerRequired),
        present(input),
        ctx.platform.clock.now(),
      ),
    createDraftedContest: async (_root, { input }, ctx) =>
      createContest(
        ctx.platform.db,
        ctx.platform.files,
        requireRule(ctx, 'drafted', DRAFTED_MESSAGES.draftedManagerRequired),
        present(input),
        ctx.platform.clock.now(),
      ),
    updateDraftedContest: async (_root, { input }, ctx) =>
      updateContest(
        ctx.platform.db,
        ctx.platform.files,
        requireRule(ctx, 'drafted', DRAFTED_MESSAGES.draftedManagerRequired),
        present(input),
        ctx.platform.clock.now(),
      ),
  },
} satisfies Resolvers;

/** Every resolver answers the services' HttpErrors as their GraphQL codes (platform/gqlFromHttp.ts). */
function asGqlAll(all: Record<string, Record<string, (...args: never[]) => Promise<unknown>>>) {
  return Object.fromEntries(
    Object.entries(all).map(([type, fields]) => [
      type,
      Object.fromEntries(Object.entries(fields).map(([name, fn]) => [name, (...args: never[]) => asGql(() => fn(...args))])),
    ]),
  );
}

export const eventsFpaGraphql: AreaGraphql = { typeDefs, resolvers: asGqlAll(resolvers) };
