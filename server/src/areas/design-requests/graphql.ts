import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DESIGN_TAGS_MAX, DEFAULT_DESIGN_ISSUES, TREATMENTS, maySaveDefaultIssue, type SessionUser } from '@portal/shared/core';
import type { AreaGraphql } from '../area';
import type { Resolvers } from '../graphqlTypes';
import { asGql } from '../../platform/gqlFromHttp';
import { requireRule } from '../../platform/gqlErrors';
import { compatibleDesigns } from '../designs-color';
import { createDesignRequest, forkDesignRequest, updateDesignRequest } from './createRequest';
import {
  designRequestCount,
  designRequestDetail,
  designRequestsDomain,
  designRequestTimelineOf,
  listDesignRequests,
  referenceUrl,
} from './requests';
import { customersFor, mayPickCustomer } from '../directory';
import { artReferences, designIssues } from '../../db/tables/design-requests';
import { samplesResolvers, samplesTypeDefs } from './samplesGraphql';
import { designsInUse } from '../designs-color';
import {
  acceptDesignRequest,
  advanceDesignRequest,
  approveDesignRequestArt,
  createDesignRequestComment,
  deleteDesignRequestComment,
  reOpenDesignRequest,
  rejectDesignRequestArt,
  returnDesignRequest,
  submitDesignRequestArt,
  suspendDesignRequest,
  suspendDesignRequests,
} from './workflow';
import { designsView, dropsView } from '../../db/tables/designs-color.views';

// GraphQL of design requests (spec 001 §7.2) with the spec's field names. Every resolver checks the
// area's rule (designRequests) first; the services check the request (who may see it, the state
// machine) and answer HttpErrors, which become FORBIDDEN / CONFLICT / BAD_USER_INPUT / NOT_FOUND.

