import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  DESIGN_ORDER_STATUS as S,
  DESIGN_ORDER_STATUS_TEXT,
  DESIGN_SAMPLE_LIMITS as L,
  DESIGN_SAMPLE_MESSAGES as M,
  DESIGN_SAMPLE_STATUS,
  ORDER_STATUS,
  createDesignOrderSchema,
  designImageUrl,
  designKey,
  designOrderActions,
  designOrderCommentSchema,
  designQuantitySchema,
  mayActOnDesignOrders,
  pageTotal,
  poDateProblem,
  torontoToday,
  type DesignOrderAction,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../db/client';
import { auditAs } from '../../platform/audit';
import type { FileStore } from '../../platform/fileStore';
import { badRequest, conflict, forbidden, notFound, parseOr400 } from '../../platform/httpErrors';
import { zipStream } from '../../platform/zipStream';
import { designFileEntries } from '../designs-color';
import { designByKey, searchWhere } from './samples';
import { designOrders, designOrderTimeline, designSampleRequests, designVendors } from '../../db/tables/design-requests';
import { usersView } from '../../db/tables/platform.views';
import { orderHeadsView, orderLinesView } from '../../db/tables/orders/views';
import { designsView } from '../../db/tables/designs-color.views';

// Design orders (spec 002 §2-§9; mfe-design-requests/README.md "Design samples and orders"): a
// quantity of a design whose sample was approved, ordered from the approved vendor by a PO. Every
// write is one transaction whose first statement is auditAs, on the order locked FOR UPDATE and
// checked there against designOrderActions; a refusal changes nothing.

const statusOf = (code: number) => ({ code, description: DESIGN_ORDER_STATUS_TEXT[code] ?? String(code) });
const designOf = (d: { id: string; variation: number; method: string }) => ({
  key: designKey(d),
  id: d.id,
  variation: d.variation,
  method: d.method,
  image: designImageUrl(d),
});
/** The Filter box's text of design orders (all, or one): '#id design-key creator po', lower-cased. */
export async function refreshOrderSearch(db: Db, id: number | 'all') {
  await db.execute(sql`update design_orders o set search_text = lower('#' || o.id || ' ' || d.id || '-' || d.variation || ' ' || u.name || coalesce(' ' || o.po, ''))
    from ${designsView} d, ${usersView} u where d.uid = o.design_uid and u.id = o.created_by${id === 'all' ? sql`` : sql` and o.id = ${id}`}`);
}

/** The Approved orders carrying each design, with the units of that design on them (spec 002 §3 orders {id, numb, quantity}). */
async function linkedOrders(db: Db, designsWanted: { id: string; variation: number }[]) {
  if (!designsWanted.length) return new Map<string, { id: number; numb: number; quantity: number }[]>();
  const rows = await db
    .select({
      designId: orderLinesView.designId,
      variation: orderLinesView.designVariation,
      id: orderHeadsView.id,
      numb: orderHeadsView.number,
      quantity: sql<number>`coalesce(sum(${orderLinesView.quantity}), 0)::int`,
    })
    .from(orderLinesView)
    .innerJoin(orderHeadsView, eq(orderHeadsView.id, orderLinesView.orderId))
    .where(
      and(
        sql`(${orderLinesView.designId}, ${orderLinesView.designVariation}) in (${sql.join(
          designsWanted.map((d) => sql`(${d.id}, ${d.variation})`),
          sql`, `,
        )})`,
        eq(orderHeadsView.status, ORDER_STATUS.Approved),
      ),
    )
    .groupBy(orderLinesView.designId, orderLinesView.designVariation, orderHeadsView.id, orderHeadsView.number)
    .orderBy(asc(orderHeadsView.number));
  const out = new Map<string, { id: number; numb: number; quantity: number }[]>();
  for (const r of rows) {
    const key = `${r.designId}-${r.variation}`;
    out.set(key, [...(out.get(key) ?? []), { id: r.id, numb: r.numb, quantity: r.quantity }]);
  }
  return out;
}

