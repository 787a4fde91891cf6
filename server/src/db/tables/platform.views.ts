import { sql } from 'drizzle-orm';
import { pgView } from 'drizzle-orm/pg-core';
import { users } from './platform';

// What the machinery publishes of its tables for the areas' queries: read-only views, in
// drizzle-kit's schema (db/schema.ts), so the migrations create them. A view of one table's
// columns is inlined by PostgreSQL's planner: a join through it plans as a join on the table.

/** Accounts without their secrets: names, e-mails, types, rep codes and flags; whether a password is set, not the hash. */
export const usersView = pgView('users_view').as((qb) =>
  qb
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      userType: users.userType,
      repCode: users.repCode,
      repManagerCode: users.repManagerCode,
      access: users.access,
      createdAt: users.createdAt,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`.as('has_password'),
    })
    .from(users),
);
