import type { Resolvers } from '../../graphqlTypes';
import { isOrderListName, orderListPathOf, orderStatusText, type SessionUser } from '@portal/shared/core';
import type { AreaGraphql } from '../../area';
import { badUserInput, forbiddenError, requireUser } from '../../../platform/gqlErrors';
import { filterOptions } from './filterOptions';
import { checkListAccess, checkPrivilegedUse, ListForbidden, type OrderListArgs } from './listQuery';
import { listOrders, type NamedOrderListRow, type OrderListRow } from './listService';

// GraphQL of the order lists (spec 000 §7): orders(…) one page of a view, filters(…) the filter
// drawer's options. Row fields use the spec's names ("Order (list row)", spec 000 §3); names of
// customers, reps, CSRs, order types and users come through loaders (one query per field per page).

export const typeDefs = /* GraphQL */ `
  "The repeated filter keys of an order list (spec 000 §2), each a list of selected values."
  input OrderFilterInput {
    alloc: [String!]
    custNumb: [String!]
    order_type: [String!]
    rep: [String!]
    status: [Int!]
    type: [String!]
    department: [String!]
    credit: [String!]
    jobCode: [String!]
    csr: [String!]
    csr2: [String!]
    "Y: has a scheduled ship date; N: has none."
    scheduled: [String!]
    buyingGroup: [String!]
    bda: [String!]
    tags: [String!]
    billToNumb: [String!]
    "Created on or after this Toronto date (YYYY-MM-DD)."
    startDate: String
    "Created on or before this Toronto date (YYYY-MM-DD)."
    endDate: String
  }

  type OrderCreatedBy {
    email: String!
    name: String!
  }

  "How a license collection's item images are drawn: M ghost, V vector."
  enum CollectionImageType {
    M
    V
  }

  "An order list row (spec 000 §3)."
  type Order {
    id: Int!
    number: Int!
    created_at: DateTime!
    updated_at: DateTime!
    date_required: DateTime
    "Customer name."
    customer: String!
    custNumb: String!
    billToNumb: String!
    "Total in dollars, in the order's currency."
    total: Float!
    totalCents: Int!
    status: Int!
    statusString: String!
    subStatus: Int
    "Number of items."
    items: Int!
    "PO, or the collection's name for license collections and colour stories."
    po: String
    "Decoration method: EMB, SCR, SUB, DTF, BLK."
    type: String!
    currency: String!
    order_type: String!
    orderTypeName: String!
    rep: String!
    repName: String!
    alloc: String!
    art_requested: DateTime
    credit: String!
    csr: String
    csr2: String
    csrName: String
    csr2Name: String
    bda: String
    createdBy: OrderCreatedBy
    onHold: Boolean!
    lastReminder: DateTime
    leagueApprovalRequired: Boolean!
    contracts: [String!]!
    loyaltyLeague: String
    job_codes: [String!]!
    quote: String
    job: String
    "Scheduled ship date (YYYY-MM-DD)."
    scheduled: String
    department: String
    tags: [String!]!
    rush: Boolean!
    event: Boolean!
    collectionStart: String
    collectionEnd: String
    "M ghost or V vector (license collections)."
    imageType: CollectionImageType
    "The list an order of this status belongs to (spec 000 §4), e.g. /art_requested."
    listPath: String!
  }

  type OrderCustomerOption {
    numb: String!
    name: String!
  }
  type OrderRepOption {
    numb: String!
    name: String!
  }
  type OrderTypeOption {
    type: String!
    name: String!
  }
  type OrderCsrOption {
    code: String!
    name: String!
  }

  "Filter drawer options (spec 000 §3). billToCustomer and department are null for users without approve or orderEdit."
  type OrderFilterOptions {
    customer: [OrderCustomerOption!]!
    billToCustomer: [OrderCustomerOption!]
    rep: [OrderRepOption!]!
    type: [String!]!
    order_type: [OrderTypeOption!]!
    alloc: [String!]!
    status: [Int!]!
    department: [String!]
    credit: [String!]!
    jobCode: [String!]!
    scheduled: [String!]!
    csr: [OrderCsrOption!]!
    csr2: [OrderCsrOption!]!
    bda: [String!]!
    buyingGroup: [String!]!
    tags: [String!]!
  }

  extend type Query {
    "One page (50 rows) of an order list. from: the list's path without the slash (saved, art_awaiting, …)."
    orders(
      status: Int
      from: String!
      page: Int
      orderBy: String
      order: String
      filter: OrderFilterInput
      search: String
      searchCol: String
      subStatus: Int
      sellsheet: Boolean
      other: Boolean
    ): [Order!]!
    "The filter options of an order list."
    filters(status: Int, from: String!, sellsheet: Boolean, other: Boolean, subStatus: Int): OrderFilterOptions!
  }
`;

/** Validates the list arguments and the user's right to them (the route guard's rule, spec 000 §6). */
function checkedArgs(user: SessionUser, raw: Omit<OrderListArgs, 'from'> & { from: string }): OrderListArgs {
  if (!isOrderListName(raw.from)) throw badUserInput(`Unknown order list '${String(raw.from).slice(0, 40)}'.`);
  const args = { ...raw, from: raw.from };
  try {
    checkListAccess(user, args);
    checkPrivilegedUse(user, args);
  } catch (error) {
    if (error instanceof ListForbidden) throw forbiddenError(error.message || undefined);
    throw error;
  }
  return args;
}

export const resolvers = {
  Query: {
    orders: (_root, args, ctx) => {
      const user = requireUser(ctx);
      return listOrders(ctx.platform.db, user, checkedArgs(user, args));
    },
    filters: (_root, args, ctx) => {
      const user = requireUser(ctx);
      return filterOptions(ctx.platform.db, user, checkedArgs(user, args));
    },
  },
  Order: {
    created_at: (o: OrderListRow) => o.createdAt,
    updated_at: (o: OrderListRow) => o.updatedAt,
    date_required: (o: OrderListRow) => o.dateRequired,
    custNumb: (o: OrderListRow) => o.customerNumb,
    total: (o: OrderListRow) => o.totalCents / 100,
    statusString: (o: OrderListRow) => orderStatusText(o.status, o.subStatus),
    items: (o: OrderListRow) => o.itemCount,
    order_type: (o: OrderListRow) => o.orderType,
    rep: (o: OrderListRow) => o.repCode,
    art_requested: (o: OrderListRow) => o.artRequested,
    lastReminder: (o: OrderListRow) => o.lastReminder,
    job_codes: (o: OrderListRow) => o.jobCodes,
    scheduled: (o: OrderListRow) => o.scheduledShipDate,
    listPath: (o: OrderListRow) => orderListPathOf(o.status),
    // Names come with the page (listService.withNames).
    customer: (o: NamedOrderListRow) => o.customerName,
    createdBy: (o: NamedOrderListRow) => o.createdByUser,
  },
} satisfies Resolvers;

export const listsGraphql: AreaGraphql = { typeDefs, resolvers };
