import fc from 'fast-check';
import {
  draftProblem,
  emptyDraft,
  FREIGHT_CHARGE_CODE,
  refundOrderFrom,
  takeReturn,
  type RefundDraft,
  type RefundSource,
} from './refundMath';
import { applyRefundEdit, type RefundEdit } from './refundEdits.testkit';

// Freight is refunded once (returns README "Freight"): over random orders, shipments and
// successive returns, the freight refunded never exceeds the freight the shipments billed, the FRT
// charge line is never refunded, and all returns together never refund more than was billed.

interface World {
  source: RefundSource;
  /** What the invoices billed: items shipped, charges other than FRT, the jobs' freight. */
  billedCents: number;
  freightBilledCents: number;
}

const worldArb: fc.Arbitrary<World> = fc
  .record({
    items: fc.array(
      fc.record({
        finalPriceCents: fc.integer({ min: 1, max: 20_000 }),
        sizes: fc.array(
          fc.record({
            shippedC: fc.integer({ min: 0, max: 20 }),
            shippedU: fc.integer({ min: 0, max: 20 }),
            upchargeCents: fc.integer({ min: 0, max: 500 }),
          }),
          { minLength: 1, maxLength: 3 },
        ),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    freightCents: fc.option(fc.integer({ min: 100, max: 9_000 }), { nil: null }),
    otherCharges: fc.array(
      fc.record({ code: fc.constantFrom('SET', 'RUSH', 'DIG', 'DISC'), amountCents: fc.integer({ min: 0, max: 8_000 }) }),
      { maxLength: 3 },
    ),
    // Later shipments: a finishing shipment carries no freight (shipWhatIsLeft); a job made on the
    // shipping-jobs screen may carry its own.
    laterJobs: fc.array(fc.integer({ min: 0, max: 4_000 }), { maxLength: 2 }),
  })
  .map(({ items, freightCents, otherCharges, laterJobs }) => {
    let id = 1;
    const refundItems = items.map((item) => ({
      id: id++,
      finalPriceCents: item.finalPriceCents,
      refundedCents: 0,
      sizes: item.sizes.map((s) => ({ id: id++, ...s, returnedC: 0, returnedU: 0 })),
    }));
    const charges = [
      ...(freightCents === null ? [] : [{ id: id++, code: FREIGHT_CHARGE_CODE, amountCents: freightCents, refundedCents: 0 }]),
      ...otherCharges.map((c) => ({
        id: id++,
        code: c.code,
        amountCents: c.code === 'DISC' ? -c.amountCents : c.amountCents,
        refundedCents: 0,
      })),
    ];
    // The first shipment bills the order's FRT line as its freight.
    const shipping = [freightCents ?? 0, ...laterJobs].map((amountCents) => ({ id: id++, amountCents, refundedCents: 0 }));
    const itemsCents = refundItems.reduce(
      (n, i) => n + i.sizes.reduce((m, s) => m + (s.shippedC + s.shippedU) * (i.finalPriceCents + s.upchargeCents), 0),
      0,
    );
    const chargesCents = charges.reduce((n, c) => n + c.amountCents, 0);
    const freightBilledCents = shipping.reduce((n, s) => n + s.amountCents, 0);
    const nonFreightCharges = charges.filter((c) => c.code !== FREIGHT_CHARGE_CODE).reduce((n, c) => n + c.amountCents, 0);
    return {
      source: { totalCents: itemsCents + chargesCents, earlierRefundCents: 0, items: refundItems, charges, shipping },
      billedCents: itemsCents + nonFreightCharges + freightBilledCents,
      freightBilledCents,
    };
  });

const editArb: fc.Arbitrary<RefundEdit> = fc.oneof(
  fc.record({ kind: fc.constant('full' as const) }),
  fc.record({
    kind: fc.constant('size' as const),
    item: fc.nat(),
    size: fc.nat(),
    which: fc.constantFrom('C' as const, 'U' as const),
    value: fc.integer({ min: 0, max: 25 }),
  }),
  fc.record({ kind: fc.constant('item' as const), item: fc.nat(), value: fc.integer({ min: 0, max: 500_000 }) }),
  fc.record({
    kind: fc.constant('line' as const),
    which: fc.constantFrom('charges' as const, 'shipping' as const),
    line: fc.nat(),
    value: fc.integer({ min: 0, max: 20_000 }),
  }),
  fc.record({ kind: fc.constant('total' as const), value: fc.integer({ min: 0, max: 1_000_000 }) }),
);
it('refunds freight at most once, as billed by the shipments, over successive returns', () => {
  fc.assert(
    fc.property(worldArb, fc.array(fc.array(editArb, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 4 }), (world, returns) => {
      const { source } = world;
      for (const edits of returns) {
        const order = refundOrderFrom(source);
        let draft: RefundDraft = { ...emptyDraft(order), codeId: 1 };
        for (const e of edits) draft = applyRefundEdit(order, draft, e);
        // Only what the server accepts is saved.
        if (draftProblem(order, draft) === null) takeReturn(source, draft);
      }
      const freightLine = source.charges.find((c) => c.code === FREIGHT_CHARGE_CODE);
      expect(freightLine?.refundedCents ?? 0).toBe(0);
      const freightRefunded = source.shipping.reduce((n, s) => n + s.refundedCents, 0);
      expect(freightRefunded).toBeLessThanOrEqual(world.freightBilledCents);
      // An order whose discount outweighs what shipped billed nothing: nothing is refunded.
      expect(source.earlierRefundCents).toBeLessThanOrEqual(Math.max(0, world.billedCents));
    }),
    { numRuns: 400 },
  );
});

it('does not offer the FRT line as a charge, and caps at what was billed', () => {
  const order = refundOrderFrom({
    totalCents: 10_000 + 2_500 + 1_000,
    earlierRefundCents: 0,
    items: [
      {
        id: 1,
        finalPriceCents: 1_000,
        refundedCents: 0,
        sizes: [{ id: 2, shippedC: 10, shippedU: 0, returnedC: 0, returnedU: 0, upchargeCents: 0 }],
      },
    ],
    charges: [
      { id: 3, code: 'FRT', amountCents: 2_500, refundedCents: 0 },
      { id: 4, code: 'SET', amountCents: 1_000, refundedCents: 0 },
    ],
    shipping: [{ id: 5, amountCents: 2_500, refundedCents: 0 }],
  });
  expect(order.charges.map((c) => c.id)).toEqual([4]);
  expect(order.totalCents + order.shippingCents).toBe(10_000 + 1_000 + 2_500);
  const draft = { ...emptyDraft(order), codeId: 1 };
  expect(draftProblem(order, { ...draft, charges: [{ id: 3, refundCents: 2_500 }] })).toBe('lineUnknown');
});
