import type { Resolvers } from '../graphqlTypes';
import { asc, eq } from 'drizzle-orm';
import { fill, mayCreateReturns, ORDER_STATUS_TEXT, RETURN_MESSAGES, type OrderStatus } from '@portal/shared/core';
import type { AreaGraphql } from '../area';
import { requireRule, requireUser } from '../../platform/gqlErrors';
import { forbidden, HttpError } from '../../platform/httpErrors';
import { asGql } from '../../platform/gqlFromHttp';
import { loadOrderForUser } from '../orders';
import { requestOrigin } from '../../platform/requestOrigin';
import { postTimelineComment } from './comments';
import { returnDetail, returnTimeline } from './detail';
import { countReturns, listReturns, parseListArgs, returnsDomain } from './listService';
import { loadOrderForReturn } from './orderForReturn';
import { returnCodeList } from './returnCodes';
import { createReturn, updateReturn } from './returnWrites';
import { changeEntriesOf } from '../../platform/audit';
import { csrsView, customersView } from '../../db/tables/directory.views';

// GraphQL of returns (spec 001 §7.1). Money on the wire carries the spec's names in dollars (numbers
// of 2 decimals: refund, price, totalPrice, a charge's charge …; mfe-returns/README.md "Money on the
// wire"), computed by the field resolvers below from the integer cents the services keep (the
// services' cents never reach the schema); instants are DateTime (ISO 8601 strings). The spec's `order` query is `returnOrder` here (the orders area owns
// `order`), and GetReturnItems is `returnItems`. Services throw HttpError; asGql maps them to
// BAD_USER_INPUT, FORBIDDEN, NOT_FOUND or CONFLICT.

