import type { AreaGraphql } from '../area';
import type { Resolvers } from '../graphqlTypes';
import { requireRule } from '../../platform/gqlErrors';
import { asGql } from '../../platform/gqlFromHttp';
import { holdsNul } from '../../platform/httpErrors';
import { designDetail, designFilter, listDesigns, type DesignListArgs } from './designs';
import { listDrops, type DropsArgs } from './drops';

// GraphQL of designs (spec 001 §7.3): designs (list and showcase), designFilter (the drawer's
// options) and designV2 (one design). Rows carry their names and colours, read for the page in two
// queries (designs.ts), never once per row.

export const typeDefs = /* GraphQL */ `
  input DesignFilterInput {
    customer: [String!]
    method: [String!]
    league: [Int!]
    team: [Int!]
    player: [Int!]
    "Drop code."
    code: [String!]
    "Y (the default when absent), N or all."
    active: String
    "Y or N: design stock (dropship) designs or not."
    stock: String
  }

  type DesignColor {
    rgbHex: String!
    name: String!
  }

  "A design (spec 001 §3.3)."
  type Design {
    id: String!
    variation: Int!
    "The artwork's URL (/Images/Designs/{id}-{variation}.svg)."
    image: String!
    customer: String
    customerName: String
    method: String!
    methodName: String!
    leagueId: Int
    leagueName: String
    teamId: Int
    teamName: String
    playerId: Int
    playerName: String
    leagueApproved: Boolean!
    "Drop code."
    code: String
    active: Boolean!
    "Design stock (dropship)."
    stock: Boolean!
    "Colour-coordinated (the list marks it CC)."
    cc: Boolean!
    parentId: String
    royaltyCode: String
    royaltyDesc: String
    "Inches."
    width: Float!
    height: Float!
    quantity: Int!
    text: String
    comment: String
    tags: [String!]!
    approved: Boolean!
    showcase: Boolean!
    showcaseComment: String
    primary: String
    secondary: String
    neutral: String
    tonalHex: String
    "The comment of the last disable."
    disabledComment: String
    createdAt: DateTime!
    lastUsed: DateTime
    colors: [DesignColor!]!
    "A prototype: sample art shown to the customer, not yet for production."
    prototype: Boolean!
    "An all-over repeat pattern rather than a placed print."
    pattern: Boolean!
    "The Tonal colour (hex), as primary, secondary and neutral carry theirs (tonalHex, the same value)."
    tonal: String
    "The method's treatment: its name and maximum size."
    methodDesc: String!
    "A colour-coordinated variation's source design (its parent): id and variation; null when not CC."
    colorCode: String
    colorVar: Int
    "The production file's URL (from the design request that made the design); null when none."
    prodImage: String
    "The PMS file's URL (saved with the design's colours); null when none."
    pmsImage: String
    "The working file's URL (from the design request that made the design); null when none."
    workingImage: String
    "Licence fields: null for readers outside the licence columns (as leagueName)."
    league: DesignNamed
    team: DesignNamed
    player: DesignNamed
    "The name of who put the design in the showcase; null for customer accounts."
    showcasedBy: String
    hasText: Boolean!
    "WCAG contrast ratio of Primary and Secondary (2 decimals); null without both."
    contrast: Float
    "Another active design has the same team, player, method and colours (the licence duplicate rule); null outside the licence columns."
    same: Boolean
  }

  type DesignNamed {
    id: Int!
    name: String!
  }

  type DesignsPage {
    designs: [Design!]!
    total: Int!
  }

  type DesignFilterCustomer {
    numb: String!
    name: String!
  }
  type DesignFilterMethod {
    code: String!
    name: String!
    type: String!
  }
  type DesignFilterLeague {
    id: Int!
    name: String!
  }
  type DesignFilterTeam {
    id: Int!
    name: String!
    leagueId: Int!
  }
  type DesignFilterPlayer {
    id: Int!
    name: String!
    teamId: Int!
  }
  type DesignFilterOptions {
    customer: [DesignFilterCustomer!]!
    method: [DesignFilterMethod!]!
    league: [DesignFilterLeague!]!
    team: [DesignFilterTeam!]!
    player: [DesignFilterPlayer!]!
    code: [String!]!
    "The Stock filter's values among the designs the caller sees: Y (design stock) and N (other designs), as present (spec 001 §3.3 designFilter stock)."
    stock: [String!]!
  }

  input DropFiltersInput {
    "true/false (also Y/N): active drops or not; both or none: all."
    active: [String!]
    "Method codes (SCRP, EMB, SUB, DTF): drops offering any of them."
    method: [String!]
    logoRequired: [String!]
    tags: [String!]
  }

  type DropMethod {
    id: String!
    name: String!
  }
  type DropLocation {
    id: Int!
    name: String!
  }

  "A drop: an art template (spec 002 §3)."
  type Drop {
    id: Int!
    "The drop code its designs carry."
    code: String!
    name: String!
    width: Float!
    height: Float!
    methods: [DropMethod!]!
    lines: [String!]!
    startDate: DateTime
    endDate: DateTime
    logoRequired: Boolean!
    active: Boolean!
    image: String
    templateImage: String
    createdDate: DateTime!
    locations: [DropLocation!]!
    tags: [String!]!
    subCategory: String
    "Order items whose design carries the drop's code (ours: the spec sorts by usage without the field)."
    usage: Int!
  }

  type DropsPage {
    drops: [Drop!]!
    "-1 when a full page came back (spec 002 §9)."
    total: Int!
  }

  extend type Query {
    "The drops catalogue (spec 002 Drops): 50 a page, default usage descending."
    dropsV2(page: Int, search: String, searchCol: String, filters: DropFiltersInput, orderBy: String, orderByOrder: String): DropsPage!
    "Designs lists (page 1-based, 50 a page; order asc|desc, default created_at asc) and the showcase (showcase: true)."
    designs(page: Int, order: String, orderBy: String, search: String, searchCol: String, filter: DesignFilterInput, dropship: Boolean, showcase: Boolean): DesignsPage!
    "The filter drawer's options, from the designs the user may see."
    designFilter: DesignFilterOptions!
    "One design; null when unknown."
    designV2(id: String!, variation: Int!): Design
  }
`;

export const resolvers = {
  Query: {
    // A text holding U+0000 matches nothing (PostgreSQL text cannot hold it: found by fuzzing).
    designs: (_root, args, ctx) =>
      asGql(async () => {
        const user = requireRule(ctx, 'designs');
        return holdsNul(args) ? { designs: [], total: 0 } : listDesigns(ctx.platform.db, user, args as DesignListArgs);
      }),
    // spec 002 §6: drop screens are for any signed-in user (the designs rule).
    dropsV2: (_root, args, ctx) =>
      asGql(async () => {
        requireRule(ctx, 'designs');
        return listDrops(ctx.platform.db, args as DropsArgs);
      }),
    designFilter: (_root, _args, ctx) => asGql(async () => designFilter(ctx.platform.db, requireRule(ctx, 'designs'))),
    designV2: (_root, { id, variation }, ctx) =>
      asGql(async () => {
        const user = requireRule(ctx, 'designs');
        return holdsNul(id) ? null : designDetail(ctx.platform.db, user, id, variation);
      }),
  },
} satisfies Resolvers;

export const designsColorGraphql: AreaGraphql = { typeDefs, resolvers };