export const typeDefs = /* GraphQL */ `
  "spec 001 §4.2: 0 UPDATE_REQUIRED, 1 PROBLEM, 2 AWAITING_ART, 3 ART_CREATED, 4 ART_READY, 5 COMPLETE, 99 SUSPENDED."
  type DesignRequestStatus {
    code: Int!
    description: String!
  }
  type DesignRequestCustomer {
    number: String!
    name: String!
  }
  type DesignRequestPerson {
    email: String!
    name: String!
  }
  type DesignRequestNamed {
    id: Int!
    name: String!
  }
  "spec 001 §3.2 Treatment (and a request's method)."
  type DesignTreatment {
    category: String!
    type: String!
    name: String!
    subType: String
    maxWidth: Float!
    maxHeight: Float!
    minStrokeWidth: Float!
    minTextHeight: Float!
    ccAvail: Boolean!
    specImage: String
  }
  type DesignRequestDrop {
    id: Int!
    name: String!
    width: Float!
    height: Float!
    image: String
    treatments: [String!]!
    lines: [String!]!
  }
  type DesignRequestFile {
    id: Int!
    uploadedBy: String!
    createdAt: DateTime!
    fileName: String!
    path: String!
  }
  "spec 001 §3.2 DesignRequest."
  type DesignRequest {
    id: Int!
    status: DesignRequestStatus!
    license: Boolean!
    customer: DesignRequestCustomer
    "The rep: shown to artists and viewers (null for the rep's own view)."
    user: DesignRequestPerson
    "The artist: shown to the rep, artists and viewers."
    artist: DesignRequestPerson
    "spec 001 §2.2: viewers see the status line on complete requests."
    showStatusLine: Boolean!
    art: String
    pmsImage: String
    productionFile: String
    workingFile: String
    method: DesignTreatment!
    width: Float!
    height: Float
    cc: Boolean!
    drop: DesignRequestDrop
    dropId: Int
    lines: [String!]!
    designId: String
    designVar: Int
    "Whether the approved design is on a confirmed, unshipped order (designs-color's definition)."
    designInUse: Boolean!
    referenceFiles: [DesignRequestFile!]!
    modificationReferences: [Int!]!
    instructions: String!
    "Design tags (designTags)."
    tags: [String!]!
    "A licence request's colour choice (GET /api/contrast); null when none was chosen."
    colors: DesignRequestColors
    revisions: Int!
    dateCreated: DateTime!
    "yyyy-mm-dd."
    dateRequired: String!
    note: String
    issues: [String!]!
    correctedIssues: [String!]!
    "An artist's return: marked to be returned (spec 001 §4.2)."
    returnMarked: Boolean!
    forkedFrom: Int
    artWidth: Float
    artHeight: Float
    artComment: String
    league: DesignRequestNamed
    team: DesignRequestNamed
    player: DesignRequestNamed
    "The actions this user may take now (the state machine, shared/src/core/designRequests.ts)."
    actions: [String!]!
  }
  "A row of designRequests."
  type DesignRequestRow {
    id: Int!
    status: DesignRequestStatus!
    dateCreated: DateTime!
    dateRequired: String!
    customer: DesignRequestCustomer
    user: DesignRequestPerson!
    artist: DesignRequestPerson
    revisions: Int!
    license: Boolean!
    league: DesignRequestNamed
    team: DesignRequestNamed
    player: DesignRequestNamed
    method: String!
    designId: String
    designVar: Int
  }
  type DesignRequestsPage {
    designRequests: [DesignRequestRow!]!
    totalCount: Int!
  }
  "spec 001 §3.2: buckets D (open customer requests), L (open licence requests), H (complete)."
  type DesignRequestCount {
    D: Int!
    L: Int!
    H: Int!
  }
  type DesignRequestTimelineEntry {
    id: Int!
    datetime: DateTime!
    "Null for system entries."
    author: DesignRequestPerson
    text: String!
  }
  type DesignRequestDomainPlayer {
    id: Int!
    name: String!
  }
  type DesignRequestDomainTeam {
    id: Int!
    name: String!
    players: [DesignRequestDomainPlayer!]!
  }
  type DesignRequestDomainLeague {
    id: Int!
    name: String!
    teams: [DesignRequestDomainTeam!]!
  }
  type DesignRequestDomainUser {
    id: Int!
    name: String!
    email: String!
  }
  type DesignRequestDomainMethod {
    type: String!
    name: String!
  }
  type DesignRequestsDomain {
    customers: [DesignRequestCustomer!]!
    users: [DesignRequestDomainUser!]!
    artists: [DesignRequestDomainUser!]!
    methods: [DesignRequestDomainMethod!]!
    dropIds: [DesignRequestNamed!]!
    designIds: [String!]!
    statuses: [DesignRequestStatus!]!
    leagues: [DesignRequestDomainLeague!]!
  }
  type DesignIssueManagerOptions {
    selected: Boolean!
    save: Boolean!
  }
  "spec 001 §3.2 Issue."
  type DesignIssue {
    desc: String!
    managerOptions: DesignIssueManagerOptions
  }
  type DesignData {
    inUse: Boolean!
  }
  type CompatibleDesign {
    id: String!
    variation: Int!
    art: String!
    width: Float!
    height: Float!
    lastUsed: DateTime
  }
  type ArtReference {
    id: Int!
    path: String!
    fileName: String!
    createdAt: DateTime!
  }
  type ApprovedDesign {
    id: String!
    variation: Int!
  }
  "spec 001 §3.2 colour options: Primary, Secondary, Neutral, Tonal (6-digit hex)."
  type DesignRequestColors {
    primary: String!
    secondary: String!
    neutral: String!
    tonal: String
  }
  type DesignRequestDropOption {
    id: Int!
    name: String!
    width: Float!
    height: Float!
    treatments: [String!]!
    lines: [String!]!
  }

  input DesignRequestFilters {
    search: String
    status: [Int!]
    customer: [String!]
    league: [Int!]
    team: [Int!]
    player: [Int!]
    user: [Int!]
    artist: [Int!]
    method: [String!]
    dropId: [Int!]
    page: Int
    "normal, H (history) or L (licence)."
    listType: String
    "Ours: mine, unassigned, or all (README 'Routes')."
    scope: String
    "Ours: /request_history_old/{orderId}."
    orderId: Int
  }
  input DesignRequestReferenceInput {
    id: Int!
  }
  "spec 001 §3.2 create payload."
  input DesignRequestInput {
    customer: String
    league: Int
    team: Int
    player: Int
    method: String!
    width: Float!
    height: Float
    cc: Boolean
    dropId: Int
    lines: [String!]
    referenceFiles: [DesignRequestReferenceInput!]
    instructions: String!
    dateRequired: String!
    "Design tags: at most 10 of at most 30 characters (designTags offers the known ones)."
    tags: [String!]
    "Licence requests: Primary, Secondary and Neutral, optional Tonal (6-digit hex)."
    colors: DesignRequestColorsInput
  }
  input DesignRequestColorsInput {
    primary: String!
    secondary: String!
    neutral: String!
    tonal: String
  }
  input DesignIssueInput {
    desc: String!
    "The manager's star: save as a default option."
    save: Boolean
  }
  input NewDesignInput {
    "The token of POST /api/designRequest/{id}/art."
    upload: String!
    width: Float!
    height: Float!
    cc: Boolean
    method: String!
    comment: String
  }
  input ExistingDesignInput {
    id: String!
    variation: Int!
  }

  extend type Query {
    designRequestCount: DesignRequestCount!
    designRequest(id: Int!): DesignRequest
    designRequests(filters: DesignRequestFilters, orderBy: String, desc: Boolean): DesignRequestsPage!
    designRequestsDomain(listType: String): DesignRequestsDomain!
    designRequestTimeline(id: Int!): [DesignRequestTimelineEntry!]!
    designData(designId: String!, designVar: Int!): DesignData!
    designIssues: [DesignIssue!]!
    "The tags designs and drops carry (designs-color's data), for a request's tags."
    designTags: [String!]!
    treatments(relatedTo: String): [DesignTreatment!]!
    artReferences(customer: String!): [ArtReference!]!
    compatibleDesigns(customer: String, method: String!, width: Float!, height: Float, dropId: Int): [CompatibleDesign!]!
    designRequestDrops: [DesignRequestDropOption!]!
    "spec 001 §7.2 customers (license flag): the customers the caller may pick; license: true only licensed customers (those with a licence design, one carrying a league). README Decisions."
    customers(license: Boolean): [DesignRequestCustomer!]!
    "spec 001 §7.2 drops (license flag): the active drops; license: true only licence drops (sub-category Licensed). README Decisions."
    drops(license: Boolean): [DesignRequestDropOption!]!
  }

  extend type Mutation {
    createDesignRequest(request: DesignRequestInput!): Int!
    createLicenseDesignRequest(request: DesignRequestInput!): Int!
    "The spec's name for createLicenseDesignRequest (spec 001 §7.2): the same call, both served."
    createDesignRequestLicense(request: DesignRequestInput!): Int!
    forkDesignRequest(id: Int!, updates: DesignRequestInput!): Int!
    updateDesignRequest(id: Int!, updates: DesignRequestInput!): Int!
    createDesignRequestComment(requestId: Int!, text: String!): DesignRequestTimelineEntry!
    deleteDesignRequestComment(id: Int!): Boolean!
    reOpenDesignRequest(id: Int!): Int!
    approveDesignRequestArt(id: Int!): ApprovedDesign!
    acceptDesignRequest(id: Int!): Int!
    suspendDesignRequest(id: Int!): Int!
    suspendDesignRequests(ids: [Int!]!): Int!
    returnDesignRequest(id: Int!, issues: [DesignIssueInput!]!): Int!
    rejectDesignRequestArt(id: Int!, reason: String!): Int!
    submitDesignRequestArt(id: Int!, newDesign: NewDesignInput, existingDesign: ExistingDesignInput, issues: [String!]): Int!
    advanceDesignRequest(id: Int!, issues: [DesignIssueInput!]): Int!
  }
`;

