import { asc, eq, sql } from 'drizzle-orm';
import { allows, ORDER_LIST_DEFINITIONS, recordPaths } from '@portal/shared/core';
import { detailLine, jsonRow, searchMatch, searchQuery, type SearchProvider } from '../../platform/search';
import { customers, reps } from '../../db/tables/directory';
import { pickable } from './service';

// Customers in the search box: by number (whole) or name (its start first, then anywhere: the
// trigram index customers_name_trgm); the customers the user may pick (pickable: staff all, a rep
// its own, a customer user its linked ones). A customer opens as the Orders list filtered to it,
// so only users of the order pages find customers.

export const searchCustomers: SearchProvider = (db, user, term, limit) => {
  if (!allows(ORDER_LIST_DEFINITIONS.orders.access, user)) return [];
  const name = sql`lower(${customers.name})`;
  const match = searchMatch(term, {
    kind: 'customer',
    table: customers,
    key: customers.numb,
    scope: pickable(user),
    // Customer numbers are kept as typed (digits, or upper-case letters): on the primary key.
    exact: /^[a-z0-9-]{1,20}$/.test(term.text) ? sql`${customers.numb} in (${term.text}, ${term.text.toUpperCase()})` : null,
    recent: null,
    prefix: name,
    text: name,
  });
  if (!match) return [];
  const fields = { numb: customers.numb, name: customers.name, province: customers.province, repName: reps.name };
  const query = db
    .select({ hit: jsonRow(fields) })
    .from(customers)
    .leftJoin(reps, eq(reps.code, customers.repCode))
    .where(match.where)
    .orderBy(match.order, asc(customers.name))
    .limit(limit);
  return [
    searchQuery(query, fields, (r) => ({
      kind: 'customer',
      id: r.numb,
      title: r.name,
      detail: detailLine(`Customer ${r.numb}`, r.province, r.repName && `Rep ${r.repName}`),
      path: recordPaths.customer(r.numb),
    })),
  ];
};
