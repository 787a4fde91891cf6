import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { DESIGN_ORDER_STATUS as O, DESIGN_SAMPLE_STATUS as S, ORDER_STATUS, dayAfter } from '@portal/shared/core';
import type { Db } from '../../db/client';
import type { SeedContext } from '../area';
import { poNumberOf, refreshOrderSearch } from './designOrders';
import { refreshSampleSearch } from './samples';
import {
  DESIGN_SAMPLE_TABLES,
  designOrders,
  designOrderTimeline,
  designSamplePrices,
  designSampleRequests,
  designSampleTimeline,
  designVendors,
} from '../../db/tables/design-requests';
import { addAccounts } from '../../platform/accounts';
import { usersView } from '../../db/tables/platform.views';
import { orderHeadsView, orderLinesView } from '../../db/tables/orders/views';
import { designsView } from '../../db/tables/designs-color.views';

// Demo data of design sample requests and design orders (mfe-design-requests/README.md "Design
// samples and orders"): the vendors, two accounts (samples@ acts, samplesview@ only views), sample
// requests in every status (awaiting samples, awaiting approval with and without prices, approved,
// cancelled) and design orders in every status (requested, ordered with a PO, cancelled), the
// approved ones on designs that are on Approved orders (linked orders). Then generated rows, scaled
// by SEED_SCALE.

export const DESIGN_SAMPLES_DEMO_ACCOUNTS = [
  {
    email: 'samples@demo.local',
    name: 'Morgan Reyes',
    access: ['createDesignSample', 'viewDesignSample', 'createDesignOrder', 'viewDesignOrder'],
  },
  { email: 'samplesview@demo.local', name: 'Avery Chen', access: ['viewDesignSample', 'viewDesignOrder'] },
] as const;

export const DESIGN_VENDORS = [
  { number: 'V100', name: 'Shenzhen Stitch Works' },
  { number: 'V200', name: 'Dhaka Embroidery Co.' },
  { number: 'V300', name: 'Hanoi Patch & Print' },
  { number: 'V400', name: 'Lahore Apparel Trims' },
] as const;

const DAY = 24 * 60 * 60_000;

