import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

// Every write leaves a trace (ARCHITECTURE.md "Server"). The `audit_row` trigger (migration 0014)
// writes an audit_log row for each row that an audited table gains, changes or loses, inside the
// change's own transaction, so no write path can forget it and a rolled-back change leaves no
// trace. What the trigger cannot know is who and when: a write's transaction tells it with
// auditAs() as its first statement. A change made without it is recorded as the system's.

/** Names the person making this transaction's changes, and the app clock's time, for the audit trigger. */
export async function auditAs(tx: Db, actor: { id: number } | null | undefined, at: Date): Promise<void> {
  await tx.execute(
    sql`select set_config('portal.actor', ${actor ? String(actor.id) : ''}, true), set_config('portal.at', ${at.toISOString()}, true)`,
  );
}

/** Turns the audit trigger off for this transaction only (the demo-data seed). */
export async function auditOff(tx: Db): Promise<void> {
  await tx.execute(sql`select set_config('portal.audit', 'off', true)`);
}

/** The records whose history people read on a detail page. */
export type AuditSubject =
  | 'order'
  | 'return'
  | 'template'
  | 'catalog'
  | 'design'
  | 'swatch'
  | 'swatch_library'
  | 'printer_color_mapping'
  | 'design_request'
  | 'shipping_job'
  | 'drafted_contest'
  | 'custom_event'
  | 'design_sample'
  | 'design_order'
  | 'design_vendor';

export interface HistoryEntry {
  id: number;
  at: Date;
  /** Null when the system made the change (no session). */
  actor: { id: number; name: string } | null;
  /** The table the changed row is in ('orders', 'order_items', 'returns', …). */
  table: string;
  rowId: number | null;
  action: 'insert' | 'update' | 'delete';
  /** update: { column: [before, after] }; insert/delete: the row's columns. */
  changes: Record<string, unknown>;
}

/** A record's history, newest first (index audit_log_subject_idx). The caller checks access. */
export async function historyOf(db: Db, subject: AuditSubject, subjectId: number, limit = 500): Promise<HistoryEntry[]> {
  const result = await db.execute(sql`
    select a.id, a.at, a.actor_id, u.name as actor_name, a.table_name, a.row_id, a.action, a.changes
      from audit_log a left join users u on u.id = a.actor_id
     where a.subject = ${subject} and a.subject_id = ${subjectId}
     order by a.id desc
     limit ${limit}`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    id: Number(r.id),
    at: new Date(r.at as string | Date),
    actor: r.actor_id === null ? null : { id: Number(r.actor_id), name: String(r.actor_name ?? '') },
    table: String(r.table_name),
    rowId: r.row_id === null ? null : Number(r.row_id),
    action: r.action as HistoryEntry['action'],
    changes: (typeof r.changes === 'string' ? JSON.parse(r.changes) : r.changes) as Record<string, unknown>,
  }));
}

/** A history entry as GraphQL answers it (type ChangeEntry of the platform area's schema). */
export interface ChangeEntryWire {
  id: number;
  at: string;
  actorName: string | null;
  table: string;
  action: HistoryEntry['action'];
  changes: { field: string; before: string | null; after: string | null }[];
}

const asText = (value: unknown): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

/** historyOf() for a detail page: one FieldChange per field (row ids left out). */
export async function changeEntriesOf(db: Db, subject: AuditSubject, subjectId: number): Promise<ChangeEntryWire[]> {
  return (await historyOf(db, subject, subjectId)).map((entry) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    actorName: entry.actor?.name ?? null,
    table: entry.table,
    action: entry.action,
    changes: Object.entries(entry.changes)
      .filter(([field]) => field !== 'id')
      .map(([field, value]) => {
        if (entry.action === 'update') {
          const [before, after] = value as [unknown, unknown];
          return { field, before: asText(before), after: asText(after) };
        }
        return entry.action === 'insert' ? { field, before: null, after: asText(value) } : { field, before: asText(value), after: null };
      }),
  }));
}
