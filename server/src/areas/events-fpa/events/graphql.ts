import { changeEntriesOf } from '../../../platform/audit';
import type { AreaGraphql } from '../../area';
import type { Resolvers } from '../../graphqlTypes';
import { asGqlResolvers } from '../../../platform/gqlFromHttp';
import { requireRule } from '../../../platform/gqlErrors';
import { EVENT_MESSAGES } from '@portal/shared/core';
import { readEvent, listEventOrders } from './eventDetail';
import { listEvents } from './eventList';
import { cancelEvent, closeEvent, toggleEvent, updateEvent } from './eventWrites';
import { createProductionOrder } from './productionOrders';
import { resendOrderEmail } from './storeOrders';

// GraphQL of custom events (spec 002 §7 "Custom events"), with the spec's field names (the
// production order's mutation is spelled as the spec spells it). The services check who may do
// what (rule customEvents to look, customEventEdit to change, before the input: spec 002 §6); their
// HttpErrors become BAD_USER_INPUT / FORBIDDEN / NOT_FOUND / CONFLICT.

const typeDefs = /* GraphQL */ `
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
    "/events, /events_history, /events_cancelled (listType open, history, cancelled): 50 a page, end ascending, search column name by default."
    customEvents(listType: String, orderBy: String, order: String, search: String, searchCol: String, page: Int): [CustomEventRow!]!
    "Null when there is no such event."
    customEvent(id: Int): CustomEvent
  }

  extend type Mutation {
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

const resolvers = {
  CustomEvent: {
    orders: async (event: { id: number }, { showCancelled }, ctx) => listEventOrders(ctx.platform.db, event.id, !!showCancelled),
    changes: async (event: { id: number }, _args: unknown, ctx) => changeEntriesOf(ctx.platform.db, 'custom_event', event.id),
  },
  Query: {
    customEvents: async (_root, args, ctx) => listEvents(ctx.platform.db, requireRule(ctx, 'customEvents', EVENT_MESSAGES.forbidden), args),
    customEvent: async (_root, { id }, ctx) =>
      readEvent(ctx.platform.db, requireRule(ctx, 'customEvents', EVENT_MESSAGES.forbidden), id ?? 0) as never,
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
  },
} satisfies Resolvers;

export const customEventsGraphql: AreaGraphql = { typeDefs, resolvers: asGqlResolvers(resolvers) };
