import { sql } from 'drizzle-orm';
import { COLLECTION_ORDER_TYPES, FREIGHT_CHARGE_CODE, ORDER_STATUS, ORDER_TYPE_CODES, RUSH_CHARGE } from '@portal/shared/core';
import type { Db } from '../../../db/client';
import type { SeedContext } from '../../area';
import { COLOURS, productImageFile, STYLES, type Style } from './catalogue';
import {
  orderCharges,
  orderItems,
  orderItemSizes,
  orders,
  orderStatusHistory,
  shippingJobItems,
  shippingJobs,
} from '../../../db/tables/orders/model';
import { bulkInsert } from '../../../platform/bulkInsert';
import { rebuildOrderCounts } from './orderWrites';
import { searchTextOf } from './searchText';
import { usersView } from '../../../db/tables/platform.views';
import { csrsView, customersView, repsView } from '../../../db/tables/directory.views';

// Orders demo data: 2,000 × SEED_SCALE orders over every status and sub-status, both currencies,
// every order type (license collections and colour stories included), with items and size grids,
// charges, a status history that walks the flow up to the order's status, and shipping jobs with
// invoices whose quantities are what the sizes say was shipped. Generated and inserted a chunk of
// orders at a time (multi-row inserts of up to 1,000 rows), so the 200,000-order benchmark set
// never holds more than one chunk in memory. Deterministic: one PRNG seeded from the area's faker.

const ORDERS_PER_SCALE = 2_000;
/**
 * Decorated items name designs D10000 onwards, this many ids per scale (each in variations 1-4):
 * a pool small enough that the designs seed makes every one of them a design with its art, as a
 * real order names a design of the library (designs-color/seed.ts).
 */
const ORDER_DESIGN_IDS_PER_SCALE = 40;
const CHUNK = 1_000;
const DAY = 86_400_000;

type Rand = () => number;
/** mulberry32: a small fast PRNG (faker per row would dominate the seed time at scale 100). */
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
function weighted<T>(r: Rand, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((s, [, w]) => s + w, 0);
  let x = r() * total;
  for (const [value, w] of entries) if ((x -= w) < 0) return value;
  return entries[entries.length - 1][0];
}

const STATUS_WEIGHTS = [
  [ORDER_STATUS.Saved, 14],
  [ORDER_STATUS.AwaitingArt, 9],
  [ORDER_STATUS.ArtRequested, 8],
  [ORDER_STATUS.ArtCompleted, 7],
  [ORDER_STATUS.AwaitingArtConf, 6],
  [ORDER_STATUS.ManagersApproval, 10],
  [ORDER_STATUS.Approved, 12],
  [ORDER_STATUS.Shipped, 28],
  [ORDER_STATUS.Cancelled, 6],
] as const;
const ORDER_TYPE_WEIGHTS = [
  ['200', 55],
  ['205', 4],
  [ORDER_TYPE_CODES.sellSheet, 9],
  [ORDER_TYPE_CODES.event, 4],
  [ORDER_TYPE_CODES.licenseCollection, 6],
  [ORDER_TYPE_CODES.colorStory, 5],
  ['240', 5],
  ['250', 3],
  ['260', 7],
] as const;
const DECORATION = [
  ['EMB', 35],
  ['SCR', 35],
  ['SUB', 8],
  ['DTF', 12],
  ['BLK', 10],
] as const;
const TAGS = [
  'Golf',
  'Hockey',
  'Corporate',
  'Tournament',
  'Back to School',
  'Holiday',
  'Fundraiser',
  'Staff Uniform',
  'Team Store',
  'Reorder',
];
const DEPARTMENTS = ['Corporate', 'Golf', 'Pro Sports', 'Licensing', 'Education', 'Events'];
const BDAS = ['Morgan Reyes', 'Jamie Cole', 'Avery Singh', 'Quinn Tremblay'];
const LEAGUES = ['NHL', 'NFL', 'MLB', 'NBA', 'CFL', 'MLS'];
const SEASONS = ['Spring', 'Summer', 'Fall', 'Holiday', 'Winter'];
const COLOR_STORY_NAMES = ['Coastal Blues', 'Autumn Harvest', 'Heritage Reds', 'Forest Walk', 'Sunset Glow', 'Monochrome'];
const CHARGE_NAMES: Record<string, string> = {
  FRT: 'Freight',
  SET: 'Setup',
  [RUSH_CHARGE.code]: RUSH_CHARGE.name,
  DIG: 'Digitizing',
  DISC: 'Discount',
};
/** Production operation codes a job is made of (searched by 'Job Codes', filtered by jobCode). */
const JOB_CODES = ['EMB-L', 'EMB-C', 'EMB-3D', 'SCR-1', 'SCR-4', 'SCR-6', 'SUB', 'DTF', 'HT', 'PATCH', 'LASER', 'FOIL', 'PUFF', 'NAMES'];
const SHIP_VIA = ['UPS Ground', 'Purolator', 'FedEx Ground', 'Canpar', 'Customer Pick-up'];

