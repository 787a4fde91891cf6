import { and, asc, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@portal/shared/core';
import type { Db } from '../../db/client';
import { customers, leagues, orderTypes, players, reps, teams, userCustomers } from '../../db/tables/directory';

// The directory's look-ups and commands, free of HTTP: reps, the customers a user may pick,
// leagues/teams/players; the writes other areas make to the directory (order types, the customers
// an external user orders for) go through the commands at the end.

// ---- reps ----------------------------------------------------------------------------------------

export function listReps(db: Db): Promise<{ SREP: string; name: string }[]> {
  return db.select({ SREP: reps.code, name: reps.name }).from(reps).orderBy(asc(reps.code));
}

/** Rep codes managed under the given manager code (a manager user's repManagerCode). */
async function managedRepCodes(db: Db, managerCode: string): Promise<string[]> {
  const rows = await db.select({ code: reps.code }).from(reps).where(eq(reps.managerCode, managerCode));
  return rows.map((r) => r.code);
}

/**
 * Whose customers a user may list by rep: INTERNAL users any rep; a REP their own code and the
 * reps they manage; CUSTOMER users none.
 */
export async function mayViewRep(db: Db, user: SessionUser, repCode: string): Promise<boolean> {
  if (user.userType === 'INTERNAL') return true;
  if (user.userType !== 'REP' || !user.repCode) return false;
  if (repCode === user.repCode) return true;
  return !!user.repManagerCode && (await managedRepCodes(db, user.repManagerCode)).includes(repCode);
}

// ---- customers ---------------------------------------------------------------------------------

export interface CustomerOption {
  numb: string;
  cust: string;
}

const customerOption = { numb: customers.numb, cust: customers.name };

export function customersOfRep(db: Db, repCode: string): Promise<CustomerOption[]> {
  return db.select(customerOption).from(customers).where(eq(customers.repCode, repCode)).orderBy(asc(customers.name), asc(customers.numb));
}

/**
 * The customers a user may pick, as a condition on `customers`: INTERNAL users all of them
 * (undefined); a REP the customers assigned to their rep code; a CUSTOMER user the customers linked
 * to their account (user_customers).
 */
export function pickable(user: SessionUser): SQL | undefined {
  if (user.userType === 'INTERNAL') return undefined;
  if (user.userType === 'REP') return user.repCode ? eq(customers.repCode, user.repCode) : sql`false`;
  return sql`${customers.numb} in (select ${userCustomers.customerNumb} from ${userCustomers} where ${userCustomers.userId} = ${user.id})`;
}

/**
 * A customer's name by its number, as an expression another area selects beside a customer number
 * it holds (the search box's hits): one statement, read from this area's table by this area's code.
 */
export const customerNameOf = (numb: SQL | AnyColumn): SQL<string | null> =>
  sql<string | null>`(select ${customers.name} from ${customers} where ${customers.numb} = ${numb})`;

export function customersFor(db: Db, user: SessionUser): Promise<CustomerOption[]> {
  return db.select(customerOption).from(customers).where(pickable(user)).orderBy(asc(customers.name), asc(customers.numb));
}

/** Whether the user may pick this customer: one of customersFor's. */
export async function mayPickCustomer(db: Db, user: SessionUser, numb: string): Promise<boolean> {
  const [row] = await db
    .select({ numb: customers.numb })
    .from(customers)
    .where(and(eq(customers.numb, numb), pickable(user)))
    .limit(1);
  return !!row;
}

// ---- leagues, teams, players ---------------------------------------------------------------------

export interface PlayerItem {
  id: number;
  number: string;
  name: string;
}
export interface TeamItem {
  id: number;
  name: string;
  players?: PlayerItem[];
}
export interface LeagueItem {
  id: number;
  name: string;
  teams: TeamItem[];
}

export const DEFAULT_PLAYER_NUMBER = '00';
export const DEFAULT_PLAYER_NAME = 'Default Player';

/** Leagues with their teams (and each team's players): three queries, grouped in memory. */
export async function leagueTeams(db: Db, withPlayers: boolean): Promise<LeagueItem[]> {
  const [leagueRows, teamRows] = await Promise.all([
    db.select({ id: leagues.id, name: leagues.name }).from(leagues).orderBy(asc(leagues.name)),
    db.select({ id: teams.id, leagueId: teams.leagueId, name: teams.name }).from(teams).orderBy(asc(teams.name), asc(teams.id)),
  ]);
  const playersByTeam = new Map<number, PlayerItem[]>();
  if (withPlayers) {
    const playerRows = await db
      .select({ id: players.id, teamId: players.teamId, number: players.number, name: players.name })
      .from(players)
      // The Default Player ('00') first, then by number as people read it (2 before 10).
      .orderBy(
        asc(players.teamId),
        desc(eq(players.number, DEFAULT_PLAYER_NUMBER)),
        asc(sql`length(${players.number})`),
        asc(players.number),
      );
    for (const { teamId, ...player } of playerRows) {
      const list = playersByTeam.get(teamId) ?? [];
      list.push(player);
      playersByTeam.set(teamId, list);
    }
  }
  const teamsByLeague = new Map<number, TeamItem[]>();
  for (const { leagueId, ...team } of teamRows) {
    const list = teamsByLeague.get(leagueId) ?? [];
    list.push(withPlayers ? { ...team, players: playersByTeam.get(team.id) ?? [] } : team);
    teamsByLeague.set(leagueId, list);
  }
  return leagueRows.map((league) => ({ ...league, teams: teamsByLeague.get(league.id) ?? [] }));
}

/** Gives every team that lacks one its Default Player '00' (spec 001 §3). */
export async function ensureDefaultPlayers(db: Db): Promise<void> {
  await db.execute(sql`
    insert into ${players} (team_id, number, name)
    select t.id, ${DEFAULT_PLAYER_NUMBER}, ${DEFAULT_PLAYER_NAME} from ${teams} t
    where not exists (select 1 from ${players} p where p.team_id = t.id and p.number = ${DEFAULT_PLAYER_NUMBER})`);
}

// ---- commands other areas call (inside their own transaction) -----------------------------------

/** Adds an order type when it is missing (returns' credit orders, events' production orders). */
export async function ensureOrderType(tx: Db, type: { code: string; name: string }): Promise<void> {
  await tx.insert(orderTypes).values(type).onConflictDoNothing();
}

/** The customer accounts an external user orders for, as a whole list (the ones missing added, the others removed). */
export async function setUserCustomers(tx: Db, userId: number, numbs: readonly string[]): Promise<void> {
  const had = (await tx.select({ numb: userCustomers.customerNumb }).from(userCustomers).where(eq(userCustomers.userId, userId))).map(
    (r) => r.numb,
  );
  const gone = had.filter((n) => !numbs.includes(n));
  const added = numbs.filter((n) => !had.includes(n));
  if (gone.length) await tx.delete(userCustomers).where(and(eq(userCustomers.userId, userId), inArray(userCustomers.customerNumb, gone)));
  if (added.length) await tx.insert(userCustomers).values(added.map((numb) => ({ userId, customerNumb: numb })));
}
