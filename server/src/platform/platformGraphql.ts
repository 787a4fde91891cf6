import { ACCESS_FLAGS } from '@portal/shared/core';
import type { AreaGraphql } from '../areas/area';
import type { IResolvers } from 'mercurius';
import { requireUser } from './gqlErrors';
import { activeSystemMessages } from './notices';

// The machinery's GraphQL: the signed-in user, the types of a record's history (audit.ts), and the
// active system messages.

export const typeDefs = /* GraphQL */ `
  enum UserType {
    INTERNAL
    REP
    CUSTOMER
  }

  "Access flags, camelCase as in @portal/shared."
  type AccessFlags {
${ACCESS_FLAGS.map((flag) => `    ${flag}: Boolean!`).join('\n')}
  }

  type User {
    id: Int!
    email: String!
    name: String!
    userType: UserType!
    "SREP code; '000' is the manager/admin rep."
    repCode: String
    repManagerCode: String
    access: AccessFlags!
  }

  "One field of a change in a record's history (platform/audit.ts); values as text, null when empty."
  type FieldChange {
    field: String!
    before: String
    after: String
  }

  "Who changed what, and when: one row inserted, updated or deleted (a record's history, newest first)."
  type ChangeEntry {
    id: Int!
    at: String!
    "Null when the system made the change (no session)."
    actorName: String
    "The table of the changed row ('orders', 'order_items', 'returns', …)."
    table: String!
    "insert, update or delete."
    action: String!
    changes: [FieldChange!]!
  }

  type SystemMessage {
    id: Int!
    message: String!
  }

  extend type Query {
    "The signed-in user (null inside a public operation)."
    me: User
    systemMessages: [SystemMessage!]!
  }
`;

export const resolvers = {
  Query: {
    me: (_root, _args, ctx) => ctx.user,
    systemMessages: (_root, _args, ctx) => {
      requireUser(ctx);
      return activeSystemMessages(ctx.platform.db);
    },
  },
} satisfies IResolvers;

export const platformGraphql: AreaGraphql = { typeDefs, resolvers };
