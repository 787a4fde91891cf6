import type { Resolvers } from '../../graphqlTypes';
import type { AreaGraphql } from '../../area';
import { requireUser } from '../../../platform/gqlErrors';
import { asGql } from '../../../platform/gqlFromHttp';
import { orderDetailFor } from './orderDetail';
import { updateOrderHeader, updateOrderQuantities } from './orderEdit';
import { moveOrder } from './statusMoves';
import { changeEntriesOf } from '../../../platform/audit';

// GraphQL of order detail and edit (contract in ./README.md). Money in integer cents with the
// order's currency; instants as DateTime (ISO 8601 strings); calendar days as YYYY-MM-DD.

export const typeDefs = /* GraphQL */ `
  type OrderDetailParty {
    numb: String!
    name: String!
    "C Canada, U United States."
    country: String!
    province: String
  }

  type OrderDetailPerson {
    code: String!
    name: String!
    email: String
  }

  type OrderDetailUser {
    name: String!
    email: String!
  }

  type OrderDetailSize {
    id: Int!
    size: String!
    quantity: Int!
    "Of the quantity: from the Canadian (C) and the US (U) warehouse."
    qtyC: Int!
    qtyU: Int!
    shippedC: Int!
    shippedU: Int!
    upchargeCents: Int!
  }

  type OrderDetailItem {
    id: Int!
    line: Int!
    styleCode: String!
    name: String!
    color: String!
    colorCode: String!
    designId: String
    designVariation: Int
    "URL of the product image (/Images/Products/{file})."
    image: String!
    priceCents: Int!
    finalPriceCents: Int!
    quantity: Int!
    shipped: Int!
    amountCents: Int!
    sizes: [OrderDetailSize!]!
  }

  type OrderDetailCharge {
    code: String!
    name: String!
    amountCents: Int!
  }

  type OrderDetailTotals {
    itemsCents: Int!
    chargesCents: Int!
    totalCents: Int!
    units: Int!
    shippedUnits: Int!
  }

  type OrderStatusChange {
    id: Int!
    fromStatus: Int
    toStatus: Int!
    fromSubStatus: Int
    toSubStatus: Int
    text: String!
    at: DateTime!
    user: OrderDetailUser
    comment: String
  }

  type OrderShippingJob {
    id: Int!
    job: String
    shipped: Boolean!
    shippedAt: DateTime
    createdAt: DateTime!
    shipVia: String
    chargeCents: Int!
    invoices: [String!]!
    "Units of this order the shipment carried."
    units: Int!
  }

  type OrderRelatedLink {
    id: Int!
    label: String!
    path: String!
  }

  type OrderApprovalRecord {
    createdAt: DateTime!
    createdBy: String
    sentTo: [String!]!
    usedAt: DateTime
    superseded: Boolean!
    result: String
    name: String
    email: String
    comment: String
  }

  type OrderMove {
    to: Int!
    toText: String!
    label: String!
    "Ask before making it (irreversible or hard to undo)."
    confirm: Boolean!
    "Always null: Mark Shipped no longer waits for a shipping job (it ships what is left). Kept only so an orders remote built before that change, still deployed, can load the page."
    disabledReason: String @deprecated(reason: "Always null; nothing blocks an offered move any more.")
  }

  type OrderActions {
    "The status moves this user may make now (statusFlow.ts)."
    transitions: [OrderMove!]!
    canEdit: Boolean!
    canEditItems: Boolean!
    canOpenEdit: Boolean!
    canSendForApproval: Boolean!
    "Offer 'Create Return' (a Shipped order, a user who may create returns)."
    canCreateReturn: Boolean!
  }

  type OrderDetail {
    id: Int!
    number: Int!
    status: Int!
    subStatus: Int
    statusString: String!
    subStatusString: String
    "The list an order of this status is in (spec 000 §4)."
    listPath: String!
    customer: OrderDetailParty!
    billTo: OrderDetailParty!
    rep: OrderDetailPerson!
    csr: OrderDetailPerson
    csr2: OrderDetailPerson
    type: String!
    orderType: String!
    orderTypeName: String!
    currency: String!
    po: String
    quote: String
    job: String
    jobCodes: [String!]!
    tags: [String!]!
    department: String
    credit: String!
    alloc: String!
    bda: String
    buyingGroup: String
    scheduledShipDate: String
    dateRequired: DateTime
    rush: Boolean!
    event: Boolean!
    onHold: Boolean!
    createdAt: DateTime!
    updatedAt: DateTime!
    createdBy: OrderDetailUser
    comments: String
    collectionStart: String
    collectionEnd: String
    items: [OrderDetailItem!]!
    charges: [OrderDetailCharge!]!
    totals: OrderDetailTotals!
    history: [OrderStatusChange!]!
    "Every change to the order and its lines, newest first: who, when, fields before and after."
    changes: [ChangeEntry!]!
    shippingJobs: [OrderShippingJob!]!
    returns: [OrderRelatedLink!]!
    designRequests: [OrderRelatedLink!]!
    approvals: [OrderApprovalRecord!]!
    actions: OrderActions!
    customerEmails: [String!]!
  }

  input OrderHeaderInput {
    po: String
    "YYYY-MM-DD (Toronto)."
    dateRequired: String
    scheduledShipDate: String
    rush: Boolean!
    tags: [String!]!
    department: String
    comments: String
  }

  input OrderSizeQuantityInput {
    sizeId: Int!
    qtyC: Int!
    qtyU: Int!
  }

  extend type Query {
    "One order for its detail and edit pages: NOT_FOUND for an unknown id, FORBIDDEN when the user may not see it."
    order(id: Int!): OrderDetail
  }

  extend type Mutation {
    updateOrder(id: Int!, input: OrderHeaderInput!): OrderDetail
    updateOrderQuantities(id: Int!, sizes: [OrderSizeQuantityInput!]!): OrderDetail
    "One step of the status flow; from = the status the page showed (409 when it changed meanwhile)."
    moveOrder(id: Int!, to: Int!, from: Int, comment: String): OrderDetail
  }
`;

export const resolvers = {
  // The parent was read through orderDetailFor, which checked that the user may see this order.
  OrderDetail: {
    changes: (parent: { id: number }, _args, ctx) => changeEntriesOf(ctx.platform.db, 'order', parent.id),
  },
  Query: {
    order: (_root, args: { id: number }, ctx) => asGql(() => orderDetailFor(ctx.platform.db, requireUser(ctx), args.id)),
  },
  Mutation: {
    updateOrder: (_root, args: { id: number; input: unknown }, ctx) =>
      asGql(() => updateOrderHeader(ctx.platform.db, ctx.platform.clock, requireUser(ctx), args.id, args.input)),
    updateOrderQuantities: (_root, args: { id: number; sizes: unknown }, ctx) =>
      asGql(() => updateOrderQuantities(ctx.platform.db, ctx.platform.clock, requireUser(ctx), args.id, { sizes: args.sizes })),
    moveOrder: (_root, args: { id: number; to: number; from?: number | null; comment?: string | null }, ctx) =>
      asGql(() =>
        moveOrder(ctx.platform.db, ctx.platform.clock, requireUser(ctx), args.id, { to: args.to, from: args.from, comment: args.comment }),
      ),
  },
} satisfies Resolvers;

export const orderDetailGraphql: AreaGraphql = { typeDefs, resolvers };
