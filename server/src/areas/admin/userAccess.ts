import { ADMIN_MESSAGES, grantedFlags, type SessionUser, type UserAccessUpdate, type UserWithAccess } from '@portal/shared/core';
import type { Db } from '../../db/client';
import { auditAs } from '../../platform/audit';
import { badRequest, forbidden, notFound } from '../../platform/httpErrors';
import { forgetUserSessions, toSessionUser } from '../../platform/sessions';
import { changeAccount, lockAccount } from '../../platform/accounts';

// User Access (spec 002 §2, §5, §6, §7: POST /api/users, body user, access). The route has checked
// userAdmin (rights before input), then the body with the form's own schema (userAccessSchema: 400
// with the form's messages); here the flags are replaced in one transaction whose first statement
// names the actor for the audit trail (migration 0017 records users' changes, password hash left
// out). The user's cached sessions are dropped afterwards, so the new flags count from their next
// call.

export async function updateUserAccess(db: Db, actor: SessionUser, input: UserAccessUpdate, now: Date): Promise<UserWithAccess> {
  // No self-lock-out (mfe-admin/README.md "Decisions"): another user administrator changes yours.
  if (input.user === actor.id) throw forbidden(ADMIN_MESSAGES.ownAccess);
  const row = await db.transaction(async (tx) => {
    await auditAs(tx, actor, now);
    const target = await lockAccount(tx, input.user);
    if (!target) throw notFound(ADMIN_MESSAGES.userNotFound);
    // External (CUSTOMER) users have their own, smaller set of flags under External users.
    if (target.userType === 'CUSTOMER') throw badRequest(ADMIN_MESSAGES.externalUser);
    return changeAccount(tx, input.user, { access: grantedFlags(input.access) });
  });
  await forgetUserSessions(db, row.id);
  const { id, email, name, userType, repCode, access } = toSessionUser(row);
  return { id, email, name, userType, repCode, access };
}
