import { z } from 'zod';
import { messages } from './messages';
import { LOGIN_EMAIL_MAX, LOGIN_PASSWORD_MAX } from './loginForm';

// Validation schemas used by both the forms and the server (a rule only the browser checks is a bug).

/** spec 000 §5: both e-mail and password are required. */
export const loginSchema = z.object({
  // Longer than any account's e-mail or password: no such account (the spec's login message).
  email: z.string({ error: messages.loginRequired }).trim().min(1, messages.loginRequired).max(LOGIN_EMAIL_MAX, messages.loginIncorrect),
  password: z.string({ error: messages.loginRequired }).min(1, messages.loginRequired).max(LOGIN_PASSWORD_MAX, messages.loginIncorrect),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** POST /api/notifyError body (spec 000 §7). */
export const errorReportSchema = z.object({
  message: z.string().max(20_000),
  info: z.string().max(20_000).optional().default(''),
  page: z.string().max(2_000),
});
export type ErrorReportInput = z.infer<typeof errorReportSchema>;

/** The first message of a failed parse: what the form and the 400 answer show. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? messages.somethingWentWrong;
}
