import { PASSWORD_LINK_TTL_HOURS } from '@portal/shared/core';
import { escapeHtml } from '../../platform/escapeHtml';
import type { Mail } from '../../platform/outbox';

// The e-mails a new external user gets (mfe-admin/README.md "External users' passwords"). Neither
// ever carries a password: the account either has the password the person chose in their signup
// request, or none yet and a one-time link to set it.

/** The account has the password the person chose (their signup request): sign in with it. */
export function accountReadyMail(origin: string, to: string, firstName: string): Mail {
  const login = `${origin}/login`;
  const lines = [
    'Your account on the portal is ready.',
    `Sign in at ${login} with this e-mail address (${to}) and the password you chose.`,
    'If you did not ask for an account, you can ignore this e-mail.',
  ];
  return {
    to: [to],
    subject: 'Your portal account is ready',
    text: [`Hello ${firstName},`, '', lines[0], lines[1], '', lines[2]].join('\n'),
    html: `<p>Hello ${escapeHtml(firstName)},</p><p>${escapeHtml(lines[0])}</p><p>Sign in at <a href="${escapeHtml(login)}">${escapeHtml(login)}</a> with this e-mail address (${escapeHtml(to)}) and the password you chose.</p><p>${escapeHtml(lines[2])}</p>`,
  };
}

/** The account has no password yet: a one-time link to set one (platform/passwordLinks.ts). */
export function setPasswordMail(to: string, firstName: string, link: string, expiresAt: Date): Mail {
  const until = `${expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const lines = [
    'Your account on the portal is ready. To sign in, first choose your password:',
    `The link works once, for ${PASSWORD_LINK_TTL_HOURS} hours (until ${until}). If it has expired, ask your rep for a new one.`,
    `Then sign in with this e-mail address (${to}) and the password you chose.`,
    'If you did not expect an account, you can ignore this e-mail.',
  ];
  return {
    to: [to],
    subject: 'Your portal account is ready: set your password',
    text: [`Hello ${firstName},`, '', lines[0], link, '', lines[1], lines[2], '', lines[3]].join('\n'),
    html: `<p>Hello ${escapeHtml(firstName)},</p><p>${escapeHtml(lines[0])}</p><p><a href="${escapeHtml(link)}">Set your password</a></p><p>${escapeHtml(lines[1])} ${escapeHtml(lines[2])}</p><p>${escapeHtml(lines[3])}</p>`,
  };
}
