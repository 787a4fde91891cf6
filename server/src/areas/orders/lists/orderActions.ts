import { and, asc, eq, or } from 'drizzle-orm';
import {
  allows,
  COLLECTION_ORDER_TYPES,
  fill,
  hasAny,
  messages,
  ORDER_STATUS,
  orderStatusText,
  type OrderDeleteInput,
  type OrderTypeEditInput,
  type PoEditInput,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../../db/client';
import { badRequest, conflict, forbidden, HttpError } from '../../../platform/httpErrors';
import { changesOrder } from '../detail/orderAccess';
import { applyRushCharge } from '../detail/rushCharge';
import { refreshSearchText } from '../model/orderWrites';
import { orders, orderStatusHistory } from '../../../db/tables/orders/model';
import { visibleOrders } from './visibility';
import { auditAs } from '../../../platform/audit';
import { orderTypesView } from '../../../db/tables/directory.views';

// The actions of the order lists on one order (spec 000 §4, §5, §6; decisions in
// mfe-orders/README.md "Who may do what"):
// - delete: staff with orderEdit or approve, or the order's own rep / creator with `order`; only
//   while Saved, Awaiting Art or Art Requested; the order becomes Cancelled, the comment goes into
//   its status history (so nothing another area points at disappears);
// - order type / event / rush and PO (or collection name): staff on any order before Shipped,
//   the owner before Approved; rush only by staff (spec 000 §6); the rush flag brings its RUSH
//   charge line with it (detail/rushCharge.ts).

export const notFound = () => new HttpError(404, messages.orderNotFound);

export interface ListOrderHead {
  id: number;
  number: number;
  status: number;
  subStatus: number | null;
  repCode: string;
  createdBy: number | null;
  orderType: string;
  customerNumb: string;
  rush: boolean;
  event: boolean;
  po: string | null;
}

/** The order if the user can see it in one of their lists (own or other orders); else null. */
export async function loadListOrder(tx: Db, user: SessionUser, id: number, lock = false): Promise<ListOrderHead | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const query = tx
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      subStatus: orders.subStatus,
      repCode: orders.repCode,
      createdBy: orders.createdBy,
      orderType: orders.orderType,
      customerNumb: orders.customerNumb,
      rush: orders.rush,
      event: orders.event,
      po: orders.po,
    })
    .from(orders)
    .where(and(eq(orders.id, id), or(visibleOrders(user), visibleOrders(user, true))))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Staff who act on this order through their flags (spec 000 §6 privileged: approve or orderEdit):
 * INTERNAL staff on any order, a REP on their own orders only (changesOrder), never a managed rep's.
 */
export const isOrderStaff = (user: SessionUser, order: Pick<ListOrderHead, 'repCode' | 'createdBy'>) =>
  allows('privilegedOrders', user) && changesOrder(user, order);

/** The order's own rep or its creator, with the `order` flag. */
export function isOwner(user: SessionUser, order: Pick<ListOrderHead, 'repCode' | 'createdBy'>): boolean {
  return hasAny(user, 'order') && ((!!user.repCode && user.repCode === order.repCode) || order.createdBy === user.id);
}

/** Statuses an order may be deleted in: before the art is completed. */
export const DELETABLE_STATUSES: readonly number[] = [ORDER_STATUS.Saved, ORDER_STATUS.AwaitingArt, ORDER_STATUS.ArtRequested];

async function recordStatus(tx: Db, order: ListOrderHead, to: number, userId: number, now: Date, comment: string) {
  await tx.update(orders).set({ status: to, subStatus: null, updatedAt: now }).where(eq(orders.id, order.id));
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: to,
    fromSubStatus: order.subStatus,
    toSubStatus: null,
    userId,
    at: now,
    comment,
  });
}

/** May this user delete orders at all (their own with `order`, any they act on as staff)? */
export const mayDeleteOrders = (user: SessionUser) => hasAny(user, 'order', 'orderEdit', 'approve');

