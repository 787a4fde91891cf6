import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  allows,
  completeSetupRequestSchema,
  createExternalUserSchema,
  createSetupRequestSchema,
  EXTERNAL_FLAGS,
  EXTERNAL_MESSAGES as M,
  EXTERNAL_USERS_PAGE_SIZE,
  fill,
  hasAny,
  updateExternalUserSchema,
  type ExternalFlag,
  type ExternalFlags,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../db/client';
import { auditAs } from '../../platform/audit';
import { badUserInput, conflictError, forbiddenError, parseInput } from '../../platform/gqlErrors';
import { queueMail } from '../../platform/outbox';
import { issuePasswordLink, passwordLinkUrl } from '../../platform/passwordLinks';
import { hashPassword } from '../../platform/passwords';
import { forgetUserSessions } from '../../platform/sessions';
import { containsPattern } from '../../platform/containsPattern';
import { isoInstant, jsonRows } from '../../platform/jsonRows';
import { accountReadyMail, setPasswordMail } from './externalUserMails';
import { externalUsers, setupRequests, signupRequests } from '../../db/tables/admin';
import { type AccountChange, addAccounts, changeAccount, deleteAccount } from '../../platform/accounts';
import { usersView } from '../../db/tables/platform.views';
import { setUserCustomers } from '../directory';
import { customersView, repsView, userCustomersView } from '../../db/tables/directory.views';

// External users (spec 002 §2 "External users", §3, §4, §5, §6, §7; mfe-admin/README.md "External
// users"). Manager view (externalUserAdmin): the users (paged in SQL, 10 a page), the signup
// requests, every open setup request; add, edit, delete, resend the signup e-mail, delete a signup
// request, create a setup request ('Send Request to Rep'). Rep view (userType REP): their own open
// setup requests, completed by assigning customers, which creates the user. Every write is one
// transaction opened by auditAs; e-mails go through the outbox in the same transaction.
// Passwords (README "External users' passwords"): nobody types a new user's password. A user
// answering a signup request keeps the password they chose there (its argon2 hash is carried over);
// any other new user has none and is e-mailed a one-time link to set it (platform/passwordLinks.ts).

export interface Party {
  number: string;
  name: string;
}
export interface ExternalUserRow extends ExternalFlags {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  country: 'C' | 'U';
  company: string | null;
  rep: Party;
  customers: Party[];
  createdAt: Date;
}
export interface SignupRequestRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  company: string | null;
  rep: Party | null;
  createdAt: Date;
}
export interface SetupRequestRow extends ExternalFlags {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  country: 'C' | 'U';
  rep: Party;
  createdAt: Date;
}

export interface Ctx {
  db: Db;
  now: () => Date;
  origin: string;
}

const isManager = (user: SessionUser) => hasAny(user, 'externalUserAdmin');
function requireManager(user: SessionUser) {
  if (!isManager(user)) throw forbiddenError(M.forbidden);
}
function requireArea(user: SessionUser) {
  if (!allows('externalUsers', user)) throw forbiddenError(M.forbidden);
}
const flagsOf = (stored: readonly string[]): ExternalFlags =>
  Object.fromEntries(EXTERNAL_FLAGS.map((f) => [f, stored.includes(f)])) as ExternalFlags;
const storedFlags = (input: Partial<Record<ExternalFlag, boolean | undefined>>): ExternalFlag[] => EXTERNAL_FLAGS.filter((f) => input[f]);

// ---- reads ---------------------------------------------------------------------------------------

/** A list row as the page's JSON carries it (createdAt an ISO string, see platform/jsonRows). */
export type ExternalUserListRow = Omit<ExternalUserRow, 'createdAt'> & { createdAt: string };

