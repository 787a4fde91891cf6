import { z } from 'zod';
import { ADMIN_MESSAGES } from './adminMessages';
import { EMAIL_FLAGS, type EmailFlag } from './emailFlags';
import { ALT_EMAIL_MAX, ALT_USERS_MAX, isBasicEmail, normalizeTemplate } from './emailSettings';
import { messages } from './messages';

// PUT /api/emailAccess body (spec 002 §7), parsed by the server with the rules of emailSettings.ts
// (the form runs those rules directly, so its bundle carries no schema library).

const flag = z.boolean({ error: ADMIN_MESSAGES.emailFlagNotBoolean });
const flagShape = Object.fromEntries(EMAIL_FLAGS.map((f) => [f, flag])) as Record<EmailFlag, typeof flag>;
const template = z
  .string({ error: ADMIN_MESSAGES.templateNotText })
  .nullish()
  .transform((v) => normalizeTemplate(v));

/**
 * PUT /api/emailAccess body (spec 002 §7: access, altUsers): every flag given as a boolean, the
 * templates cut at 1000 characters (empty: null), each extra address valid and once. The rules
 * that depend on the user's job title (the Corp shipped copy) are emailFlagsProblem's, which the
 * server runs after this with the user's job title.
 */
export const emailSettingsSchema = z
  .object(
    {
      access: z.object(
        { ...flagShape, sellsheetTemplate: template, orderApprovalTemplate: template },
        { error: ADMIN_MESSAGES.emailFlagNotBoolean },
      ),
      altUsers: z
        .array(
          z.object(
            {
              email: z
                .string({ error: messages.invalidEmailAddress })
                .trim()
                .max(ALT_EMAIL_MAX, messages.invalidEmailAddress)
                .refine(isBasicEmail, messages.invalidEmailAddress),
              ...flagShape,
            },
            { error: messages.invalidEmailAddress },
          ),
          { error: ADMIN_MESSAGES.altUsersInvalid },
        )
        .max(ALT_USERS_MAX, ADMIN_MESSAGES.altUsersTooMany),
    },
    { error: ADMIN_MESSAGES.emailFlagNotBoolean },
  )
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    for (const alt of value.altUsers) {
      const key = alt.email.toLowerCase();
      if (seen.has(key)) return void ctx.addIssue({ code: 'custom', message: messages.emailAddressExists });
      seen.add(key);
    }
  });
export type EmailSettingsBody = z.output<typeof emailSettingsSchema>;