/** A drop's sub-category naming a licence drop (compared lower-cased). */
const LICENCE_DROP_SUB_CATEGORY = 'licensed';

const rule = (ctx: Parameters<typeof requireRule>[0]): SessionUser => requireRule(ctx, 'designRequests');
const now = (ctx: { platform: { clock: { now(): Date } } }) => ctx.platform.clock.now();
/** PostgreSQL text cannot hold U+0000: a read argument holding it is taken without it. */
const noNul = (s: string) => s.replace(/\u0000/g, '');
const inputOf = (v: Record<string, unknown>) => Object.fromEntries(Object.entries(v).filter(([, x]) => x !== null));

/**
 * designTags (spec 001 §7.2; README "Design tags"): the tags in use on active designs and drops,
 * distinct and sorted, read from designs-color's tables (the GIN-indexed tags arrays).
 */
async function designTagsOf(db: Db): Promise<string[]> {
  const rows = (await db.execute(sql`
    select tag from (
      select distinct unnest(${designsView.tags}) as tag from ${designsView} where ${designsView.active}
      union
      select distinct unnest(${dropsView.tags}) as tag from ${dropsView} where ${dropsView.active}
    ) t order by tag limit ${DESIGN_TAGS_MAX}`)) as unknown as { rows: { tag: string }[] };
  return rows.rows.map((r) => r.tag);
}

/**
 * The request dialog's drops (spec 001 §7.2 drops): active ones by name; `license` keeps the licence
 * drops only, those whose sub-category is Licensed (the drops catalogue's own field, spec 002 §3).
 */