export interface ExternalUserPage {
  users: ExternalUserListRow[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * externalUsers(page, search): 10 a page by last name, first name; search in e-mail and names.
 * One statement, one JSON text (platform/jsonRows): the page's ids first from the name index (a
 * deferred join: only the 10 rows found are read whole), their rep's name and customers as
 * subqueries, and the total beside them. Counting with `count(*) over ()` would join and sort every
 * external user for each page (3,000 at SEED_SCALE=100).
 */
export async function listExternalUsers(
  db: Db,
  user: SessionUser,
  page: number | null | undefined,
  search: string | null | undefined,
): Promise<ExternalUserPage> {
  requireManager(user);
  const p = Math.max(1, Math.min(100_000, Math.trunc(page ?? 1) || 1));
  const text = (search ?? '')
    .replace(/\u0000/g, '')
    .trim()
    .slice(0, 100);
  // Without a search the count and the page read external_users alone (every external user has a
  // user row and a rep: foreign keys), the page's ids from the name index. A search is run once: a
  // CTE read twice (count and page) is materialised; the user row is joined for its e-mail.
  const matches = text
    ? sql`with m as (select ${externalUsers.userId} as id, ${externalUsers.lastName} as last_name, ${externalUsers.firstName} as first_name
        from ${externalUsers} join ${usersView} on ${usersView.id} = ${externalUsers.userId}
        where ${or(ilike(usersView.email, containsPattern(text)), ilike(externalUsers.firstName, containsPattern(text)), ilike(externalUsers.lastName, containsPattern(text)))})`
    : sql``;
  const total = text ? sql`(select count(*)::int from m)` : sql`(select count(*)::int from ${externalUsers})`;
  const offset = (p - 1) * EXTERNAL_USERS_PAGE_SIZE;
  const pageIds = text
    ? sql`select id from m order by last_name, first_name, id limit ${EXTERNAL_USERS_PAGE_SIZE} offset ${offset}`
    : sql`select ${externalUsers.userId} as id from ${externalUsers}
        order by ${externalUsers.lastName}, ${externalUsers.firstName}, ${externalUsers.userId} limit ${EXTERNAL_USERS_PAGE_SIZE} offset ${offset}`;
  const [answer] = await jsonRows<{ total: number; users: (Omit<ExternalUserListRow, keyof ExternalFlags> & { access: string[] })[] }>(
    db,
    sql`${matches} select ${total} as "total",
      coalesce((select json_agg(r order by r."lastName", r."firstName", r."id") from (
        select ${usersView.id} as "id", ${usersView.email} as "email", ${usersView.access} as "access",
          ${externalUsers.firstName} as "firstName", ${externalUsers.lastName} as "lastName",
          ${externalUsers.country} as "country", ${externalUsers.company} as "company",
          json_build_object('number', ${externalUsers.repCode}, 'name', (select ${repsView.name} from ${repsView} where ${repsView.code} = ${externalUsers.repCode})) as "rep",
          coalesce((select json_agg(json_build_object('number', ${customersView.numb}, 'name', ${customersView.name}) order by ${customersView.name}, ${customersView.numb})
            from ${userCustomersView} join ${customersView} on ${customersView.numb} = ${userCustomersView.customerNumb}
            where ${userCustomersView.userId} = ${externalUsers.userId}), '[]'::json) as "customers",
          ${isoInstant(externalUsers.createdAt)} as "createdAt"
        from (${pageIds}) page
        join ${externalUsers} on ${externalUsers.userId} = page.id
        join ${usersView} on ${usersView.id} = page.id
      ) r), '[]'::json) as "users"`,
  );
  return {
    users: answer.users.map(({ access, ...r }) => ({ ...r, ...flagsOf(access) })),
    total: answer.total,
    page: p,
    pageSize: EXTERNAL_USERS_PAGE_SIZE,
  };
}

/** signupRequests: every open signup request, oldest first (manager view). */
export async function listSignupRequests(db: Db, user: SessionUser): Promise<SignupRequestRow[]> {
  requireManager(user);
  const rows = await db
    .select({
      id: signupRequests.id,
      email: signupRequests.email,
      firstName: signupRequests.firstName,
      lastName: signupRequests.lastName,
      company: signupRequests.company,
      repCode: signupRequests.repCode,
      repName: repsView.name,
      createdAt: signupRequests.createdAt,
    })
    .from(signupRequests)
    .leftJoin(repsView, eq(repsView.code, signupRequests.repCode))
    .orderBy(asc(signupRequests.createdAt), asc(signupRequests.id))
    .limit(500);
  return rows.map(({ repCode, repName, ...r }) => ({ ...r, rep: repCode ? { number: repCode, name: repName ?? repCode } : null }));
}

/** setupRequests: the open setup requests: all of them for a manager, a rep's own for a rep. */
export async function listSetupRequests(db: Db, user: SessionUser): Promise<SetupRequestRow[]> {
  requireArea(user);
  const mine = isManager(user) ? undefined : eq(setupRequests.repCode, user.repCode ?? '\u0001');
  const rows = await db
    .select({
      id: setupRequests.id,
      email: setupRequests.email,
      firstName: setupRequests.firstName,
      lastName: setupRequests.lastName,
      company: setupRequests.company,
      country: setupRequests.country,
      flags: setupRequests.flags,
      repCode: setupRequests.repCode,
      repName: repsView.name,
      createdAt: setupRequests.createdAt,
    })
    .from(setupRequests)
    .innerJoin(repsView, eq(repsView.code, setupRequests.repCode))
    .where(and(isNull(setupRequests.completedAt), mine))
    .orderBy(asc(setupRequests.id))
    .limit(500);
  return rows.map(({ repCode, repName, flags, ...r }) => ({ ...r, rep: { number: repCode, name: repName }, ...flagsOf(flags) }));
}

// ---- writes --------------------------------------------------------------------------------------

async function emailTaken(tx: Db, email: string, exceptSetupRequest?: number): Promise<boolean> {
  const lower = email.toLowerCase();
  const [user] = await tx
    .select({ id: usersView.id })
    .from(usersView)
    .where(eq(sql`lower(${usersView.email})`, lower))
    .limit(1);
  if (user) return true;
  const [open] = await tx
    .select({ id: setupRequests.id })
    .from(setupRequests)
    .where(and(eq(sql`lower(${setupRequests.email})`, lower), isNull(setupRequests.completedAt)))
    .limit(1);
  return !!open && open.id !== exceptSetupRequest;
}

async function requireRep(tx: Db, code: string): Promise<Party> {
  const [rep] = await tx.select({ number: repsView.code, name: repsView.name }).from(repsView).where(eq(repsView.code, code));
  if (!rep) throw badUserInput(M.repNotFound);
  return rep;
}

/** Every customer exists, is the rep's, and is not 90000 (the schema refused that one already). */
async function requireCustomersOfRep(tx: Db, numbers: string[], repCode: string): Promise<void> {
  const found = await tx
    .select({ numb: customersView.numb, repCode: customersView.repCode })
    .from(customersView)
    .where(inArray(customersView.numb, numbers));
  for (const numb of numbers) {
    const row = found.find((c) => c.numb === numb);
    if (!row || row.repCode !== repCode) throw badUserInput(fill(M.customerNotOfRep, { numb }));
  }
}

/**
 * The e-mail a new (or reminded) user gets: with a password, sign in with the one you chose; without
 * one, a new one-time link to set it (the older link stops working).
 */
async function queueWelcomeMail(tx: Db, ctx: Ctx, user: { id: number; email: string; firstName: string; hasPassword: boolean }) {
  const now = ctx.now();
  if (user.hasPassword) return queueMail(tx, accountReadyMail(ctx.origin, user.email, user.firstName), now);
  const link = await issuePasswordLink(tx, user.id, now);
  return queueMail(tx, setPasswordMail(user.email, user.firstName, passwordLinkUrl(ctx.origin, link.token), link.expiresAt), now);
}

/**
 * The signup request a new user (or setup request) answers: its e-mail must be the one typed (the
 * chosen password is that person's), and its password hash is kept. Deleted by the caller.
 */
async function answeredSignupRequest(tx: Db, id: number, email: string): Promise<string> {
  const [request] = await tx
    .select({ email: signupRequests.email, passwordHash: signupRequests.passwordHash })
    .from(signupRequests)
    .where(eq(signupRequests.id, id))
    .for('update');
  if (!request) throw badUserInput(M.requestNotFound);
  if (request.email.toLowerCase() !== email.toLowerCase()) throw badUserInput(M.signupEmailFixed);
  return request.passwordHash;
}

interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  /** The signup request's chosen password, or null: the user sets one from the e-mailed link. */
  passwordHash: string | null;
  country: 'C' | 'U';
  repCode: string;
  company: string | null;
  flags: ExternalFlag[];
  customers: string[];
}

