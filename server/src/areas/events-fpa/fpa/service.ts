import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import {
  addEmployeeSchema,
  allowanceFigures,
  allowanceProblem,
  allowanceYear,
  allows,
  canDeleteCode,
  CODE_ALPHABET,
  CODE_LENGTH,
  CODE_PREFIX,
  codeExpiry,
  createEmployeeDiscountSchema,
  createFriendsFamilySchema,
  defaultDiscountCode,
  deleteEmployeeDiscountCodeSchema,
  discountAmountProblem,
  DISCOUNT_STATUS,
  DISCOUNT_STATUS_TEXT,
  effectiveStatus,
  employeeRefSchema,
  FPA_MESSAGES,
  fromCents,
  isBasicEmail,
  messages,
  shopOrderUrl,
  updateEmployeeAllowanceSchema,
  type FpaCountry,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../../db/client';
import { auditAs } from '../../../platform/audit';
import { badRequest, conflict, forbidden, HttpError } from '../../../platform/httpErrors';
import { jsonRows } from '../../../platform/jsonRows';
import { fpaAllowances, fpaDiscounts, fpaEmployees } from '../../../db/tables/events-fpa';

// Employee Preferred Pricing Program on the server (spec 002 §2-§9 "Employee Preferred Pricing
// Program"): who may see and change which employee, the allowance arithmetic (shared fpa.ts), the
// code statuses, disabling and enabling with the codes, friends-and-family codes. Every write is one
// transaction opened by auditAs that first locks the employee row, so two writes for one employee
// run one after the other and the arithmetic sees the codes the other committed.

type EmployeeRow = typeof fpaEmployees.$inferSelect;
type DiscountRow = typeof fpaDiscounts.$inferSelect;

/** The rules a parser refuses with (zod), as a 400 (BAD_USER_INPUT over GraphQL). */
function parse<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } } },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw badRequest(result.error.issues[0]?.message ?? messages.somethingWentWrong);
}

const isAdmin = (user: SessionUser) => allows('fpaAdmin', user);
function requireFpa(user: SessionUser): void {
  if (!allows('fpa', user)) throw forbidden(FPA_MESSAGES.internalOnly);
}
function requireFpaAdmin(user: SessionUser): void {
  requireFpa(user);
  if (!isAdmin(user)) throw forbidden(FPA_MESSAGES.fpaAdminRequired);
}
/** spec 002 §6: FPA admins manage anyone; others only themselves. */
function requireSelfOrAdmin(user: SessionUser, email: string): void {
  requireFpa(user);
  if (!isAdmin(user) && email.trim().toLowerCase() !== user.email.toLowerCase()) throw forbidden(FPA_MESSAGES.ownOnly);
}

