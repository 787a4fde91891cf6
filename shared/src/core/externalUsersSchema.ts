import { z } from 'zod';
import {
  EXCLUDED_EXTERNAL_CUSTOMER,
  EXTERNAL_COMPANY_MAX,
  EXTERNAL_EMAIL_MAX,
  EXTERNAL_FLAGS,
  EXTERNAL_MESSAGES as M,
  EXTERNAL_NAME_MAX,
  EXTERNAL_PASSWORD_MAX,
  EXTERNAL_PASSWORD_MIN,
  type ExternalFlag,
} from './externalUsers';
import { isBasicEmail } from './emailSettings';
import { PASSWORD_LINK_MESSAGES } from './passwordLinks';

// The external users' mutations' inputs (spec 002 §5, §7), parsed by the server with the rules of
// externalUsers.ts (the form runs those directly).

const flag = z.boolean({ error: M.flagNotBoolean });
const flags = Object.fromEntries(EXTERNAL_FLAGS.map((f) => [f, flag])) as Record<ExternalFlag, typeof flag>;
const optionalFlags = Object.fromEntries(EXTERNAL_FLAGS.map((f) => [f, flag.optional()])) as Record<
  ExternalFlag,
  z.ZodOptional<typeof flag>
>;
const email = z.string({ error: M.emailRequired }).trim().max(EXTERNAL_EMAIL_MAX, M.emailRequired).refine(isBasicEmail, M.emailRequired);
const name = (required: string) => z.string({ error: required }).trim().min(1, required).max(EXTERNAL_NAME_MAX, M.nameTooLong);
const password = z
  .string({ error: M.passwordRequired })
  .min(EXTERNAL_PASSWORD_MIN, M.passwordRequired)
  .max(EXTERNAL_PASSWORD_MAX, M.passwordTooLong);
/**
 * A new user's password is never the manager's to give: the signup request's chosen one, or the
 * user's own from the e-mailed link. A password sent anyway is refused, not silently dropped.
 */
const noPassword = z
  .unknown()
  .refine((value) => value === undefined || value === null || value === '', PASSWORD_LINK_MESSAGES.notByManager)
  .optional();
const rep = z.string({ error: M.repRequired }).trim().min(1, M.repRequired).max(10, M.repNotFound);
const country = z.enum(['C', 'U'], { error: M.countryInvalid });
const customers = z
  .array(z.string({ error: M.customersRequired }).trim().min(1, M.customersRequired).max(20, M.customersRequired), {
    error: M.customersRequired,
  })
  .max(200, M.customersRequired)
  .refine((list) => !list.includes(EXCLUDED_EXTERNAL_CUSTOMER), M.excludedCustomer)
  .transform((list) => [...new Set(list)]);
const company = z.string({ error: M.companyRequired }).trim().max(EXTERNAL_COMPANY_MAX, M.companyTooLong);

/**
 * createExternalUser(input): a user with customers (manager view). `signupRequest`: the request it
 * answers (deleted with it; the user keeps the password they chose there); without one the user
 * sets theirs from an e-mailed link.
 */
export const createExternalUserSchema = z.object({
  email,
  firstName: name(M.firstNameRequired),
  lastName: name(M.lastNameRequired),
  password: noPassword,
  country,
  rep,
  customers: customers.refine((list) => list.length > 0, M.customersRequired),
  ...flags,
  signupRequest: z.number().int().positive().max(2_147_483_647).nullish(),
});

/** updateExternalUser(input): the e-mail names the user and is fixed (spec 002 §5); absent fields stay; a blank password keeps it. */
export const updateExternalUserSchema = z.object({
  email,
  firstName: name(M.firstNameRequired).optional(),
  lastName: name(M.lastNameRequired).optional(),
  password: z.union([z.literal(''), password]).nullish(),
  country: country.optional(),
  rep: rep.optional(),
  customers: customers.refine((list) => list.length > 0, M.customersRequired).optional(),
  ...optionalFlags,
});

/**
 * createSetupRequest(input): 'Send Request to Rep', with a company and no customers (spec 002 §5).
 * Answering a signup request keeps its chosen password for the user; otherwise the user sets
 * theirs from the link e-mailed when the rep completes the request.
 */
export const createSetupRequestSchema = z.object({
  email,
  firstName: name(M.firstNameRequired),
  lastName: name(M.lastNameRequired),
  password: noPassword,
  country,
  rep,
  company: company.min(1, M.companyRequired),
  ...flags,
  signupRequest: z.number().int().positive().max(2_147_483_647).nullish(),
});

/** completeSetupRequest(id, customers): at least one customer (spec 002 §5 rep view). */
export const completeSetupRequestSchema = z.object({
  id: z.number().int().positive().max(2_147_483_647),
  customers: customers.refine((list) => list.length > 0, M.customersRequired),
});
