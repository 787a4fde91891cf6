import { eq } from 'drizzle-orm';
import {
  allows,
  COLLECTION_ORDER_TYPES,
  dayjs,
  fill,
  isHeaderEditable,
  isItemsEditable,
  mayEditOrder,
  messages,
  orderHeaderEditSchema,
  orderQuantitiesEditSchema,
  ORDER_EDIT_MESSAGES,
  ORDER_STATUS_TEXT,
  TIME_ZONE,
  type OrderStatus,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../../db/client';
import { allQueries } from '../../../db/queries';
import type { Clock } from '../../../platform/clock';
import { badRequest, conflict, forbidden, parseOr400 } from '../../../platform/httpErrors';
import { orderCharges, orderItems, orderItemSizes, orders } from '../../../db/tables/orders/model';
import { searchTextOf } from '../model/searchText';
import { loadOrderForUser, type OrderHead } from './orderAccess';
import { applyRushCharge } from './rushCharge';
import { supersedeOpenLinks } from './statusChange';
import { readOrderDetail, type OrderDetail } from './orderDetail';
import { orderComments } from '../../../db/tables/orders/detail';
import { auditAs } from '../../../platform/audit';
import { customersView, repsView } from '../../../db/tables/directory.views';

// Order edit: the header fields staff change and the items' quantities, each in one transaction
// with the order row locked. Rules (who, until when) are in @portal/shared orderEdit.ts, so the
// edit page disables exactly what the server refuses.

const statusText = (status: number) => ORDER_STATUS_TEXT[status as OrderStatus] ?? String(status);

/** A calendar day of the form as an instant: 5 pm in Toronto, well inside that day in every zone we show. */
export function torontoDay(day: string): Date {
  return dayjs.tz(`${day} 17:00`, TIME_ZONE).toDate();
}

async function lockEditable(tx: Db, user: SessionUser, id: number): Promise<OrderHead> {
  const order = await loadOrderForUser(tx, user, id, true);
  if (!mayEditOrder(user, order)) throw forbidden(ORDER_EDIT_MESSAGES.editForbidden);
  return order;
}

export async function updateOrderHeader(db: Db, clock: Clock, user: SessionUser, id: number, input: unknown): Promise<OrderDetail> {
  const head = await db.transaction(async (tx) => {
    await auditAs(tx, user, clock.now());
    // Rights first: someone who may not edit this order learns nothing from its input's errors.
    const order = await lockEditable(tx, user, id);
    const edit = parseOr400(orderHeaderEditSchema, input);
    // A collection's PO is its name: never blank, here as on POST /api/order/:id/po.
    if (COLLECTION_ORDER_TYPES.includes(order.orderType) && !edit.po) throw badRequest(messages.collectionNameRequired);
    if (!isHeaderEditable(order.status)) {
      throw conflict(fill(ORDER_EDIT_MESSAGES.headerLocked, { number: order.number, status: statusText(order.status) }));
    }
    const [current] = await tx
      .select({
        rush: orders.rush,
        po: orders.po,
        number: orders.number,
        customerNumb: orders.customerNumb,
        quote: orders.quote,
        job: orders.job,
        jobCodes: orders.jobCodes,
        repCode: orders.repCode,
        customerName: customersView.name,
        repName: repsView.name,
      })
      .from(orders)
      .innerJoin(customersView, eq(customersView.numb, orders.customerNumb))
      .innerJoin(repsView, eq(repsView.code, orders.repCode))
      .where(eq(orders.id, order.id));
    // spec 000 §5, §6: rush only with approve or orderEdit (the checkbox is disabled for others).
    if (edit.rush !== current.rush && !allows('privilegedOrders', user)) throw forbidden(messages.rushForbidden);
    const now = clock.now();
    await tx
      .update(orders)
      .set({
        po: edit.po,
        dateRequired: torontoDay(edit.dateRequired),
        scheduledShipDate: edit.scheduledShipDate,
        rush: edit.rush,
        tags: edit.tags,
        department: edit.department,
        updatedAt: now,
        // The lists' 'all' search reads the PO from here.
        searchText: searchTextOf({ ...current, po: edit.po }),
      })
      .where(eq(orders.id, order.id));
    // The rush flag brings its RUSH charge line (and the total) with it.
    await applyRushCharge(tx, order.id, current.rush, edit.rush);
    // A link sent to the customer shows the PO, the charges and the total of the version it was sent
    // for (approval/README.md): a change to them needs a new link.
    if (edit.po !== current.po || edit.rush !== current.rush) await supersedeOpenLinks(tx, order.id);
    if (edit.comments) {
      await tx
        .insert(orderComments)
        .values({ orderId: order.id, comments: edit.comments, updatedAt: now, updatedBy: user.id })
        .onConflictDoUpdate({ target: orderComments.orderId, set: { comments: edit.comments, updatedAt: now, updatedBy: user.id } });
    } else {
      await tx.delete(orderComments).where(eq(orderComments.orderId, order.id));
    }
    return order;
  });
  return readOrderDetail(db, user, head);
}

export async function updateOrderQuantities(db: Db, clock: Clock, user: SessionUser, id: number, input: unknown): Promise<OrderDetail> {
  const head = await db.transaction(async (tx) => {
    await auditAs(tx, user, clock.now());
    const order = await lockEditable(tx, user, id);
    const edit = parseOr400(orderQuantitiesEditSchema, input);
    if (!isItemsEditable(order.status)) {
      throw conflict(fill(ORDER_EDIT_MESSAGES.itemsLocked, { number: order.number, status: statusText(order.status) }));
    }
    const [items, sizes, charges] = await allQueries(tx, [
      tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)),
      tx.select().from(orderItemSizes).where(eq(orderItemSizes.orderId, order.id)),
      tx.select({ amountCents: orderCharges.amountCents }).from(orderCharges).where(eq(orderCharges.orderId, order.id)),
    ]);
    const sizeById = new Map(sizes.map((s) => [s.id, { ...s }]));
    const itemById = new Map(items.map((i) => [i.id, i]));
    const changed = new Set<number>();
    for (const change of edit.sizes) {
      const size = sizeById.get(change.sizeId);
      if (!size) throw badRequest(ORDER_EDIT_MESSAGES.unknownSize);
      if (change.qtyC < size.shippedC || change.qtyU < size.shippedU) {
        throw badRequest(
          fill(ORDER_EDIT_MESSAGES.quantityBelowShipped, { size: size.size, style: itemById.get(size.itemId)?.styleCode ?? '' }),
        );
      }
      if (size.qtyC === change.qtyC && size.qtyU === change.qtyU) continue;
      Object.assign(size, { qtyC: change.qtyC, qtyU: change.qtyU, quantity: change.qtyC + change.qtyU });
      changed.add(size.id);
    }
    const after = [...sizeById.values()];
    for (const item of items) {
      if (!after.some((s) => s.itemId === item.id && s.quantity > 0)) throw badRequest(ORDER_EDIT_MESSAGES.itemEmpty);
    }
    if (!changed.size) return order;
    for (const sizeId of changed) {
      const s = sizeById.get(sizeId)!;
      await tx.update(orderItemSizes).set({ qtyC: s.qtyC, qtyU: s.qtyU, quantity: s.quantity }).where(eq(orderItemSizes.id, sizeId));
    }
    // orders.total_cents is kept equal to items + charges by every write (model/schema.ts).
    const itemsCents = after.reduce((n, s) => {
      const item = itemById.get(s.itemId)!;
      return n + s.quantity * (item.finalPriceCents + (item.sizeUpcharges[s.size] ?? 0));
    }, 0);
    const chargesCents = charges.reduce((n, c) => n + c.amountCents, 0);
    await tx
      .update(orders)
      .set({ totalCents: itemsCents + chargesCents, updatedAt: clock.now() })
      .where(eq(orders.id, order.id));
    // The customer's link shows the quantities it was sent with (approval/README.md): new ones need a new link.
    await supersedeOpenLinks(tx, order.id);
    return order;
  });
  return readOrderDetail(db, user, head);
}
