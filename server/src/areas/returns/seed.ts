import { sql } from 'drizzle-orm';
import {
  draftProblem,
  draftTotals,
  emptyDraft,
  lineLeftCents,
  ORDER_STATUS,
  refundForSizes,
  RETURN_APPROVAL_TIER_CENTS,
  RETURN_ORDER_TYPE,
  sizeLeft,
  takeReturn,
  unitsOf,
  type RefundDraft,
  refundOrderFrom,
  type RefundOrder,
} from '@portal/shared/core';
import type { Db } from '../../db/client';
import type { SeedContext } from '../area';
import { type Mail, recordSentMails } from '../../platform/outbox';
import { bulkInsert } from '../../platform/bulkInsert';
import { createOrders, orderIdsInStatus, readOrderContents, type OrderContents } from '../orders';
import { cancelCreditOrder, creditOrderDraft, creditOrderLines } from './creditOrder';
import { returnSearchText } from './returnWrites';
import {
  returnCharges,
  returnCodes,
  returnComments,
  returnEvents,
  returnItems,
  returnItemSizes,
  returns,
  returnShipping,
} from '../../db/tables/returns';
import { usersView } from '../../db/tables/platform.views';
import { ensureOrderType } from '../directory';
import { customersView } from '../../db/tables/directory.views';

// Returns demo data: the return codes, and about 0.9 returns per shipped order of the seeded order
// set (≈ 500 × SEED_SCALE), in every status and sub-status of the state machine. Every return is
// built with the same refundMath the forms and the server use, against what the order shipped and
// what its earlier returns already took, so no return takes back more than was shipped or refunds
// more than is left. Returns past the order approval have their return (credit) order, made from
// the same creditOrderDraft as a live approval by the orders door's createOrders; their history
// walks the state machine with who and when. Shipped orders are read a chunk at a time (the orders
// door's reads); rows go in with bulk inserts.

export const RETURN_CODE_SEED: readonly { code: string; resolution: 2 | 3 | 4 }[] = [
  { code: 'Damaged in Transit', resolution: 2 },
  { code: 'Pricing Error', resolution: 2 },
  { code: 'Late Delivery', resolution: 2 },
  { code: 'Wrong Item Shipped', resolution: 3 },
  { code: 'Wrong Size Ordered', resolution: 3 },
  { code: 'Customer Changed Mind', resolution: 3 },
  { code: 'Decoration Defect', resolution: 4 },
  { code: 'Garment Defect', resolution: 4 },
];

const CHUNK = 2_000;
const DAY = 86_400_000;

type Rand = () => number;
function prng(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const int = (r: Rand, min: number, max: number) => min + Math.floor(r() * (max - min + 1));
const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)];

/** State keys (10*status+sub) by weight; the first returns take each state once, so every state exists. */
const STATE_WEIGHTS: readonly (readonly [number, number])[] = [
  [10, 16],
  [11, 8],
  [20, 10],
  [21, 6],
  [22, 14],
  [32, 12],
  [40, 6],
  [41, 4],
  [42, 8],
  [990, 10],
];
function drawState(r: Rand): number {
  let x = r() * STATE_WEIGHTS.reduce((s, [, w]) => s + w, 0);
  for (const [key, w] of STATE_WEIGHTS) if ((x -= w) < 0) return key;
  return 10;
}

/** The moves that lead from creation to a state (returnFlow's transitions). */
function pathTo(key: number, r: Rand): { action: string; status: number; sub: number }[] {
  const status = Math.floor(key / 10);
  const sub = key % 10;
  const created = { action: 'create', status: 1, sub: 0 };
  if (status === 1) return sub === 1 ? [created, { action: 'awaitingGoods', status: 1, sub: 1 }] : [created];
  if (status === 99) {
    // Cancelled straight away, or after the order approval (the return order is then cancelled too).
    const res = r() < 0.5 ? [2, 'approveOrder'] : r() < 0.5 ? [4, 'approveOrder'] : null;
    return res
      ? [created, { action: 'approveOrder', status: res[0] as number, sub: 0 }, { action: 'cancel', status: 99, sub: 0 }]
      : [created, { action: 'cancel', status: 99, sub: 0 }];
  }
  if (status === 3) return [created, { action: 'approveOrder', status: 3, sub: 2 }];
  const steps = [created, { action: 'approveOrder', status, sub: 0 }];
  if (sub >= 1 && (sub === 1 || r() < 0.5)) steps.push({ action: 'awaitingGoods', status, sub: 1 });
  if (sub === 2) steps.push({ action: status === 2 ? 'approveRefund' : 'approveRestock', status, sub: 2 });
  return steps;
}

