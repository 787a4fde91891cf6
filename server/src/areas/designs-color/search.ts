import { desc, sql } from 'drizzle-orm';
import { allows, DESIGN_METHODS, recordPaths } from '@portal/shared/core';
import { detailLine, jsonRow, searchMatch, searchQuery, type SearchProvider } from '../../platform/search';
import { customerNameOf } from '../directory';
import { scopeOf } from './designs';
import { designs } from '../../db/tables/designs-color';

// Designs in the search box: by design id (with or without its variation: 'D1234-2'; whole, then
// the start) or the 'Everything' search text (id, customer, league, team, player, method, tags,
// comment: search_text, trigram-indexed); under the designs lists' scope (scopeOf: a rep its
// customers', licence and showcased designs). The customer's name only to the customer columns' readers.

const METHOD_NAME = new Map<string, string>(DESIGN_METHODS.map((m) => [m.code, m.name]));

export const searchDesigns: SearchProvider = (db, user, term, limit) => {
  if (!allows('designs', user)) return [];
  const key = sql`lower(${designs.id})`;
  // 'd1234' names every variation of the design, 'd1234-2' one (on designs_id_pattern_idx).
  const asKey = /^([a-z0-9_]{1,20})(?:-(\d{1,5}))?$/.exec(term.text);
  const match = searchMatch(term, {
    kind: 'design',
    table: designs,
    key: designs.uid,
    scope: scopeOf(user),
    exact: asKey
      ? asKey[2]
        ? sql`(${key} = ${asKey[1]} and ${designs.variation} = ${Number(asKey[2])})`
        : sql`${key} = ${asKey[1]}`
      : null,
    prefix: key,
    text: sql`${designs.searchText}`,
  });
  if (!match) return [];
  const showCustomer = allows('designCustomerColumns', user);
  const fields = {
    id: designs.id,
    variation: designs.variation,
    method: designs.method,
    active: designs.active,
    tags: designs.tags,
    customerNumb: designs.customerNumb,
    customerName: customerNameOf(designs.customerNumb),
  };
  const query = db
    .select({ hit: jsonRow(fields) })
    .from(designs)
    .where(match.where)
    .orderBy(match.order, desc(designs.uid))
    .limit(limit);
  return [
    searchQuery(query, fields, (r) => {
      const key = `${r.id}-${r.variation}`;
      return {
        kind: 'design' as const,
        id: key,
        title: `Design ${key}`,
        detail: detailLine(
          showCustomer ? (r.customerName ?? r.customerNumb) : null,
          METHOD_NAME.get(r.method) ?? r.method,
          r.tags.slice(0, 3).join(', '),
          r.active ? null : 'Inactive',
        ),
        path: recordPaths.design(key),
      };
    }),
  ];
};
