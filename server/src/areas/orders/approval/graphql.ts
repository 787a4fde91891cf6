import type { Resolvers } from '../../graphqlTypes';
import type { AreaGraphql } from '../../area';
import { requireUser } from '../../../platform/gqlErrors';
import { asGql } from '../../../platform/gqlFromHttp';
import { requestOrigin } from '../../../platform/requestOrigin';
import { approvalLinkInfo, approveOrder, rejectOrder, sendOrderForApproval } from './service';

// Customer approval. orderApproval, approveOrder and rejectOrder are public (spec 002 §6: the
// approve and reject pages need no login): listed in the area's publicFields, they run without a
// session or a GraphQL token. sendOrderForApproval is staff only.

export const typeDefs = /* GraphQL */ `
  "What the public page shows about the order of a valid link: the order, its items as the customer approves them, its total."
  type OrderApprovalLink {
    orderNumber: Int!
    customerName: String!
    po: String
    "The order's currency (CAD or USD); every amount below is in integer cents of it."
    currency: String!
    items: [OrderApprovalItem!]!
    "The order's charges (rush, freight, set-up), as the total counts them."
    charges: [OrderApprovalCharge!]!
    "The order's total: the items' amounts and the charges."
    totalCents: Int!
  }

  "An item of the order as the customer approves it. Its art: GET /api/order_approval/{order}/{id}/art/{item id} (README)."
  type OrderApprovalItem {
    id: Int!
    styleCode: String!
    name: String!
    color: String!
    "The design on it, 'id-variation'; null when it carries none."
    design: String
    "The unit price (a size's upcharge is added to it)."
    priceCents: Int!
    quantity: Int!
    amountCents: Int!
    "The sizes ordered, with their quantities."
    sizes: [OrderApprovalSize!]!
  }

  type OrderApprovalSize {
    size: String!
    quantity: Int!
    upchargeCents: Int!
  }

  type OrderApprovalCharge {
    name: String!
    amountCents: Int!
  }

  extend type Query {
    "Public. Truthy while the link may be answered; otherwise the error 'input: The link to this version of the art/order is no longer available.'"
    orderApproval(id: String!, order: Int!): OrderApprovalLink
  }

  extend type Mutation {
    "Public. The customer approves: sub-status 1, the rep is e-mailed."
    approveOrder(id: String!, order: Int!, email: String!, name: String!): Boolean
    "Public. The customer does not approve: back to Art Requested with the comment, the rep is e-mailed."
    rejectOrder(id: String!, order: Int!, email: String!, name: String!, comment: String!): Boolean
    "Staff. emails: the customer's addresses, comma-joined; message: an optional note in the e-mail."
    sendOrderForApproval(id: Int!, emails: String!, message: String): OrderDetail
  }
`;

interface LinkArgs {
  id: string;
  order: number;
  email: string;
  name: string;
  comment?: string;
}

export const resolvers = {
  Query: {
    orderApproval: (_root, args: { id: string; order: number }, ctx) => asGql(() => approvalLinkInfo(ctx.platform.db, args.id, args.order)),
  },
  Mutation: {
    approveOrder: (_root, args: LinkArgs, ctx) =>
      asGql(() =>
        approveOrder({ db: ctx.platform.db, clock: ctx.platform.clock, origin: requestOrigin(ctx.reply.request) }, args.id, args.order, {
          email: args.email,
          name: args.name,
        }),
      ),
    rejectOrder: (_root, args: LinkArgs, ctx) =>
      asGql(() =>
        rejectOrder({ db: ctx.platform.db, clock: ctx.platform.clock, origin: requestOrigin(ctx.reply.request) }, args.id, args.order, {
          email: args.email,
          name: args.name,
          comment: args.comment,
        }),
      ),
    sendOrderForApproval: (_root, args: { id: number; emails: string; message?: string | null }, ctx) =>
      asGql(() =>
        sendOrderForApproval(
          { db: ctx.platform.db, clock: ctx.platform.clock, user: requireUser(ctx), origin: requestOrigin(ctx.reply.request) },
          args.id,
          { emails: args.emails, message: args.message },
        ),
      ),
  },
} satisfies Resolvers;

export const orderApprovalGraphql: AreaGraphql = { typeDefs, resolvers };
