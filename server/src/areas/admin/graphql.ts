import { ADMIN_MESSAGES } from '@portal/shared/core';
import type { AreaGraphql } from '../area';
import type { Resolvers } from '../graphqlTypes';
import { requireRule, requireUser } from '../../platform/gqlErrors';
import { requestOrigin } from '../../platform/requestOrigin';
import { connStatus } from './connStatus';
import {
  completeSetupRequest,
  createExternalUser,
  createSetupRequest,
  deleteExternalUser,
  deleteSignupRequest,
  listExternalUsers,
  listSetupRequests,
  listSignupRequests,
  readExternalUser,
  resendSignupEmail,
  updateExternalUser,
  type Ctx,
} from './externalUsers';
import { listLicenseSkus } from './licenseSkus';
import { stylesResolvers, stylesTypeDefs } from './styles/graphql';
import { marketingResolvers, marketingTypeDefs } from './marketing/graphql';
import { bookingsOpen, listTradeShows, readTradeShow, showDays, showQuota, showStations, type TradeShowSummary } from './tradeShows';

// GraphQL of administration: the connection status (the page is ours; spec 002 §6 names its guard
// "approve and artist_manager", read as both: mfe-admin/README.md "Decisions").

export const typeDefs = /* GraphQL */ `
  "OK; SLOW (answers, but slower than it should or with failures to look at); DOWN (does not answer)."
  enum HealthStatus {
    OK
    SLOW
    DOWN
  }

  "This API instance."
  type ApiHealth {
    status: HealthStatus!
    startedAt: DateTime!
    uptimeSeconds: Int!
    nodeVersion: String!
    "The host name of the instance that answered."
    instance: String!
  }

  type DatabaseHealth {
    status: HealthStatus!
    "PostgreSQL or Embedded (PGlite)."
    driver: String!
    "Median of three round trips of select 1, in ms; null when the database did not answer."
    latencyMs: Float
    error: String
  }

  "The mail outbox (platform/outbox.ts): what waits, what failed."
  type OutboxHealth {
    status: HealthStatus!
    "Whether SMTP_URL is set (without it mail stays in the outbox)."
    sending: Boolean!
    unsent: Int!
    "Unsent mails whose last attempt failed."
    failed: Int!
    oldestUnsentAt: DateTime
    lastSentAt: DateTime
    error: String
  }

  "The file store: a probe file written, read back and deleted."
  type FileStoreHealth {
    status: HealthStatus!
    latencyMs: Float
    error: String
  }

  type ConnStatus {
    checkedAt: DateTime!
    api: ApiHealth!
    database: DatabaseHealth!
    outbox: OutboxHealth!
    fileStore: FileStoreHealth!
  }

  extend type Query {
    "/connStatus: the live health of what is behind the API (approve and artistManager)."
    connStatus: ConnStatus!
    "External users, 10 a page by name (externalUserAdmin)."
    externalUsers(page: Int, search: String): ExternalUserPage!
    "Open signup requests (externalUserAdmin)."
    signupRequests: [SignupRequest!]!
    "Open setup requests: all for externalUserAdmin, a rep's own for a REP."
    setupRequests: [SetupRequest!]!
    "License SKUs, 50 a page (licenseManager): styleCode ascending by default; search in searchCol."
    licenseSkus(page: Int, order: String, orderBy: String, search: String, searchCol: String): [LicenseSku!]!
    "Trade shows, the newest bookings window first (any signed-in user)."
    tradeShows: [TradeShow!]!
    "One trade show by its name (the routes' showID); null when there is none."
    tradeShow(name: String!): TradeShow
  }

  "A trade show (spec 002 §3). startDate and endDate bound the bookings window (YYYY-MM-DD, Toronto)."
  type TradeShow {
    name: String!
    startDate: String!
    endDate: String!
    "Minutes of one session; a meeting is at least this long."
    singleSessionLength: Int!
    "Minutes; a meeting is at most this long."
    maxSessionLength: Int!
    "A non-manager rep's sessions at the show (quota: maxMeetings × singleSessionLength minutes)."
    maxMeetings: Int!
    stations: [TradeShowStation!]!
    days: [TradeShowDay!]!
    "The caller's own quota; null when they have none (not a non-manager rep)."
    quota: ScheduleQuota
    "Whether the bookings window is open today (Toronto)."
    bookingsOpen: Boolean!
  }

  type TradeShowStation {
    station: String!
    "6 hex digits."
    hexCode: String!
    "A dark colour: text on it is light."
    dark: Boolean!
  }

  type TradeShowDay {
    name: String!
    startTime: DateTime!
    endTime: DateTime!
    meetings: [Meeting!]!
  }

  "A meeting (spec 002 §3). The details are null unless it is the caller's or they see every appointment (rep 000, view_appointments)."
  type Meeting {
    id: Int!
    "null: a walk-through."
    station: String
    startTime: DateTime!
    endTime: DateTime!
    "The host's rep number."
    host: String!
    hostName: String
    customer: String
    customerName: String
    atendee: String
    email: String
    phone: String
    comment: String
    "The caller is the host."
    mine: Boolean!
  }

  type ScheduleQuota {
    usedMinutes: Int!
    quotaMinutes: Int!
    "Booking is disabled (spec 002 §5)."
    reached: Boolean!
  }

  "A licensed SKU: one style in one colour (spec 002 §3)."
  type LicenseSku {
    id: Int!
    styleCode: String!
    name: String!
    color: String!
    colorCode: String!
    "The colour as 6 hex digits (the sell sheet's swatch)."
    hex: String!
    "Canadian price."
    C: Float!
    "US price."
    U: Float!
    team: String!
    league: String!
    player: String
    createdAt: DateTime!
    "Approved (one-way)."
    approve: Boolean!
    active: Boolean!
  }

  "A rep or a customer: number and name."
  type Party {
    number: String!
    name: String!
  }

  "An external (CUSTOMER) user (spec 002 §3)."
  type ExternalUser {
    id: Int!
    email: String!
    firstName: String!
    lastName: String!
    "C is Canada, otherwise USA."
    country: String!
    company: String
    rep: Party!
    customers: [Party!]!
    createdAt: DateTime!
    products: Boolean!
    order: Boolean!
    artist: Boolean!
    licenseOrder: Boolean!
    customLocation: Boolean!
    preLine: Boolean!
    takeAll: Boolean!
  }

  type ExternalUserPage {
    users: [ExternalUser!]!
    total: Int!
    page: Int!
    pageSize: Int!
  }

  type SignupRequest {
    id: Int!
    email: String!
    firstName: String!
    lastName: String!
    company: String
    rep: Party
    createdAt: DateTime!
  }

  type SetupRequest {
    id: Int!
    email: String!
    firstName: String!
    lastName: String!
    company: String!
    country: String!
    rep: Party!
    createdAt: DateTime!
    products: Boolean!
    order: Boolean!
    artist: Boolean!
    licenseOrder: Boolean!
    customLocation: Boolean!
    preLine: Boolean!
    takeAll: Boolean!
  }

  input ExternalUserInput {
    email: String!
    firstName: String
    lastName: String
    "Update only: a new password (blank keeps it). On create it is refused: the user keeps the signup request's password or sets one from the e-mailed link."
    password: String
    country: String
    rep: String
    customers: [String!]
    "On create: the signup request this answers (deleted with it; the user keeps the password chosen there, and its e-mail)."
    signupRequest: Int
    products: Boolean
    order: Boolean
    artist: Boolean
    licenseOrder: Boolean
    customLocation: Boolean
    preLine: Boolean
    takeAll: Boolean
  }

  input SetupRequestInput {
    email: String!
    firstName: String!
    lastName: String!
    "Refused when given: the user keeps the signup request's password or sets one from the link e-mailed on completion."
    password: String
    country: String!
    rep: String!
    company: String!
    "The signup request this answers (deleted with it; the user keeps the password chosen there, and its e-mail)."
    signupRequest: Int
    products: Boolean!
    order: Boolean!
    artist: Boolean!
    licenseOrder: Boolean!
    customLocation: Boolean!
    preLine: Boolean!
    takeAll: Boolean!
  }

  extend type Mutation {
    "Creates an external user with customers (externalUserAdmin); e-mails the signup mail (a set-your-password link unless it answers a signup request)."
    createExternalUser(input: ExternalUserInput!): ExternalUser
    "Changes an external user named by e-mail (externalUserAdmin): the fields given, the access toggles."
    updateExternalUser(input: ExternalUserInput!): ExternalUser
    "'Send Request to Rep' (externalUserAdmin): answers the new setup request's id."
    createSetupRequest(input: SetupRequestInput!): Int
    "The request's rep (or externalUserAdmin) assigns customers: the user is created and e-mailed (a set-your-password link unless it answered a signup request)."
    completeSetupRequest(id: Int!, customers: [String!]!): ExternalUser
    "The signup mail again (externalUserAdmin); to a user without a password yet, with a new set-your-password link."
    resendSignupEmail(email: String!): Boolean
    deleteExternalUser(email: String!): Boolean
    deleteSignupRequest(id: Int!): Boolean
  }
`;

