import { desc, sql } from 'drizzle-orm';
import { allows, ORDER_LIST_DEFINITIONS, orderStatusText, recordPaths } from '@portal/shared/core';
import { detailLine, jsonRow, searchMatch, searchQuery, type SearchProvider } from '../../../platform/search';
import { customerNameOf } from '../../directory';
import { orders } from '../../../db/tables/orders/model';
import { visibleOrders } from './visibility';

// Orders in the search box: by number (whole, then its start), PO, customer number or name, or any
// text of the lists' 'all' search (orders.search_text, trigram-indexed); under the Orders list's
// rule and the lists' visibility (visibleOrders: a rep finds its own rep code's orders only).

export const searchOrders: SearchProvider = (db, user, term, limit) => {
  if (!allows(ORDER_LIST_DEFINITIONS.orders.access, user)) return [];
  const match = searchMatch(term, {
    kind: 'order',
    table: orders,
    key: orders.id,
    scope: visibleOrders(user),
    exact: term.number !== null ? sql`${orders.number} = ${term.number}` : null,
    prefix: sql`${orders.number}::text`,
    text: sql`${orders.searchText}`,
  });
  if (!match) return [];
  const fields = {
    id: orders.id,
    number: orders.number,
    status: orders.status,
    subStatus: orders.subStatus,
    po: orders.po,
    customerNumb: orders.customerNumb,
    customerName: customerNameOf(orders.customerNumb),
  };
  const query = db
    .select({ hit: jsonRow(fields) })
    .from(orders)
    .where(match.where)
    .orderBy(match.order, desc(orders.id))
    .limit(limit);
  return [
    searchQuery(query, fields, (r) => ({
      kind: 'order' as const,
      id: String(r.number),
      title: `Order ${r.number}`,
      detail: detailLine(r.customerName ?? r.customerNumb, r.po && `PO ${r.po}`, orderStatusText(r.status, r.subStatus)),
      path: recordPaths.order(r.id, r.status),
    })),
  ];
};
