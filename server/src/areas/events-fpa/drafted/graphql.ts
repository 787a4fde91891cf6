import { changeEntriesOf } from '../../../platform/audit';
import type { AreaGraphql } from '../../area';
import type { Resolvers } from '../../graphqlTypes';
import { asGqlResolvers } from '../../../platform/gqlFromHttp';
import { requireRule } from '../../../platform/gqlErrors';
import { DRAFTED_MESSAGES, type SessionUser } from '@portal/shared/core';
import type { MercuriusContext } from 'mercurius';
import type { Db } from '../../../db/client';
import type { FileStore } from '../../../platform/fileStore';
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
} from './service';

// GraphQL of drafted contests, their organizations and sponsors (spec 002 §7 "Drafted contests"),
// with the spec's field names. The service checks who may do what (rule drafted, before the input:
// spec 002 §6); its HttpErrors become BAD_USER_INPUT / FORBIDDEN / NOT_FOUND / CONFLICT.

const typeDefs = /* GraphQL */ `
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


  extend type Query {
    draftedOrganizations: [DraftedOrganization!]!
    draftedSponsors: [DraftedSponsor!]!
    "/drafted/contests, sorted by sortBy (a column of the list) and desc."
    draftedContests(sortBy: String, desc: Boolean): [DraftedContest!]!
    draftedContest(id: Int): DraftedContest
  }

  extend type Mutation {
    createDraftedOrganization(input: DraftedOrganizationInput!): DraftedOrganization!
    updateDraftedOrganization(input: DraftedOrganizationInput!): DraftedOrganization!
    createDraftedSponsor(input: DraftedSponsorInput!): DraftedSponsor!
    updateDraftedSponsor(input: DraftedSponsorInput!): DraftedSponsor!
    createDraftedContest(input: DraftedContestInput!): DraftedContest!
    updateDraftedContest(input: DraftedContestInput!): DraftedContest!
  }
`;

/** GraphQL gives absent input fields as absent; explicit nulls for "not changed" are dropped here. */
const present = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).filter(([key, v]) => v !== null || key === 'leagueId' || key === 'teamId'));

/** The drafted manager, or the spec's refusal. */
const manager = (ctx: MercuriusContext) => requireRule(ctx, 'drafted', DRAFTED_MESSAGES.draftedManagerRequired);

/** A drafted write as every one of them runs: the manager's, with the files and the app clock. */
const write =
  <I extends Record<string, unknown>, R>(
    run: (db: Db, files: FileStore, user: SessionUser, input: Record<string, unknown>, now: Date) => Promise<R>,
  ) =>
  async (_root: unknown, { input }: { input: I }, ctx: MercuriusContext) =>
    run(ctx.platform.db, ctx.platform.files, manager(ctx), present(input), ctx.platform.clock.now());

const resolvers = {
  // Only the detail page selects it (one contest), after draftedContest's own access check.
  DraftedContest: {
    changes: async (contest: { id: number }, _args: unknown, ctx) => changeEntriesOf(ctx.platform.db, 'drafted_contest', contest.id),
  },
  Query: {
    draftedOrganizations: async (_root, _args, ctx) => listOrganizations(ctx.platform.db, manager(ctx)),
    draftedSponsors: async (_root, _args, ctx) => listSponsors(ctx.platform.db, manager(ctx)),
    draftedContests: async (_root, { sortBy, desc }, ctx) => listContests(ctx.platform.db, manager(ctx), sortBy, desc),
    draftedContest: async (_root, { id }, ctx) => {
      const user = manager(ctx);
      return id && id > 0 && id <= 2_147_483_647 ? readContest(ctx.platform.db, user, id) : null;
    },
  },
  Mutation: {
    createDraftedOrganization: write(createOrganization),
    updateDraftedOrganization: write(updateOrganization),
    createDraftedSponsor: write(createSponsor),
    updateDraftedSponsor: write(updateSponsor),
    createDraftedContest: write(createContest),
    updateDraftedContest: write(updateContest),
  },
} satisfies Resolvers;

export const draftedGraphql: AreaGraphql = { typeDefs, resolvers: asGqlResolvers(resolvers) };