async function employeeByEmail(db: Db, email: string, lock = false): Promise<EmployeeRow | null> {
  const query = db.select().from(fpaEmployees).where(sql`lower(${fpaEmployees.email}) = ${email.trim().toLowerCase()}`);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The employee a write is about: the user's own record missing is the spec's 'Email has not been set up yet…'. */
async function targetEmployee(tx: Db, user: SessionUser, email: string): Promise<EmployeeRow> {
  const row = await employeeByEmail(tx, email, true);
  if (row) return row;
  throw badRequest(
    email.trim().toLowerCase() === user.email.toLowerCase() ? messages.employeeEmailNotSetUp : FPA_MESSAGES.employeeNotFound,
  );
}

/** Year rollover (README): a year without its own row carries the latest earlier year's total. */
async function totalCentsOf(db: Db, employeeId: number, year: number): Promise<{ cents: number; stored: boolean }> {
  const [row] = await db
    .select({ year: fpaAllowances.year, totalCents: fpaAllowances.totalCents })
    .from(fpaAllowances)
    .where(and(eq(fpaAllowances.employeeId, employeeId), lte(fpaAllowances.year, year)))
    .orderBy(desc(fpaAllowances.year))
    .limit(1);
  return { cents: row?.totalCents ?? 0, stored: row?.year === year };
}

async function codesOf(db: Db, employeeId: number, year: number): Promise<DiscountRow[]> {
  return db
    .select()
    .from(fpaDiscounts)
    .where(and(eq(fpaDiscounts.employeeId, employeeId), eq(fpaDiscounts.year, year)))
    .orderBy(desc(fpaDiscounts.createdAt), desc(fpaDiscounts.id));
}

async function figuresOf(db: Db, employeeId: number, year: number, now: Date) {
  const [{ cents }, codes] = await Promise.all([totalCentsOf(db, employeeId, year), codesOf(db, employeeId, year)]);
  const allowance = codes
    .filter((c) => c.kind === 'allowance')
    .map((c) => ({ amountCents: c.amountCents ?? 0, status: effectiveStatus(c.status, c.expiresAt, now) }));
  return { figures: allowanceFigures(cents, allowance), codes };
}

function discountView(row: DiscountRow, now: Date) {
  const code = effectiveStatus(row.status, row.expiresAt, now);
  // spec 002 §9: allowance order links use the Canada account; friends and family their country's.
  const country = (row.kind === 'friendsFamily' ? row.country : 'C') as FpaCountry;
  return {
    id: row.id,
    discountID: row.id,
    discountAmount: row.amountCents === null ? null : fromCents(row.amountCents),
    discountCode: row.code,
    expiryDate: row.expiresAt,
    createdDate: row.createdAt,
    status: { code, description: DISCOUNT_STATUS_TEXT[code] },
    order:
      row.orderId === null
        ? null
        : { id: row.orderId, orderNumber: row.orderNumber ?? String(row.orderId), url: shopOrderUrl(country, row.orderId) },
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    country: row.country ?? 'C',
  };
}
export type DiscountView = ReturnType<typeof discountView>;

async function employeeView(db: Db, user: SessionUser, employee: EmployeeRow, year: number, now: Date) {
  const { figures, codes } = await figuresOf(db, employee.id, year, now);
  return {
    email: employee.email,
    firstName: employee.firstName,
    lastName: employee.lastName,
    employeeNumber: employee.employeeNumber,
    active: employee.active,
    year,
    totalAllowance: fromCents(figures.totalCents),
    available: fromCents(figures.availableCents),
    maxAvailable: fromCents(figures.maxAvailableCents),
    minAllowance: fromCents(figures.minAllowanceCents),
    defaultDiscount: employee.defaultDiscount,
    // spec 002 §6: FPA admins see the password.
    password: isAdmin(user) ? employee.password : null,
    discounts: codes.filter((c) => c.kind === 'allowance').map((c) => discountView(c, now)),
    friendsFamily: codes.filter((c) => c.kind === 'friendsFamily').map((c) => discountView(c, now)),
  };
}
export type EmployeeView = Awaited<ReturnType<typeof employeeView>>;

/** Query employee(email, year): null when there is no employee record (the screen's 'Email has not been set up yet…'). */
export async function readEmployee(
  db: Db,
  user: SessionUser,
  email: string,
  year: number | null | undefined,
  now: Date,
): Promise<EmployeeView | null> {
  requireSelfOrAdmin(user, email);
  if (!isBasicEmail(email.trim()) || email.includes('\u0000')) return null;
  const employee = await employeeByEmail(db, email);
  return employee ? employeeView(db, user, employee, year ?? allowanceYear(now), now) : null;
}

/**
 * Query employees(year): every employee on staff that year, with the year's figures (FPA admins).
 * The figures are joined as two sets (each employee's latest allowance up to the year, the year's
 * used allowance codes), not read per employee: the list holds every employee (1,200 at SEED_SCALE=100).
 */
export async function listEmployees(db: Db, user: SessionUser, year: number) {
  requireFpaAdmin(user);
  type Row = {
    email: string;
    firstName: string;
    lastName: string;
    employeeNumber: string;
    active: boolean;
    year: number;
    totalAllowance: number;
    available: number;
  };
  // One JSON text in the answer's own shape (platform/jsonRows) rather than 1,200 rows, which the
  // embedded database hands over in about 25 ms; reshaping them here cost 3 ms more. Dollars are
  // cents / 100 in float8, the same double fromCents gives.
  return jsonRows<Row>(
    db,
    sql`select e.email, e.first_name as "firstName", e.last_name as "lastName", e.employee_number as "employeeNumber", e.active,
        ${year}::int as year,
        coalesce(a.total_cents, 0)::float8 / 100 as "totalAllowance",
        (coalesce(a.total_cents, 0) - coalesce(u.used, 0))::float8 / 100 as available
      from ${fpaEmployees} e
      left join (select distinct on (employee_id) employee_id, total_cents from ${fpaAllowances} where year <= ${year} order by employee_id, year desc) a on a.employee_id = e.id
      left join (select employee_id, sum(amount_cents)::int as used from ${fpaDiscounts}
                 where year = ${year} and kind = 'allowance' and status = ${DISCOUNT_STATUS.used} group by employee_id) u on u.employee_id = e.id
      -- on staff that year (any int: a year no timestamp can hold lists nobody, never an error)
      where extract(year from e.created_at at time zone 'America/Toronto') <= ${year}
      order by lower(e.last_name), lower(e.first_name), e.id`,
  );
}

function requireCurrentYear(year: number, now: Date): void {
  if (year !== allowanceYear(now)) throw badRequest(FPA_MESSAGES.currentYearOnly);
}

export function newCode(kind: keyof typeof CODE_PREFIX): string {
  let code = CODE_PREFIX[kind];
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** The year's own allowance row, carried from the year before when it has none yet (README: year rollover). */
async function freezeAllowance(tx: Db, employeeId: number, year: number): Promise<void> {
  const { cents, stored } = await totalCentsOf(tx, employeeId, year);
  if (!stored) await tx.insert(fpaAllowances).values({ employeeId, year, totalCents: cents });
}

/** Mutation createEmployeeDiscount(email, year, amount): a new allowance code (spec 002 §5). */
export async function createEmployeeDiscount(db: Db, user: SessionUser, args: unknown, now: Date): Promise<DiscountView> {
  requireFpa(user);
  const input = parse(createEmployeeDiscountSchema, args);
  requireSelfOrAdmin(user, input.email);
  requireCurrentYear(input.year, now);
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const employee = await targetEmployee(tx, user, input.email);
    if (!employee.active) throw conflict(FPA_MESSAGES.employeeInactive);
    const { figures } = await figuresOf(tx, employee.id, input.year, now);
    const problem = discountAmountProblem(fromCents(input.amount), figures.maxAvailableCents);
    if (problem) throw badRequest(problem);
    await freezeAllowance(tx, employee.id, input.year);
    const [row] = await tx
      .insert(fpaDiscounts)
      .values({
        employeeId: employee.id,
        year: input.year,
        kind: 'allowance',
        code: newCode('allowance'),
        amountCents: input.amount,
        status: DISCOUNT_STATUS.active,
        createdAt: now,
        expiresAt: codeExpiry(input.year),
      })
      .returning();
    return discountView(row, now);
  });
}

