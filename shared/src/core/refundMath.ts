import type { ReturnMessageName } from './returnMessages';

// The refund arithmetic of spec 001 §5.1, in integer cents, written once: the create and edit
// forms call it on every keystroke and the server calls it on every createReturn/updateReturn, so
// the form and the server clamp and total exactly alike. Pure functions over plain data.
//
// "What is left" always means: of what the order shipped (items) or charged (charges, shipping
// jobs), less what the order's other returns (not cancelled, not the one being edited) took.

export interface RefundSize {
  id: number;
  shippedC: number;
  shippedU: number;
  /** Units of this size that earlier returns took back. */
  returnedC: number;
  returnedU: number;
  upchargeCents: number;
}

export interface RefundItem {
  id: number;
  finalPriceCents: number;
  sizes: RefundSize[];
  /** What earlier returns refunded on this item. */
  refundedCents: number;
}

/** A charge of the order, or a shipping job's freight. */
export interface RefundLine {
  id: number;
  amountCents: number;
  refundedCents: number;
}

export interface RefundOrder {
  /** What the order billed besides freight: items and charges other than FRT (refundOrderFrom). */
  totalCents: number;
  /** The freight of the order's shipping jobs. */
  shippingCents: number;
  /** The totals of the order's earlier returns. */
  earlierRefundCents: number;
  items: RefundItem[];
  charges: RefundLine[];
  shipping: RefundLine[];
}

/** The order's freight charge line (spec 001 §2.1 charge codes: FRT freight). */
export const FREIGHT_CHARGE_CODE = 'FRT';

export interface RefundSource {
  /** The order's total as stored: items and every charge line, FRT included. */
  totalCents: number;
  earlierRefundCents: number;
  items: RefundItem[];
  charges: (RefundLine & { code: string })[];
  /** The order's shipping jobs: the freight each billed. */
  shipping: RefundLine[];
}

/**
 * refundMath's view of an order, built one way by the form, the server and the seed.
 *
 * Freight is refunded where it was billed, once. Invoices bill a shipment's freight and never the
 * order's FRT charge line: the FRT line is the order's freight before it ships, and the order's
 * first shipment carries it as that job's freight (orders' shipWhatIsLeft). So the FRT line is not
 * a refundable charge; freight is refunded on the shipping jobs, and the cap counts what was
 * billed: the order's total without its FRT lines, plus the jobs' freight.
 */
export function refundOrderFrom(source: RefundSource): RefundOrder {
  const freightLines = source.charges.filter((c) => c.code === FREIGHT_CHARGE_CODE);
  return {
    totalCents: source.totalCents - freightLines.reduce((n, c) => n + c.amountCents, 0),
    shippingCents: source.shipping.reduce((n, s) => n + s.amountCents, 0),
    earlierRefundCents: source.earlierRefundCents,
    items: source.items,
    charges: source.charges
      .filter((c) => c.code !== FREIGHT_CHARGE_CODE)
      .map(({ id, amountCents, refundedCents }) => ({ id, amountCents, refundedCents })),
    shipping: source.shipping,
  };
}

export interface SizeQuantity {
  id: number;
  C: number;
  U: number;
}

export interface DraftItem {
  id: number;
  refundCents: number;
  sizes: SizeQuantity[];
}

export interface DraftLine {
  id: number;
  refundCents: number;
}

/** What the user entered: the create input's items, charges and shipping, and the return code. */
export interface RefundDraft {
  items: DraftItem[];
  charges: DraftLine[];
  shipping: DraftLine[];
  codeId: number | null;
}

export type LineKind = 'charges' | 'shipping';

const clampBetween = (value: number, max: number) => Math.min(Math.max(0, max), Math.max(0, value));

/** Whole units between 0 and max (spec 001 §5.1: size quantities are integers). */
export function clampQuantity(value: number, max: number): number {
  return Number.isFinite(value) ? clampBetween(Math.trunc(value), max) : 0;
}

/** Whole cents between 0 and max. */
export function clampCents(value: number, max: number): number {
  return Number.isFinite(value) ? clampBetween(Math.round(value), max) : 0;
}

