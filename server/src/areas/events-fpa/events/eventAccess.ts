import { eq, inArray } from 'drizzle-orm';
import { allows, EVENT_MESSAGES, type SessionUser } from '@portal/shared/core';
import type { Db } from '../../../db/client';
import { forbidden, notFound } from '../../../platform/httpErrors';
import { customEvents } from '../../../db/tables/events-fpa';

// Who may look at and change custom events (spec 002 §6; ours: rule customEvents to look,
// customEventEdit to change, mfe-events-fpa/README.md "Decisions"), and the event a write locks.

const MAX_ID = 2_147_483_647;

export function requireEventViewer(user: SessionUser) {
  if (!allows('customEvents', user)) throw forbidden(EVENT_MESSAGES.forbidden);
}
export function requireEventEditor(user: SessionUser) {
  if (!allows('customEventEdit', user)) throw forbidden(EVENT_MESSAGES.editForbidden);
}
export const validId = (id: unknown): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= MAX_ID;

/** Which of these events the user may see (the customEvents rule: no ownership; live updates, Area.live). */
export async function readableEvents(db: Db, user: SessionUser, ids: number[]): Promise<number[]> {
  if (!allows('customEvents', user) || !ids.length) return [];
  const rows = await db.select({ id: customEvents.id }).from(customEvents).where(inArray(customEvents.id, ids));
  return rows.map((r) => r.id);
}

/** Locks the event for a write; 404 when there is none. */
export async function lockEvent(tx: Db, id: unknown) {
  if (!validId(id)) throw notFound(EVENT_MESSAGES.notFound);
  const [event] = await tx.select().from(customEvents).where(eq(customEvents.id, id)).for('update');
  if (!event) throw notFound(EVENT_MESSAGES.notFound);
  return event;
}
