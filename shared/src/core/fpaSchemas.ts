import { z } from 'zod';
import { isBasicEmail } from './emailSettings';
import { EMPLOYEE_NUMBER_MAX, FPA_MESSAGES, FPA_NAME_MAX, toCents } from './fpa';

// The arguments of the employee-pricing mutations (spec 002 §7), parsed by the server with the
// rules of fpa.ts (the forms run those rules directly, so their bundle carries no schema library).

const email = z
  .string({ error: FPA_MESSAGES.emailRequired })
  .trim()
  .max(255, FPA_MESSAGES.emailRequired)
  .refine(isBasicEmail, FPA_MESSAGES.emailRequired);
const year = z
  .number({ error: FPA_MESSAGES.currentYearOnly })
  .int(FPA_MESSAGES.currentYearOnly)
  .min(2000, FPA_MESSAGES.currentYearOnly)
  .max(9999, FPA_MESSAGES.currentYearOnly);
const cents = z.number({ error: FPA_MESSAGES.amountInvalid }).transform((v, ctx) => {
  const c = toCents(v);
  if (c === null) {
    ctx.addIssue({ code: 'custom', message: FPA_MESSAGES.amountInvalid });
    return z.NEVER;
  }
  return c;
});
/** spec 002 §5: names are cut at 50, on the server as in the form; only an empty name is refused. */
const cut = (max: number) => (v: string) => v.slice(0, max).trim();
const name = (required: string) => z.string({ error: required }).trim().min(1, required).transform(cut(FPA_NAME_MAX));

export const createEmployeeDiscountSchema = z.object({ email, year, amount: cents });
export const updateEmployeeAllowanceSchema = z.object({ email, year, amount: cents });
export const deleteEmployeeDiscountCodeSchema = z.object({ email, year, discountID: z.number().int().positive().max(2_147_483_647) });
export const addEmployeeSchema = z.object({
  email,
  firstName: name(FPA_MESSAGES.firstNameRequired),
  lastName: name(FPA_MESSAGES.lastNameRequired),
  /** spec 002 §5: the employee number is cut at 10, like the names. */
  number: z
    .string({ error: FPA_MESSAGES.employeeNumberRequired })
    .trim()
    .min(1, FPA_MESSAGES.employeeNumberRequired)
    .transform(cut(EMPLOYEE_NUMBER_MAX)),
  /** spec 002 §5: allowance numeric, default 0. */
  allowance: cents
    .nullish()
    .transform((v) => v ?? 0)
    .refine((v) => v >= 0, FPA_MESSAGES.amountInvalid),
});
export const createFriendsFamilySchema = z.object({
  /** The friend's e-mail. */
  email,
  year,
  /** The employee's e-mail. */
  employee: email,
  firstName: name(FPA_MESSAGES.firstNameRequired),
  /** spec 002 §5: only e-mail and first name are required. */
  lastName: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? cut(FPA_NAME_MAX)(v) : null)),
  country: z
    .enum(['C', 'U'], { error: FPA_MESSAGES.countryInvalid })
    .nullish()
    .transform((v) => v ?? 'C'),
});
export const employeeRefSchema = z.object({ employee: email });
