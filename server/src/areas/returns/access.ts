import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  allows,
  MANAGER_REP_CODES,
  RETURN_MESSAGES,
  RETURN_STATUS,
  type FlowReturn,
  type ReturnCheck,
  type ReturnResolution,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../db/client';
import { forbidden, HttpError, notFound } from '../../platform/httpErrors';
import { returnCodes, returns } from '../../db/tables/returns';

// Who sees which returns (spec 001 §6; decisions in mfe-returns/README.md):
// - nobody without order access (the `returns` rule: order, orderEdit, orderView or approve): 403;
// - INTERNAL users: every return;
// - a REP: the returns of their own customers, i.e. whose rep is theirs (returns.rep_code, copied
//   from the order as the order lists' rule reads orders.rep_code, and following a reassignment);
//   the manager rep codes 000 and 100 see every return, as they see every order;
// - a CUSTOMER user: the returns of the customers linked to them (user_customers).
// The list, the detail, the timeline, the files and every change go through these.

/** Whose returns a staff or rep user sees by rep code: every rep's, one rep's, or none (a REP without a code). */
export type RepScope = { kind: 'all' } | { kind: 'rep'; repCode: string } | { kind: 'none' };

export function repScope(user: SessionUser): RepScope | null {
  if (user.userType === 'INTERNAL') return { kind: 'all' };
  if (user.userType !== 'REP') return null;
  if (!user.repCode) return { kind: 'none' };
  if ((MANAGER_REP_CODES as readonly string[]).includes(user.repCode)) return { kind: 'all' };
  return { kind: 'rep', repCode: user.repCode };
}

export function returnVisibility(user: SessionUser): SQL {
  const scope = repScope(user);
  if (!scope) return sql`${returns.customerNumb} in (select customer_numb from user_customers_view where user_id = ${user.id})`;
  if (scope.kind === 'all') return sql`true`;
  if (scope.kind === 'none') return sql`false`;
  return sql`${returns.repCode} = ${scope.repCode}`;
}

/** Which of these returns the user may see (the list's and the detail's rule; live updates, Area.live). */
export async function readableReturns(db: Db, user: SessionUser, ids: number[]): Promise<number[]> {
  if (!allows('returns', user) || !ids.length) return [];
  const rows = await db
    .select({ id: returns.id })
    .from(returns)
    .where(and(inArray(returns.id, ids), returnVisibility(user)));
  return rows.map((r) => r.id);
}

/** 403 for someone without order access, whatever they ask for. */
export function requireReturnsAccess(user: SessionUser): void {
  if (!allows('returns', user)) throw forbidden(RETURN_MESSAGES.noOrderAccess);
}

/** The head of a return: what the rules (returnFlow) and the services read. */
export interface ReturnHead extends FlowReturn {
  id: number;
  orderId: number;
  customerNumb: string;
  repCode: string;
  csr: string | null;
  codeId: number;
  commission: number;
  currency: 'CAD' | 'USD';
  creditOrderId: number | null;
  totalUnits: number;
  comment: string | null;
}

const head = {
  id: returns.id,
  number: returns.number,
  status: returns.status,
  subStatus: returns.subStatus,
  orderId: returns.orderId,
  customerNumb: returns.customerNumb,
  repCode: returns.repCode,
  csr: returns.csr,
  codeId: returns.codeId,
  resolution: returnCodes.resolution,
  commission: returns.commission,
  currency: returns.currency,
  creditOrderId: returns.creditOrderId,
  totalRefundCents: returns.totalRefundCents,
  orderRefundCents: sql<number>`(select coalesce(sum(o.total_refund_cents), 0)::int from returns o where o.order_id = ${returns.orderId} and o.status <> ${RETURN_STATUS.Cancelled})`,
  totalUnits: returns.totalUnits,
  comment: returns.comment,
};

/**
 * The return's head if the user may see it: 403 for someone without order access, 404 for an
 * unknown id, 403 for a return of someone else's customer. `lock` takes a row lock (inside a
 * transaction) so that two changes of one return are serialised and a refused one changes nothing.
 */
export async function loadReturnForUser(db: Db, user: SessionUser, id: number, lock = false): Promise<ReturnHead> {
  requireReturnsAccess(user);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound(RETURN_MESSAGES.notFound);
  const query = db
    .select({ ...head, visible: sql<boolean>`${returnVisibility(user)}` })
    .from(returns)
    .innerJoin(returnCodes, eq(returnCodes.id, returns.codeId))
    .where(eq(returns.id, id))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: returns }) : await query;
  if (!row) throw notFound(RETURN_MESSAGES.notFound);
  if (!row.visible) throw forbidden(RETURN_MESSAGES.viewForbidden);
  const { visible: _visible, ...rest } = row;
  return { ...rest, resolution: rest.resolution as ReturnResolution, currency: rest.currency };
}

/** A refusal of the state machine as the HTTP answer: 403 for the wrong person, 409 for the wrong state. */
export function refuseUnless(check: ReturnCheck): asserts check is Extract<ReturnCheck, { ok: true }> {
  if (!check.ok) throw new HttpError(check.kind === 'conflict' ? 409 : 403, check.message);
}
