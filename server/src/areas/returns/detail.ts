import { asc, eq, isNull, and } from 'drizzle-orm';
import {
  formatToronto,
  mayDeleteReturnComment,
  returnStatusText,
  RETURN_STATUS_TEXT,
  RETURN_TRANSITIONS,
  returnStatusKey,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../db/client';
import { allQueries } from '../../db/queries';
import { orderRefs, readOrderContents } from '../orders';
import { loadReturnForUser } from './access';
import { fileUrl } from './files';
import {
  returnCharges,
  returnCodes,
  returnComments,
  returnEvents,
  returnFiles,
  returnItems,
  returnItemSizes,
  returns,
  returnShipping,
} from '../../db/tables/returns';
import { usersView } from '../../db/tables/platform.views';
import { csrsView, customersView, repsView } from '../../db/tables/directory.views';

// The return detail and its timeline (spec 001 §2.1, §3.1): items with their size grid (what the
// order shipped and what this return takes back, kinds C and U), the summary, customer, rep, CSR,
// the order's invoices, files, charges and shipping refunds; the timeline merges the posts (with
// files and cc) and the history of transitions (who and when), grouped by Toronto day.

export async function returnDetail(db: Db, user: SessionUser, id: number) {
  const head = await loadReturnForUser(db, user, id);
  const [[row], returnedItems, sizes, returnedCharges, returnedShipping, files, [order], credits] = await allQueries(db, [
    db
      .select({
        ret: returns,
        code: returnCodes.code,
        customerName: customersView.name,
        customerProvince: customersView.province,
        customerCountry: customersView.country,
        repName: repsView.name,
        csrName: csrsView.name,
        createdByName: usersView.name,
      })
      .from(returns)
      .innerJoin(returnCodes, eq(returnCodes.id, returns.codeId))
      .innerJoin(customersView, eq(customersView.numb, returns.customerNumb))
      .innerJoin(repsView, eq(repsView.code, returns.repCode))
      .leftJoin(csrsView, eq(csrsView.code, returns.csr))
      .leftJoin(usersView, eq(usersView.id, returns.createdBy))
      .where(eq(returns.id, id)),
    db.select().from(returnItems).where(eq(returnItems.returnId, id)),
    db.select().from(returnItemSizes).where(eq(returnItemSizes.returnId, id)),
    db.select().from(returnCharges).where(eq(returnCharges.returnId, id)).orderBy(asc(returnCharges.id)),
    db.select().from(returnShipping).where(eq(returnShipping.returnId, id)).orderBy(asc(returnShipping.id)),
    db
      .select({ id: returnFiles.id, name: returnFiles.name })
      .from(returnFiles)
      .where(and(eq(returnFiles.returnId, id), isNull(returnFiles.commentId)))
      .orderBy(asc(returnFiles.id)),
    // The return's lines point at the order's items, sizes, charges and shipping jobs.
    () => readOrderContents(db, [head.orderId]),
    () => orderRefs(db, head.creditOrderId ? [head.creditOrderId] : []),
  ]);
  const orderItemById = new Map(order.items.map((i) => [i.id, i]));
  const chargeById = new Map(order.charges.map((c) => [c.id, c]));
  const jobById = new Map(order.shippingJobs.map((j) => [j.id, j]));
  const items = returnedItems
    .map((ri) => ({ ri, oi: orderItemById.get(ri.orderItemId)! }))
    .sort((a, b) => a.oi.line - b.oi.line || a.oi.id - b.oi.id);
  const charges = returnedCharges.map((rc) => ({ rc, oc: chargeById.get(rc.orderChargeId)! }));
  const shipping = returnedShipping.map((rs) => ({ rs, job: jobById.get(rs.shippingJobId)! }));
  const credit = head.creditOrderId ? credits.get(head.creditOrderId) : undefined;
  const r = row.ret;

  const detailItems = items.map(({ ri, oi }) => {
    const mine = sizes.filter((s) => s.returnItemId === ri.id);
    const grid = order.sizes.filter((g) => g.itemId === oi.id);
    const size = grid.map((g) => {
      const q = mine.find((s) => s.orderItemSizeId === g.id);
      const C = q?.qtyC ?? 0;
      const U = q?.qtyU ?? 0;
      return {
        id: g.id,
        display: g.size,
        quantity: g.quantity,
        shippedC: g.shippedC,
        shippedU: g.shippedU,
        C,
        U,
        returned: C + U,
        upchargeCents: oi.sizeUpcharges[g.size] ?? 0,
      };
    });
    return {
      id: ri.id,
      orderItemId: oi.id,
      orderLine: oi.line,
      img: `/Images/Products/${oi.imageKey}`,
      priceCents: oi.finalPriceCents,
      refundCents: ri.refundCents,
      sku: oi.styleCode,
      name: oi.name,
      color: oi.color,
      colorCode: oi.colorCode,
      size,
      totalQuantity: size.reduce((n, s) => n + s.quantity, 0),
      totalPriceCents: size.reduce((n, s) => n + s.returned * (oi.finalPriceCents + s.upchargeCents), 0),
      totalReturned: size.reduce((n, s) => n + s.returned, 0),
      totalUpchargeCents: size.reduce((n, s) => n + s.returned * s.upchargeCents, 0),
    };
  });

  return {
    id: r.id,
    returnNumb: r.number,
    createdAt: r.createdAt,
    createdBy: row.createdByName,
    status: r.status,
    subStatus: r.subStatus,
    statusString: returnStatusText(r.status, r.subStatus),
    resolution: head.resolution,
    orderId: r.orderId,
    orderNumb: r.orderNumber,
    orderCreatedAt: order.order.createdAt,
    comment: r.comment,
    closedOn: r.closedOn,
    customer: r.customerNumb,
    customerName: row.customerName,
    rep: r.repCode,
    repName: row.repName,
    // Ours: reps carry no region; the region of a return is its customer's (province, country).
    repRegion: [row.customerProvince, row.customerCountry === 'C' ? 'Canada' : 'USA'].filter(Boolean).join(', '),
    csr: r.csr,
    csrName: row.csrName,
    invoice: [...new Set(order.shippingJobs.flatMap((j) => j.invoices))],
    commission: r.commission,
    dateContact: r.dateContact,
    dateInfo: r.dateInfo,
    files: files.map((f) => ({ url: fileUrl(r.id, f.id), name: f.name })),
    items: detailItems,
    code: { id: r.codeId, code: row.code },
    totalItems: r.totalUnits,
    totalPriceCents: detailItems.reduce((n, i) => n + i.totalPriceCents, 0),
    totalRefundedCents: r.totalRefundCents,
    orderRefundedCents: head.orderRefundCents,
    currency: r.currency,
    job: r.job,
    charges: charges.map(({ rc, oc }) => ({
      id: rc.id,
      chargeId: oc.id,
      job: r.job,
      invoice: null,
      chargeCents: oc.amountCents,
      desc: oc.name,
      refundCents: rc.refundCents,
    })),
    shipping: shipping.map(({ rs, job }) => ({
      id: rs.id,
      chargeId: job.id,
      job: job.job,
      invoice: job.invoices[0] ?? null,
      chargeCents: job.chargeCents,
      desc: 'Shipping',
      refundCents: rs.refundCents,
    })),
    creditOrder: credit ?? null,
  };
}

export type ReturnDetail = Awaited<ReturnType<typeof returnDetail>>;

const stateText = (status: number, sub: number) => RETURN_STATUS_TEXT[returnStatusKey(status, sub)] ?? returnStatusText(status, sub);

/** What a history line says: the move with its details, or what an edit changed. */
function eventText(e: typeof returnEvents.$inferSelect, creditNumber: number | null): string {
  if (e.action === 'create') return `Created as ${stateText(e.toStatus, e.toSubStatus)}`;
  const transition = RETURN_TRANSITIONS.find((t) => t.action === e.action);
  if (!transition) return e.action === 'edit' ? `Items and refunds edited (${e.note ?? ''})` : (e.note ?? e.action);
  const details = [
    e.commission !== null ? `commission ${e.commission}%` : null,
    creditNumber !== null ? `return order #${creditNumber}` : null,
  ].filter(Boolean);
  const move = `${transition.label}: ${stateText(e.fromStatus ?? 0, e.fromSubStatus ?? 0)} → ${stateText(e.toStatus, e.toSubStatus)}`;
  return details.length ? `${move} (${details.join(', ')})` : move;
}

/** spec 001 §3.1 "Return timeline entry": posts and status changes by day (Toronto), newest day first. */
export async function returnTimeline(db: Db, user: SessionUser, id: number) {
  await loadReturnForUser(db, user, id);
  const [posts, postFiles, events] = await allQueries(db, [
    db
      .select({ post: returnComments, email: usersView.email, name: usersView.name })
      .from(returnComments)
      .leftJoin(usersView, eq(usersView.id, returnComments.userId))
      .where(eq(returnComments.returnId, id)),
    db
      .select({ id: returnFiles.id, commentId: returnFiles.commentId, name: returnFiles.name })
      .from(returnFiles)
      .where(eq(returnFiles.returnId, id)),
    db
      .select({ e: returnEvents, email: usersView.email, name: usersView.name })
      .from(returnEvents)
      .leftJoin(usersView, eq(usersView.id, returnEvents.userId))
      .where(eq(returnEvents.returnId, id)),
  ]);
  const credits = await orderRefs(
    db,
    events.flatMap(({ e }) => (e.creditOrderId ? [e.creditOrderId] : [])),
  );
  const entries = [
    ...posts.map(({ post, email, name }) => ({
      id: post.id,
      date: post.createdAt,
      returnID: id,
      type: post.type as 'comment' | 'email' | 'status',
      user: { email: email ?? '', name: name ?? 'Former user' },
      cc: post.cc,
      comment: post.comment,
      emailId: post.emailId,
      files: postFiles.filter((f) => f.commentId === post.id).map((f) => ({ path: fileUrl(id, f.id), name: f.name })),
      canDelete: mayDeleteReturnComment(user, post),
      creditOrderId: null as number | null,
    })),
    ...events.map(({ e, email, name }) => ({
      id: e.id,
      date: e.at,
      returnID: id,
      type: 'status' as const,
      user: { email: email ?? '', name: name ?? 'Former user' },
      cc: [] as string[],
      comment: eventText(e, e.creditOrderId ? (credits.get(e.creditOrderId)?.number ?? null) : null),
      emailId: null as number | null,
      files: [] as { path: string; name: string }[],
      canDelete: false,
      creditOrderId: e.creditOrderId,
    })),
  ].sort((a, b) => b.date.getTime() - a.date.getTime() || b.id - a.id);
  const byDay = new Map<string, typeof entries>();
  for (const entry of entries) {
    const day = formatToronto(entry.date, 'YYYY-MM-DD');
    byDay.set(day, [...(byDay.get(day) ?? []), entry]);
  }
  return [...byDay].map(([date, comments]) => ({ date, comments }));
}
