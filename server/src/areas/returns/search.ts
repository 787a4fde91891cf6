import { desc, eq, or, sql } from 'drizzle-orm';
import { allows, returnStatusText, recordPaths } from '@portal/shared/core';
import { detailLine, jsonRow, searchMatch, searchQuery, type SearchProvider } from '../../platform/search';
import { customerNameOf } from '../directory';
import { returnVisibility } from './access';
import { returns } from '../../db/tables/returns';

// Returns in the search box: by return number or order number (whole, then the start), or the
// list's search text (numbers, customer number and name, job: search_text, trigram-indexed); under
// the rule `returns` and the list's visibility (returnVisibility: a rep its rep code's returns).

export const searchReturns: SearchProvider = (db, user, term, limit) => {
  if (!allows('returns', user)) return [];
  const n = term.number;
  const match = searchMatch(term, {
    kind: 'return',
    table: returns,
    key: returns.id,
    scope: returnVisibility(user),
    exact: n !== null ? (or(eq(returns.number, n), eq(returns.orderNumber, n)) ?? null) : null,
    prefix: sql`${returns.searchText}`,
    text: sql`${returns.searchText}`,
  });
  if (!match) return [];
  const fields = {
    id: returns.id,
    number: returns.number,
    orderNumber: returns.orderNumber,
    status: returns.status,
    subStatus: returns.subStatus,
    customerNumb: returns.customerNumb,
    customerName: customerNameOf(returns.customerNumb),
  };
  const query = db
    .select({ hit: jsonRow(fields) })
    .from(returns)
    .where(match.where)
    .orderBy(match.order, desc(returns.id))
    .limit(limit);
  return [
    searchQuery(query, fields, (r) => ({
      kind: 'return' as const,
      id: String(r.number),
      title: `Return ${r.number}`,
      detail: detailLine(`Order ${r.orderNumber}`, r.customerName ?? r.customerNumb, returnStatusText(r.status, r.subStatus)),
      path: recordPaths.return(r.id),
    })),
  ];
};
