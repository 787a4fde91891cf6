import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, char, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './platform';

// The directory's tables (server/src/areas/directory): the people and parties the business deals
// with and the reference data every area looks up: sales reps, CSRs, customers and the customers
// an external user may order for, leagues/teams/players, order types. Other areas read them
// through the views in directory.views.ts (published by the directory's index.ts).

/** Sales reps by SREP code ('000' is the manager/admin rep, '100' head office). */
export const reps = pgTable(
  'reps',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    email: text('email'),
    /** The SREP code of this rep's manager. */
    managerCode: text('manager_code'),
  },
  (t) => [index('reps_manager_idx').on(t.managerCode)],
);

/** Customer service representatives. */
export const csrs = pgTable('csrs', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  email: text('email'),
});

export const customers = pgTable(
  'customers',
  {
    /** Customer number. */
    numb: text('numb').primaryKey(),
    name: text('name').notNull(),
    /** The customer billed for this one's orders (a parent account), when not itself. */
    billToNumb: text('bill_to_numb').references((): AnyPgColumn => customers.numb),
    buyingGroup: text('buying_group'),
    repCode: text('rep_code').references(() => reps.code),
    csrCode: text('csr_code').references(() => csrs.code),
    /** C is Canada, U the United States. */
    country: char('country', { length: 1 }).$type<'C' | 'U'>().notNull(),
    /** Province or state code (ON, BC, NY, CA…). */
    province: text('province'),
  },
  (t) => [
    index('customers_rep_idx').on(t.repCode, t.name),
    index('customers_csr_idx').on(t.csrCode),
    index('customers_bill_to_idx').on(t.billToNumb),
    index('customers_buying_group_idx').on(t.buyingGroup),
    index('customers_name_idx').on(t.name),
    // The search box finds a customer by any part of its name (areas/directory/search.ts).
    index('customers_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    check('customers_country_ck', sql`${t.country} in ('C', 'U')`),
  ],
);

/** Customers an external (CUSTOMER) user may order for. */
export const userCustomers = pgTable(
  'user_customers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerNumb: text('customer_numb')
      .notNull()
      .references(() => customers.numb, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.customerNumb] }), index('user_customers_customer_idx').on(t.customerNumb)],
);

export const leagues = pgTable('leagues', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
});

export const teams = pgTable(
  'teams',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    abbreviation: text('abbreviation'),
  },
  (t) => [index('teams_league_idx').on(t.leagueId, t.name)],
);

export const players = pgTable(
  'players',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** Jersey number as text: '00' is the team's Default Player. */
    number: text('number').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('players_team_number_uq').on(t.teamId, t.number)],
);

export const orderTypes = pgTable('order_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
});