async function dropOptions(db: Db, license: boolean) {
  const rows = await db
    .select()
    .from(dropsView)
    .where(and(eq(dropsView.active, true), license ? sql`lower(${dropsView.subCategory}) = ${LICENCE_DROP_SUB_CATEGORY}` : undefined))
    .orderBy(asc(dropsView.name));
  return rows.map((d) => ({
    id: d.id,
    name: d.name,
    width: Number(d.widthIn),
    height: Number(d.heightIn),
    treatments: d.methods,
    lines: d.lines,
  }));
}

/**
 * The customers the user may pick (the directory's customersFor: INTERNAL all, a rep their own, a customer
 * user the linked ones); `license` keeps the licensed ones: customers holding at least one licence
 * design (a design carrying a league, designs-color's table).
 */
async function customerOptions(db: Db, user: SessionUser, license: boolean) {
  const pickable = await customersFor(db, user);
  if (!license) return pickable.map((c) => ({ number: c.numb, name: c.cust }));
  const licensed = await db
    .selectDistinct({ numb: designsView.customerNumb })
    .from(designsView)
    .where(and(isNotNull(designsView.leagueId), isNotNull(designsView.customerNumb)));
  const held = new Set(licensed.map((r) => r.numb));
  return pickable.filter((c) => held.has(c.numb)).map((c) => ({ number: c.numb, name: c.cust }));
}

