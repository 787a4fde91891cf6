import { fill, messages } from './messages';
import { dayjs, TIME_ZONE } from './time';

// Employee Preferred Pricing Program (spec 002 §2 /fpa, §3 Employee, §4 Discount codes, §5 Allowance,
// §9): the rules both the /fpa screen and the server use. Money is handled in whole cents
// (integers) so that the allowance arithmetic is exact; the wire carries dollars.
// Decisions where the spec is silent: mfe-events-fpa/README.md "Decisions".

/**
 * Discount code status codes (spec 002 §4: 1 usable; below 2 pending; below 3 counts against the
 * allowance; "further meanings not shown"). Ours: 0 Disabled (the employee is disabled; the code
 * comes back when they are enabled, so it still reserves its amount), 1 Active, 2 Used (an order
 * was placed with it), 3 Expired (never used before its expiry; frees its amount).
 */
export const DISCOUNT_STATUS = { disabled: 0, active: 1, used: 2, expired: 3 } as const;
export type DiscountStatusCode = (typeof DISCOUNT_STATUS)[keyof typeof DISCOUNT_STATUS];

export const DISCOUNT_STATUS_TEXT: Record<DiscountStatusCode, string> = {
  0: 'Disabled',
  1: 'Active',
  2: 'Used',
  3: 'Expired',
};

/** spec 002 §4: status below 2 counts as pending. */
export const isPending = (status: number): boolean => status < 2;
/** spec 002 §4: status below 3 counts against the allowance. */
export const countsAgainstAllowance = (status: number): boolean => status < 3;
/** spec 002 §4: codes with status below 2 can be deleted, only while the employee is active. */
export const canDeleteCode = (status: number, employeeActive: boolean): boolean => employeeActive && isPending(status);

/** The status people see: an unused code (0 or 1) past its expiry is Expired (3). */
export function effectiveStatus(stored: number, expiresAt: Date | string, now: Date | number): DiscountStatusCode {
  if (isPending(stored) && new Date(expiresAt).getTime() <= new Date(now).getTime()) return DISCOUNT_STATUS.expired;
  return stored as DiscountStatusCode;
}

export interface AllowanceCode {
  /** Whole cents. */
  amountCents: number;
  /** The effective status (effectiveStatus). */
  status: number;
}

export interface AllowanceFigures {
  /** Total Allowance Amount of the year. */
  totalCents: number;
  /** Available Amount: the total minus what was spent (Used codes). */
  availableCents: number;
  /** spec 002 §5: max for a new code = available minus the pending codes (status below 2). */
  maxAvailableCents: number;
  /** spec 002 §5: the allowance cannot be set below the codes with status below 3. */
  minAllowanceCents: number;
}

const sum = (codes: readonly AllowanceCode[], keep: (status: number) => boolean) =>
  codes.reduce((total, code) => (keep(code.status) ? total + code.amountCents : total), 0);

/**
 * spec 002 §5 allowance arithmetic. "Available" is read as the total minus the Used codes (status
 * 2): the reading under which "max available = available minus pending" and "allowance not below
 * the codes with status below 3" are the same limit (README "Decisions").
 */
export function allowanceFigures(totalCents: number, codes: readonly AllowanceCode[]): AllowanceFigures {
  const used = sum(codes, (s) => countsAgainstAllowance(s) && !isPending(s));
  const pending = sum(codes, isPending);
  const availableCents = totalCents - used;
  return { totalCents, availableCents, maxAvailableCents: Math.max(0, availableCents - pending), minAllowanceCents: used + pending };
}

/** Dollars from the wire to whole cents; null when not a finite amount with at most 2 decimals. */
export function toCents(amount: unknown): number | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || Math.abs(amount) > 1_000_000) return null;
  const cents = Math.round(amount * 100);
  return Math.abs(amount * 100 - cents) < 1e-6 ? cents : null;
}

export const fromCents = (cents: number): number => cents / 100;
const plainAmount = (cents: number) => (cents / 100).toFixed(2);

/** The problem with a new allowance code's amount (spec 002 §5), or null. */
export function discountAmountProblem(amount: unknown, maxAvailableCents: number): string | null {
  const cents = toCents(amount);
  if (cents === null) return FPA_MESSAGES.amountInvalid;
  if (cents <= 0) return FPA_MESSAGES.amountRequired;
  if (cents > maxAvailableCents) return maxAvailableText(maxAvailableCents);
  return null;
}

