import type { z } from 'zod';
import { ADMIN_MESSAGES } from './adminMessages';
import { EMAIL_FLAGS, type EmailFlag, type EmailFlags } from './emailFlags';
import type { emailSettingsAnswerSchema } from './emailSettingsAnswerSchema';
import { messages } from './messages';

// Email Settings (/email_settings, spec 002 §2, §3, §4, §5, §7, §8): a user's opt-ins for the
// e-mails the portal sends, the customer copies, two templates and extra addresses with their own
// opt-ins. The form and the server (GET/PUT /api/emailAccess) use these same rules; the PUT body's
// schema is emailSettingsSchema.ts (zod stays out of the screens' bundles).

/** GET /api/emailAccess, as it arrives (adminRoutes.ts). `jobTitle` decides the shipped customer copy (spec 002 §5: not for Corp). */
export type EmailSettings = z.input<typeof emailSettingsAnswerSchema>;
/** A user's settings (spec 002 §3): the flags and the two templates (text or null). */
export type EmailAccess = EmailSettings['access'];
/** An extra address with its own flags. */
export type AltUser = EmailSettings['altUsers'][number];
/** What the form edits and PUT /api/emailAccess sends (spec 002 §7: access, altUsers). */
export type EmailSettingsInput = Omit<EmailSettings, 'jobTitle'>;

/** Ours: what each e-mail is, as the screen labels it (the spec gives the flag names only). */
export const EMAIL_FLAG_LABELS: Record<EmailFlag, string> = {
  saved: 'Order saved',
  submitted: 'Order submitted',
  sellsheet: 'Sell sheet sent',
  sellsheetCustomer: 'Copy to the customer',
  manager: 'Manager approval needed',
  update: 'Order updated',
  confirmed: 'Order confirmed',
  confirmedCustomer: 'Copy to the customer',
  artinfo: 'Art info required',
  comment: 'Order comment',
  updateRequired: 'Update required',
  allocations: 'Expiring allocations',
  betaSellsheet: 'Beta sell sheet',
  shipped: 'Order shipped',
  shippedCustomer: 'Copy to the customer',
  sellsheetPDF: 'Sell sheet PDF attached',
};

/** spec 002 §5: "Mandatory emails (cannot opt out): expiring allocations, order comment, art info required, update required." */
export const MANDATORY_EMAIL_FLAGS: readonly EmailFlag[] = ['allocations', 'comment', 'artinfo', 'updateRequired'];

/** spec 002 §4: turning off confirmed, sellsheet or shipped also turns off the matching customer copy. */
export const CUSTOMER_COPIES: Readonly<Partial<Record<EmailFlag, EmailFlag>>> = {
  sellsheet: 'sellsheetCustomer',
  confirmed: 'confirmedCustomer',
  shipped: 'shippedCustomer',
};
const COPY_PARENT = Object.fromEntries(Object.entries(CUSTOMER_COPIES).map(([parent, copy]) => [copy, parent])) as Partial<
  Record<EmailFlag, EmailFlag>
>;

/** The flag a customer copy belongs to (sellsheetCustomer -> sellsheet), or undefined. */
export const copyParentOf = (flag: EmailFlag): EmailFlag | undefined => COPY_PARENT[flag];

/** spec 002 §5: the job title whose shipped customer copy is disabled. */
export const CORP_JOB_TITLE = 'Corp';
export const isCorp = (jobTitle: string | null | undefined) => (jobTitle ?? '').trim().toLowerCase() === CORP_JOB_TITLE.toLowerCase();

/** spec 002 §9: extra e-mail 255 characters, templates 1000. */
export const ALT_EMAIL_MAX = 255;
export const EMAIL_TEMPLATE_MAX = 1000;
/** Ours: extra addresses per user (the spec gives no number; a list, not a mailing list). */
export const ALT_USERS_MAX = 20;

/**
 * spec 002 §5 change tracking: one bit per field (saved 1, submitted 2, sellsheet 4, … in the order
 * of §3, the two templates next, the extra addresses 262144). Update Settings is enabled while the
 * mask of what differs from the saved settings is not 0.
 */
export const EMAIL_CHANGE_BITS: Readonly<Record<EmailFlag | 'sellsheetTemplate' | 'orderApprovalTemplate' | 'altAccess', number>> = {
  ...(Object.fromEntries(EMAIL_FLAGS.map((flag, i) => [flag, 2 ** i])) as Record<EmailFlag, number>),
  sellsheetTemplate: 2 ** 16,
  orderApprovalTemplate: 2 ** 17,
  altAccess: 2 ** 18,
};