/** POST /api/order/:id/delete. Rights first (403 even for an unknown id), then 404, 403, 409. */
export async function deleteOrder(
  db: Db,
  user: SessionUser,
  id: number,
  input: OrderDeleteInput,
  now: Date,
): Promise<{ id: number; status: number }> {
  // spec 000 §6: a user who may not delete orders is told so before anything is looked up (the
  // route checks it before the body is read, too).
  if (!mayDeleteOrders(user)) throw forbidden(messages.orderDeleteForbidden);
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const order = await loadListOrder(tx, user, id, true);
    if (!order) throw notFound();
    if (!isOrderStaff(user, order) && !isOwner(user, order)) throw forbidden(messages.orderDeleteForbidden);
    if (input.status !== undefined && input.status !== order.status) throw conflict(fill(messages.orderChanged, { number: order.number }));
    if (!DELETABLE_STATUSES.includes(order.status)) throw conflict(fill(messages.orderDeleteTooLate, { number: order.number }));
    const comment = input.comment?.trim() ? `Deleted: ${input.comment.trim()}` : 'Deleted from the order list.';
    await recordStatus(tx, order, ORDER_STATUS.Cancelled, user.id, now, comment);
    return { id: order.id, status: ORDER_STATUS.Cancelled };
  });
}

/** May this user change the order's header fields (type, event, rush, PO) now? 403/409 otherwise. */
function checkEditable(user: SessionUser, order: ListOrderHead): void {
  const staff = isOrderStaff(user, order);
  if (!staff && !isOwner(user, order)) throw forbidden();
  const limit = staff ? ORDER_STATUS.Shipped : ORDER_STATUS.Approved;
  if (order.status >= limit) {
    throw conflict(fill(messages.orderLocked, { number: order.number, status: orderStatusText(order.status) }));
  }
}

/** The types an order may take: collections stay collections; other orders any other active type. */
async function allowedTypes(tx: Db, order: Pick<ListOrderHead, 'orderType'>): Promise<{ type: string; name: string }[]> {
  const rows = await tx
    .select({ type: orderTypesView.code, name: orderTypesView.name })
    .from(orderTypesView)
    .where(or(eq(orderTypesView.active, true), eq(orderTypesView.code, order.orderType)))
    .orderBy(asc(orderTypesView.sortOrder));
  const collection = COLLECTION_ORDER_TYPES.includes(order.orderType);
  return rows.filter((t) => COLLECTION_ORDER_TYPES.includes(t.type) === collection);
}

/** GET /api/order/:id/orderTypes (spec 000 §7): [{type, name}]. */
export async function orderTypesFor(db: Db, user: SessionUser, id: number): Promise<{ type: string; name: string }[]> {
  const order = await loadListOrder(db, user, id);
  if (!order) throw notFound();
  return allowedTypes(db, order);
}

/** POST /api/order/:id/orderType {type, event, rush}: rush only with approve or orderEdit (spec 000 §6). */
export async function saveOrderType(db: Db, user: SessionUser, id: number, input: OrderTypeEditInput, now: Date) {
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const order = await loadListOrder(tx, user, id, true);
    if (!order) throw notFound();
    if (input.rush !== order.rush && !isOrderStaff(user, order)) throw forbidden(messages.rushForbidden);
    checkEditable(user, order);
    if (!(await allowedTypes(tx, order)).some((t) => t.type === input.type)) throw badRequest(messages.orderTypeInvalid);
    await tx
      .update(orders)
      .set({ orderType: input.type, event: input.event, rush: input.rush, updatedAt: now })
      .where(eq(orders.id, order.id));
    // Rush on adds the RUSH charge, rush off removes it, in this transaction.
    await applyRushCharge(tx, order.id, order.rush, input.rush);
    return { id: order.id, type: input.type, event: input.event, rush: input.rush };
  });
}

/** POST /api/order/:id/po {po}: the PO, or a collection's name (then required), max 30 (spec 000 §5). */
export async function editPo(db: Db, user: SessionUser, id: number, input: PoEditInput, now: Date) {
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const order = await loadListOrder(tx, user, id, true);
    if (!order) throw notFound();
    checkEditable(user, order);
    if (COLLECTION_ORDER_TYPES.includes(order.orderType) && !input.po) throw badRequest(messages.collectionNameRequired);
    await tx.update(orders).set({ po: input.po, updatedAt: now }).where(eq(orders.id, order.id));
    await refreshSearchText(tx, [order.id]);
    return { id: order.id, po: input.po };
  });
}