export async function seedDesignSamples(tx: Db, { scale, now, demoPasswordHash }: SeedContext): Promise<void> {
  await addAccounts(
    tx,
    DESIGN_SAMPLES_DEMO_ACCOUNTS.map((a) => ({
      email: a.email,
      name: a.name,
      passwordHash: demoPasswordHash,
      userType: 'INTERNAL' as const,
      access: [...a.access],
      createdAt: now,
    })),
  );
  const vendors = await tx
    .insert(designVendors)
    .values([...DESIGN_VENDORS])
    .returning();
  const [sampler] = await tx
    .select({ id: usersView.id, name: usersView.name })
    .from(usersView)
    .where(eq(usersView.email, 'samples@demo.local'));
  const [admin] = await tx
    .select({ id: usersView.id, name: usersView.name })
    .from(usersView)
    .where(eq(usersView.email, 'admin@demo.local'));
  const creators = [sampler, admin];

  // Designs on Approved orders first (their design orders show linked orders), then the others.
  const inUse = await tx
    .selectDistinct({ uid: designsView.uid })
    .from(orderLinesView)
    .innerJoin(orderHeadsView, eq(orderHeadsView.id, orderLinesView.orderId))
    .innerJoin(designsView, and(eq(designsView.id, orderLinesView.designId), eq(designsView.variation, orderLinesView.designVariation)))
    .where(and(eq(orderHeadsView.status, ORDER_STATUS.Approved), isNotNull(orderLinesView.designId), eq(designsView.active, true)))
    .orderBy(asc(designsView.uid))
    .limit(20);
  const wanted = 12 + 30 * scale;
  const others = await tx
    .select({ uid: designsView.uid })
    .from(designsView)
    .where(
      and(
        eq(designsView.active, true),
        inUse.length
          ? sql`${designsView.uid} not in (${sql.join(
              inUse.map((d) => sql`${d.uid}`),
              sql`, `,
            )})`
          : undefined,
      ),
    )
    .orderBy(asc(designsView.uid))
    .limit(wanted);
  // The first designs stay free for new sample requests (availableDesigns is never empty).
  const pool = [...inUse, ...others.slice(10)].slice(0, wanted);
  if (!pool.length) return;

  // The demo rows: approved first (on designs in use), then one of each other status.
  const demo: { status: number; priced: number }[] = [
    { status: S.approved, priced: 2 },
    { status: S.approved, priced: 1 },
    { status: S.approved, priced: 3 },
    { status: S.approved, priced: 2 },
    { status: S.requested, priced: 0 },
    { status: S.requested, priced: 0 },
    { status: S.received, priced: 0 },
    { status: S.received, priced: 2 },
    { status: S.cancelled, priced: 0 },
  ];
  const cycle = [S.requested, S.received, S.approved, S.cancelled, S.approved];
  const plan = pool.map((d, i) => ({
    uid: d.uid,
    ...(demo[i] ?? { status: cycle[i % cycle.length], priced: i % 3 }),
    creator: creators[i < demo.length ? 0 : i % 2],
    daysAgo: i < demo.length ? 1 + i : 10 + (i % 400),
  }));

  const samples = await tx
    .insert(designSampleRequests)
    .values(
      plan.map((p, i) => {
        const at = new Date(now.getTime() - p.daysAgo * DAY);
        const closed = p.status >= S.approved ? new Date(at.getTime() + 3 * DAY) : null;
        return {
          designUid: p.uid,
          status: p.status,
          createdBy: p.creator.id,
          dateRequested: at,
          dateRecieved: p.status >= S.received && !(p.status === S.cancelled) ? new Date(at.getTime() + 2 * DAY) : null,
          dateClosed: closed,
          vendorId: p.status === S.approved ? vendors[i % vendors.length].id : null,
          updatedAt: closed ?? at,
        };
      }),
    )
    .returning({
      id: designSampleRequests.id,
      designUid: designSampleRequests.designUid,
      vendorId: designSampleRequests.vendorId,
      status: designSampleRequests.status,
      at: designSampleRequests.dateRequested,
    });

  const entries: (typeof designSampleTimeline.$inferInsert)[] = [];
  samples.forEach((s, i) => {
    const p = plan[i];
    const at = (days: number) => new Date(s.at.getTime() + days * DAY);
    entries.push({ sampleId: s.id, kind: 'system', at: s.at, comment: `Sample requested by ${p.creator.name}.` });
    if (s.status === S.received || s.status === S.approved) {
      entries.push({
        sampleId: s.id,
        kind: 'comment',
        at: at(2),
        authorId: p.creator.id,
        comment: 'Samples arrived; stitching looks clean.',
      });
      // The approved vendor always has a price; others may too.
      const priced =
        s.status === S.approved
          ? [
              s.vendorId!,
              ...vendors
                .filter((v) => v.id !== s.vendorId)
                .slice(0, p.priced - 1)
                .map((v) => v.id),
            ]
          : vendors.slice(0, p.priced).map((v) => v.id);
      for (const vendor of priced) {
        entries.push({ sampleId: s.id, kind: 'price', at: at(2.5), authorId: p.creator.id, vendorId: vendor });
      }
    }
    if (s.status === S.approved) {
      const v = vendors.find((x) => x.id === s.vendorId)!;
      entries.push({
        sampleId: s.id,
        kind: 'system',
        at: at(3),
        comment: `Sample approved by ${p.creator.name} with vendor ${v.number} - ${v.name}.`,
      });
    }
    if (s.status === S.cancelled)
      entries.push({ sampleId: s.id, kind: 'system', at: at(3), comment: `Request cancelled by ${p.creator.name}.` });
  });
  const inserted: { id: number; sampleId: number; vendorId: number | null; kind: string }[] = [];
  for (let i = 0; i < entries.length; i += 1000)
    inserted.push(
      ...(await tx
        .insert(designSampleTimeline)
        .values(entries.slice(i, i + 1000))
        .returning({
          id: designSampleTimeline.id,
          sampleId: designSampleTimeline.sampleId,
          vendorId: designSampleTimeline.vendorId,
          kind: designSampleTimeline.kind,
        })),
    );
  const prices = inserted
    .filter((e) => e.kind === 'price')
    .flatMap((e, k) => [
      { entryId: e.id, sampleId: e.sampleId, price: (4.5 + (k % 7) * 0.35).toFixed(2), quantity: 100 },
      { entryId: e.id, sampleId: e.sampleId, price: (3.9 + (k % 5) * 0.3).toFixed(2), quantity: 500 },
    ]);
  for (let i = 0; i < prices.length; i += 1000) await tx.insert(designSamplePrices).values(prices.slice(i, i + 1000));
  await refreshSampleSearch(tx, 'all');

  // Design orders on approved samples: the demo's first three (requested, ordered, cancelled), then generated.
  const approved = samples.filter((s) => s.status === S.approved);
  const orderStatus = [O.requested, O.ordered, O.cancelled, O.requested, O.ordered];
  const orderRows = approved.map((s, i) => {
    const status = orderStatus[i % orderStatus.length];
    const creator = i < 5 ? sampler : creators[i % 2];
    const createdOn = new Date(s.at.getTime() + 4 * DAY);
    return {
      designUid: s.designUid,
      sampleId: s.id,
      vendorId: s.vendorId!,
      status,
      quantity: 50 * (1 + (i % 10)),
      createdBy: creator.id,
      createdOn,
      dateOrdered: status === O.ordered ? new Date(createdOn.getTime() + DAY) : null,
      dateRequired: status === O.ordered ? dayAfter(now, 30 + (i % 20)) : null,
      updatedAt: createdOn,
      creatorName: creator.name,
    };
  });
  if (orderRows.length) {
    const made = await tx
      .insert(designOrders)
      .values(orderRows.map(({ creatorName: _c, ...r }) => r))
      .returning({ id: designOrders.id, status: designOrders.status, createdOn: designOrders.createdOn });
    const orderEntries: (typeof designOrderTimeline.$inferInsert)[] = [];
    for (const [i, o] of made.entries()) {
      const r = orderRows[i];
      const po = o.status === O.ordered ? poNumberOf(o.id) : null;
      if (po) await tx.update(designOrders).set({ po }).where(eq(designOrders.id, o.id));
      orderEntries.push({
        orderId: o.id,
        kind: 'system',
        at: o.createdOn,
        comment: `Order of ${r.quantity} requested by ${r.creatorName}.`,
      });
      if (po)
        orderEntries.push({
          orderId: o.id,
          kind: 'system',
          at: r.dateOrdered!,
          comment: `PO ${po} created by ${r.creatorName}; required ${r.dateRequired}.`,
        });
      if (o.status === O.cancelled)
        orderEntries.push({
          orderId: o.id,
          kind: 'system',
          at: new Date(o.createdOn.getTime() + DAY),
          comment: `Order cancelled by ${r.creatorName}.`,
        });
    }
    for (let i = 0; i < orderEntries.length; i += 1000) await tx.insert(designOrderTimeline).values(orderEntries.slice(i, i + 1000));
    await refreshOrderSearch(tx, 'all');
  }
  for (const table of DESIGN_SAMPLE_TABLES) await tx.execute(sql`analyze ${sql.identifier(table)}`);
}
