import fc from 'fast-check';
import {
  allocateCents,
  dollarsToCents,
  draftProblem,
  draftTotals,
  emptyDraft,
  fullRefund,
  isItemShown,
  isLineShown,
  itemLeftCents,
  lineLeftCents,
  maxTotalCents,
  normaliseDraft,
  setItemRefund,
  setLineRefund,
  setSizeQuantity,
  sizeLeft,
  spreadableCents,
  spreadTotal,
  type RefundDraft,
  type RefundOrder,
} from './refundMath';
import { applyRefundEdit, type RefundEdit } from './refundEdits.testkit';

// spec 001 §5.1 as properties: for random orders, earlier returns and inputs, the arithmetic never
// refunds more than is left, every total adds up to the cent, and a spread total sums back.

const sizeArb = fc
  .record({
    shippedC: fc.integer({ min: 0, max: 40 }),
    shippedU: fc.integer({ min: 0, max: 40 }),
    upchargeCents: fc.integer({ min: 0, max: 800 }),
  })
  .chain((s) =>
    fc.record({
      shippedC: fc.constant(s.shippedC),
      shippedU: fc.constant(s.shippedU),
      upchargeCents: fc.constant(s.upchargeCents),
      returnedC: fc.integer({ min: 0, max: s.shippedC }),
      returnedU: fc.integer({ min: 0, max: s.shippedU }),
    }),
  );

const itemArb = fc.record({
  finalPriceCents: fc.integer({ min: 1, max: 25_000 }),
  sizes: fc.array(sizeArb, { minLength: 1, maxLength: 5 }),
  refundedShare: fc.double({ min: 0, max: 1.2, noNaN: true }),
});
const lineArb = fc.record({
  amountCents: fc.integer({ min: -5_000, max: 30_000 }),
  refundedShare: fc.double({ min: 0, max: 1, noNaN: true }),
});

/** A shipped order with earlier returns: ids unique across sizes, items and lines. */
const orderArb: fc.Arbitrary<RefundOrder> = fc
  .record({
    items: fc.array(itemArb, { minLength: 1, maxLength: 5 }),
    charges: fc.array(lineArb, { maxLength: 4 }),
    shipping: fc.array(
      lineArb.map((l) => ({ ...l, amountCents: Math.abs(l.amountCents) })),
      { maxLength: 3 },
    ),
  })
  .map(({ items, charges, shipping }) => {
    let next = 1;
    const order: RefundOrder = {
      totalCents: 0,
      shippingCents: 0,
      earlierRefundCents: 0,
      items: items.map((i) => {
        const sizes = i.sizes.map((s) => ({ id: next++, ...s }));
        const full = sizes.reduce((n, s) => n + (s.shippedC + s.shippedU) * (i.finalPriceCents + s.upchargeCents), 0);
        return { id: next++, finalPriceCents: i.finalPriceCents, sizes, refundedCents: Math.round(full * i.refundedShare) };
      }),
      charges: charges.map((c) => ({
        id: next++,
        amountCents: c.amountCents,
        refundedCents: Math.round(Math.max(0, c.amountCents) * c.refundedShare),
      })),
      shipping: shipping.map((s) => ({
        id: next++,
        amountCents: s.amountCents,
        refundedCents: Math.round(s.amountCents * s.refundedShare),
      })),
    };
    const itemsFull = order.items.reduce(
      (n, i) => n + i.sizes.reduce((m, s) => m + (s.shippedC + s.shippedU) * (i.finalPriceCents + s.upchargeCents), 0),
      0,
    );
    order.totalCents = itemsFull + order.charges.reduce((n, c) => n + c.amountCents, 0);
    order.shippingCents = order.shipping.reduce((n, s) => n + s.amountCents, 0);
    order.earlierRefundCents = [...order.items, ...order.charges, ...order.shipping].reduce((n, l) => n + l.refundedCents, 0);
    return order;
  });