async function insertExternalUser(tx: Db, ctx: Ctx, u: NewUser): Promise<number> {
  const now = ctx.now();
  const [row] = await addAccounts(tx, [
    {
      email: u.email,
      name: `${u.firstName} ${u.lastName}`,
      passwordHash: u.passwordHash,
      userType: 'CUSTOMER',
      repCode: null,
      repManagerCode: null,
      access: u.flags,
      createdAt: now,
    },
  ]);
  await tx.insert(externalUsers).values({
    userId: row.id,
    firstName: u.firstName,
    lastName: u.lastName,
    country: u.country,
    repCode: u.repCode,
    company: u.company,
    createdAt: now,
  });
  await setUserCustomers(tx, row.id, u.customers);
  await queueWelcomeMail(tx, ctx, { id: row.id, email: u.email, firstName: u.firstName, hasPassword: u.passwordHash !== null });
  return row.id;
}

/** createExternalUser(input): manager view, with customers; answering a signup request deletes it. */
export async function createExternalUser(ctx: Ctx, user: SessionUser, raw: unknown): Promise<number> {
  requireManager(user);
  const input = parseInput(createExternalUserSchema, raw);
  return ctx.db.transaction(async (tx) => {
    await auditAs(tx, user, ctx.now());
    if (await emailTaken(tx, input.email)) throw conflictError(M.emailTaken);
    await requireRep(tx, input.rep);
    await requireCustomersOfRep(tx, input.customers, input.rep);
    const passwordHash = input.signupRequest ? await answeredSignupRequest(tx, input.signupRequest, input.email) : null;
    if (input.signupRequest) await tx.delete(signupRequests).where(eq(signupRequests.id, input.signupRequest));
    await tx.delete(signupRequests).where(eq(sql`lower(${signupRequests.email})`, input.email.toLowerCase()));
    return insertExternalUser(tx, ctx, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash,
      country: input.country,
      repCode: input.rep,
      company: null,
      flags: storedFlags(input),
      customers: input.customers,
    });
  });
}