/** Mutation createEmployeeFriendsFamilyDiscount(email, year, employee, firstName, lastName, country): returns the code with its id. */
export async function createFriendsFamilyDiscount(db: Db, user: SessionUser, args: unknown, now: Date): Promise<DiscountView> {
  requireFpa(user);
  const input = parse(createFriendsFamilySchema, args);
  requireSelfOrAdmin(user, input.employee);
  requireCurrentYear(input.year, now);
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const employee = await targetEmployee(tx, user, input.employee);
    if (!employee.active) throw conflict(FPA_MESSAGES.employeeInactive);
    const [row] = await tx
      .insert(fpaDiscounts)
      .values({
        employeeId: employee.id,
        year: input.year,
        kind: 'friendsFamily',
        code: newCode('friendsFamily'),
        amountCents: null,
        status: DISCOUNT_STATUS.active,
        createdAt: now,
        expiresAt: codeExpiry(input.year),
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        country: input.country,
      })
      .returning();
    return discountView(row, now);
  });
}

/** Mutation deleteEmployeeDiscountCode(email, year, discountID): pending codes only, while the employee is active (spec 002 §4). */
export async function deleteDiscountCode(db: Db, user: SessionUser, args: unknown, now: Date): Promise<boolean> {
  requireFpa(user);
  const input = parse(deleteEmployeeDiscountCodeSchema, args);
  requireSelfOrAdmin(user, input.email);
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const employee = await targetEmployee(tx, user, input.email);
    const [code] = await tx
      .select()
      .from(fpaDiscounts)
      .where(and(eq(fpaDiscounts.id, input.discountID), eq(fpaDiscounts.employeeId, employee.id), eq(fpaDiscounts.year, input.year)));
    if (!code) throw new HttpError(404, FPA_MESSAGES.codeNotFound);
    if (!employee.active) throw conflict(FPA_MESSAGES.employeeInactive);
    if (!canDeleteCode(effectiveStatus(code.status, code.expiresAt, now), employee.active)) throw conflict(FPA_MESSAGES.codeNotDeletable);
    await tx.delete(fpaDiscounts).where(eq(fpaDiscounts.id, code.id));
    return true;
  });
}

