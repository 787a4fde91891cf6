import { z } from 'zod';
import { EXTERNAL_MESSAGES, EXTERNAL_PASSWORD_MAX, EXTERNAL_PASSWORD_MIN } from './externalUsers';
import { PASSWORD_LINK_MESSAGES, PASSWORD_LINK_TOKEN_MAX } from './passwordLinks';

// The bodies of POST /api/set_password/check and POST /api/set_password (passwordLinks.ts), parsed
// by the server with the same rules the page runs.

/** A token the server could have made: base64url, not too long; anything else is an unknown link. */
const token = z
  .string({ error: PASSWORD_LINK_MESSAGES.unknown })
  .min(1, PASSWORD_LINK_MESSAGES.unknown)
  .max(PASSWORD_LINK_TOKEN_MAX, PASSWORD_LINK_MESSAGES.unknown)
  .regex(/^[A-Za-z0-9_-]+$/, PASSWORD_LINK_MESSAGES.unknown);

export const passwordLinkCheckSchema = z.object({ token });

export const setPasswordSchema = z.object({
  token,
  password: z
    .string({ error: EXTERNAL_MESSAGES.passwordRequired })
    .min(EXTERNAL_PASSWORD_MIN, EXTERNAL_MESSAGES.passwordRequired)
    .max(EXTERNAL_PASSWORD_MAX, EXTERNAL_MESSAGES.passwordTooLong),
});
export type SetPasswordInput = z.infer<typeof setPasswordSchema>;
