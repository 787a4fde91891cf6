import { desc, sql } from 'drizzle-orm';
import { allows, EVENT_STATUS_TEXT, isEventStatus, recordPaths } from '@portal/shared/core';
import { detailLine, jsonRow, searchMatch, searchQuery, type SearchProvider } from '../../../platform/search';
import { customerNameOf } from '../../directory';
import { customEvents } from '../../../db/tables/events-fpa';

// Custom events in the search box: by id (whole), name or handle (their starts first, then
// anywhere: custom_events_name_trgm, custom_events_handle_trgm); under the lists' rule
// `customEvents` (staff work: no per-customer scope, docs/ownership.md §2.8).

const dateOf = (iso: string) => iso.slice(0, 10);

export const searchCustomEvents: SearchProvider = (db, user, term, limit) => {
  if (!allows('customEvents', user)) return [];
  const name = sql`lower(${customEvents.name})`;
  const match = searchMatch(term, {
    kind: 'customEvent',
    table: customEvents,
    key: customEvents.id,
    scope: undefined,
    exact: term.number !== null ? sql`${customEvents.id} = ${term.number}` : null,
    prefix: name,
    text: name,
    alsoText: (pattern) => sql`lower(${customEvents.handle}) like ${pattern}`,
  });
  if (!match) return [];
  const fields = {
    id: customEvents.id,
    name: customEvents.name,
    handle: customEvents.handle,
    status: customEvents.status,
    startAt: customEvents.startAt,
    endAt: customEvents.endAt,
    customerNumb: customEvents.customerNumb,
    customerName: customerNameOf(customEvents.customerNumb),
  };
  const query = db
    .select({ hit: jsonRow(fields) })
    .from(customEvents)
    .where(match.where)
    .orderBy(match.order, desc(customEvents.id))
    .limit(limit);
  return [
    searchQuery(query, fields, (r) => ({
      kind: 'customEvent' as const,
      id: String(r.id),
      title: r.name,
      detail: detailLine(
        `Event ${r.id}`,
        r.customerName ?? r.customerNumb,
        `${dateOf(r.startAt)} – ${dateOf(r.endAt)}`,
        isEventStatus(r.status) ? EVENT_STATUS_TEXT[r.status] : null,
      ),
      path: recordPaths.customEvent(r.id, r.status),
    })),
  ];
};