interface SizeRef {
  id: number;
  orderId: number;
  itemId: number;
  shippedC: number;
  shippedU: number;
}

interface CustomerRef {
  numb: string;
  name: string;
  billToNumb: string | null;
  buyingGroup: string | null;
  repCode: string | null;
  csrCode: string | null;
  country: 'C' | 'U';
  province: string | null;
}

export async function seedOrders(tx: Db, { scale, faker, now }: SeedContext): Promise<void> {
  const skipped = await skipForeignKeyChecksIfAllowed(tx);
  try {
    await seedOrderRows(tx, { scale, faker, now });
  } finally {
    // The areas seeded after this one get their checks (and triggers) back.
    if (skipped) await tx.execute(sql`set local session_replication_role = origin`);
  }
  // Triggers were skipped with the checks: the counters' summary is rebuilt from the orders.
  await rebuildOrderCounts(tx);
  // The demo orders carry their own numbers (and invoices theirs): the sequences move past them, so
  // the orders the areas seeded next create (createOrders) draw the numbers that follow (0016).
  await tx.execute(sql`select sync_number_sequences()`);
  // PGlite has no autovacuum: without statistics the planner ignores the list indexes.
  for (const table of [
    'orders',
    'order_items',
    'order_item_sizes',
    'order_status_history',
    'shipping_jobs',
    'shipping_job_items',
    'order_counts',
  ]) {
    await tx.execute(sql`analyze ${sql.identifier(table)}`);
  }
}