async function externalUserId(tx: Db, email: string, lock = false): Promise<number> {
  const query = tx
    .select({ id: usersView.id })
    .from(usersView)
    .innerJoin(externalUsers, eq(externalUsers.userId, usersView.id))
    .where(and(eq(sql`lower(${usersView.email})`, email.toLowerCase()), eq(usersView.userType, 'CUSTOMER')))
    .limit(1);
  // The profile row is the lock: every change to an external user goes through here first.
  const [row] = lock ? await query.for('update', { of: externalUsers }) : await query;
  if (!row) throw badUserInput(M.userNotFound);
  return row.id;
}

/** updateExternalUser(input): the e-mail names the user (fixed); the fields given change; the access toggles are this call too. */
export async function updateExternalUser(ctx: Ctx, user: SessionUser, raw: unknown): Promise<number> {
  requireManager(user);
  const input = parseInput(updateExternalUserSchema, raw);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const id = await ctx.db.transaction(async (tx) => {
    await auditAs(tx, user, ctx.now());
    const id = await externalUserId(tx, input.email, true);
    const [profile] = await tx.select().from(externalUsers).where(eq(externalUsers.userId, id));
    const [current] = await tx.select({ access: usersView.access }).from(usersView).where(eq(usersView.id, id));
    const repCode = input.rep ?? profile.repCode;
    if (input.rep) await requireRep(tx, input.rep);
    // The user's customers are always the rep's: a new rep without a new list keeps the list only if it is the new rep's too.
    const linked =
      input.customers ??
      (repCode !== profile.repCode
        ? (await tx.select({ numb: userCustomersView.customerNumb }).from(userCustomersView).where(eq(userCustomersView.userId, id))).map(
            (r) => r.numb,
          )
        : null);
    if (linked) await requireCustomersOfRep(tx, linked, repCode);
    const flags = flagsOf(current.access);
    for (const f of EXTERNAL_FLAGS) if (input[f] !== undefined) flags[f] = input[f]!;
    const firstName = input.firstName ?? profile.firstName;
    const lastName = input.lastName ?? profile.lastName;
    const access = storedFlags(flags);
    const userChange: AccountChange = {};
    if (access.join() !== current.access.join()) userChange.access = access;
    if (input.firstName || input.lastName) userChange.name = `${firstName} ${lastName}`;
    // A new password ends the user's sessions at once (changeAccount).
    if (passwordHash) userChange.passwordHash = passwordHash;
    if (Object.keys(userChange).length) await changeAccount(tx, id, userChange);
    const profileChange = { firstName, lastName, country: input.country ?? profile.country, repCode };
    if (Object.entries(profileChange).some(([k, v]) => profile[k as keyof typeof profileChange] !== v)) {
      await tx.update(externalUsers).set(profileChange).where(eq(externalUsers.userId, id));
    }
    if (input.customers) await setUserCustomers(tx, id, input.customers);
    return id;
  });
  await forgetUserSessions(ctx.db, id);
  return id;
}

