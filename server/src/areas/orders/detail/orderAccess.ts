import { and, eq, inArray, or } from 'drizzle-orm';
import { allows, hasAny, isOrderOwner, messages, type SessionUser } from '@portal/shared/core';
import type { Db } from '../../../db/client';
import { forbidden, HttpError } from '../../../platform/httpErrors';
import { visibleOrders } from '../lists/visibility';
import { orders } from '../../../db/tables/orders/model';

// Who may see an order (spec 000 §6; decisions in ./README.md "Who sees an order"):
// - INTERNAL users with order-page access (order, orderEdit, orderView, approve) see every order;
//   so do INTERNAL art staff (artist, artistManager, licenseArtist), who move the art stages;
// - a REP sees the orders of their own rep code (every order for the manager codes 000 and 100)
//   and of the reps they manage (reps.manager_code = their repManagerCode, the /other_orders
//   list), and acts only on
//   their own (statusFlow.actorsOf);
// - a CUSTOMER user sees the orders of the customers linked to them (user_customers).
// Exactly the lists' rule (../lists/visibility.ts), so every row a list shows opens.
// Unknown ids are 404 and the rest 403, each with its own message. Every detail, edit, move,
// invoice and approval call goes through loadOrderForUser first.

/** Ours: 403 for an order the user may not see. */
export const ORDER_VIEW_FORBIDDEN = "You don't have permission to view this order.";

export const notFoundError = () => new HttpError(404, messages.orderNotFound);

/** What the access rules and the status flow read of an order. */
export interface OrderHead {
  id: number;
  number: number;
  status: number;
  subStatus: number | null;
  repCode: string;
  createdBy: number | null;
  customerNumb: string;
  /** '220' licence collection, '230' colour story: their PO is the collection's name. */
  orderType: string;
}

const head = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  subStatus: orders.subStatus,
  repCode: orders.repCode,
  createdBy: orders.createdBy,
  customerNumb: orders.customerNumb,
  orderType: orders.orderType,
};

/** May this user open order pages at all (before looking at any one order)? */
export function mayUseOrders(user: SessionUser): boolean {
  return allows('orderPages', user) || (user.userType === 'INTERNAL' && hasAny(user, 'artist', 'artistManager', 'licenseArtist'));
}

/** The lists' visibility rule (../lists/visibility.ts), so a list row always opens, applied to one order. */
export async function mayViewOrder(db: Db, user: SessionUser, order: Pick<OrderHead, 'id'>): Promise<boolean> {
  if (!mayUseOrders(user)) return false;
  if (user.userType === 'INTERNAL') return true;
  return (await readableOrders(db, user, [order.id])).length > 0;
}

/** Which of these orders the user may see (the rule above, for many at once: live updates, Area.live). */
export async function readableOrders(db: Db, user: SessionUser, ids: number[]): Promise<number[]> {
  if (!mayUseOrders(user) || !ids.length) return [];
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.id, ids), user.userType === 'INTERNAL' ? undefined : or(visibleOrders(user), visibleOrders(user, true))));
  return rows.map((r) => r.id);
}

/**
 * The order's head if the user may see it: 403 first for someone who may not use order pages at
 * all (whatever the id), then 404 for an unknown id, then 403. `lock` takes a row lock (inside a
 * transaction) so that two moves of one order are serialised.
 */
export async function loadOrderForUser(db: Db, user: SessionUser, id: number, lock = false): Promise<OrderHead> {
  if (!mayUseOrders(user)) throw forbidden(ORDER_VIEW_FORBIDDEN);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw notFoundError();
  const query = db.select(head).from(orders).where(eq(orders.id, id)).limit(1);
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw notFoundError();
  if (!(await mayViewOrder(db, user, order))) throw forbidden(ORDER_VIEW_FORBIDDEN);
  return order;
}

/**
 * Whether the user acts on this order beyond reading it (statusFlow's actorsOf): INTERNAL staff on
 * any order they see; a REP or a customer account on their own orders only, whatever their flags. A
 * managing rep reads the orders of the reps they manage (/other_orders) and changes none of them.
 */
export function changesOrder(user: SessionUser, order: Pick<OrderHead, 'repCode' | 'createdBy'>): boolean {
  return user.userType === 'INTERNAL' || isOrderOwner(user, order);
}

/** The order's head if the user may change it (changesOrder): loadOrderForUser, then 403 for an order they only read. */
export async function loadOrderToChange(db: Db, user: SessionUser, id: number, lock = false): Promise<OrderHead> {
  const order = await loadOrderForUser(db, user, id, lock);
  if (!changesOrder(user, order)) throw forbidden();
  return order;
}

/** The order's head without any user check (public approval links, after their own check). */
export async function loadOrderHead(db: Db, id: number, lock = false): Promise<OrderHead | null> {
  const query = db.select(head).from(orders).where(eq(orders.id, id)).limit(1);
  const [order] = lock ? await query.for('update') : await query;
  return order ?? null;
}
