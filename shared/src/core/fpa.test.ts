import fc from 'fast-check';
import { allowanceFigures, allowanceProblem, codeExpiry, discountAmountProblem, effectiveStatus, FPA_MESSAGES, toCents } from './fpa';

// spec 002 §4, §5: the allowance arithmetic both /fpa and the server run.

test('available is the total minus used codes; the max for a new code also subtracts the pending ones', () => {
  const codes = [
    { amountCents: 2500, status: 1 },
    { amountCents: 1000, status: 0 },
    { amountCents: 6000, status: 2 },
    { amountCents: 5000, status: 3 },
  ];
  expect(allowanceFigures(40000, codes)).toEqual({
    totalCents: 40000,
    availableCents: 34000,
    maxAvailableCents: 30500,
    minAllowanceCents: 9500,
  });
});

test('property: creating any code the rule allows never lets the codes counted against the allowance exceed it', () => {
  const code = fc.record({ amountCents: fc.integer({ min: 1, max: 50_000 }), status: fc.constantFrom(0, 1, 2, 3) });
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 100_000 }),
      fc.array(code, { maxLength: 10 }),
      fc.integer({ min: -100, max: 120_000 }),
      (total, codes, cents) => {
        const before = allowanceFigures(total, codes);
        fc.pre(before.minAllowanceCents <= total);
        const allowed = discountAmountProblem(cents / 100, before.maxAvailableCents) === null;
        expect(allowed).toBe(cents > 0 && cents <= before.maxAvailableCents);
        if (allowed)
          expect(allowanceFigures(total, [...codes, { amountCents: cents, status: 1 }]).minAllowanceCents).toBeLessThanOrEqual(total);
        // The allowance can be set to anything at or above the codes counted against it, never below.
        expect(allowanceProblem(before.minAllowanceCents / 100, before.minAllowanceCents)).toBeNull();
        if (before.minAllowanceCents > 0)
          expect(allowanceProblem((before.minAllowanceCents - 1) / 100, before.minAllowanceCents)).toBe(
            `Allowance cannot be lower than $${(before.minAllowanceCents / 100).toFixed(2)}`,
          );
      },
    ),
    { seed: 14 },
  );
});

test('amounts: whole cents only; zero or less refused; the helper names the max', () => {
  expect(toCents(12.5)).toBe(1250);
  expect(toCents(0.1 + 0.2)).toBe(30);
  expect(toCents(1.005)).toBeNull();
  expect(toCents('5')).toBeNull();
  expect(discountAmountProblem(0, 1000)).toBe(FPA_MESSAGES.amountRequired);
  expect(discountAmountProblem(10.01, 1000)).toBe('Max Available Amount is $10.00');
});

test('an unused code past its expiry is Expired; used codes stay Used; codes expire when their year ends in Toronto', () => {
  const expiry = codeExpiry(2026);
  expect(expiry.toISOString()).toBe('2027-01-01T05:00:00.000Z');
  expect(effectiveStatus(1, expiry, new Date('2026-12-31T23:00:00Z'))).toBe(1);
  expect(effectiveStatus(1, expiry, expiry)).toBe(3);
  expect(effectiveStatus(0, expiry, expiry)).toBe(3);
  expect(effectiveStatus(2, expiry, expiry)).toBe(2);
});