/** Mutation updateEmployeeAllowance(email, year, amount): not below the codes counted against it (spec 002 §5). */
export async function updateAllowance(db: Db, user: SessionUser, args: unknown, now: Date): Promise<EmployeeView> {
  requireFpaAdmin(user);
  const input = parse(updateEmployeeAllowanceSchema, args);
  requireCurrentYear(input.year, now);
  const employee = await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const employee = await targetEmployee(tx, user, input.email);
    const { figures } = await figuresOf(tx, employee.id, input.year, now);
    const problem = allowanceProblem(fromCents(input.amount), figures.minAllowanceCents);
    if (problem) throw badRequest(problem);
    await tx
      .insert(fpaAllowances)
      .values({ employeeId: employee.id, year: input.year, totalCents: input.amount })
      .onConflictDoUpdate({ target: [fpaAllowances.employeeId, fpaAllowances.year], set: { totalCents: input.amount } });
    return employee;
  });
  return employeeView(db, user, employee, input.year, now);
}

/** Ours: the employee store password given to a new employee (README "Decisions"). */
export function newPassword(): string {
  let password = '';
  for (let i = 0; i < 10; i++) password += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)].toLowerCase();
  return password;
}

/** Mutation addEmployee(email, firstName, lastName, allowance, number): answers the employee with the password (spec 002 §8). */
export async function addEmployee(db: Db, user: SessionUser, args: unknown, now: Date): Promise<EmployeeView> {
  requireFpaAdmin(user);
  const input = parse(addEmployeeSchema, args);
  const year = allowanceYear(now);
  const employee = await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    if (await employeeByEmail(tx, input.email)) throw conflict(FPA_MESSAGES.employeeExists);
    const [sameNumber] = await tx
      .select({ id: fpaEmployees.id })
      .from(fpaEmployees)
      .where(sql`upper(${fpaEmployees.employeeNumber}) = ${input.number.toUpperCase()}`);
    if (sameNumber) throw conflict(FPA_MESSAGES.employeeNumberExists);
    const [row] = await tx
      .insert(fpaEmployees)
      .values({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        employeeNumber: input.number,
        active: true,
        password: newPassword(),
        defaultDiscount: defaultDiscountCode(input.number),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(fpaAllowances).values({ employeeId: row.id, year, totalCents: input.allowance });
    return row;
  });
  return employeeView(db, user, employee, year, now);
}

/**
 * Mutations disableEmployee / enableEmployee(employee): spec 002 §4, disabling makes the employee
 * inactive and disables every active code they created; enabling reactivates their unused codes
 * (those still before their expiry).
 */
export async function setEmployeeActive(db: Db, user: SessionUser, args: unknown, active: boolean, now: Date): Promise<EmployeeView> {
  requireFpaAdmin(user);
  const input = parse(employeeRefSchema, args);
  const employee = await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const employee = await targetEmployee(tx, user, input.employee);
    if (employee.active === active) return employee;
    const [row] = await tx.update(fpaEmployees).set({ active, updatedAt: now }).where(eq(fpaEmployees.id, employee.id)).returning();
    const from = active ? DISCOUNT_STATUS.disabled : DISCOUNT_STATUS.active;
    const to = active ? DISCOUNT_STATUS.active : DISCOUNT_STATUS.disabled;
    await tx
      .update(fpaDiscounts)
      .set({ status: to })
      .where(and(eq(fpaDiscounts.employeeId, employee.id), eq(fpaDiscounts.status, from), gt(fpaDiscounts.expiresAt, now)));
    return row;
  });
  return employeeView(db, user, employee, allowanceYear(now), now);
}

/** For tests: the stored codes of an employee, oldest first. */
export async function storedCodes(db: Db, email: string): Promise<DiscountRow[]> {
  const employee = await employeeByEmail(db, email);
  if (!employee) return [];
  return db.select().from(fpaDiscounts).where(eq(fpaDiscounts.employeeId, employee.id)).orderBy(asc(fpaDiscounts.id));
}