/** What a user may type: sizes, item refunds, line refunds, a total, or the Full Refund button. */
const editArb: fc.Arbitrary<RefundEdit> = fc.oneof(
  fc.record({
    kind: fc.constant('size' as const),
    item: fc.nat(),
    size: fc.nat(),
    which: fc.constantFrom('C' as const, 'U' as const),
    value: fc.integer({ min: -50, max: 200 }),
  }),
  fc.record({ kind: fc.constant('item' as const), item: fc.nat(), value: fc.integer({ min: -10_000, max: 5_000_000 }) }),
  fc.record({
    kind: fc.constant('line' as const),
    line: fc.nat(),
    which: fc.constantFrom('charges' as const, 'shipping' as const),
    value: fc.integer({ min: -10_000, max: 100_000 }),
  }),
  fc.record({ kind: fc.constant('total' as const), value: fc.integer({ min: -10_000, max: 10_000_000 }) }),
  fc.record({ kind: fc.constant('full' as const) }),
);
function expectWithinWhatIsLeft(order: RefundOrder, draft: RefundDraft) {
  order.items.forEach((item, n) => {
    const d = draft.items[n];
    expect(d.refundCents).toBeGreaterThanOrEqual(0);
    expect(d.refundCents).toBeLessThanOrEqual(itemLeftCents(item));
    item.sizes.forEach((s, k) => {
      const left = sizeLeft(s);
      expect(Number.isInteger(d.sizes[k].C) && Number.isInteger(d.sizes[k].U)).toBe(true);
      expect(d.sizes[k].C).toBeGreaterThanOrEqual(0);
      expect(d.sizes[k].U).toBeGreaterThanOrEqual(0);
      expect(d.sizes[k].C).toBeLessThanOrEqual(left.C);
      expect(d.sizes[k].U).toBeLessThanOrEqual(left.U);
    });
  });
  for (const kind of ['charges', 'shipping'] as const) {
    order[kind].forEach((line, n) => {
      expect(draft[kind][n].refundCents).toBeGreaterThanOrEqual(0);
      expect(draft[kind][n].refundCents).toBeLessThanOrEqual(lineLeftCents(line));
    });
  }
}