export const typeDefs = /* GraphQL */ `
  input ReturnFiltersInput {
    search: String
    status: [Int!]
    returnCode: [Int!]
    customer: [String!]
    rep: [String!]
    csr: [String!]
    page: Int
    rowsPerPage: Int
  }

  "A returns list row (spec 001 §3.1)."
  type ReturnListRow {
    id: Int!
    number: Int!
    dateCreated: DateTime!
    customer: String!
    customerName: String!
    rep: String!
    repName: String!
    csr: String
    csrName: String
    orderId: Int!
    orderNum: Int!
    "Units taken back."
    items: Int!
    status: Int!
    subStatus: Int!
    "The text of 10*status + subStatus."
    statusText: String!
    returnCode: Int!
    returnCodeName: String!
    jobNum: String
    totalRefund: Float!
    currency: String!
  }

  type ReturnsDomainOption {
    numb: String!
    name: String!
  }
  type ReturnsCodeOption {
    code: Int!
    description: String!
  }
  type ReturnsDomain {
    customers: [ReturnsDomainOption!]!
    reps: [ReturnsDomainOption!]!
    csrs: [ReturnsDomainOption!]!
    statuses: [ReturnsCodeOption!]!
    returnCodes: [ReturnsCodeOption!]!
  }
  "Each field is computed only when asked for: the list asks for the domain once, not on every page."
  type ReturnsPage {
    list: [ReturnListRow!]!
    totalCount: Int!
    domain: ReturnsDomain!
  }

  type ReturnFile {
    url: String!
    name: String!
  }
  type ReturnCode {
    id: Int!
    code: String!
  }
  type ReturnPerson {
    code: String!
    name: String!
  }
  type ReturnSize {
    id: Int!
    display: String!
    quantity: Int!
    shippedC: Int!
    shippedU: Int!
    C: Int!
    U: Int!
    returned: Int!
    "spec 001 §3.1 upcharge, dollars."
    upcharge: Float!
  }
  type ReturnItem {
    id: Int!
    orderItemId: Int!
    orderLine: Int!
    img: String!
    "spec 001 §3.1 price (unit final price), dollars."
    price: Float!
    "spec 001 §3.1 refund, dollars."
    refund: Float!
    sku: String!
    name: String!
    color: String!
    colorCode: String!
    size: [ReturnSize!]!
    totalQuantity: Int!
    totalPrice: Float!
    totalReturned: Int!
    totalUpcharge: Float!
  }
  type ReturnCharge {
    id: Int!
    chargeId: Int!
    job: String
    invoice: String
    "spec 001 §3.1 Return charge: charge and refund, dollars."
    charge: Float!
    desc: String!
    refund: Float!
  }
  type ReturnCreditOrder {
    id: Int!
    number: Int!
    status: Int!
  }
  "A return (spec 001 §3.1)."
  type Return {
    id: Int!
    returnNumb: Int!
    createdAt: DateTime!
    createdBy: String
    status: Int!
    subStatus: Int!
    statusString: String!
    "Where the order approval takes it: 2 Refunded, 3 Returned, 4 RefundedAndRepaired (from the return code)."
    resolution: Int!
    orderId: Int!
    orderNumb: Int!
    orderCreatedAt: DateTime!
    comment: String
    closedOn: DateTime
    customer: String!
    customerName: String!
    rep: String!
    repName: String!
    repRegion: String!
    csr: String
    csrName: String
    invoice: [String!]!
    commission: Int!
    dateContact: String
    dateInfo: String
    files: [ReturnFile!]!
    items: [ReturnItem!]!
    code: ReturnCode!
    totalItems: Int!
    "spec 001 §3.1 totalPrice and totalRefunded, dollars."
    totalPrice: Float!
    totalRefunded: Float!
    "The refunds of every return of the order that is not cancelled, this one included: what the approval tier reads."
    orderRefunded: Float!
    currency: String!
    job: String
    charges: [ReturnCharge!]!
    shipping: [ReturnCharge!]!
    "The return order the order approval created."
    creditOrder: ReturnCreditOrder
    "Every change to the return and its lines, newest first: who, when, fields before and after."
    changes: [ChangeEntry!]!
  }

  type ReturnTimelineUser {
    email: String!
    name: String!
  }
  type ReturnTimelineFile {
    path: String!
    name: String!
  }
  "What a timeline entry is: a post (comment or e-mail) or a status change."
  enum ReturnTimelineEntryType {
    comment
    email
    status
  }
  "A timeline post (comment or e-mail) or a status change (type 'status')."
  type ReturnTimelineComment {
    id: Int!
    date: DateTime!
    returnID: Int!
    type: ReturnTimelineEntryType!
    user: ReturnTimelineUser!
    cc: [String!]!
    comment: String!
    emailId: Int
    files: [ReturnTimelineFile!]!
    canDelete: Boolean!
    creditOrderId: Int
  }
  type ReturnTimelineEntry {
    "Toronto day, YYYY-MM-DD."
    date: String!
    comments: [ReturnTimelineComment!]!
  }

  type ReturnOrderSize {
    id: Int!
    display: String!
    quantity: Int!
    shippedC: Int!
    shippedU: Int!
    "Taken back by the order's other returns (not cancelled)."
    returnedC: Int!
    returnedU: Int!
    upcharge: Float!
  }
  type ReturnOrderItemReturnSize {
    id: Int!
    display: String!
    C: Int!
    U: Int!
  }
  type ReturnOrderItemReturn {
    id: Int!
    returnId: Int!
    returnNumber: Int!
    returnStatus: String!
    refund: Float!
    size: [ReturnOrderItemReturnSize!]!
  }
  type ReturnOrderItem {
    id: Int!
    line: Int!
    sku: String!
    name: String!
    image: String!
    color: String!
    colorCode: String!
    "spec 001 §3.1 price {totalPrice, finalPrice}, dollars."
    price: ReturnOrderItemPrice!
    totalQuantity: Int!
    refunded: Float!
    size: [ReturnOrderSize!]!
    returns: [ReturnOrderItemReturn!]!
  }
  type ReturnOrderCharge {
    id: Int!
    chargeCode: String!
    chargeName: String!
    "spec 001 §3.1 charges (id, chargeCode, chargeName, charge), dollars."
    charge: Float!
    refunded: Float!
  }
  type ReturnOrderShippingJob {
    id: Int!
    job: String
    invoice: String
    "spec 001 §3.1 shippingJobs (job, charge, invoice), dollars."
    charge: Float!
    refunded: Float!
  }
  type ReturnOrderReturnCharge {
    id: Int!
    chargeId: Int!
    desc: String!
    refund: Float!
    job: String
    invoice: String
  }
  type ReturnOrderReturn {
    id: Int!
    returnNumb: Int!
    status: Int!
    subStatus: Int!
    statusString: String!
    totalRefund: Float!
    createdAt: DateTime!
    charges: [ReturnOrderReturnCharge!]!
  }
  type ReturnOrderPrice {
    total: Float!
  }
  type ReturnOrderItemPrice {
    totalPrice: Float!
    finalPrice: Float!
  }
  "The order-for-return data (spec 001 §3.1)."
  type ReturnOrder {
    id: Int!
    number: Int!
    createdAt: DateTime!
    status: Int!
    statusString: String!
    currency: String!
    customerNumb: String!
    customerName: String!
    repCode: String!
    csr: String
    job: String
    "spec 001 §3.1 price.total, dollars."
    price: ReturnOrderPrice!
    shipping: Float!
    earlierRefund: Float!
    items: [ReturnOrderItem!]!
    charges: [ReturnOrderCharge!]!
    shippingJobs: [ReturnOrderShippingJob!]!
    returns: [ReturnOrderReturn!]!
  }

  input ReturnSizeInput {
    id: Int!
    C: Int!
    U: Int!
  }
  input ReturnItemInput {
    id: Int!
    "spec 001 §3.1 refund, dollars (2 decimals), rounded to the cent on arrival."
    refund: Float!
    sizes: [ReturnSizeInput!]!
  }
  input ReturnChargeInput {
    id: Int!
    "spec 001 §3.1 refund, dollars (2 decimals), rounded to the cent on arrival."
    refund: Float!
    charge: Int
    description: String
  }
  input ReturnShippingInput {
    id: Int!
    "spec 001 §3.1 refund, dollars (2 decimals), rounded to the cent on arrival."
    refund: Float!
  }
  "Create return input (spec 001 §3.1)."
  input ReturnCreateInput {
    order: Int!
    items: [ReturnItemInput!]!
    charges: [ReturnChargeInput!]
    shipping: [ReturnShippingInput!]
    returnCode: Int
    comments: String
    "Upload ids from POST /api/return/upload."
    files: [String!]
    "Submit to waiting for goods."
    waiting: Boolean
    dateContact: String
    dateInfo: String
  }
  "Update return input: the same without waiting (spec 001 §3.1)."
  input ReturnUpdateInput {
    order: Int!
    items: [ReturnItemInput!]!
    charges: [ReturnChargeInput!]
    shipping: [ReturnShippingInput!]
    returnCode: Int
    comments: String
    files: [String!]
    dateContact: String
    dateInfo: String
  }
  type ReturnSaved {
    id: Int!
    numb: Int!
  }
  input ReturnTimelinePostInput {
    comment: String
    "cc addresses: the post is also e-mailed to them."
    reply: [String!]
  }

  extend type Query {
    returnsV2(filters: ReturnFiltersInput, orderBy: String, desc: Boolean): ReturnsPage!
    "null for an unknown id (the page shows the load-error message); FORBIDDEN for someone else's return."
    return(id: Int!): Return
    returnTimeline(id: Int!): [ReturnTimelineEntry!]!
    "The spec's order query: an order for the create and edit forms; returnId leaves that return out of the earlier returns."
    returnOrder(id: Int!, returnId: Int): ReturnOrder
    "The spec's GetReturnItems: the return's items for editing."
    returnItems(orderId: Int!, returnId: Int!): [ReturnItem!]!
    returnCodes: [ReturnCode!]!
    "Every CSR, for the detail page's CSR picker (reps come from GET /api/reps)."
    returnCsrs: [ReturnPerson!]!
  }

  extend type Mutation {
    createReturn(input: ReturnCreateInput!): ReturnSaved
    updateReturn(input: ReturnUpdateInput!, id: Int!): ReturnSaved
    createReturnTimelinePost(id: Int!, input: ReturnTimelinePostInput!, files: [String!]): ReturnTimelineComment
  }
`;

