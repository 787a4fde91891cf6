import { and, asc, eq, inArray, or } from 'drizzle-orm';
import {
  allows,
  COLLECTION_ORDER_TYPES,
  messages,
  ORDER_STATUS,
  ORDER_TYPE_CODES,
  type CombineCollectionsInput,
  type RegenImagesInput,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../../db/client';
import type { FileStore } from '../../../platform/fileStore';
import { badRequest, conflict, forbidden } from '../../../platform/httpErrors';
import { productImageFile } from '../model/catalogue';
import { nextOrderNumber, recomputeOrderTotals, refreshSearchText } from '../model/orderWrites';
import { ensureProductImage } from '../model/productImages';
import { orderItems, orderItemSizes, orders, orderStatusHistory } from '../../../db/tables/orders/model';
import { notFound } from './orderActions';
import { visibleOrders } from './visibility';
import { auditAs } from '../../../platform/audit';

// License collections and colour stories (spec 000 §2, §4, §5), orders of type 220 and 230 whose
// PO field is the collection's name. Decisions (mfe-orders/README.md "Combine collections"):
// - only open collections (before Approved) of ONE type and ONE customer combine;
// - the new collection is a Saved order of that type, for that customer, holding a copy of every
//   source item with its sizes (nothing shipped), named and dated from the dialog;
// - each source becomes Cancelled with 'Combined into collection #n' in its status history, so
//   nothing is counted twice and the way back is on record.

/** The list rule a collection of this type needs (spec 000 §6). */
const ruleOf = (orderType: string): 'colorStories' | 'licenseCollections' =>
  orderType === ORDER_TYPE_CODES.colorStory ? 'colorStories' : 'licenseCollections';

/** May the user work on collections of either type at all? (checked before any lookup; the routes check it before the body is read) */
export const mayUseCollections = (user: SessionUser) => allows('licenseCollections', user) || allows('colorStories', user);

async function loadCollections(tx: Db, user: SessionUser, ids: readonly number[], lock: boolean) {
  const query = tx
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      subStatus: orders.subStatus,
      orderType: orders.orderType,
      customerNumb: orders.customerNumb,
      billToNumb: orders.billToNumb,
      repCode: orders.repCode,
      csr: orders.csr,
      csr2: orders.csr2,
      type: orders.type,
      currency: orders.currency,
      department: orders.department,
      buyingGroup: orders.buyingGroup,
      contracts: orders.contracts,
      leagueApprovalRequired: orders.leagueApprovalRequired,
      collectionStart: orders.collectionStart,
      imageType: orders.imageType,
    })
    .from(orders)
    .where(and(inArray(orders.id, [...ids]), or(visibleOrders(user), visibleOrders(user, true))))
    .orderBy(asc(orders.id));
  const rows = lock ? await query.for('update') : await query;
  if (rows.length !== ids.length) throw notFound();
  for (const row of rows) {
    if (!COLLECTION_ORDER_TYPES.includes(row.orderType)) throw conflict(messages.combineNotCollections);
    if (!allows(ruleOf(row.orderType), user)) throw forbidden();
  }
  return rows;
}

