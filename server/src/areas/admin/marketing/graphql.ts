import type { Resolvers } from '../../graphqlTypes';
import { MARKETING_MESSAGES } from '@portal/shared/core';
import { badUserInput, requireUser } from '../../../platform/gqlErrors';
import { listMarketingResources } from './marketing';

// GraphQL of Marketing resources (spec 002 §3, §7): marketingResources(parent), any signed-in user (§6).

export const marketingTypeDefs = /* GraphQL */ `
  "spec 002 §3: DIRECTORY, IMAGE, VIDEO, PDF or other (OTHER)."
  enum MarketingResourceType {
    DIRECTORY
    IMAGE
    VIDEO
    PDF
    OTHER
  }

  "A folder or file of the marketing library (spec 002 §3)."
  type MarketingResource {
    type: MarketingResourceType!
    name: String!
    "The folder it is in: its names joined by '/', '' at the top (the path after /marketing/)."
    parent: String!
    "Its URL path, /Images/Marketing/<parent>/<name> (folders too); downloads use /ImageDown/… (spec 002 §7)."
    path: String!
    "The file's (or folder's) name, with its extension."
    item: String!
    "Lower-case extension of a file; null for a folder or a name without one."
    extension: String
    "Bytes (files)."
    size: Int
    "Seconds (videos)."
    duration: Float
    width: Int
    height: Int
    "A small PNG to show in the grid (images and videos); null otherwise."
    thumbnail: String
  }

  extend type Query {
    "The resources in a folder (parent: '' or null for the top), folders first then by name; BAD_USER_INPUT 'This folder does not exist.' for a folder that does not exist."
    marketingResources(parent: String): [MarketingResource!]!
  }
`;

export const marketingResolvers = {
  Query: {
    marketingResources: async (_root, args, ctx) => {
      requireUser(ctx);
      const list = await listMarketingResources(ctx.platform.db, args.parent);
      // A folder that does not exist: BAD_USER_INPUT with the message the screen shows as not found.
      if (!list) throw badUserInput(MARKETING_MESSAGES.folderNotFound);
      return list;
    },
  },
} satisfies Resolvers;