export const resolvers = {
  Query: {
    designRequestCount: async (_r, _a, ctx) => designRequestCount(ctx.platform.db, rule(ctx)),
    designRequest: async (_r, { id }, ctx) => designRequestDetail(ctx.platform.db, rule(ctx), id),
    designRequests: async (_r, { filters, orderBy, desc }, ctx) =>
      listDesignRequests(ctx.platform.db, rule(ctx), filters ?? {}, orderBy, desc),
    designRequestsDomain: async (_r, { listType }, ctx) => designRequestsDomain(ctx.platform.db, rule(ctx), listType),
    designRequestTimeline: async (_r, { id }, ctx) => designRequestTimelineOf(ctx.platform.db, rule(ctx), id),
    designData: async (_r, { designId, designVar }, ctx) => {
      rule(ctx);
      if (designId.length > 20 || designId.includes('\u0000') || designVar < 0 || designVar > 32767) return { inUse: false };
      return { inUse: (await designsInUse(ctx.platform.db, [{ id: designId, variation: designVar }])).length > 0 };
    },
    designIssues: async (_r, _a, ctx) => {
      const user = rule(ctx);
      const saved = await ctx.platform.db.select({ text: designIssues.text }).from(designIssues).orderBy(asc(designIssues.text));
      const manager = maySaveDefaultIssue(user);
      return [
        ...DEFAULT_DESIGN_ISSUES.map((desc) => ({ desc, managerOptions: manager ? { selected: false, save: true } : null })),
        ...saved
          .filter((s) => !(DEFAULT_DESIGN_ISSUES as readonly string[]).includes(s.text))
          .map((s) => ({ desc: s.text, managerOptions: manager ? { selected: false, save: true } : null })),
      ];
    },
    designTags: async (_r, _a, ctx) => {
      rule(ctx);
      return designTagsOf(ctx.platform.db);
    },
    treatments: async (_r, { relatedTo }, ctx) => {
      rule(ctx);
      return relatedTo ? TREATMENTS.filter((t) => t.type === relatedTo || t.category === relatedTo) : [...TREATMENTS];
    },
    artReferences: async (_r, { customer }, ctx) => {
      const user = rule(ctx);
      // The references of a customer the user may pick (a rep: their own); none of another's.
      if (!(await mayPickCustomer(ctx.platform.db, user, noNul(customer).slice(0, 20)))) return [];
      const rows = await ctx.platform.db
        .select({ id: artReferences.id, fileName: artReferences.fileName, createdAt: artReferences.createdAt })
        .from(artReferences)
        .where(eq(artReferences.customerNumb, noNul(customer).slice(0, 20)))
        .orderBy(asc(artReferences.createdAt))
        .limit(200);
      return rows.map((r) => ({ ...r, path: referenceUrl(r.id) }));
    },
    compatibleDesigns: async (_r, args, ctx) => {
      const user = rule(ctx);
      const customer = args.customer ? noNul(args.customer).slice(0, 20) : null;
      // The designs of a customer the user may pick (a rep: their own), as for art references.
      if (customer && !(await mayPickCustomer(ctx.platform.db, user, customer))) return [];
      const [drop] =
        args.dropId && args.dropId > 0 && args.dropId <= 2_147_483_647
          ? await ctx.platform.db.select({ code: dropsView.code }).from(dropsView).where(eq(dropsView.id, args.dropId))
          : [];
      const rows = await compatibleDesigns(ctx.platform.db, {
        customer,
        method: noNul(args.method).slice(0, 20),
        width: Number.isFinite(args.width) ? args.width : 0,
        height: args.height != null && Number.isFinite(args.height) ? args.height : null,
        dropCode: drop?.code ?? null,
      });
      return rows.map((r) => ({ ...r, art: `/Images/Designs/${encodeURIComponent(r.id)}-${r.variation}.svg` }));
    },
    designRequestDrops: async (_r, _a, ctx) => {
      rule(ctx);
      return dropOptions(ctx.platform.db, false);
    },
    customers: async (_r, { license }, ctx) => customerOptions(ctx.platform.db, rule(ctx), license === true),
    drops: async (_r, { license }, ctx) => {
      rule(ctx);
      return dropOptions(ctx.platform.db, license === true);
    },
  },
  Mutation: {
    createDesignRequest: async (_r, { request }, ctx) => createDesignRequest(ctx.platform.db, rule(ctx), inputOf(request), false, now(ctx)),
    createLicenseDesignRequest: async (_r, { request }, ctx) =>
      createDesignRequest(ctx.platform.db, rule(ctx), inputOf(request), true, now(ctx)),
    createDesignRequestLicense: async (_r, { request }, ctx) =>
      createDesignRequest(ctx.platform.db, rule(ctx), inputOf(request), true, now(ctx)),
    forkDesignRequest: async (_r, { id, updates }, ctx) => forkDesignRequest(ctx.platform.db, rule(ctx), id, inputOf(updates), now(ctx)),
    updateDesignRequest: async (_r, { id, updates }, ctx) =>
      updateDesignRequest(ctx.platform.db, rule(ctx), id, inputOf(updates), now(ctx)),
    createDesignRequestComment: async (_r, { requestId, text }, ctx) =>
      createDesignRequestComment(ctx.platform.db, rule(ctx), requestId, text, now(ctx)),
    deleteDesignRequestComment: async (_r, { id }, ctx) => deleteDesignRequestComment(ctx.platform.db, rule(ctx), id, now(ctx)),
    reOpenDesignRequest: async (_r, { id }, ctx) => reOpenDesignRequest(ctx.platform.db, rule(ctx), id, now(ctx)),
    approveDesignRequestArt: async (_r, { id }, ctx) =>
      approveDesignRequestArt(ctx.platform.db, ctx.platform.files, rule(ctx), id, now(ctx)),
    acceptDesignRequest: async (_r, { id }, ctx) => acceptDesignRequest(ctx.platform.db, rule(ctx), id, now(ctx)),
    suspendDesignRequest: async (_r, { id }, ctx) => suspendDesignRequest(ctx.platform.db, rule(ctx), id, now(ctx)),
    suspendDesignRequests: async (_r, { ids }, ctx) => suspendDesignRequests(ctx.platform.db, rule(ctx), ids, now(ctx)),
    returnDesignRequest: async (_r, { id, issues }, ctx) => returnDesignRequest(ctx.platform.db, rule(ctx), id, issues, now(ctx)),
    rejectDesignRequestArt: async (_r, { id, reason }, ctx) => rejectDesignRequestArt(ctx.platform.db, rule(ctx), id, reason, now(ctx)),
    submitDesignRequestArt: async (_r, { id, newDesign, existingDesign, issues }, ctx) =>
      submitDesignRequestArt(
        ctx.platform.db,
        rule(ctx),
        id,
        { newDesign: newDesign ? inputOf(newDesign) : null, existingDesign: existingDesign ?? null, issues: issues ?? [] },
        now(ctx),
      ),
    advanceDesignRequest: async (_r, { id, issues }, ctx) => advanceDesignRequest(ctx.platform.db, rule(ctx), id, issues ?? [], now(ctx)),
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

/** Design requests (spec 001) and design sample requests and design orders (spec 002, samplesGraphql.ts). */
export const designRequestsGraphql: AreaGraphql = {
  typeDefs: typeDefs + samplesTypeDefs,
  resolvers: asGqlAll({
    Query: { ...resolvers.Query, ...samplesResolvers.Query },
    Mutation: { ...resolvers.Mutation, ...samplesResolvers.Mutation },
  }),
};