/** POST /api/licenseCollection/combine: {id, name} of the new collection. */
export async function combineCollections(
  db: Db,
  user: SessionUser,
  input: CombineCollectionsInput,
  now: Date,
): Promise<{ id: number; name: string }> {
  if (!mayUseCollections(user)) throw forbidden();
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const sources = await loadCollections(tx, user, input.collections, true);
    const first = sources[0];
    const open = sources.every((s) => s.status < ORDER_STATUS.Approved);
    const same = sources.every((s) => s.orderType === first.orderType && s.customerNumb === first.customerNumb);
    if (!open || !same) throw conflict(messages.combineNotCollections);

    const number = await nextOrderNumber(tx);
    const starts = sources
      .map((s) => s.collectionStart)
      .filter((d): d is string => !!d)
      .sort();
    // With no start given, the new collection starts when its earliest source does: the end is
    // checked against that start too, as the schema checks it against a given one.
    const start = input.start ?? starts[0] ?? null;
    if (start && input.end && input.end < start) throw badRequest(messages.endDateBeforeStart);
    const [created] = await tx
      .insert(orders)
      .values({
        number,
        customerNumb: first.customerNumb,
        billToNumb: first.billToNumb,
        repCode: first.repCode,
        csr: first.csr,
        csr2: first.csr2,
        type: first.type,
        orderType: first.orderType,
        currency: first.currency,
        po: input.name,
        department: first.department,
        buyingGroup: first.buyingGroup,
        contracts: [...new Set(sources.flatMap((s) => s.contracts))],
        leagueApprovalRequired: sources.some((s) => s.leagueApprovalRequired),
        status: ORDER_STATUS.Saved,
        createdAt: now,
        updatedAt: now,
        createdBy: user.id,
        collectionStart: start,
        collectionEnd: input.end ?? null,
        imageType: first.imageType,
      })
      .returning({ id: orders.id });

    // Copy the items (line numbers run on across the sources) and their size grids, unshipped.
    const sourceIds = sources.map((s) => s.id);
    const items = await tx
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, sourceIds))
      .orderBy(asc(orderItems.orderId), asc(orderItems.line));
    if (items.length) {
      const copies = await tx
        .insert(orderItems)
        .values(items.map(({ id: _id, orderId: _orderId, ...item }, n) => ({ ...item, orderId: created.id, line: n + 1 })))
        .returning({ id: orderItems.id });
      const newIdOf = new Map(items.map((item, n) => [item.id, copies[n].id]));
      const sizes = await tx
        .select()
        .from(orderItemSizes)
        .where(
          inArray(
            orderItemSizes.itemId,
            items.map((i) => i.id),
          ),
        );
      if (sizes.length) {
        await tx.insert(orderItemSizes).values(
          sizes.map(({ id: _id, itemId, orderId: _orderId, shippedC: _c, shippedU: _u, ...size }) => ({
            ...size,
            itemId: newIdOf.get(itemId)!,
            orderId: created.id,
          })),
        );
      }
    }
    await recomputeOrderTotals(tx, [created.id]);
    await refreshSearchText(tx, [created.id]);

    const numbers = sources.map((s) => `#${s.number}`).join(', ');
    await tx.insert(orderStatusHistory).values({
      orderId: created.id,
      fromStatus: null,
      toStatus: ORDER_STATUS.Saved,
      userId: user.id,
      at: now,
      comment: `Combined from collections ${numbers}.`,
    });
    await tx.update(orders).set({ status: ORDER_STATUS.Cancelled, subStatus: null, updatedAt: now }).where(inArray(orders.id, sourceIds));
    await tx.insert(orderStatusHistory).values(
      sources.map((s) => ({
        orderId: s.id,
        fromStatus: s.status,
        toStatus: ORDER_STATUS.Cancelled,
        fromSubStatus: s.subStatus,
        toSubStatus: null,
        userId: user.id,
        at: now,
        comment: `Combined into collection #${number} (${input.name}).`,
      })),
    );
    return { id: created.id, name: input.name };
  });
}

/**
 * POST /api/regenImages/license: sets each collection's image type (M ghost, V vector) and renders
 * its items' images in that look with sharp (spec 000 §4). Images are drawn before the change is
 * committed, so a failed render changes nothing.
 */
export async function regenerateImages(db: Db, files: FileStore, user: SessionUser, input: RegenImagesInput, now: Date) {
  if (!mayUseCollections(user)) throw forbidden();
  const ids = [...new Set(input.collections.map((c) => c.id))];
  const typeOf = new Map(input.collections.map((c) => [c.id, c.imageType]));
  const collections = await loadCollections(db, user, ids, false);
  const items = await db
    .select({ id: orderItems.id, orderId: orderItems.orderId, styleCode: orderItems.styleCode, colorCode: orderItems.colorCode })
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids));
  const planned = items.map((item) => ({ ...item, file: productImageFile(item.styleCode, item.colorCode, typeOf.get(item.orderId)!) }));
  const rendered = new Set<string>();
  for (const { file } of planned) {
    if (rendered.has(file)) continue;
    await ensureProductImage(files, file, true);
    rendered.add(file);
  }
  await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    for (const c of collections) {
      await tx
        .update(orders)
        .set({ imageType: typeOf.get(c.id)!, updatedAt: now })
        .where(eq(orders.id, c.id));
    }
    for (const item of planned) {
      await tx.update(orderItems).set({ imageKey: item.file }).where(eq(orderItems.id, item.id));
    }
  });
  return {
    collections: collections.map((c) => ({
      id: c.id,
      imageType: typeOf.get(c.id)!,
      images: planned.filter((p) => p.orderId === c.id).length,
    })),
  };
}