/** The problem with a new total allowance (spec 002 §5), or null. */
export function allowanceProblem(amount: unknown, minAllowanceCents: number): string | null {
  const cents = toCents(amount);
  if (cents === null || cents < 0) return FPA_MESSAGES.amountInvalid;
  if (cents < minAllowanceCents) return allowanceTooLowText(minAllowanceCents);
  return null;
}

/** Helper 'Max Available Amount is $X' (spec 002 §5). */
export const maxAvailableText = (cents: number) => fill(messages.maxAvailableAmount, { amount: plainAmount(cents) });
/** Helper 'Allowance cannot be lower than $X' (spec 002 §5). */
export const allowanceTooLowText = (cents: number) => fill(messages.allowanceTooLow, { amount: plainAmount(cents) });

/** spec 002 §5 text limits. */
export const FPA_NAME_MAX = 50;
export const EMPLOYEE_NUMBER_MAX = 10;

/** spec 002 §3, §9: friends-and-family country C (Canada) or U (US); default C. */
export const FPA_COUNTRIES = [
  { value: 'C', label: 'Canada' },
  { value: 'U', label: 'US' },
] as const;
export type FpaCountry = (typeof FPA_COUNTRIES)[number]['value'];
export const DEFAULT_FPA_COUNTRY: FpaCountry = 'C';
export const countryLabel = (country: string): string => FPA_COUNTRIES.find((c) => c.value === country)?.label ?? country;

/**
 * spec 002 §9: "different shop account ids per country for order links; allowance order links use
 * the Canada account". Ours: the employee store's admin order page, per account.
 */
export const SHOP_ACCOUNTS: Record<FpaCountry, string> = { C: 'apparel-employee-ca', U: 'apparel-employee-us' };
export const SHOP_ORDER_URL = 'https://employee-store.example.com/{account}/orders/{id}';
export const shopOrderUrl = (country: FpaCountry, orderId: number): string =>
  fill(SHOP_ORDER_URL, { account: SHOP_ACCOUNTS[country], id: orderId });

/** The allowance year of an instant: the calendar year in Toronto. */
export const allowanceYear = (now: Date | number): number => dayjs(now).tz(TIME_ZONE).year();

/** Ours: every code expires at the end of its allowance year, Toronto time (README "Decisions"). */
export const codeExpiry = (year: number): Date => dayjs.tz(`${year + 1}-01-01 00:00:00`, TIME_ZONE).toDate();

/** Ours: code formats. Allowance FPA-XXXXXXXX, friends and family FF-XXXXXXXX, the employee product discount EMP-{number}. */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 8;
export const CODE_PREFIX = { allowance: 'FPA-', friendsFamily: 'FF-' } as const;
export const CODE_PATTERN = /^(FPA|FF)-[ABCDEFGHJKLMNPQRSTUVWXYZ2-9]{8}$/;
export const defaultDiscountCode = (employeeNumber: string): string => `EMP-${employeeNumber.toUpperCase()}`;

/** Add Employee's fields as the form cuts them (spec 002 §5). */
export const cutName = (value: string): string => value.slice(0, FPA_NAME_MAX);
export const cutEmployeeNumber = (value: string): string => value.slice(0, EMPLOYEE_NUMBER_MAX);

/** Ours: the messages the spec does not word (its own are in messages.ts). */
export const FPA_MESSAGES = {
  amountRequired: 'Please enter an amount greater than $0.',
  amountInvalid: 'Please enter an amount in dollars and cents.',
  employeeNotFound: 'This employee does not exist.',
  employeeInactive: 'This employee is disabled.',
  employeeExists: 'An employee with this email already exists.',
  employeeNumberExists: 'An employee with this employee number already exists.',
  codeNotFound: 'This discount code does not exist.',
  codeNotDeletable: 'Only unused discount codes can be deleted.',
  currentYearOnly: "Only the current year's allowance can be changed.",
  ownOnly: 'You can only see and manage your own allowance.',
  fpaAdminRequired: "You don't have permission to manage employees.",
  internalOnly: 'The Employee Preferred Pricing Program is for internal users.',
  emailRequired: 'Please enter a valid email.',
  firstNameRequired: 'Please enter a first name.',
  lastNameRequired: 'Please enter a last name.',
  employeeNumberRequired: 'Please enter an employee number.',
  countryInvalid: 'Country must be Canada (C) or US (U).',
  fetchFailed: 'An error occured while loading the employee, please try again later.',
} as const;
