import { eq, inArray, sql } from 'drizzle-orm';
import { defaultEmailAccess, type EmailFlag } from '@portal/shared/core';
import type { Db } from '../db/client';
import { emailAltUsers, emailSettings, users } from '../db/tables/platform';

// Who receives an e-mail (spec 002 §3, §5 "Email access": the settings decide who
// receives the e-mails the other areas write to the outbox). Every area that writes a mail about
// its work to the outbox names the kind of mail (one of the e-mail settings' flags) and the
// addresses it would write to; this helper answers the addresses the mail really goes to:
//
// - an address that is a portal user's (case-insensitive) stays only while that user's settings
//   have the flag on (a user who never saved settings has the defaults of defaultEmailAccess);
// - that user's extra addresses with the flag on are added, beside the user's own address (to or
//   cc), whether or not the user's own copy is on;
// - an address that is nobody's (a customer's, one typed in a dialog) stays: the sender chose it;
// - each address once (to before cc); when no `to` is left, the cc move up; when nobody is left,
//   null: the caller writes no mail.
//
// One query (users by lower(email): users_email_lower_uq; their settings and extra addresses by
// user id), in the caller's transaction, so the mail follows the settings as they were committed.

export interface Recipients {
  to: string[];
  cc: string[];
}

interface Owner {
  ownOn: boolean;
  extra: string[];
}

export async function mailRecipients(
  tx: Db,
  flag: EmailFlag,
  addresses: { to: readonly string[]; cc?: readonly string[] },
): Promise<Recipients | null> {
  const cc = addresses.cc ?? [];
  const wanted = [...new Set([...addresses.to, ...cc].map((a) => a.trim().toLowerCase()).filter(Boolean))];
  const owners = new Map<string, Owner>();
  if (wanted.length) {
    const rows = await tx
      .select({
        email: sql<string>`lower(${users.email})`,
        flags: emailSettings.flags,
        extra: sql<
          string[]
        >`coalesce((select array_agg(${emailAltUsers.email} order by ${emailAltUsers.position}, ${emailAltUsers.id}) from ${emailAltUsers} where ${emailAltUsers.userId} = ${users.id} and ${flag} = any(${emailAltUsers.flags})), '{}')`,
      })
      .from(users)
      .leftJoin(emailSettings, eq(emailSettings.userId, users.id))
      .where(inArray(sql`lower(${users.email})`, wanted));
    const defaults = defaultEmailAccess();
    for (const row of rows) owners.set(row.email, { ownOn: row.flags ? row.flags.includes(flag) : defaults[flag], extra: row.extra });
  }
  const seen = new Set<string>();
  const resolve = (list: readonly string[]) => {
    const out: string[] = [];
    const add = (address: string) => {
      const key = address.trim().toLowerCase();
      if (!key || seen.has(key)) return;
      seen.add(key);
      out.push(address.trim());
    };
    for (const address of list) {
      const owner = owners.get(address.trim().toLowerCase());
      if (!owner) {
        add(address);
        continue;
      }
      if (owner.ownOn) add(address);
      owner.extra.forEach(add);
    }
    return out;
  };
  const to = resolve(addresses.to);
  const copies = resolve(cc);
  if (!to.length && !copies.length) return null;
  return to.length ? { to, cc: copies } : { to: copies, cc: [] };
}

/** The user's saved template of this kind (spec 002 §3: sellsheetTemplate, orderApprovalTemplate), or null. */
export async function mailTemplate(tx: Db, userId: number, kind: 'sellsheet' | 'orderApproval'): Promise<string | null> {
  const [row] = await tx
    .select({ sellsheet: emailSettings.sellsheetTemplate, orderApproval: emailSettings.orderApprovalTemplate })
    .from(emailSettings)
    .where(eq(emailSettings.userId, userId));
  return row?.[kind] ?? null;
}