/** A flag the user cannot change now: mandatory, a customer copy whose e-mail is off, or the shipped copy for Corp. */
export function isEmailFlagLocked(flags: EmailFlags, flag: EmailFlag, jobTitle: string | null): boolean {
  if (MANDATORY_EMAIL_FLAGS.includes(flag)) return true;
  if (flag === 'shippedCustomer' && isCorp(jobTitle)) return true;
  const parent = copyParentOf(flag);
  return !!parent && !flags[parent];
}

/** One flag set or cleared by the user: locked flags stay; turning an e-mail off turns its customer copy off (spec 002 §4). */
export function withEmailFlag<T extends EmailFlags>(flags: T, flag: EmailFlag, on: boolean, jobTitle: string | null): T {
  if (isEmailFlagLocked(flags, flag, jobTitle)) return flags;
  const next = { ...flags, [flag]: on };
  const copy = CUSTOMER_COPIES[flag];
  if (copy && !on) next[copy] = false;
  return next;
}

/** spec 002 §5: a new extra address has every e-mail on except betaSellsheet and the customer copies. */
export function newAltUser(email: string): AltUser {
  const flags = Object.fromEntries(EMAIL_FLAGS.map((f) => [f, f !== 'betaSellsheet' && !copyParentOf(f)])) as EmailFlags;
  return { email: email.trim(), ...flags };
}

/** Ours: the settings of a user who never saved any: the same defaults as a new extra address, no templates. */
export function defaultEmailAccess(): EmailAccess {
  const { email: _email, ...flags } = newAltUser('');
  return { ...flags, sellsheetTemplate: null, orderApprovalTemplate: null };
}

/** spec 002 §5: "truncated to 1000 characters; empty becomes null". */
export function normalizeTemplate(text: string | null | undefined): string | null {
  const cut = (text ?? '').slice(0, EMAIL_TEMPLATE_MAX);
  return cut.trim() ? cut : null;
}

/** spec 002 §5: the basic e-mail pattern of an extra address. */
export const isBasicEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) && value.trim().length <= ALT_EMAIL_MAX;

/**
 * What is wrong with an extra address about to be added (spec 002 §5), or null: the basic pattern
 * and 255 characters ('Please enter a valid email address.'), not already there whatever its case
 * ('The entered email address already exists.'; the user's own address counts).
 */
export function altEmailProblem(email: string, existing: readonly string[]): string | null {
  if (!isBasicEmail(email)) return messages.invalidEmailAddress;
  const wanted = email.trim().toLowerCase();
  if (existing.some((e) => e.trim().toLowerCase() === wanted)) return messages.emailAddressExists;
  if (existing.length >= ALT_USERS_MAX) return ADMIN_MESSAGES.altUsersTooMany;
  return null;
}

/** What stops a set of flags (the user's or an extra address's) from being saved, or null. */
export function emailFlagsProblem(flags: EmailFlags, jobTitle: string | null): string | null {
  if (MANDATORY_EMAIL_FLAGS.some((f) => !flags[f])) return ADMIN_MESSAGES.mandatoryEmails;
  for (const [parent, copy] of Object.entries(CUSTOMER_COPIES) as [EmailFlag, EmailFlag][]) {
    if (flags[copy] && !flags[parent]) return ADMIN_MESSAGES.customerCopyNeedsEmail;
  }
  if (flags.shippedCustomer && isCorp(jobTitle)) return ADMIN_MESSAGES.shippedCopyCorp;
  return null;
}

/** The bits of what differs between the saved settings and the edited ones (0: nothing changed). */
export function emailChangeMask(saved: EmailSettingsInput, edited: EmailSettingsInput): number {
  let mask = 0;
  for (const flag of EMAIL_FLAGS) if (saved.access[flag] !== edited.access[flag]) mask |= EMAIL_CHANGE_BITS[flag];
  if (normalizeTemplate(saved.access.sellsheetTemplate) !== normalizeTemplate(edited.access.sellsheetTemplate))
    mask |= EMAIL_CHANGE_BITS.sellsheetTemplate;
  if (normalizeTemplate(saved.access.orderApprovalTemplate) !== normalizeTemplate(edited.access.orderApprovalTemplate))
    mask |= EMAIL_CHANGE_BITS.orderApprovalTemplate;
  const key = (u: AltUser) => [u.email.toLowerCase(), ...EMAIL_FLAGS.map((f) => (u[f] ? 1 : 0))].join('|');
  if (saved.altUsers.map(key).join('\n') !== edited.altUsers.map(key).join('\n')) mask |= EMAIL_CHANGE_BITS.altAccess;
  return mask;
}