const notFoundAsNull = async <T>(run: () => Promise<T>): Promise<T | null> => {
  try {
    return await asGql(run);
  } catch (error) {
    if ((error as { extensions?: { code?: string } }).extensions?.code === 'NOT_FOUND') return null;
    throw error;
  }
};

/** Cents (the services' integers) as the wire's dollars: a number of 2 decimals. */
const dollars = (cents: number) => cents / 100;

/**
 * The write inputs' lines in the services' cents: `refund` (dollars, the spec's name) becomes
 * `refundCents`, rounded to the cent (spec 001 §9 "rounded to 2 decimals"). The schema requires
 * `refund`; anything else is left for the services' input schema to refuse (400).
 */
function inputInCents(input: unknown): unknown {
  if (!input || typeof input !== 'object') return input;
  const lines = (list: unknown) =>
    Array.isArray(list)
      ? list.map((line) => {
          if (!line || typeof line !== 'object') return line;
          const { refund, ...rest } = line as { refund?: unknown };
          return typeof refund === 'number' ? { ...rest, refundCents: Math.round(refund * 100) } : rest;
        })
      : list;
  const i = input as Record<string, unknown>;
  return { ...i, items: lines(i.items), charges: lines(i.charges), shipping: lines(i.shipping) };
}

export const resolvers = {
  // The parent was read through returnDetail, which checked that the user may see this return.
  Return: {
    changes: (parent: { id: number }, _args, ctx) => changeEntriesOf(ctx.platform.db, 'return', parent.id),
    totalPrice: (p) => dollars(p.totalPriceCents),
    totalRefunded: (p) => dollars(p.totalRefundedCents),
    orderRefunded: (p) => dollars(p.orderRefundedCents),
  },
  ReturnListRow: { totalRefund: (p) => dollars(p.totalRefundCents) },
  ReturnSize: { upcharge: (p) => dollars(p.upchargeCents) },
  ReturnItem: {
    price: (p) => dollars(p.priceCents),
    refund: (p) => dollars(p.refundCents),
    totalPrice: (p) => dollars(p.totalPriceCents),
    totalUpcharge: (p) => dollars(p.totalUpchargeCents),
  },
  ReturnCharge: { charge: (p) => dollars(p.chargeCents), refund: (p) => dollars(p.refundCents) },
  ReturnOrderSize: { upcharge: (p) => dollars(p.upchargeCents) },
  ReturnOrderItemReturn: { refund: (p) => dollars(p.refundCents) },
  ReturnOrderItem: {
    price: (p) => ({ totalPrice: dollars(p.totalPriceCents), finalPrice: dollars(p.finalPriceCents) }),
    refunded: (p) => dollars(p.refundedCents),
  },
  ReturnOrderCharge: { charge: (p) => dollars(p.amountCents), refunded: (p) => dollars(p.refundedCents) },
  ReturnOrderShippingJob: { charge: (p) => dollars(p.amountCents), refunded: (p) => dollars(p.refundedCents) },
  ReturnOrderReturnCharge: { refund: (p) => dollars(p.refundCents) },
  ReturnOrderReturn: { totalRefund: (p) => dollars(p.totalRefundCents) },
  ReturnOrder: {
    price: (p) => ({ total: dollars(p.totalCents) }),
    shipping: (p) => dollars(p.shippingCents),
    earlierRefund: (p) => dollars(p.earlierRefundCents),
  },
  Query: {
    returnsV2: (_root, args: unknown, ctx) =>
      asGql(async () => {
        const user = requireRule(ctx, 'returns', RETURN_MESSAGES.noOrderAccess);
        return { args: parseListArgs(args), user };
      }),
    return: (_root, { id }: { id: number }, ctx) => notFoundAsNull(async () => await returnDetail(ctx.platform.db, requireUser(ctx), id)),
    returnTimeline: (_root, { id }: { id: number }, ctx) => asGql(async () => await returnTimeline(ctx.platform.db, requireUser(ctx), id)),
    returnOrder: (_root, { id, returnId }: { id: number; returnId?: number | null }, ctx) =>
      notFoundAsNull(async () => {
        const user = requireRule(ctx, 'returns', RETURN_MESSAGES.noOrderAccess);
        const { db } = ctx.platform;
        if (!mayCreateReturns(user)) throw forbidden(fill(RETURN_MESSAGES.forbidden, { action: 'create or edit' }));
        await loadOrderForUser(db, user, id);
        const order = await loadOrderForReturn(db, id, returnId ?? null);
        if (!order) throw new HttpError(404, RETURN_MESSAGES.notFound);
        const [customer] = await db
          .select({ name: customersView.name })
          .from(customersView)
          .where(eq(customersView.numb, order.customerNumb));
        const { refund: _refund, ...rest } = order;
        return {
          ...rest,
          customerName: customer?.name ?? '',
          statusString: ORDER_STATUS_TEXT[order.status as OrderStatus] ?? String(order.status),
        };
      }),
    returnItems: (_root, { orderId, returnId }: { orderId: number; returnId: number }, ctx) =>
      asGql(async () => {
        const detail = await returnDetail(ctx.platform.db, requireUser(ctx), returnId);
        if (detail.orderId !== orderId) throw new HttpError(404, RETURN_MESSAGES.notFound);
        return detail.items;
      }),
    returnCodes: (_root, _args, ctx) =>
      asGql(async () => {
        requireRule(ctx, 'returns', RETURN_MESSAGES.noOrderAccess);
        return returnCodeList(ctx.platform.db);
      }),
    returnCsrs: (_root, _args, ctx) =>
      asGql(async () => {
        requireRule(ctx, 'returns', RETURN_MESSAGES.noOrderAccess);
        return ctx.platform.db.select({ code: csrsView.code, name: csrsView.name }).from(csrsView).orderBy(asc(csrsView.code));
      }),
  },
  ReturnsPage: {
    list: (parent, _args, ctx) => asGql(async () => await listReturns(ctx.platform.db, parent.user, parent.args)),
    totalCount: (parent, _args, ctx) => asGql(() => countReturns(ctx.platform.db, parent.user, parent.args)),
    domain: (parent, _args, ctx) => asGql(() => returnsDomain(ctx.platform.db, parent.user)),
  },
  Mutation: {
    createReturn: (_root, { input }: { input: unknown }, ctx) =>
      asGql(() => createReturn(ctx.platform.db, requireUser(ctx), inputInCents(input), ctx.platform.clock.now())),
    updateReturn: (_root, { input, id }: { input: unknown; id: number }, ctx) =>
      asGql(() => updateReturn(ctx.platform.db, requireUser(ctx), id, inputInCents(input), ctx.platform.clock.now())),
    createReturnTimelinePost: (_root, { id, input, files }: { id: number; input: Record<string, unknown>; files?: string[] | null }, ctx) =>
      asGql(async () =>
        postTimelineComment(
          ctx.platform.db,
          requireUser(ctx),
          id,
          { ...input, files: files ?? [] },
          ctx.platform.clock.now(),
          requestOrigin(ctx.reply.request),
        ),
      ),
  },
} satisfies Resolvers;

export const returnsGraphql: AreaGraphql = { typeDefs, resolvers };