describe('refund arithmetic (spec 001 §5.1), for random orders, earlier returns and inputs', () => {
  it('never refunds more than is left on any line, whatever is typed', () => {
    fc.assert(
      fc.property(orderArb, fc.array(editArb, { maxLength: 25 }), (order, edits) => {
        let draft: RefundDraft = { ...emptyDraft(order), codeId: 1 };
        for (const edit of edits) {
          draft = applyRefundEdit(order, draft, edit);
          expectWithinWhatIsLeft(order, draft);
        }
      }),
    );
  });

  it('keeps the total of a spread or a Full Refund within the maximum: never above the order total plus shipping less earlier returns', () => {
    fc.assert(
      fc.property(orderArb, fc.array(editArb, { maxLength: 15 }), (order, edits) => {
        let draft = emptyDraft(order);
        for (const edit of edits) {
          draft = applyRefundEdit(order, draft, edit);
          if (edit.kind === 'total' || edit.kind === 'full') {
            expect(draftTotals(draft).refundCents).toBeLessThanOrEqual(maxTotalCents(order));
          }
        }
        expect(maxTotalCents(order)).toBeLessThanOrEqual(Math.max(0, order.totalCents + order.shippingCents - order.earlierRefundCents));
      }),
    );
  });

  it('spreads a typed total over the selected lines so that they add up to it to the cent', () => {
    fc.assert(
      fc.property(orderArb, fc.array(editArb, { maxLength: 10 }), fc.integer({ min: -1_000, max: 5_000_000 }), (order, edits, typed) => {
        let draft = emptyDraft(order);
        for (const edit of edits) draft = applyRefundEdit(order, draft, edit);
        const before = draft;
        const spread = spreadTotal(order, draft, typed);
        const anySelected =
          before.items.some((i) => i.refundCents > 0 || i.sizes.some((s) => s.C + s.U > 0)) ||
          [...before.charges, ...before.shipping].some((l) => l.refundCents > 0);
        if (!anySelected) {
          expect(spread).toBe(before);
          return;
        }
        const expected = Math.min(Math.max(0, typed), spreadableCents(order, before));
        expect(draftTotals(spread).refundCents).toBe(expected);
        expectWithinWhatIsLeft(order, spread);
        // Lines that were not selected stay untouched.
        before.charges.forEach((c, n) => c.refundCents === 0 && expect(spread.charges[n].refundCents).toBe(0));
        before.items.forEach(
          (i, n) => i.refundCents === 0 && i.sizes.every((s) => s.C + s.U === 0) && expect(spread.items[n].refundCents).toBe(0),
        );
        // Spreading the same total again changes nothing: it sums back to itself.
        expect(spreadTotal(order, spread, expected)).toEqual(spread);
      }),
    );
  });

  it('allocates every cent: amounts sum to the total (or the caps) and none passes its cap', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 1_000_000_000 })), {
          minLength: 1,
          maxLength: 12,
        }),
        fc.integer({ min: 0, max: 20_000_000_000 }),
        (pairs, total) => {
          const weights = pairs.map(([w]) => w);
          const caps = pairs.map(([, c]) => c);
          const out = allocateCents(total, weights, caps);
          const capacity = caps.reduce((n, c, i) => n + (weights[i] > 0 ? c : 0), 0);
          expect(out.reduce((a, b) => a + b, 0)).toBe(Math.min(total, capacity));
          out.forEach((x, i) => {
            expect(Number.isInteger(x)).toBe(true);
            expect(x).toBeGreaterThanOrEqual(0);
            expect(x).toBeLessThanOrEqual(weights[i] > 0 ? caps[i] : 0);
          });
        },
      ),
    );
  });

  it('accepts a draft only when every rule holds (the server runs the same check)', () => {
    const rawDraftArb = (order: RefundOrder) =>
      fc.record({
        items: fc.tuple(
          ...order.items.map((i) =>
            fc.record({
              id: fc.constant(i.id),
              refundCents: fc.integer({ min: -100, max: itemLeftCents(i) + 100 }),
              sizes: fc.tuple(
                ...i.sizes.map((s) =>
                  fc.record({
                    id: fc.constant(s.id),
                    C: fc.integer({ min: -1, max: s.shippedC + 1 }),
                    U: fc.integer({ min: -1, max: s.shippedU + 1 }),
                  }),
                ),
              ),
            }),
          ),
        ),
        charges: fc.tuple(
          ...order.charges.map((c) =>
            fc.record({ id: fc.constant(c.id), refundCents: fc.integer({ min: -10, max: Math.max(0, c.amountCents) + 10 }) }),
          ),
        ),
        shipping: fc.tuple(
          ...order.shipping.map((s) =>
            fc.record({ id: fc.constant(s.id), refundCents: fc.integer({ min: -10, max: s.amountCents + 10 }) }),
          ),
        ),
        codeId: fc.option(fc.constant(3), { nil: null }),
      });
    // Drafts the form builds (edits from an empty draft, a reason chosen) are often valid; raw ones
    // rarely are: with raw drafts alone a run of 1,000 now and then met no valid draft at all.
    const formDraftArb = (order: RefundOrder) =>
      fc
        .array(editArb, { maxLength: 15 })
        .map((edits) =>
          edits.reduce((draft, edit) => applyRefundEdit(order, draft, edit), { ...emptyDraft(order), codeId: 3 } as RefundDraft),
        );
    let accepted = 0;
    fc.assert(
      fc.property(
        orderArb.chain((order) => fc.tuple(fc.constant(order), fc.oneof(rawDraftArb(order), formDraftArb(order)))),
        ([order, raw]) => {
          const draft = raw as unknown as RefundDraft;
          if (draftProblem(order, draft) !== null) return;
          accepted++;
          expectWithinWhatIsLeft(order, draft);
          const totals = draftTotals(draft);
          expect(totals.units).toBeGreaterThan(0);
          expect(totals.refundCents).toBeGreaterThan(0);
          expect(totals.refundCents).toBeLessThanOrEqual(order.totalCents + order.shippingCents - order.earlierRefundCents);
          for (const item of draft.items) {
            const units = item.sizes.reduce((n, s) => n + s.C + s.U, 0);
            expect(units > 0).toBe(item.refundCents > 0);
          }
        },
      ),
      { numRuns: 1000 },
    );
    // The property must have met valid drafts, or it proved nothing.
    expect(accepted).toBeGreaterThan(0);
  });

  it('normalising is idempotent and changes nothing the form produced', () => {
    fc.assert(
      fc.property(orderArb, fc.array(editArb, { maxLength: 10 }), (order, edits) => {
        let draft = emptyDraft(order);
        for (const edit of edits) draft = applyRefundEdit(order, draft, edit);
        expect(normaliseDraft(order, draft)).toEqual(draft);
      }),
    );
  });
});