/** designOrders(page, search): 50 a page, newest first; total -1 when the page is full (spec 002 §9). */
export async function listDesignOrders(db: Db, args: { page?: number | null; search?: string | null }) {
  const page = Math.min(Math.max(1, Math.trunc(args.page ?? 1) || 1), 100_000);
  const newestFirst = [desc(designOrders.createdOn), desc(designOrders.id)];
  // A deferred join (as the order lists do): the page's ids first, from design_orders alone (its
  // created index, or at today's size a read of the small table and a sort); the rows, their designs
  // and creators are read for those 50 ids only (README "Speed").
  const pageIds = db
    .select({ id: designOrders.id })
    .from(designOrders)
    .where(searchWhere(sql`${designOrders.searchText}`, sql`${designOrders.id}`, args.search ?? ''))
    .orderBy(...newestFirst)
    .limit(L.pageSize)
    .offset((page - 1) * L.pageSize);
  const rows = await db
    .select({
      row: designOrders,
      designId: designsView.id,
      variation: designsView.variation,
      method: designsView.method,
      creator: usersView.name,
    })
    .from(designOrders)
    .innerJoin(designsView, eq(designsView.uid, designOrders.designUid))
    .innerJoin(usersView, eq(usersView.id, designOrders.createdBy))
    .where(inArray(designOrders.id, pageIds))
    .orderBy(...newestFirst);
  const linked = await linkedOrders(
    db,
    rows.map((r) => ({ id: r.designId, variation: r.variation })),
  );
  return {
    total: pageTotal(page, rows.length),
    orders: rows.map((r) => ({
      id: r.row.id,
      createdOn: r.row.createdOn,
      design: designOf({ id: r.designId, variation: r.variation, method: r.method }),
      designMethod: r.method,
      quantity: r.row.quantity,
      po: r.row.po,
      status: statusOf(r.row.status),
      createdBy: { name: r.creator },
      orders: linked.get(`${r.designId}-${r.variation}`) ?? [],
    })),
  };
}

async function loadOrder(db: Db, id: number, lock = false) {
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw notFound(M.orderNotFound);
  const q = db
    .select({
      row: designOrders,
      designId: designsView.id,
      variation: designsView.variation,
      method: designsView.method,
      creator: usersView.name,
      vendorNumber: designVendors.number,
      vendorName: designVendors.name,
    })
    .from(designOrders)
    .innerJoin(designsView, eq(designsView.uid, designOrders.designUid))
    .innerJoin(usersView, eq(usersView.id, designOrders.createdBy))
    .innerJoin(designVendors, eq(designVendors.id, designOrders.vendorId))
    .where(eq(designOrders.id, id));
  const [found] = lock ? await q.for('update', { of: designOrders }) : await q;
  if (!found) throw notFound(M.orderNotFound);
  return found;
}

export async function designOrderDetail(db: Db, user: SessionUser, id: number) {
  const f = await loadOrder(db, id);
  const [timeline, linked] = await Promise.all([
    db
      .select({
        id: designOrderTimeline.id,
        kind: designOrderTimeline.kind,
        at: designOrderTimeline.at,
        comment: designOrderTimeline.comment,
        name: usersView.name,
        email: usersView.email,
      })
      .from(designOrderTimeline)
      .leftJoin(usersView, eq(usersView.id, designOrderTimeline.authorId))
      .where(eq(designOrderTimeline.orderId, id))
      .orderBy(desc(designOrderTimeline.at), desc(designOrderTimeline.id)),
    linkedOrders(db, [{ id: f.designId, variation: f.variation }]),
  ]);
  return {
    id,
    design: designOf({ id: f.designId, variation: f.variation, method: f.method }),
    designMethod: f.method,
    createdOn: f.row.createdOn,
    quantity: f.row.quantity,
    status: statusOf(f.row.status),
    createdBy: { name: f.creator },
    dateOrdered: f.row.dateOrdered,
    dateRequired: f.row.dateRequired,
    po: f.row.po,
    vendor: { number: f.vendorNumber, name: f.vendorName },
    orders: linked.get(`${f.designId}-${f.variation}`) ?? [],
    timeline: timeline.map((t) => ({
      id: t.id,
      type: t.kind,
      date: t.at,
      comment: t.comment,
      createdBy: t.name ? { name: t.name, email: t.email ?? '' } : null,
      files: [],
      vendor: null,
      prices: [],
    })),
    actions: designOrderActions(f.row.status, mayActOnDesignOrders(user)),
  };
}

const mayAct = (user: SessionUser) => {
  if (!mayActOnDesignOrders(user)) throw forbidden(M.noRight);
};

async function lockedFor(tx: Db, id: number, action: DesignOrderAction) {
  const f = await loadOrder(tx, id, true);
  if (!designOrderActions(f.row.status, true).includes(action)) throw conflict(M.wrongStatus);
  return f;
}

const system = (tx: Db, orderId: number, at: Date, comment: string) =>
  tx.insert(designOrderTimeline).values({ orderId, kind: 'system', at, comment });