async function seedOrderRows(tx: Db, { scale, faker, now }: Pick<SeedContext, 'scale' | 'faker' | 'now'>): Promise<void> {
  const rand = prng(faker.number.int({ min: 1, max: 2 ** 31 }));
  const customerRows: CustomerRef[] = await tx.select().from(customersView);
  const repNames = new Map((await tx.select({ code: repsView.code, name: repsView.name }).from(repsView)).map((r) => [r.code, r.name]));
  const csrCodes = (await tx.select({ code: csrsView.code }).from(csrsView)).map((c) => c.code);
  const people = await tx
    .select({ id: usersView.id, email: usersView.email, repCode: usersView.repCode, access: usersView.access })
    .from(usersView);
  const staffIds = people.filter((u) => u.access.includes('orderEdit') || u.access.includes('order')).map((u) => u.id);
  const repUserByCode = new Map(people.filter((u) => u.repCode && u.repCode !== '000').map((u) => [u.repCode!, u.id]));

  const customerByNumb = new Map(customerRows.map((c) => [c.numb, c]));
  const regular = customerRows.filter((c) => c.numb !== '90000');
  const employee = customerRows.find((c) => c.numb === '90000');
  const designIds = Math.max(1, Math.round(ORDER_DESIGN_IDS_PER_SCALE * scale));
  const total = Math.max(200, Math.round(ORDERS_PER_SCALE * scale));
  const span = 730 * DAY; // two years of orders
  const nowMs = now.getTime();
  let invoiceNo = 700_000;

  for (let start = 0; start < total; start += CHUNK) {
    const count = Math.min(CHUNK, total - start);
    const headers: (typeof orders.$inferInsert)[] = [];
    const plans: OrderPlan[] = [];
    for (let k = 0; k < count; k++) {
      const i = start + k;
      // Older orders are further along: the status is drawn, then the age fits it.
      const status = weighted(rand, STATUS_WEIGHTS);
      const orderType = status === ORDER_STATUS.Cancelled || rand() < 0.98 ? weighted(rand, ORDER_TYPE_WEIGHTS) : '270';
      const customer = orderType === '270' && employee ? employee : pick(rand, regular);
      const settled = status >= ORDER_STATUS.Approved;
      const ageDays = settled ? int(rand, 10, 729) : int(rand, 0, status === ORDER_STATUS.Saved ? 200 : 120);
      const createdMs = Math.max(nowMs - span, nowMs - ageDays * DAY - int(rand, 0, DAY - 1));
      const updatedMs = Math.min(
        nowMs - int(rand, 0, 3_600_000),
        createdMs + int(rand, 1, Math.max(2, ageDays)) * DAY * 0.6 + int(rand, 60_000, 8 * 3_600_000),
      );
      const repCode = customer.repCode ?? '000';
      const collection = (COLLECTION_ORDER_TYPES as readonly string[]).includes(orderType);
      const subStatus =
        status === ORDER_STATUS.ManagersApproval
          ? weighted(rand, [
              [4, 40],
              [1, 30],
              [null, 30],
            ] as const)
          : null;
      const currency = customer.country === 'C' ? 'CAD' : 'USD';
      const number = 100_001 + i;
      const hasJob = settled || (status >= ORDER_STATUS.ArtCompleted && rand() < 0.5);
      const job = hasJob ? `J${String(400_000 + i)}` : null;
      const league = pick(rand, LEAGUES);
      const po = collection
        ? orderType === ORDER_TYPE_CODES.licenseCollection
          ? `${league} ${pick(rand, SEASONS)} ${2025 + int(rand, 0, 1)} Collection`
          : `${pick(rand, COLOR_STORY_NAMES)} Color Story`
        : rand() < 0.8
          ? `PO-${int(rand, 1000, 99999)}`
          : null;
      const quote = rand() < 0.45 ? `Q${int(rand, 100_000, 999_999)}` : null;
      const jobCodes = job ? [...new Set(Array.from({ length: int(rand, 1, 3) }, () => pick(rand, JOB_CODES)))] : [];
      const collectionStart = collection ? isoDate(createdMs + 30 * DAY) : null;
      const createdBy = repUserByCode.get(repCode) && rand() < 0.6 ? repUserByCode.get(repCode)! : pick(rand, staffIds);
      const header: typeof orders.$inferInsert = {
        number,
        customerNumb: customer.numb,
        billToNumb: customer.billToNumb ?? customer.numb,
        repCode,
        csr: customer.csrCode ?? pick(rand, csrCodes),
        csr2: rand() < 0.3 ? pick(rand, csrCodes) : null,
        type: weighted(rand, DECORATION),
        orderType,
        currency,
        po,
        quote,
        job,
        jobCodes,
        tags: rand() < 0.6 ? [...new Set(Array.from({ length: int(rand, 1, 2) }, () => pick(rand, TAGS)))] : [],
        department: pick(rand, DEPARTMENTS),
        credit: weighted(rand, [
          ['OK', 85],
          ['HOLD', 5],
          ['COD', 5],
          ['PREPAID', 5],
        ] as const),
        alloc: settled
          ? 'A'
          : weighted(rand, [
              ['N', 60],
              ['P', 25],
              ['A', 15],
            ] as const),
        bda: rand() < 0.15 ? pick(rand, BDAS) : null,
        buyingGroup: customer.buyingGroup,
        scheduledShipDate:
          status >= ORDER_STATUS.ManagersApproval && status !== ORDER_STATUS.Cancelled ? isoDate(updatedMs + int(rand, 3, 30) * DAY) : null,
        dateRequired: new Date(Math.floor((createdMs + int(rand, 14, 60) * DAY) / DAY) * DAY + 21 * 3_600_000),
        rush: rand() < 0.08,
        event: orderType === ORDER_TYPE_CODES.event || rand() < 0.02,
        onHold: status <= ORDER_STATUS.ManagersApproval && rand() < 0.04,
        status,
        subStatus,
        createdAt: new Date(createdMs),
        updatedAt: new Date(updatedMs),
        createdBy,
        artRequested:
          status >= ORDER_STATUS.ArtRequested && status !== ORDER_STATUS.Cancelled
            ? new Date(createdMs + (updatedMs - createdMs) * 0.3)
            : null,
        leagueApprovalRequired: orderType === ORDER_TYPE_CODES.licenseCollection || rand() < 0.05,
        lastReminder: subStatus === 4 && rand() < 0.5 ? new Date(updatedMs + int(rand, 1, 5) * DAY) : null,
        contracts: orderType === ORDER_TYPE_CODES.licenseCollection ? [league] : [],
        loyaltyLeague: rand() < 0.05 ? league : null,
        collectionStart,
        collectionEnd: collection && rand() < 0.7 ? isoDate(createdMs + int(rand, 90, 200) * DAY) : null,
        imageType: collection ? (rand() < 0.6 ? 'M' : 'V') : null,
      };
      if (header.lastReminder && header.lastReminder.getTime() > nowMs) header.lastReminder = new Date(nowMs - DAY);
      const plan = planItems(rand, header, status, customer, designIds);
      header.totalCents = plan.totalCents;
      header.itemCount = plan.items.length;
      header.searchText = searchTextOf({ ...header, customerName: customer.name, repName: repNames.get(repCode) ?? '' });
      headers.push(header);
      plans.push(plan);
    }

    const inserted = (await bulkInsert(tx, orders, headers)).map((id) => ({ id }));
    const itemRows: (typeof orderItems.$inferInsert)[] = [];
    const chargeRows: (typeof orderCharges.$inferInsert)[] = [];
    const historyRows: (typeof orderStatusHistory.$inferInsert)[] = [];
    inserted.forEach(({ id }, k) => {
      const plan = plans[k];
      const header = headers[k];
      for (const item of plan.items) itemRows.push({ ...item.row, orderId: id });
      for (const charge of plan.charges) chargeRows.push({ ...charge, orderId: id });
      historyRows.push(...historyOf(rand, id, header, staffIds));
    });
    const itemIds = (await bulkInsert(tx, orderItems, itemRows)).map((id) => ({ id }));
    const sizeRows: (typeof orderItemSizes.$inferInsert)[] = [];
    let itemIndex = 0;
    inserted.forEach(({ id }, k) => {
      for (const item of plans[k].items) {
        const itemId = itemIds[itemIndex++].id;
        item.sizes.forEach((size, s) => sizeRows.push({ ...size, itemId, orderId: id, sortOrder: s }));
      }
    });
    const sizeIds: SizeRef[] = (await bulkInsert(tx, orderItemSizes, sizeRows)).map((id, n) => {
      const row = sizeRows[n];
      return { id, orderId: row.orderId, itemId: row.itemId, shippedC: row.shippedC ?? 0, shippedU: row.shippedU ?? 0 };
    });
    await bulkInsert(tx, orderCharges, chargeRows);
    await bulkInsert(tx, orderStatusHistory, historyRows);

    // Shipping jobs: whatever a size says was shipped was sent by one or two jobs of that order.
    const shippedByOrder = new Map<number, typeof sizeIds>();
    for (const size of sizeIds) {
      if (size.shippedC + size.shippedU === 0) continue;
      const list = shippedByOrder.get(size.orderId) ?? [];
      list.push(size);
      shippedByOrder.set(size.orderId, list);
    }
    const jobRows: (typeof shippingJobs.$inferInsert)[] = [];
    const jobSizes: { sizes: typeof sizeIds; orderId: number }[] = [];
    inserted.forEach(({ id }, k) => {
      const sizes = shippedByOrder.get(id);
      if (!sizes) return;
      const header = headers[k];
      const customer = customerByNumb.get(header.customerNumb!)!;
      const split = sizes.length > 3 && rand() < 0.3 ? Math.ceil(sizes.length / 2) : sizes.length;
      const parts = split < sizes.length ? [sizes.slice(0, split), sizes.slice(split)] : [sizes];
      // As shipWhatIsLeft ships: the first shipment bills the order's FRT line as its freight.
      const freightCents = plans[k].charges.filter((c) => c.code === FREIGHT_CHARGE_CODE).reduce((n, c) => n + c.amountCents, 0);
      parts.forEach((part, p) => {
        const createdMs = header.updatedAt!.getTime() - (parts.length - p) * int(rand, 1, 4) * DAY;
        jobRows.push({
          job: header.job,
          quote: header.quote,
          customerNumb: header.customerNumb,
          repCode: header.repCode,
          csr: header.csr,
          po: header.po,
          // A half-shipped Approved order's job is still open (spec 002 §4: its quantities can be
          // updated on /shippingJobs/{id}); a Shipped order's jobs have shipped.
          status: header.status === ORDER_STATUS.Approved ? 1 : 2,
          shipped: header.status !== ORDER_STATUS.Approved,
          shippedAt: header.status === ORDER_STATUS.Approved ? null : new Date(createdMs + DAY),
          dateRequired: header.dateRequired,
          chargeCents: p === 0 ? freightCents : 0,
          invoices: [`INV${invoiceNo++}`],
          shipViaCode: pick(rand, SHIP_VIA),
          shipToName: customer.name,
          address1: `${int(rand, 10, 9999)} ${pick(rand, ['King St W', 'Main St', 'Rue Sainte-Catherine', 'Commerce Dr', 'Industrial Pkwy', 'Broadway'])}`,
          city: pick(
            rand,
            customer.country === 'C'
              ? ['Toronto', 'Montreal', 'Vancouver', 'Calgary', 'Ottawa', 'Halifax']
              : ['Buffalo', 'Chicago', 'Denver', 'Austin', 'Seattle', 'Boston'],
          ),
          state: customer.province,
          country: customer.country === 'C' ? 'Canada' : 'USA',
          zip: customer.country === 'C' ? `M${int(rand, 1, 9)}A ${int(rand, 1, 9)}B${int(rand, 1, 9)}` : String(int(rand, 10_000, 99_999)),
          createdBy: pick(rand, staffIds),
          createdAt: new Date(createdMs),
        });
        jobSizes.push({ sizes: part, orderId: id });
      });
    });
    const jobIds = (await bulkInsert(tx, shippingJobs, jobRows)).map((id) => ({ id }));
    const jobItemRows: (typeof shippingJobItems.$inferInsert)[] = [];
    jobIds.forEach(({ id }, j) => {
      for (const size of jobSizes[j].sizes) {
        jobItemRows.push({
          jobId: id,
          orderId: size.orderId,
          orderItemId: size.itemId,
          orderItemSizeId: size.id,
          qtyC: size.shippedC,
          qtyU: size.shippedU,
        });
      }
    });
    await bulkInsert(tx, shippingJobItems, jobItemRows);
  }
}