const COMMENTS = [
  'Customer called about the return; goods will be picked up by the courier.',
  'Photos of the damage received, see the attachment on the e-mail.',
  'Please confirm the refund amount with the customer before approval.',
  'Repair estimate requested from production.',
  'Customer agreed to a partial refund for the mis-printed units.',
  'Goods received at the warehouse and inspected.',
  'Credit to be applied to the next order, per the rep.',
];

interface OrderData extends OrderContents {
  refund: RefundOrder;
}

async function loadChunk(tx: Db, afterId: number): Promise<OrderData[]> {
  const contents = await readOrderContents(tx, await orderIdsInStatus(tx, ORDER_STATUS.Shipped, afterId, CHUNK));
  return contents.map((data) => ({
    ...data,
    refund: refundOrderFrom({
      totalCents: data.order.totalCents,
      earlierRefundCents: 0,
      items: data.items.map((i) => ({
        id: i.id,
        finalPriceCents: i.finalPriceCents,
        refundedCents: 0,
        sizes: data.sizes
          .filter((s) => s.itemId === i.id)
          .map((s) => ({
            id: s.id,
            shippedC: s.shippedC,
            shippedU: s.shippedU,
            returnedC: 0,
            returnedU: 0,
            upchargeCents: i.sizeUpcharges[s.size] ?? 0,
          })),
      })),
      charges: data.charges.map((c) => ({ id: c.id, code: c.code, amountCents: c.amountCents, refundedCents: 0 })),
      shipping: data.shippingJobs.map((j) => ({ id: j.id, amountCents: j.chargeCents, refundedCents: 0 })),
    }),
  }));
}

/** A partial return of what the order has left: some items, some units, sometimes a charge or freight. */
function draftFor(r: Rand, refund: RefundOrder, codeId: number): RefundDraft | null {
  let draft: RefundDraft = { ...emptyDraft(refund), codeId };
  const items = refund.items.filter((i) => i.sizes.some((s) => sizeLeft(s).C + sizeLeft(s).U > 0));
  if (!items.length) return null;
  const chosen = items.filter((_, n) => n === 0 || r() < 0.5);
  for (const item of chosen) {
    const sizes = item.sizes.map((s) => {
      const left = sizeLeft(s);
      const share = r() < 0.3 ? 1 : r() * 0.6;
      return { id: s.id, C: Math.min(left.C, Math.round(left.C * share)), U: Math.min(left.U, Math.round(left.U * share)) };
    });
    if (unitsOf(sizes) === 0) {
      const first = item.sizes.findIndex((s) => sizeLeft(s).C + sizeLeft(s).U > 0);
      if (first < 0) continue;
      const left = sizeLeft(item.sizes[first]);
      sizes[first] = left.C > 0 ? { ...sizes[first], C: 1 } : { ...sizes[first], U: 1 };
    }
    let refundCents = refundForSizes(item, sizes);
    // Sometimes a partial refund for the units (a goodwill discount on damaged goods).
    if (r() < 0.2) refundCents = Math.max(1, Math.round(refundCents * (0.5 + r() * 0.4)));
    if (refundCents === 0) continue;
    draft.items = draft.items.map((d) => (d.id === item.id ? { id: item.id, sizes, refundCents } : d));
  }
  const charge = refund.charges.find((c) => lineLeftCents(c) > 0);
  if (charge && r() < 0.25)
    draft.charges = draft.charges.map((d) =>
      d.id === charge.id ? { ...d, refundCents: r() < 0.5 ? lineLeftCents(charge) : Math.ceil(lineLeftCents(charge) / 2) } : d,
    );
  const job = refund.shipping.find((s) => lineLeftCents(s) > 0);
  if (job && r() < 0.2) draft.shipping = draft.shipping.map((d) => (d.id === job.id ? { ...d, refundCents: lineLeftCents(job) } : d));
  if (draftProblem(refund, draft) === 'totalTooHigh')
    draft = { ...draft, charges: emptyDraft(refund).charges, shipping: emptyDraft(refund).shipping };
  return draftProblem(refund, draft) ? null : draft;
}

