import { torontoDay, type SessionUser } from '@portal/shared/core';
import type { Resolvers } from '../graphqlTypes';
import { requireRule } from '../../platform/gqlErrors';
import {
  addOrderComment,
  cancelOrder,
  createDesignOrder,
  createPo,
  designOrderDetail,
  listDesignOrders,
  updateOrderQuantity,
} from './designOrders';
import {
  addSampleComment,
  addSamplePrices,
  approveSample,
  availableDesigns,
  cancelSample,
  createDesignSample,
  designSampleDetail,
  listDesignSamples,
  listVendors,
  receiveSamples,
  sampledDesigns,
} from './samples';

// GraphQL of design sample requests and design orders (spec 002 §7 "Design samples and orders"),
// with the spec's names (recieveDesignSample keeps its spelling). Reads need designSamples /
// designOrders (view or create flag), writes designSampleEdit / designOrderEdit; the services check
// the record and its status (NOT_FOUND, CONFLICT, BAD_USER_INPUT).

export const samplesTypeDefs = /* GraphQL */ `
  type DesignSampleStatus {
    code: Int!
    description: String!
  }
  type DesignSampleDesign {
    "{id}-{variation}, as the create calls name it."
    key: String!
    id: String!
    variation: Int!
    method: String!
    image: String!
  }
  type DesignVendor {
    number: String!
    name: String!
  }
  type DesignSampledDesign {
    key: String!
    id: String!
    variation: Int!
    method: String!
    image: String!
    vendor: DesignVendor!
  }
  type DesignSampleAuthor {
    name: String!
    email: String!
  }
  type DesignSampleCreator {
    name: String!
  }
  type DesignSampleFile {
    id: Int!
    name: String!
    url: String!
  }
  type DesignSamplePrice {
    price: Float!
    quantity: Int!
  }
  "A timeline entry: a comment (with files), a system entry (no author) or a vendor's prices."
  type DesignSampleTimelineEntry {
    id: Int!
    "comment, system or price."
    type: String!
    date: DateTime!
    comment: String!
    createdBy: DesignSampleAuthor
    files: [DesignSampleFile!]!
    vendor: DesignVendor
    prices: [DesignSamplePrice!]!
  }
  "spec 002 §3 timeline entries: one a day (Toronto), newest day first, its comments newest first."
  type DesignSampleTimelineDay {
    "Toronto day, YYYY-MM-DD."
    date: String!
    comments: [DesignSampleTimelineEntry!]!
  }
  type DesignSampleRequestRow {
    id: Int!
    status: DesignSampleStatus!
    dateRequested: DateTime!
    "spec 002 §3 design: the design's {id}-{variation}."
    design: String!
    "The design's image (spec 002 §3 image)."
    image: String!
    "The design with its id, variation, method and image (the screens' field)."
    designInfo: DesignSampleDesign!
    createdBy: DesignSampleCreator!
  }
  type DesignSampleRequestsPage {
    "-1 when the page is full (spec 002 §9)."
    total: Int!
    requests: [DesignSampleRequestRow!]!
  }
  "spec 002 §3 Design sample request."
  type DesignSampleRequest {
    id: Int!
    "spec 002 §3 design: the design's {id}-{variation}."
    design: String!
    "The design's image (spec 002 §3 image)."
    image: String!
    "The design with its id, variation, method and image (the screens' field)."
    designInfo: DesignSampleDesign!
    status: DesignSampleStatus!
    dateRequested: DateTime!
    dateRecieved: DateTime
    dateClosed: DateTime
    createdBy: DesignSampleCreator!
    "The vendor approval closed it with."
    vendor: DesignVendor
    "The vendors with prices on the timeline (Approve Sample offers these)."
    pricedVendors: [DesignVendor!]!
    "spec 002 §3 timeline entries (date, comments): the entries by day."
    timeline: [DesignSampleTimelineDay!]!
    "The same entries in one list, newest first (the screens' field)."
    timelineEntries: [DesignSampleTimelineEntry!]!
    "receive, addPrice, approve, cancel, comment: what this user may do now."
    actions: [String!]!
  }
  type DesignOrderLinkedOrder {
    id: Int!
    numb: Int!
    quantity: Int!
  }
  type DesignOrderRow {
    id: Int!
    createdOn: DateTime!
    "spec 002 §3 design: the design's {id}-{variation}."
    design: String!
    "The design's image (spec 002 §3 image)."
    image: String!
    "The design with its id, variation, method and image (the screens' field)."
    designInfo: DesignSampleDesign!
    designMethod: String!
    quantity: Int!
    po: String
    status: DesignSampleStatus!
    createdBy: DesignSampleCreator!
    orders: [DesignOrderLinkedOrder!]!
  }
  type DesignOrdersPage {
    total: Int!
    orders: [DesignOrderRow!]!
  }
  "spec 002 §3 Design order."
  type DesignOrder {
    id: Int!
    "spec 002 §3 design: the design's {id}-{variation}."
    design: String!
    "The design's image (spec 002 §3 image)."
    image: String!
    "The design with its id, variation, method and image (the screens' field)."
    designInfo: DesignSampleDesign!
    designMethod: String!
    createdOn: DateTime!
    quantity: Int!
    status: DesignSampleStatus!
    createdBy: DesignSampleCreator!
    dateOrdered: DateTime
    "The PO's required date, yyyy-mm-dd."
    dateRequired: String
    po: String
    vendor: DesignVendor!
    orders: [DesignOrderLinkedOrder!]!
    "spec 002 §3 timeline (comments as for sample requests): the entries by day."
    timeline: [DesignSampleTimelineDay!]!
    "The same entries in one list, newest first (the screens' field)."
    timelineEntries: [DesignSampleTimelineEntry!]!
    "updateQuantity, createPo, cancel, comment."
    actions: [String!]!
  }
  input DesignSampleRequestInput {
    design: String!
  }
  input DesignSampleCommentInput {
    comment: String
    "Ids from POST /api/designSampleRequest/{id}/files."
    files: [Int!]
  }
  input DesignSamplePriceInput {
    "The vendor's number."
    vendor: String!
    price: Float!
    quantity: Int!
  }
  input DesignOrderInput {
    design: String!
    quantity: Int!
  }

  extend type Query {
    designSampleRequests(page: Int, search: String): DesignSampleRequestsPage!
    designSampleRequest(id: Int!): DesignSampleRequest
    availableDesigns(search: String): [DesignSampleDesign!]!
    designVendors: [DesignVendor!]!
    designOrders(page: Int, search: String): DesignOrdersPage!
    designOrder(id: Int!): DesignOrder
    sampledDesigns(search: String): [DesignSampledDesign!]!
  }

  extend type Mutation {
    createDesignSampleRequest(input: DesignSampleRequestInput!): Int!
    addDesignSampleRequestComment(id: Int!, comment: DesignSampleCommentInput!): Int!
    recieveDesignSample(id: Int!, comment: String, files: [Int!]!): Int!
    cancelDesignSampleRequest(id: Int!): Int!
    closeDesignSampleRequest(id: Int!, vendor: String!): Int!
    addDesignSamplePrice(id: Int!, prices: [DesignSamplePriceInput!]!): Int!
    createDesignOrder(input: DesignOrderInput!): Int!
    addDesignOrderComment(id: Int!, comment: String!): Int!
    updateDesignOrderQuantity(id: Int!, quantity: Int!): Int!
    cancelDesignOrder(id: Int!): Int!
    "Answers the PO number."
    createDesignPO(id: Int!, required: String!): String!
  }
`;