interface OrderPlan {
  items: {
    row: Omit<typeof orderItems.$inferInsert, 'orderId'>;
    sizes: Omit<typeof orderItemSizes.$inferInsert, 'itemId' | 'orderId' | 'sortOrder'>[];
  }[];
  charges: Omit<typeof orderCharges.$inferInsert, 'orderId'>[];
  totalCents: number;
}

/** Items, size grids and charges of one order, and its total (items at final price + upcharges + charges). */
/** `designIds`: how many design ids (D10000 onwards) the items name. */
function planItems(rand: Rand, header: typeof orders.$inferInsert, status: number, customer: CustomerRef, designIds: number): OrderPlan {
  const collection = (COLLECTION_ORDER_TYPES as readonly string[]).includes(header.orderType);
  const lines = collection
    ? int(rand, 4, 8)
    : weighted(rand, [
        [1, 30],
        [2, 30],
        [3, 20],
        [4, 12],
        [6, 8],
      ] as const);
  const shipped = status === ORDER_STATUS.Shipped;
  const partlyShipped = status === ORDER_STATUS.Approved && rand() < 0.15;
  const discount = header.orderType === '270' ? 0.6 : rand() < 0.25 ? 0.9 : 1;
  const items: OrderPlan['items'] = [];
  let totalCents = 0;
  for (let line = 1; line <= lines; line++) {
    const style: Style = pick(rand, STYLES);
    const colour = pick(rand, COLOURS);
    const decorated = header.type !== 'BLK';
    const finalPriceCents = Math.round((style.priceCents + (decorated ? int(rand, 3, 9) * 50 : 0)) * discount);
    const sizes: OrderPlan['items'][number]['sizes'] = [];
    for (const size of style.sizes) {
      if (style.sizes.length > 1 && rand() < 0.3) continue;
      const quantity = collection ? int(rand, 1, 6) : int(rand, 1, 24) * (rand() < 0.3 ? 6 : 1);
      // C ships from the Canadian warehouse, U from the US one: mostly the customer's side.
      const mine = customer.country === 'C' ? 'C' : 'U';
      const other = rand() < 0.15 ? int(rand, 0, Math.floor(quantity / 2)) : 0;
      const qtyC = mine === 'C' ? quantity - other : other;
      const qtyU = quantity - qtyC;
      const shippedC = shipped ? qtyC : partlyShipped ? Math.floor(qtyC / 2) : 0;
      const shippedU = shipped ? qtyU : partlyShipped ? Math.floor(qtyU / 2) : 0;
      sizes.push({ size, quantity, qtyC, qtyU, shippedC, shippedU });
    }
    if (!sizes.length)
      sizes.push({
        size: style.sizes[0],
        quantity: 12,
        qtyC: customer.country === 'C' ? 12 : 0,
        qtyU: customer.country === 'C' ? 0 : 12,
        shippedC: 0,
        shippedU: 0,
      });
    if (sizes.length === 1 && (sizes[0].shippedC ?? 0) + (sizes[0].shippedU ?? 0) === 0 && shipped) {
      sizes[0].shippedC = sizes[0].qtyC;
      sizes[0].shippedU = sizes[0].qtyU;
    }
    for (const size of sizes) totalCents += size.quantity * (finalPriceCents + (style.upcharges[size.size] ?? 0));
    items.push({
      row: {
        line,
        styleCode: style.code,
        name: style.name,
        color: colour.name,
        colorCode: colour.code,
        designId: decorated ? `D${10_000 + int(rand, 0, designIds - 1)}` : null,
        designVariation: decorated ? int(rand, 1, 4) : null,
        imageKey: productImageFile(style.code, colour.code),
        priceCents: style.priceCents,
        finalPriceCents,
        sizeUpcharges: { ...style.upcharges },
      },
      sizes,
    });
  }
  const charges: OrderPlan['charges'] = [];
  const add = (code: string, amountCents: number) => {
    charges.push({ code, name: CHARGE_NAMES[code], amountCents });
    totalCents += amountCents;
  };
  add(FREIGHT_CHARGE_CODE, int(rand, 15, 90) * 100);
  if (header.type !== 'BLK' && rand() < 0.6) add('SET', int(rand, 2, 6) * 1250);
  if (header.type === 'EMB' && rand() < 0.4) add('DIG', 4500);
  // The rush edit (detail/rushCharge.ts) adds and removes this same line.
  if (header.rush) add(RUSH_CHARGE.code, RUSH_CHARGE.amountCents);
  if (rand() < 0.08) add('DISC', -int(rand, 10, 50) * 100);
  return { items, charges, totalCents };
}

