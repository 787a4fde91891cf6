import { z } from 'zod';
import { ACCESS_FLAGS, noAccess, type AccessFlags } from './access';
import { ADMIN_MESSAGES } from './adminMessages';
import { fill, messages } from './messages';
import { userAccessProblem } from './userAccess';

// POST /api/users body (spec 002 §7), parsed by the server with the rules of userAccess.ts (the
// form runs those rules directly, so its bundle carries no schema library).

const KNOWN = new Set<string>(ACCESS_FLAGS);

/** The access object of POST /api/users: every key a known flag (camelCase), every value a boolean; absent keys are off. */
const accessInput = z
  .record(z.string(), z.unknown(), { error: ADMIN_MESSAGES.flagRequired })
  .superRefine((value, ctx) => {
    const unknown = Object.keys(value).find((key) => !KNOWN.has(key));
    if (unknown !== undefined) ctx.addIssue({ code: 'custom', message: fill(ADMIN_MESSAGES.unknownFlag, { flag: unknown.slice(0, 50) }) });
    else if (Object.values(value).some((v) => typeof v !== 'boolean'))
      ctx.addIssue({ code: 'custom', message: ADMIN_MESSAGES.flagNotBoolean });
  })
  .transform((value): AccessFlags => ({ ...noAccess(), ...(value as Partial<AccessFlags>) }))
  .superRefine((access, ctx) => {
    const problem = userAccessProblem(access);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * POST /api/users body (spec 002 §7 "body: user, access"): `user` is the id from GET /api/users,
 * `access` the user's whole set of flags (absent ones off). 'Please select a user.' without a user.
 */
export const userAccessSchema = z.object(
  {
    user: z
      .number({ error: messages.userRequired })
      .int(messages.userRequired)
      .positive(messages.userRequired)
      .max(2_147_483_647, messages.userRequired),
    access: accessInput,
  },
  { error: messages.userRequired },
);
export type UserAccessInput = z.input<typeof userAccessSchema>;
export type UserAccessUpdate = z.output<typeof userAccessSchema>;