/**
 * deleteExternalUser(email): the account with its profile, customers and sessions (cascade). What
 * other records say of the user stays, without the user (every reference to users is set null).
 */
export async function deleteExternalUser(ctx: Ctx, user: SessionUser, email: unknown): Promise<true> {
  requireManager(user);
  if (typeof email !== 'string' || !email.trim() || email.length > 255 || email.includes('\u0000')) throw badUserInput(M.userNotFound);
  const id = await ctx.db.transaction(async (tx) => {
    await auditAs(tx, user, ctx.now());
    const id = await externalUserId(tx, email.trim(), true);
    await deleteAccount(tx, id);
    return id;
  });
  await forgetUserSessions(ctx.db, id);
  return true;
}

/**
 * resendSignupEmail(email): the "your account is ready" e-mail again, through the outbox; to a user
 * who has not set a password yet, with a new set-your-password link (the older link stops working).
 */
export async function resendSignupEmail(ctx: Ctx, user: SessionUser, email: unknown): Promise<true> {
  requireManager(user);
  if (typeof email !== 'string' || !email.trim() || email.length > 255 || email.includes('\u0000')) throw badUserInput(M.userNotFound);
  await ctx.db.transaction(async (tx) => {
    await auditAs(tx, user, ctx.now());
    const id = await externalUserId(tx, email.trim());
    const [row] = await tx
      .select({ email: usersView.email, firstName: externalUsers.firstName, hasPassword: usersView.hasPassword })
      .from(usersView)
      .innerJoin(externalUsers, eq(externalUsers.userId, usersView.id))
      .where(eq(usersView.id, id));
    await queueWelcomeMail(tx, ctx, { id, ...row });
  });
  return true;
}

/** deleteSignupRequest(id). */
export async function deleteSignupRequest(ctx: Ctx, user: SessionUser, id: unknown): Promise<true> {
  requireManager(user);
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw badUserInput(M.requestNotFound);
  await ctx.db.transaction(async (tx) => {
    await auditAs(tx, user, ctx.now());
    const gone = await tx.delete(signupRequests).where(eq(signupRequests.id, id)).returning({ id: signupRequests.id });
    if (!gone.length) throw badUserInput(M.requestNotFound);
  });
  return true;
}

