import { canCopy, canCreateCodes, canDelete, yearOf, yearOptions } from './fpaView';

const NOW = new Date('2026-06-15T12:00:00Z');

test('the year comes from the address when it is one of the three offered, else the current one', () => {
  expect(yearOptions(NOW)).toEqual([2026, 2025, 2024]);
  expect(yearOf('2025', NOW)).toBe(2025);
  expect(yearOf('2023', NOW)).toBe(2026);
  expect(yearOf('2027', NOW)).toBe(2026);
  expect(yearOf('abc', NOW)).toBe(2026);
  expect(yearOf(null, NOW)).toBe(2026);
});

test('codes are created only for an active employee in the current year', () => {
  expect(canCreateCodes(true, 2026, NOW)).toBe(true);
  expect(canCreateCodes(false, 2026, NOW)).toBe(false);
  expect(canCreateCodes(true, 2025, NOW)).toBe(false);
});

test('pending codes (disabled or active) can be deleted while the employee is active; used and expired never', () => {
  expect([0, 1, 2, 3].map((s) => canDelete(s, true, 2026, NOW))).toEqual([true, true, false, false]);
  expect([0, 1].map((s) => canDelete(s, false, 2026, NOW))).toEqual([false, false]);
  expect(canDelete(1, true, 2025, NOW)).toBe(false);
});

test('only a usable code (status 1) has a copy control', () => {
  expect([0, 1, 2, 3].map(canCopy)).toEqual([false, true, false, false]);
});
