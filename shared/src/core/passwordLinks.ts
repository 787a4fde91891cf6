import { EXTERNAL_MESSAGES, EXTERNAL_PASSWORD_MAX, EXTERNAL_PASSWORD_MIN } from './externalUsers';

// One-time set-your-password links (mfe-admin/README.md "External users' passwords", shell/README.md
// "Set your password"). An external user created by a manager or by a completed setup request has
// no password yet: the server e-mails a link to the shell's public page SET_PASSWORD_PATH, which
// asks for the new password twice with the external users' password rules (EXTERNAL_PASSWORD_MIN,
// EXTERNAL_PASSWORD_MAX and their messages) and sends it to POST /api/set_password. The page and
// the server use these texts and rules; the body's schema is passwordLinkSchema.ts.

/** The shell's public page the e-mailed link opens: `/set-password?token=…`. */
export const SET_PASSWORD_PATH = '/set-password';
/** How long a link works after it is e-mailed (ours: three days, enough for a weekend). */
export const PASSWORD_LINK_TTL_HOURS = 72;
/** Longer than any token the server makes (43 base64url characters): refused as unknown. */
export const PASSWORD_LINK_TOKEN_MAX = 200;

export const PASSWORD_LINK_MESSAGES = {
  unknown: 'This link is not valid. Please use the latest link we e-mailed you, or ask your rep for a new one.',
  expired: 'This link has expired. Please ask your rep or the portal administrator for a new one.',
  used: 'This link was already used. Please sign in with the password you set.',
  mismatch: 'The two passwords do not match.',
  passwordSet: 'Your password is set. Please sign in with it.',
  /** The manager's form, where a new user's password would be. */
  byLink: `We e-mail them a link to set their own password (it works once, for ${PASSWORD_LINK_TTL_HOURS} hours).`,
  /** A manager never types an external user's password (README "External users' passwords"). */
  notByManager: 'The user sets their own password from the link we e-mail them.',
} as const;

/** What stops the set-password form, or null: the external users' password rules, then the repeat. */
export function setPasswordProblem(password: string, repeat: string): string | null {
  if (password.length < EXTERNAL_PASSWORD_MIN) return EXTERNAL_MESSAGES.passwordRequired;
  if (password.length > EXTERNAL_PASSWORD_MAX) return EXTERNAL_MESSAGES.passwordTooLong;
  if (password !== repeat) return PASSWORD_LINK_MESSAGES.mismatch;
  return null;
}