export async function seedReturns(tx: Db, { faker, now }: SeedContext): Promise<void> {
  const rand = prng(faker.number.int({ min: 1, max: 2 ** 31 }));
  const codes = await tx
    .insert(returnCodes)
    .values([...RETURN_CODE_SEED])
    .returning();
  await ensureOrderType(tx, { code: RETURN_ORDER_TYPE.code, name: RETURN_ORDER_TYPE.name });
  const people = await tx
    .select({ id: usersView.id, email: usersView.email, name: usersView.name, access: usersView.access, repCode: usersView.repCode })
    .from(usersView);
  const editors = people.filter((u) => u.access.some((a) => a === 'orderEdit' || a === 'approveReturns' || a === 'approve5kReturns'));
  const approvers = people.filter((u) => u.access.some((a) => a === 'approveReturns' || a === 'approve5kReturns'));
  const seniors = people.filter((u) => u.access.includes('approve5kReturns'));
  const customerNames = new Map(
    (await tx.select({ numb: customersView.numb, name: customersView.name }).from(customersView)).map((c) => [c.numb, c.name]),
  );
  let nextReturnNumber = 10_001;
  let made = 0;
  const nowMs = now.getTime();

  for (let afterId = 0; ; ) {
    const chunk = await loadChunk(tx, afterId);
    if (!chunk.length) break;
    afterId = chunk[chunk.length - 1].order.id;

    interface Plan {
      data: OrderData;
      draft: RefundDraft;
      number: number;
      createdAt: number;
      steps: { action: string; status: number; sub: number; at: number; userId: number; commission: number | null }[];
      credit: number | null;
    }
    const plans: Plan[] = [];
    for (const data of chunk) {
      const x = rand();
      const count = x < 0.72 ? 1 : x < 0.82 ? 2 : 0;
      for (let k = 0; k < count; k++) {
        const key = made < STATE_WEIGHTS.length ? STATE_WEIGHTS[made][0] : drawState(rand);
        const status = Math.floor(key / 10);
        const fitting = codes.filter((c) => status === 1 || status === 99 || c.resolution === status);
        const path = pathTo(key, rand);
        const approved = path.find((p) => p.action === 'approveOrder');
        const code = approved
          ? pick(
              rand,
              codes.filter((c) => c.resolution === approved.status),
            )
          : pick(rand, fitting);
        const draft = draftFor(rand, data.refund, code.id);
        if (!draft) continue;
        takeReturn(data.refund, draft);
        const total = draftTotals(draft).refundCents;
        const shippedMs = data.order.updatedAt.getTime();
        const createdAt = shippedMs + Math.floor((nowMs - shippedMs) * (0.05 + rand() * 0.6));
        const span = Math.max(60_000, nowMs - createdAt - 60_000);
        const steps = path.map((p, n) => {
          const isApproval = p.action.startsWith('approve');
          const who = isApproval ? (total > RETURN_APPROVAL_TIER_CENTS ? pick(rand, seniors) : pick(rand, approvers)) : pick(rand, editors);
          const commission = p.action === 'approveRefund' || p.action === 'approveRestock' ? pick(rand, [100, 100, 50, 25, 0]) : null;
          return { ...p, at: createdAt + Math.floor((span * n) / path.length), userId: who.id, commission };
        });
        plans.push({ data, draft, number: nextReturnNumber++, createdAt, steps, credit: null });
        made++;
      }
    }

    // Return orders first: the returns point at them. Made as the order approval makes them, then
    // cancelled as a cancel after the approval cancels them.
    const creditPlans = plans.filter((p) => p.steps.some((s) => s.action === 'approveOrder'));
    const credits = await createOrders(
      tx,
      creditPlans.map((p) => {
        const { data, draft } = p;
        const approval = p.steps.find((s) => s.action === 'approveOrder')!;
        const lines = creditOrderLines(
          draft.items
            .filter((d) => unitsOf(d.sizes) > 0)
            .map((d) => ({
              item: data.items.find((i) => i.id === d.id)!,
              sizes: d.sizes.map((q) => ({ size: data.sizes.find((s) => s.id === q.id)!.size, C: q.C, U: q.U })),
              refundCents: d.refundCents,
            })),
          draft.charges.map((d) => {
            const c = data.charges.find((x) => x.id === d.id)!;
            return { code: c.code, name: c.name, refundCents: d.refundCents };
          }),
          draft.shipping.map((d) => ({ job: data.shippingJobs.find((j) => j.id === d.id)!.job, refundCents: d.refundCents })),
        );
        const credit = {
          returnNumber: p.number,
          repCode: data.order.repCode,
          csr: data.order.csr,
          userId: approval.userId,
          at: new Date(approval.at),
        };
        return creditOrderDraft(credit, data.order, lines);
      }),
    );
    for (const [n, p] of creditPlans.entries()) {
      p.credit = credits[n].id;
      const cancelled = p.steps.find((s) => s.action === 'cancel');
      if (cancelled) await cancelCreditOrder(tx, p.credit, p.number, cancelled.userId, new Date(cancelled.at));
    }

    // The returns and their lines.
    const returnRows = plans.map((p): typeof returns.$inferInsert => {
      const last = p.steps[p.steps.length - 1];
      const totals = draftTotals(p.draft);
      const commission = p.steps.find((s) => s.commission !== null)?.commission ?? 100;
      const o = p.data.order;
      return {
        number: p.number,
        orderId: o.id,
        orderNumber: o.number,
        job: o.job,
        currency: o.currency,
        customerNumb: o.customerNumb,
        repCode: o.repCode,
        csr: o.csr,
        codeId: p.draft.codeId!,
        status: last.status,
        subStatus: last.sub,
        comment: rand() < 0.5 ? pick(rand, COMMENTS) : null,
        commission,
        dateContact: new Date(p.createdAt - int(rand, 0, 3) * DAY).toISOString().slice(0, 10),
        dateInfo: rand() < 0.6 ? new Date(p.createdAt + int(rand, 0, 5) * DAY).toISOString().slice(0, 10) : null,
        totalUnits: totals.units,
        totalRefundCents: totals.refundCents,
        creditOrderId: p.credit,
        createdAt: new Date(p.createdAt),
        updatedAt: new Date(last.at),
        createdBy: p.steps[0].userId,
        closedOn: last.status === 99 || last.sub === 2 ? new Date(last.at) : null,
        searchText: returnSearchText({
          number: p.number,
          orderNumber: o.number,
          customerNumb: o.customerNumb,
          customerName: customerNames.get(o.customerNumb) ?? '',
          job: o.job,
        }),
      };
    });
    const returnIds = await bulkInsert(tx, returns, returnRows);
    const itemRows: (typeof returnItems.$inferInsert)[] = [];
    const itemSizes: { returnId: number; sizes: { id: number; C: number; U: number }[] }[] = [];
    const chargeRows: (typeof returnCharges.$inferInsert)[] = [];
    const shippingRows: (typeof returnShipping.$inferInsert)[] = [];
    const eventRows: (typeof returnEvents.$inferInsert)[] = [];
    const commentRows: (typeof returnComments.$inferInsert)[] = [];
    const mails: { index: number; mail: Mail & { at: Date } }[] = [];
    plans.forEach((p, n) => {
      const returnId = returnIds[n];
      for (const d of p.draft.items) {
        if (unitsOf(d.sizes) === 0 && d.refundCents === 0) continue;
        itemRows.push({ returnId, orderItemId: d.id, refundCents: d.refundCents });
        itemSizes.push({ returnId, sizes: d.sizes.filter((q) => q.C + q.U > 0) });
      }
      for (const d of p.draft.charges)
        if (d.refundCents > 0) chargeRows.push({ returnId, orderChargeId: d.id, refundCents: d.refundCents });
      for (const d of p.draft.shipping)
        if (d.refundCents > 0) shippingRows.push({ returnId, shippingJobId: d.id, refundCents: d.refundCents });
      p.steps.forEach((s, k) => {
        const before = k > 0 ? p.steps[k - 1] : null;
        eventRows.push({
          returnId,
          action: s.action,
          fromStatus: before?.status ?? null,
          fromSubStatus: before?.sub ?? null,
          toStatus: s.status,
          toSubStatus: s.sub,
          userId: s.userId,
          at: new Date(s.at),
          commission: s.commission,
          creditOrderId: s.action === 'approveOrder' ? p.credit : null,
        });
      });
      const posts = rand() < 0.4 ? (rand() < 0.25 ? 2 : 1) : 0;
      for (let k = 0; k < posts; k++) {
        const author =
          rand() < 0.2
            ? (people.find((u) => u.repCode === p.data.order.repCode && !u.access.includes('orderEdit')) ?? pick(rand, editors))
            : pick(rand, editors);
        const at = new Date(p.createdAt + Math.floor(((nowMs - p.createdAt) * (k + 1)) / (posts + 2)));
        const comment = pick(rand, COMMENTS);
        const cc =
          rand() < 0.15
            ? [
                `${faker.internet
                  .username()
                  .toLowerCase()
                  .replace(/[^a-z0-9._-]/g, '')}@example.com`,
              ]
            : [];
        if (cc.length) {
          mails.push({
            index: commentRows.length,
            mail: {
              to: cc,
              cc: [author.email],
              subject: `Return #${p.number}: a comment from ${author.name}`,
              text: comment,
              at,
            },
          });
        }
        commentRows.push({ returnId, userId: author.id, type: cc.length ? 'email' : 'comment', comment, cc, emailId: null, createdAt: at });
      }
    });
    const itemIds = await bulkInsert(tx, returnItems, itemRows);
    const sizeRows: (typeof returnItemSizes.$inferInsert)[] = [];
    itemSizes.forEach(({ returnId, sizes }, n) => {
      for (const q of sizes) sizeRows.push({ returnItemId: itemIds[n], returnId, orderItemSizeId: q.id, qtyC: q.C, qtyU: q.U });
    });
    await bulkInsert(tx, returnItemSizes, sizeRows);
    await bulkInsert(tx, returnCharges, chargeRows);
    await bulkInsert(tx, returnShipping, shippingRows);
    await bulkInsert(tx, returnEvents, eventRows);
    // Posts with cc were e-mailed: their outbox rows (already sent) carry the post's emailId.
    const mailIds = await recordSentMails(
      tx,
      mails.map((m) => m.mail),
    );
    mails.forEach((m, n) => (commentRows[m.index].emailId = mailIds[n]));
    await bulkInsert(tx, returnComments, commentRows);
  }
  await tx.execute(sql`select setval('returns_number_seq', ${Math.max(10_001, nextReturnNumber - 1)}, ${nextReturnNumber > 10_001})`);
  // PGlite has no autovacuum: without statistics the planner ignores the list's indexes. The
  // order tables got the return orders.
  for (const table of [
    'returns',
    'return_items',
    'return_item_sizes',
    'return_events',
    'return_comments',
    'return_counts',
    'orders',
    'order_items',
    'order_item_sizes',
    'order_charges',
  ]) {
    await tx.execute(sql`analyze ${sql.identifier(table)}`);
  }
}