/** Dollars as typed to cents (spec 001 §9: refunds are rounded to 2 decimals). */
export function dollarsToCents(dollars: number): number {
  if (!Number.isFinite(dollars)) return 0;
  // toPrecision absorbs binary noise (1.005 * 100 = 100.49999…) before rounding.
  return Math.round(Number((dollars * 100).toPrecision(15)));
}

export const centsToDollars = (cents: number) => cents / 100;

export const unitCents = (item: RefundItem, size: RefundSize) => item.finalPriceCents + size.upchargeCents;

/** spec 001 §5.1: final price times quantity plus size upcharges (of what shipped). */
export function itemFullCents(item: RefundItem): number {
  return item.sizes.reduce((sum, s) => sum + (s.shippedC + s.shippedU) * unitCents(item, s), 0);
}

/** spec 001 §5.1: the remaining refundable amount of an item. */
export function itemLeftCents(item: RefundItem): number {
  return Math.max(0, itemFullCents(item) - item.refundedCents);
}

/** The units of a size still returnable: shipped less earlier returns, per kind. */
export function sizeLeft(size: RefundSize): { C: number; U: number } {
  return { C: Math.max(0, size.shippedC - size.returnedC), U: Math.max(0, size.shippedU - size.returnedU) };
}

/** spec 001 §5.1: the remaining charge less earlier refunds. */
export function lineLeftCents(line: RefundLine): number {
  return Math.max(0, line.amountCents - line.refundedCents);
}

/** spec 001 §5.1: items whose earlier refunds cover the full price are hidden. */
export const isItemShown = (item: RefundItem) => itemLeftCents(item) > 0;
/** spec 001 §5.1: a charge or shipping line with nothing left is hidden. */
export const isLineShown = (line: RefundLine) => lineLeftCents(line) > 0;

/** The value of the chosen sizes at the item's unit prices. */
export function sizesValueCents(item: RefundItem, sizes: readonly SizeQuantity[]): number {
  let sum = 0;
  for (const q of sizes) {
    const size = item.sizes.find((s) => s.id === q.id);
    if (size) sum += (q.C + q.U) * unitCents(item, size);
  }
  return sum;
}

/** spec 001 §5.1: setting sizes sets the refund to unit price times quantity, capped at the remainder. */
export function refundForSizes(item: RefundItem, sizes: readonly SizeQuantity[]): number {
  return Math.min(itemLeftCents(item), sizesValueCents(item, sizes));
}

export const unitsOf = (sizes: readonly SizeQuantity[]) => sizes.reduce((n, s) => n + s.C + s.U, 0);

/** The most any return of this order may refund now: what the lines have left, and never above the order total plus shipping. */
export function maxTotalCents(order: RefundOrder): number {
  const lines =
    order.items.reduce((n, i) => n + itemLeftCents(i), 0) +
    order.charges.reduce((n, c) => n + lineLeftCents(c), 0) +
    order.shipping.reduce((n, s) => n + lineLeftCents(s), 0);
  return Math.max(0, Math.min(lines, order.totalCents + order.shippingCents - order.earlierRefundCents));
}

export interface DraftTotals {
  units: number;
  itemsCents: number;
  chargesCents: number;
  shippingCents: number;
  refundCents: number;
}

export function draftTotals(draft: RefundDraft): DraftTotals {
  const units = draft.items.reduce((n, i) => n + unitsOf(i.sizes), 0);
  const itemsCents = draft.items.reduce((n, i) => n + i.refundCents, 0);
  const chargesCents = draft.charges.reduce((n, c) => n + c.refundCents, 0);
  const shippingCents = draft.shipping.reduce((n, s) => n + s.refundCents, 0);
  return { units, itemsCents, chargesCents, shippingCents, refundCents: itemsCents + chargesCents + shippingCents };
}

