import { ADMIN_MESSAGES } from '@portal/shared/core';
import type { AreaGraphql } from '../area';
import type { Resolvers } from '../graphqlTypes';
import { requireRule } from '../../platform/gqlErrors';
import { connStatus } from './connStatus';

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
  }
`;

export const resolvers = {
  Query: {
    connStatus: async (_root, _args, ctx) => {
      requireRule(ctx, 'connStatus', ADMIN_MESSAGES.connStatusForbidden);
      return connStatus(ctx.platform);
    },
  },
} satisfies Resolvers;

export const adminGraphql: AreaGraphql = { typeDefs, resolvers };