/** createDesignOrder(input {design, quantity}): a sampled design; the approved sample's vendor fills it. */
export async function createDesignOrder(db: Db, user: SessionUser, input: unknown, now: Date): Promise<number> {
  mayAct(user);
  const { design: key, quantity } = parseOr400(createDesignOrderSchema, input);
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const design = await designByKey(tx, key);
    const [sample] = design
      ? await tx
          .select({ id: designSampleRequests.id, vendorId: designSampleRequests.vendorId })
          .from(designSampleRequests)
          .where(and(eq(designSampleRequests.designUid, design.uid), eq(designSampleRequests.status, DESIGN_SAMPLE_STATUS.approved)))
          .orderBy(desc(designSampleRequests.dateClosed))
          .limit(1)
      : [];
    if (!design || !sample?.vendorId) throw badRequest(M.designNotSampled);
    const [row] = await tx
      .insert(designOrders)
      .values({
        designUid: design.uid,
        sampleId: sample.id,
        vendorId: sample.vendorId,
        status: S.requested,
        quantity,
        createdBy: user.id,
        createdOn: now,
        updatedAt: now,
      })
      .returning({ id: designOrders.id });
    await refreshOrderSearch(tx, row.id);
    await system(tx, row.id, now, `Order of ${quantity} requested by ${user.name}.`);
    return row.id;
  });
}

/** addDesignOrderComment(id, comment). */
export async function addOrderComment(db: Db, user: SessionUser, id: number, comment: unknown, now: Date): Promise<number> {
  mayAct(user);
  await loadOrder(db, id);
  const text = parseOr400(designOrderCommentSchema, comment);
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    await lockedFor(tx, id, 'comment');
    const [entry] = await tx
      .insert(designOrderTimeline)
      .values({ orderId: id, kind: 'comment', at: now, authorId: user.id, comment: text })
      .returning({ id: designOrderTimeline.id });
    return entry.id;
  });
}

/** updateDesignOrderQuantity(id, quantity): below status 2; an integer of at least 1. */
export async function updateOrderQuantity(db: Db, user: SessionUser, id: number, quantity: unknown, now: Date): Promise<number> {
  mayAct(user);
  await loadOrder(db, id);
  const q = parseOr400(designQuantitySchema, quantity);
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const f = await lockedFor(tx, id, 'updateQuantity');
    if (f.row.quantity === q) return id;
    await tx.update(designOrders).set({ quantity: q, updatedAt: now }).where(eq(designOrders.id, id));
    await system(tx, id, now, `Quantity changed from ${f.row.quantity} to ${q} by ${user.name}.`);
    return id;
  });
}

/** cancelDesignOrder(id): below 3; irreversible. */
export async function cancelOrder(db: Db, user: SessionUser, id: number, now: Date): Promise<number> {
  mayAct(user);
  await loadOrder(db, id);
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    await lockedFor(tx, id, 'cancel');
    await tx.update(designOrders).set({ status: S.cancelled, updatedAt: now }).where(eq(designOrders.id, id));
    await system(tx, id, now, `Order cancelled by ${user.name}.`);
    return id;
  });
}

/** The PO number of a design order (ours: the spec does not say how it is made). */
export const poNumberOf = (id: number) => `DO${String(id).padStart(6, '0')}`;

/** createDesignPO(id, required): at status 1; the required date at least 20 days ahead (Toronto), no weekend. Answers the PO. */
export async function createPo(db: Db, user: SessionUser, id: number, required: unknown, now: Date): Promise<string> {
  mayAct(user);
  await loadOrder(db, id);
  const problem = typeof required === 'string' ? poDateProblem(required, torontoToday(now)) : M.dateInvalid;
  if (problem) throw badRequest(problem);
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const f = await lockedFor(tx, id, 'createPo');
    const po = poNumberOf(id);
    await tx
      .update(designOrders)
      .set({ status: S.ordered, po, dateOrdered: now, dateRequired: required as string, updatedAt: now })
      .where(eq(designOrders.id, id));
    await refreshOrderSearch(tx, id);
    await system(
      tx,
      id,
      now,
      `PO ${po} created by ${user.name} with vendor ${f.vendorNumber} - ${f.vendorName}; required ${required as string}.`,
    );
    return po;
  });
}

/**
 * GET /api/design/file/{design}: a zip of the design's files as stored (image, production, working and
 * PMS files, and the latest recolour for each printer), each streamed from the file store into the
 * archive, never held whole in memory.
 */
export async function designFilesZip(db: Db, files: FileStore, key: string) {
  const design = await designByKey(db, key);
  if (!design) throw notFound('Design not found.');
  const entries = await designFileEntries(db, files, design.id, design.variation);
  if (!entries?.length) throw notFound('Design not found.');
  const out = zipStream(await Promise.all(entries.map(async (e) => ({ name: e.name, stream: await files.get(e.key) }))));
  return { name: `${designKey(design)}.zip`, stream: out };
}