/** An empty draft with one entry per line of the order. */
export function emptyDraft(order: RefundOrder): RefundDraft {
  return {
    items: order.items.map((i) => ({ id: i.id, refundCents: 0, sizes: i.sizes.map((s) => ({ id: s.id, C: 0, U: 0 })) })),
    charges: order.charges.map((c) => ({ id: c.id, refundCents: 0 })),
    shipping: order.shipping.map((s) => ({ id: s.id, refundCents: 0 })),
    codeId: null,
  };
}

/** Fills a draft (e.g. a saved return's lines) into the order's shape: every line present, every value clamped. */
export function normaliseDraft(order: RefundOrder, draft: Partial<RefundDraft>): RefundDraft {
  const base = emptyDraft(order);
  const byId = <T extends { id: number }>(list: readonly T[] | undefined) => new Map((list ?? []).map((x) => [x.id, x]));
  const items = byId(draft.items);
  const charges = byId(draft.charges);
  const shipping = byId(draft.shipping);
  return {
    codeId: draft.codeId ?? null,
    items: base.items.map((blank, n) => {
      const item = order.items[n];
      const given = items.get(blank.id);
      const sizesGiven = byId(given?.sizes);
      const sizes = item.sizes.map((s) => {
        const q = sizesGiven.get(s.id);
        const left = sizeLeft(s);
        return { id: s.id, C: clampQuantity(q?.C ?? 0, left.C), U: clampQuantity(q?.U ?? 0, left.U) };
      });
      return { id: blank.id, sizes, refundCents: clampCents(given?.refundCents ?? 0, itemLeftCents(item)) };
    }),
    charges: order.charges.map((c) => ({ id: c.id, refundCents: clampCents(charges.get(c.id)?.refundCents ?? 0, lineLeftCents(c)) })),
    shipping: order.shipping.map((s) => ({ id: s.id, refundCents: clampCents(shipping.get(s.id)?.refundCents ?? 0, lineLeftCents(s)) })),
  };
}

/** A size input changed: clamp it, and set the item's refund from its sizes (spec 001 §5.1). */
export function setSizeQuantity(
  order: RefundOrder,
  draft: RefundDraft,
  itemId: number,
  sizeId: number,
  kind: 'C' | 'U',
  value: number,
): RefundDraft {
  const item = order.items.find((i) => i.id === itemId);
  const size = item?.sizes.find((s) => s.id === sizeId);
  if (!item || !size) return draft;
  return {
    ...draft,
    items: draft.items.map((d) => {
      if (d.id !== itemId) return d;
      const sizes = d.sizes.map((q) => (q.id === sizeId ? { ...q, [kind]: clampQuantity(value, sizeLeft(size)[kind]) } : q));
      return { ...d, sizes, refundCents: refundForSizes(item, sizes) };
    }),
  };
}

/** An item's refund typed directly: clamped between 0 and what is left (spec 001 §5.1). */
export function setItemRefund(order: RefundOrder, draft: RefundDraft, itemId: number, cents: number): RefundDraft {
  const item = order.items.find((i) => i.id === itemId);
  if (!item) return draft;
  return { ...draft, items: draft.items.map((d) => (d.id === itemId ? { ...d, refundCents: clampCents(cents, itemLeftCents(item)) } : d)) };
}

/** A charge or shipping refund typed: clamped between 0 and what is left of it (spec 001 §5.1). */
export function setLineRefund(order: RefundOrder, draft: RefundDraft, kind: LineKind, id: number, cents: number): RefundDraft {
  const line = order[kind].find((l) => l.id === id);
  if (!line) return draft;
  return { ...draft, [kind]: draft[kind].map((d) => (d.id === id ? { ...d, refundCents: clampCents(cents, lineLeftCents(line)) } : d)) };
}

/**
 * Splits `total` cents over lines in proportion to `weights`, never giving a line more than its
 * cap, and hands out every cent (largest remainders first, ties to the earlier line). Lines with
 * weight 0 get nothing. Exact: BigInt, so large amounts do not lose cents to floating point.
 * Returns the amounts; their sum is min(total, the caps of the weighted lines).
 */