/** The status history: created as Saved, then each step of the flow up to the status (spec 000 §4). */
function historyOf(
  rand: Rand,
  orderId: number,
  header: typeof orders.$inferInsert,
  staffIds: number[],
): (typeof orderStatusHistory.$inferInsert)[] {
  const createdMs = header.createdAt!.getTime();
  const updatedMs = header.updatedAt!.getTime();
  const status = header.status!;
  const cancelledFrom = status === ORDER_STATUS.Cancelled ? int(rand, 0, 5) : null;
  const last = cancelledFrom ?? status;
  type Step = { from: number | null; to: number; fromSub: number | null; toSub: number | null };
  const steps: Step[] = [{ from: null, to: 0, fromSub: null, toSub: null }];
  for (let s = 1; s <= last; s++) steps.push({ from: s - 1, to: s, fromSub: null, toSub: null });
  // Orders past (or at) ManagersApproval with a sub-status went out for customer approval.
  const viaCustomer = header.subStatus != null || (status >= ORDER_STATUS.Approved && status !== ORDER_STATUS.Cancelled && rand() < 0.3);
  if (viaCustomer && last >= ORDER_STATUS.ManagersApproval) {
    const at = steps.findIndex((s) => s.to === ORDER_STATUS.ManagersApproval);
    const extra: Step[] = [{ from: 5, to: 5, fromSub: null, toSub: 4 }];
    if (header.subStatus !== 4) extra.push({ from: 5, to: 5, fromSub: 4, toSub: 1 });
    steps.splice(at + 1, 0, ...extra);
    for (let s = at + 1 + extra.length; s < steps.length; s++) steps[s].fromSub = 1;
  }
  if (cancelledFrom !== null) steps.push({ from: cancelledFrom, to: ORDER_STATUS.Cancelled, fromSub: null, toSub: null });
  const gap = (updatedMs - createdMs) / Math.max(1, steps.length - 1);
  return steps.map((s, n) => ({
    orderId,
    fromStatus: s.from,
    toStatus: s.to,
    fromSubStatus: s.fromSub,
    toSubStatus: s.toSub,
    userId: n === 0 ? (header.createdBy ?? null) : pick(rand, staffIds),
    at: new Date(n === steps.length - 1 ? updatedMs : createdMs + Math.round(gap * n)),
    comment: s.to === ORDER_STATUS.Cancelled ? "Cancelled at the customer's request." : null,
  }));
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The generated rows are consistent by construction (and the tests check it), so where the role
 * may (PGlite always; a PostgreSQL superuser), foreign-key triggers are skipped for this seed
 * transaction only: it halves the time of the bulk inserts. Elsewhere the checks simply run.
 */
async function skipForeignKeyChecksIfAllowed(tx: Db): Promise<boolean> {
  const result = (await tx.execute(sql`select rolsuper from pg_roles where rolname = current_user`)) as unknown as {
    rows: { rolsuper: boolean }[];
  };
  if (!result.rows[0]?.rolsuper) return false;
  await tx.execute(sql`set local session_replication_role = replica`);
  return true;
}