describe('refund arithmetic, examples a user would notice', () => {
  const order: RefundOrder = {
    totalCents: 2 * 1000 + 1 * 1200 + 1500,
    shippingCents: 900,
    earlierRefundCents: 1000,
    items: [
      {
        id: 1,
        finalPriceCents: 1000,
        refundedCents: 1000,
        sizes: [{ id: 11, shippedC: 2, shippedU: 0, returnedC: 1, returnedU: 0, upchargeCents: 0 }],
      },
      {
        id: 2,
        finalPriceCents: 1000,
        refundedCents: 0,
        sizes: [{ id: 21, shippedC: 0, shippedU: 1, returnedC: 0, returnedU: 0, upchargeCents: 200 }],
      },
    ],
    charges: [
      { id: 5, amountCents: 1500, refundedCents: 0 },
      { id: 6, amountCents: -300, refundedCents: 0 },
    ],
    shipping: [{ id: 7, amountCents: 900, refundedCents: 0 }],
  };

  it('sets the item refund from its sizes, upcharge included, capped at what is left', () => {
    let draft = emptyDraft(order);
    draft = setSizeQuantity(order, draft, 2, 21, 'U', 5);
    expect(draft.items[1].sizes[0].U).toBe(1);
    expect(draft.items[1].refundCents).toBe(1200);
    draft = setSizeQuantity(order, draft, 1, 11, 'C', 2);
    expect(draft.items[0].sizes[0].C).toBe(1);
    expect(draft.items[0].refundCents).toBe(1000);
  });

  it('hides items already fully refunded and charges with nothing left (discounts)', () => {
    const covered = { ...order.items[0], refundedCents: 2000 };
    expect(isItemShown(covered)).toBe(false);
    expect(isItemShown(order.items[1])).toBe(true);
    expect(isLineShown(order.charges[1])).toBe(false);
    expect(isLineShown(order.charges[0])).toBe(true);
  });

  it('explains why a draft cannot be submitted, in the order the form checks', () => {
    const blank = emptyDraft(order);
    expect(draftProblem(order, blank)).toBe('codeRequired');
    expect(draftProblem(order, { ...blank, codeId: 1 })).toBe('nothingSelected');
    expect(draftProblem(order, setLineRefund(order, { ...blank, codeId: 1 }, 'charges', 5, 100))).toBe('totalsZero');
    const units = setSizeQuantity(order, { ...blank, codeId: 1 }, 2, 21, 'U', 1);
    expect(draftProblem(order, setLineRefund(order, setItemRefund(order, units, 2, 0), 'charges', 5, 100))).toBe('itemMismatch');
    expect(draftProblem(order, units)).toBeNull();
    expect(draftProblem(order, { ...units, items: [units.items[0], { ...units.items[1], refundCents: 1201 }] })).toBe('refundTooHigh');
    expect(draftProblem(order, { ...units, items: [units.items[0], { ...units.items[1], sizes: [{ id: 21, C: 1, U: 0 }] }] })).toBe(
      'quantityTooHigh',
    );
    expect(draftProblem(order, { ...units, charges: [{ id: 99, refundCents: 1 }] })).toBe('lineUnknown');
  });

  it('refuses a total above the order total plus shipping less earlier returns', () => {
    const tight: RefundOrder = { ...order, totalCents: 1000, earlierRefundCents: 1000 };
    const draft = setSizeQuantity(tight, { ...emptyDraft(tight), codeId: 1 }, 2, 21, 'U', 1);
    expect(maxTotalCents(tight)).toBe(900);
    expect(draftProblem(tight, draft)).toBe('totalTooHigh');
    const full = fullRefund(tight, 1);
    expect(draftTotals(full).refundCents).toBe(900);
  });

  it('rounds typed dollars to the cent', () => {
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(12.345)).toBe(1235);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(Number.NaN)).toBe(0);
  });
});