/** createSetupRequest(input): 'Send Request to Rep' (a company, no customers); answering a signup request deletes it. */
export async function createSetupRequest(ctx: Ctx, user: SessionUser, raw: unknown): Promise<number> {
  requireManager(user);
  const input = parseInput(createSetupRequestSchema, raw);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await auditAs(tx, user, now);
    if (await emailTaken(tx, input.email)) throw conflictError(M.emailTaken);
    await requireRep(tx, input.rep);
    const passwordHash = input.signupRequest ? await answeredSignupRequest(tx, input.signupRequest, input.email) : null;
    if (input.signupRequest) await tx.delete(signupRequests).where(eq(signupRequests.id, input.signupRequest));
    await tx.delete(signupRequests).where(eq(sql`lower(${signupRequests.email})`, input.email.toLowerCase()));
    const [row] = await tx
      .insert(setupRequests)
      .values({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        company: input.company,
        country: input.country,
        repCode: input.rep,
        flags: storedFlags(input),
        createdBy: user.id,
        createdAt: now,
      })
      .returning({ id: setupRequests.id });
    // The rep hears of it (their e-mail settings: 'update').
    const [rep] = await tx.select({ email: repsView.email }).from(repsView).where(eq(repsView.code, input.rep));
    if (rep?.email) {
      const link = `${ctx.origin}/user_admin/external/${row.id}`;
      await queueMail(
        tx,
        {
          to: [rep.email],
          subject: `Setup request: ${input.company}`,
          text: `${user.name} asks you to assign customers to ${input.firstName} ${input.lastName} (${input.email}) of ${input.company}.\n\nOpen the request: ${link}`,
        },
        now,
      );
    }
    return row.id;
  });
}

/**
 * completeSetupRequest(id, customers): the request's rep (or a manager) assigns customers; the user
 * is created and e-mailed (the signup request's chosen password, or a set-your-password link).
 */
export async function completeSetupRequest(ctx: Ctx, user: SessionUser, raw: unknown): Promise<number> {
  requireArea(user);
  const input = parseInput(completeSetupRequestSchema, raw);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await auditAs(tx, user, now);
    const [request] = await tx
      .select()
      .from(setupRequests)
      .where(and(eq(setupRequests.id, input.id), isNull(setupRequests.completedAt)))
      .for('update');
    if (!request) throw badUserInput(M.requestNotFound);
    if (!isManager(user) && request.repCode !== user.repCode) throw forbiddenError(M.notYourRequest);
    await requireCustomersOfRep(tx, input.customers, request.repCode);
    const [taken] = await tx
      .select({ id: usersView.id })
      .from(usersView)
      .where(eq(sql`lower(${usersView.email})`, request.email.toLowerCase()))
      .limit(1);
    if (taken) throw conflictError(M.emailTaken);
    const id = await insertExternalUser(tx, ctx, {
      email: request.email,
      firstName: request.firstName,
      lastName: request.lastName,
      passwordHash: request.passwordHash,
      country: request.country,
      repCode: request.repCode,
      company: request.company,
      flags: storedFlags(flagsOf(request.flags)),
      customers: input.customers,
    });
    await tx.update(setupRequests).set({ completedAt: now, completedBy: user.id, userId: id }).where(eq(setupRequests.id, request.id));
    return id;
  });
}

/** One external user as the list shows it (after a write). */
export async function readExternalUser(db: Db, id: number): Promise<ExternalUserRow> {
  const [row] = await db
    .select({ id: usersView.id, email: usersView.email, access: usersView.access, p: externalUsers, repName: repsView.name })
    .from(usersView)
    .innerJoin(externalUsers, eq(externalUsers.userId, usersView.id))
    .innerJoin(repsView, eq(repsView.code, externalUsers.repCode))
    .where(eq(usersView.id, id));
  const links = await db
    .select({ number: customersView.numb, name: customersView.name })
    .from(userCustomersView)
    .innerJoin(customersView, eq(customersView.numb, userCustomersView.customerNumb))
    .where(eq(userCustomersView.userId, id))
    .orderBy(asc(customersView.name), asc(customersView.numb));
  return {
    id: row.id,
    email: row.email,
    firstName: row.p.firstName,
    lastName: row.p.lastName,
    country: row.p.country,
    company: row.p.company,
    rep: { number: row.p.repCode, name: row.repName },
    customers: links,
    createdAt: row.p.createdAt,
    ...flagsOf(row.access),
  };
}