export function allocateCents(total: number, weights: readonly number[], caps: readonly number[]): number[] {
  const out = weights.map(() => 0);
  let remaining = BigInt(Math.max(0, Math.trunc(total)));
  let active = weights.map((_, i) => i).filter((i) => weights[i] > 0 && caps[i] > 0);
  while (remaining > 0n && active.length) {
    const W = active.reduce((s, i) => s + BigInt(weights[i]), 0n);
    // Lines whose proportional share reaches their cap take the cap; the rest share what is left.
    const capped = active.filter((i) => remaining * BigInt(weights[i]) >= BigInt(caps[i] - out[i]) * W);
    if (capped.length) {
      for (const i of capped) {
        remaining -= BigInt(caps[i] - out[i]);
        out[i] = caps[i];
      }
      active = active.filter((i) => !capped.includes(i));
      continue;
    }
    const shares = active.map((i) => ({ i, floor: (remaining * BigInt(weights[i])) / W, rest: (remaining * BigInt(weights[i])) % W }));
    let left = remaining - shares.reduce((s, x) => s + x.floor, 0n);
    for (const x of shares) out[x.i] += Number(x.floor);
    // No line reached its cap, so each floor is at least a cent below it and each +1 fits.
    for (const x of [...shares].sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.i - b.i))) {
      if (left === 0n) break;
      out[x.i] += 1;
      left -= 1n;
    }
    remaining = 0n;
  }
  return out;
}

interface SpreadLine {
  kind: 'items' | LineKind;
  index: number;
  cap: number;
  current: number;
  eligible: boolean;
}

function spreadLines(order: RefundOrder, draft: RefundDraft): SpreadLine[] {
  const lines: SpreadLine[] = [];
  draft.items.forEach((d, index) => {
    const item = order.items.find((i) => i.id === d.id);
    const cap = item ? itemLeftCents(item) : 0;
    // An item takes part once it has units: money on an item without units would break §5.1.
    lines.push({ kind: 'items', index, cap, current: d.refundCents, eligible: unitsOf(d.sizes) > 0 || d.refundCents > 0 });
  });
  for (const kind of ['charges', 'shipping'] as const) {
    draft[kind].forEach((d, index) => {
      const line = order[kind].find((l) => l.id === d.id);
      lines.push({ kind, index, cap: line ? lineLeftCents(line) : 0, current: d.refundCents, eligible: d.refundCents > 0 });
    });
  }
  return lines;
}

/** The most the total can be set to: what the selected lines can take, never above maxTotalCents. */
export function spreadableCents(order: RefundOrder, draft: RefundDraft): number {
  const capacity = spreadLines(order, draft).reduce((n, l) => n + (l.eligible ? l.cap : 0), 0);
  return Math.min(capacity, maxTotalCents(order));
}

/**
 * spec 001 §5.1: the total typed by the user, clamped between 0 and the maximum, spread across the
 * selected lines in proportion to their current refunds (or to what they have left when all are
 * zero). The new refunds add up to the clamped total exactly.
 */
export function spreadTotal(order: RefundOrder, draft: RefundDraft, totalCents: number): RefundDraft {
  const lines = spreadLines(order, draft).filter((l) => l.eligible);
  if (!lines.length) return draft;
  const target = clampCents(totalCents, spreadableCents(order, draft));
  const useCurrent = lines.some((l) => l.current > 0);
  const amounts = allocateCents(
    target,
    lines.map((l) => (useCurrent ? Math.min(l.current, l.cap) : l.cap)),
    lines.map((l) => l.cap),
  );
  // Lines that had nothing while others had something keep nothing, unless the target needs them.
  const short = target - amounts.reduce((a, b) => a + b, 0);
  if (short > 0) {
    const extra = allocateCents(
      short,
      lines.map((l, n) => l.cap - amounts[n]),
      lines.map((l, n) => l.cap - amounts[n]),
    );
    extra.forEach((x, n) => (amounts[n] += x));
  }
  const next: RefundDraft = { ...draft, items: [...draft.items], charges: [...draft.charges], shipping: [...draft.shipping] };
  lines.forEach((l, n) => {
    next[l.kind][l.index] = { ...next[l.kind][l.index], refundCents: amounts[n] } as never;
  });
  return next;
}