type Ctx = Parameters<typeof requireRule>[0];
const view = (ctx: Ctx): SessionUser => requireRule(ctx, 'designSamples');
const edit = (ctx: Ctx): SessionUser => requireRule(ctx, 'designSampleEdit');
const viewOrders = (ctx: Ctx): SessionUser => requireRule(ctx, 'designOrders');
const editOrders = (ctx: Ctx): SessionUser => requireRule(ctx, 'designOrderEdit');
const now = (ctx: { platform: { clock: { now(): Date } } }) => ctx.platform.clock.now();
const text = (s: string | null | undefined) => (s ?? '').replace(/\u0000/g, '').slice(0, 100);
const noNulls = (v: Record<string, unknown>) => Object.fromEntries(Object.entries(v).filter(([, x]) => x !== null));

/**
 * spec 002 §3's shape beside the screens' (README "Design samples and orders", the wire shape):
 * `design` is the design's value ({id}-{variation}, as the create calls name it) and `image` its
 * image, both top level; the design object is `designInfo`.
 */
function withDesignValue<T extends { design: { key: string; image: string } }>(
  row: T,
): Omit<T, 'design'> & { design: string; image: string; designInfo: T['design'] } {
  return { ...row, design: row.design.key, image: row.design.image, designInfo: row.design };
}

