import { and, asc, desc, eq, gt, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES, type ErrorReportInput, type LoginInput, type SessionUser } from '@portal/shared/core';
import type { Db } from '../../db/client';
import { verifyPassword } from '../../platform/passwords';
import { createSession, sessionUserColumns, toSessionUser } from '../../platform/sessions';
import { customers, errorReports, leagues, loginFailures, players, reps, systemMessages, teams, userCustomers, users } from './schema';

// The platform's business rules, free of HTTP: sign-in with its rate limit, the error reports,
// system messages, and the shared look-ups (users, reps, customers, leagues/teams/players).

// ---- sign-in -----------------------------------------------------------------------------------

export type LoginResult =
  | { ok: true; user: SessionUser; session: { id: string; hash: string; expiresAt: Date } }
  | { ok: false; reason: 'incorrect' | 'rateLimited' };

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Failed attempts for this e-mail from this address (client) inside the window ending now. */
async function recentFailures(db: Db, email: string, ip: string | null, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.email, email),
        sql`${loginFailures.ip} is not distinct from ${ip}`,
        gt(loginFailures.at, new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS)),
      ),
    );
  return row.n;
}

/**
 * Checks the credentials and opens a session. After LOGIN_MAX_FAILURES failures for one e-mail
 * from one address within LOGIN_FAILURE_WINDOW_MS, that address's attempts on that e-mail are
 * refused, right password or not, until the oldest of them leaves the window. Counted per e-mail
 * and address (client), so guessing from one place cannot lock the owner out everywhere else
 * (spec 002 is silent; issue: anyone could lock any account for 15 minutes). Refused attempts and
 * successes are not counted; failures are counted whether or not such a user exists (so a 429
 * says nothing about who has an account). The count lives in the database, so every API instance
 * agrees; the per-address limit on the route (LOGIN_MAX_PER_ADDRESS_PER_MINUTE) bounds guessing
 * across many e-mails.
 */
export async function login(db: Db, input: LoginInput, ip: string | null, now: Date): Promise<LoginResult> {
  const email = normalizeEmail(input.email);
  if ((await recentFailures(db, email, ip, now)) >= LOGIN_MAX_FAILURES) return { ok: false, reason: 'rateLimited' };

  const [row] = await db
    .select({ ...sessionUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  const ok = await verifyPassword(row?.passwordHash, input.password);
  if (!row || !ok) {
    await db.insert(loginFailures).values({ email, at: now, ip });
    return { ok: false, reason: 'incorrect' };
  }
  const session = await createSession(db, row.id, now);
  return { ok: true, user: toSessionUser(row), session };
}

/** Housekeeping: failures older than the window no longer count for anything. */
export async function deleteOldLoginFailures(db: Db, now: Date): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS)));
}

// ---- error reports and system messages -----------------------------------------------------------

export async function recordErrorReport(
  db: Db,
  report: ErrorReportInput,
  userId: number | null,
  userAgent: string | null,
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(errorReports)
    .values({
      userId,
      page: report.page,
      message: report.message,
      info: report.info ?? '',
      userAgent: userAgent ? userAgent.slice(0, 1000) : null,
      createdAt: now,
    })
    .returning({ id: errorReports.id });
  return row.id;
}

export interface ErrorReportItem {
  id: number;
  page: string;
  message: string;
  info: string;
  userEmail: string | null;
  userAgent: string | null;
  createdAt: Date;
}

/** The latest crash and load-failure reports, newest first, for administrators. */
export function latestErrorReports(db: Db, limit = 100): Promise<ErrorReportItem[]> {
  return db
    .select({
      id: errorReports.id,
      page: errorReports.page,
      message: errorReports.message,
      info: errorReports.info,
      userEmail: users.email,
      userAgent: errorReports.userAgent,
      createdAt: errorReports.createdAt,
    })
    .from(errorReports)
    .leftJoin(users, eq(users.id, errorReports.userId))
    .orderBy(desc(errorReports.createdAt), desc(errorReports.id))
    .limit(limit);
}

export function activeSystemMessages(db: Db): Promise<{ id: number; message: string }[]> {
  return db
    .select({ id: systemMessages.id, message: systemMessages.message })
    .from(systemMessages)
    .where(eq(systemMessages.active, true))
    .orderBy(asc(systemMessages.id));
}

// ---- users and reps ----------------------------------------------------------------------------

export interface UserListItem {
  id: number;
  email: string;
  name: string;
  userType: SessionUser['userType'];
  repCode: string | null;
  access: SessionUser['access'];
}

/** Every user; with their access flags only for callers allowed to administer access. */
/** Every user with their flags: user administration's list (GET /api/users, userAdmin only). */
export async function listUsers(db: Db): Promise<UserListItem[]> {
  const rows = await db.select(sessionUserColumns).from(users).orderBy(asc(users.name), asc(users.id));
  return rows.map((row) => {
    const { id, email, name, userType, repCode, access } = toSessionUser(row);
    return { id, email, name, userType, repCode, access };
  });
}

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