/** The Full Refund button: every unit and every line at what is left, trimmed to the maximum. */
export function fullRefund(order: RefundOrder, codeId: number | null = null): RefundDraft {
  const draft: RefundDraft = {
    codeId,
    items: order.items.map((item) => {
      const sizes = item.sizes.map((s) => ({ id: s.id, ...sizeLeft(s) }));
      return { id: item.id, sizes, refundCents: refundForSizes(item, sizes) };
    }),
    charges: order.charges.map((c) => ({ id: c.id, refundCents: lineLeftCents(c) })),
    shipping: order.shipping.map((s) => ({ id: s.id, refundCents: lineLeftCents(s) })),
  };
  const total = draftTotals(draft).refundCents;
  const max = maxTotalCents(order);
  return total > max ? spreadTotal(order, draft, max) : draft;
}

/**
 * spec 001 §5.1: why the draft may not be submitted (the form disables its buttons and shows it;
 * the server answers 400 with it), or null. The range checks never fire for the form's own
 * drafts (it clamps); they stop anything else.
 */
export function draftProblem(order: RefundOrder, draft: RefundDraft): ReturnMessageName | null {
  const itemsById = new Map(order.items.map((i) => [i.id, i]));
  const seen = new Set<string>();
  const once = (key: string) => (seen.has(key) ? false : (seen.add(key), true));
  for (const d of draft.items) {
    const item = itemsById.get(d.id);
    if (!item || !once(`i${d.id}`)) return 'lineUnknown';
    for (const q of d.sizes) {
      const size = item.sizes.find((s) => s.id === q.id);
      if (!size || !once(`s${q.id}`)) return 'lineUnknown';
      const left = sizeLeft(size);
      if (!Number.isInteger(q.C) || !Number.isInteger(q.U) || q.C < 0 || q.U < 0 || q.C > left.C || q.U > left.U) return 'quantityTooHigh';
    }
    if (!Number.isInteger(d.refundCents) || d.refundCents < 0 || d.refundCents > itemLeftCents(item)) return 'refundTooHigh';
  }
  for (const kind of ['charges', 'shipping'] as const) {
    for (const d of draft[kind]) {
      const line = order[kind].find((l) => l.id === d.id);
      if (!line || !once(`${kind}${d.id}`)) return 'lineUnknown';
      if (!Number.isInteger(d.refundCents) || d.refundCents < 0 || d.refundCents > lineLeftCents(line)) return 'refundTooHigh';
    }
  }
  if (draft.codeId === null) return 'codeRequired';
  const totals = draftTotals(draft);
  if (totals.units === 0 && totals.chargesCents + totals.shippingCents === 0) return 'nothingSelected';
  if (totals.units === 0 || totals.refundCents === 0) return 'totalsZero';
  for (const d of draft.items) {
    const units = unitsOf(d.sizes);
    if ((d.refundCents > 0 && units === 0) || (units > 0 && d.refundCents === 0)) return 'itemMismatch';
  }
  if (totals.refundCents > order.totalCents + order.shippingCents - order.earlierRefundCents) return 'totalTooHigh';
  return null;
}

/**
 * Counts a saved return's lines as earlier refunds of the order it was taken from, so the order's
 * next return sees only what is left. It changes `order` in place: the demo seed and the property
 * tests carry one order through successive returns (the server reads them back from the database).
 */
export function takeReturn(order: Pick<RefundOrder, 'items' | 'charges' | 'shipping' | 'earlierRefundCents'>, draft: RefundDraft): void {
  for (const d of draft.items) {
    const item = order.items.find((i) => i.id === d.id)!;
    item.refundedCents += d.refundCents;
    for (const q of d.sizes) {
      const size = item.sizes.find((s) => s.id === q.id)!;
      size.returnedC += q.C;
      size.returnedU += q.U;
    }
  }
  for (const kind of ['charges', 'shipping'] as const)
    for (const d of draft[kind]) order[kind].find((l) => l.id === d.id)!.refundedCents += d.refundCents;
  order.earlierRefundCents += draftTotals(draft).refundCents;
}