/** A detail in the spec's shape: the design value and image, and the timeline by day (`timelineEntries`: one list). */
function specShape<T extends { design: { key: string; image: string }; timeline: { date: Date | string }[] }>(detail: T) {
  const { design, timeline, ...rest } = detail;
  return {
    ...rest,
    design: design.key,
    image: design.image,
    designInfo: design as T['design'],
    timeline: timelineByDay(timeline as T['timeline']),
    timelineEntries: timeline as T['timeline'],
  };
}

/** Entries by Toronto day (the day a user there reads), newest day first; within a day in the list's order (newest first). */
function timelineByDay<L extends { date: Date | string }[]>(entries: L): { date: string; comments: L }[] {
  const days = new Map<string, L>();
  for (const entry of entries) {
    const day = torontoDay(entry.date);
    days.set(day, [...(days.get(day) ?? []), entry] as L);
  }
  return [...days.entries()].sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0)).map(([date, comments]) => ({ date, comments }));
}

export const samplesResolvers = {
  Query: {
    designSampleRequests: async (_r, { page, search }, ctx) => {
      const found = await (view(ctx), listDesignSamples(ctx.platform.db, { page, search: text(search) }));
      return { ...found, requests: found.requests.map(withDesignValue) };
    },
    designSampleRequest: async (_r, { id }, ctx) => specShape(await designSampleDetail(ctx.platform.db, view(ctx), id)),
    availableDesigns: async (_r, { search }, ctx) => (edit(ctx), availableDesigns(ctx.platform.db, text(search))),
    designVendors: async (_r, _a, ctx) => (view(ctx), listVendors(ctx.platform.db)),
    designOrders: async (_r, { page, search }, ctx) => {
      const found = await (viewOrders(ctx), listDesignOrders(ctx.platform.db, { page, search: text(search) }));
      return { ...found, orders: found.orders.map(withDesignValue) };
    },
    designOrder: async (_r, { id }, ctx) => specShape(await designOrderDetail(ctx.platform.db, viewOrders(ctx), id)),
    sampledDesigns: async (_r, { search }, ctx) => (editOrders(ctx), sampledDesigns(ctx.platform.db, text(search))),
  },
  Mutation: {
    createDesignSampleRequest: async (_r, { input }, ctx) => createDesignSample(ctx.platform.db, edit(ctx), input, now(ctx)),
    addDesignSampleRequestComment: async (_r, { id, comment }, ctx) =>
      addSampleComment(ctx.platform.db, edit(ctx), id, noNulls(comment), now(ctx)),
    recieveDesignSample: async (_r, { id, comment, files }, ctx) =>
      receiveSamples(ctx.platform.db, edit(ctx), id, noNulls({ comment, files }), now(ctx)),
    cancelDesignSampleRequest: async (_r, { id }, ctx) => cancelSample(ctx.platform.db, edit(ctx), id, now(ctx)),
    closeDesignSampleRequest: async (_r, { id, vendor }, ctx) => approveSample(ctx.platform.db, edit(ctx), id, vendor, now(ctx)),
    addDesignSamplePrice: async (_r, { id, prices }, ctx) => addSamplePrices(ctx.platform.db, edit(ctx), id, prices, now(ctx)),
    createDesignOrder: async (_r, { input }, ctx) => createDesignOrder(ctx.platform.db, editOrders(ctx), input, now(ctx)),
    addDesignOrderComment: async (_r, { id, comment }, ctx) => addOrderComment(ctx.platform.db, editOrders(ctx), id, comment, now(ctx)),
    updateDesignOrderQuantity: async (_r, { id, quantity }, ctx) =>
      updateOrderQuantity(ctx.platform.db, editOrders(ctx), id, quantity, now(ctx)),
    cancelDesignOrder: async (_r, { id }, ctx) => cancelOrder(ctx.platform.db, editOrders(ctx), id, now(ctx)),
    createDesignPO: async (_r, { id, required }, ctx) => createPo(ctx.platform.db, editOrders(ctx), id, required, now(ctx)),
  },
} satisfies Resolvers;
