import { allowanceYear, canDeleteCode, DISCOUNT_STATUS } from '@portal/shared';

// What /fpa shows and offers (spec 002 §2, §4, §6), as pure rules of the screen.

/** The year shown: the address's (the current and the two before it), else the current one. */
export function yearOf(param: string | null, now: Date | number): number {
  const current = allowanceYear(now);
  const asked = Number(param);
  return Number.isInteger(asked) && asked <= current && asked >= current - 2 ? asked : current;
}

/** The years the picker offers, newest first. */
export const yearOptions = (now: Date | number) => [0, 1, 2].map((back) => allowanceYear(now) - back);

/** Codes are created (and deleted) only for an active employee, in the current year (README "Decisions"). */
export const canCreateCodes = (active: boolean, year: number, now: Date | number) => active && year === allowanceYear(now);
export const canDelete = (status: number, active: boolean, year: number, now: Date | number) =>
  canDeleteCode(status, active) && year === allowanceYear(now);
/** spec 002 §4: status 1 is usable: its code is shown with a copy control. */
export const canCopy = (status: number) => status === DISCOUNT_STATUS.active;