const external = (ctx: {
  platform: { db: Ctx['db']; clock: { now(): Date } };
  reply: { request: Parameters<typeof requestOrigin>[0] };
}): Ctx => ({
  db: ctx.platform.db,
  now: () => ctx.platform.clock.now(),
  origin: requestOrigin(ctx.reply.request),
});

export const resolvers = {
  Query: {
    ...stylesResolvers.Query,
    connStatus: async (_root, _args, ctx) => {
      requireRule(ctx, 'connStatus', ADMIN_MESSAGES.connStatusForbidden);
      return connStatus(ctx.platform);
    },
    externalUsers: (_root, args, ctx) => listExternalUsers(ctx.platform.db, requireUser(ctx), args.page, args.search),
    signupRequests: (_root, _args, ctx) => listSignupRequests(ctx.platform.db, requireUser(ctx)),
    setupRequests: (_root, _args, ctx) => listSetupRequests(ctx.platform.db, requireUser(ctx)),
    licenseSkus: (_root, args, ctx) => listLicenseSkus(ctx.platform.db, requireUser(ctx), args),
    tradeShows: (_root, _args, ctx) => {
      requireUser(ctx);
      return listTradeShows(ctx.platform.db);
    },
    tradeShow: (_root, args, ctx) => {
      requireUser(ctx);
      return readTradeShow(ctx.platform.db, args.name);
    },
  },
  TradeShow: {
    stations: (show: TradeShowSummary, _args, ctx) => showStations(ctx.platform.db, show.id),
    days: (show: TradeShowSummary, _args, ctx) => showDays(ctx.platform.db, requireUser(ctx), show.id),
    quota: (show: TradeShowSummary, _args, ctx) => showQuota(ctx.platform.db, requireUser(ctx), show),
    bookingsOpen: (show: TradeShowSummary, _args, ctx) => bookingsOpen(show, ctx.platform.clock.now()),
  },
  Mutation: {
    ...stylesResolvers.Mutation,
    createExternalUser: async (_root, args, ctx) =>
      readExternalUser(ctx.platform.db, await createExternalUser(external(ctx), requireUser(ctx), args.input)),
    updateExternalUser: async (_root, args, ctx) =>
      readExternalUser(ctx.platform.db, await updateExternalUser(external(ctx), requireUser(ctx), args.input)),
    createSetupRequest: (_root, args, ctx) => createSetupRequest(external(ctx), requireUser(ctx), args.input),
    completeSetupRequest: async (_root, args, ctx) =>
      readExternalUser(ctx.platform.db, await completeSetupRequest(external(ctx), requireUser(ctx), args)),
    resendSignupEmail: (_root, args, ctx) => resendSignupEmail(external(ctx), requireUser(ctx), args.email),
    deleteExternalUser: (_root, args, ctx) => deleteExternalUser(external(ctx), requireUser(ctx), args.email),
    deleteSignupRequest: (_root, args, ctx) => deleteSignupRequest(external(ctx), requireUser(ctx), args.id),
  },
} satisfies Resolvers;

// Product styles and marketing resources have their own folders (styles/graphql.ts, marketing/graphql.ts).
export const adminGraphql: AreaGraphql = {
  typeDefs: typeDefs + stylesTypeDefs + marketingTypeDefs,
  resolvers: { ...resolvers, Query: { ...resolvers.Query, ...marketingResolvers.Query } },
};
