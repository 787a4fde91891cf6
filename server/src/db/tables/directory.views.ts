import { pgView } from 'drizzle-orm/pg-core';
import { csrs, customers, leagues, orderTypes, players, reps, teams, userCustomers } from './directory';

// What the directory publishes for other areas' queries (through areas/directory/index.ts):
// read-only views of its reference data, one per table, in drizzle-kit's schema (db/schema.ts) so
// the migrations create them. Each is one table's columns, which PostgreSQL's planner inlines: a
// join through a view plans as the join on the table (same indexes, same join removal). Other
// areas never write these rows; they call the directory's commands (index.ts).

export const repsView = pgView('reps_view').as((qb) => qb.select().from(reps));
export const csrsView = pgView('csrs_view').as((qb) => qb.select().from(csrs));
export const customersView = pgView('customers_view').as((qb) => qb.select().from(customers));
/** The customers an external (CUSTOMER) user may order for. */
export const userCustomersView = pgView('user_customers_view').as((qb) => qb.select().from(userCustomers));
export const leaguesView = pgView('leagues_view').as((qb) => qb.select().from(leagues));
export const teamsView = pgView('teams_view').as((qb) => qb.select().from(teams));
export const playersView = pgView('players_view').as((qb) => qb.select().from(players));
export const orderTypesView = pgView('order_types_view').as((qb) => qb.select().from(orderTypes));
