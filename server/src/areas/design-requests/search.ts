import { desc, sql } from 'drizzle-orm';
import { allows, DESIGN_ORDER_STATUS_TEXT, DESIGN_SAMPLE_STATUS_TEXT, designRequestStatusText, recordPaths } from '@portal/shared/core';
import type { Db } from '../../db/client';
import {
  detailLine,
  jsonRow,
  searchMatch,
  searchQuery,
  type SearchProvider,
  type SearchQuery,
  type SearchTerm,
} from '../../platform/search';
import { designKeyOf } from '../designs-color';
import { customerNameOf } from '../directory';
import { visibilityCondition } from './requests';
import { designOrders, designRequests, designSampleRequests } from '../../db/tables/design-requests';

// Design requests, design sample requests and design orders in the search box, each under its
// list's rule: requests under `designRequests` and the lists' visibility (visibilityCondition: a
// rep its own requests, the art staff all), samples under `designSamples`, design orders under
// `designOrders` (team work: the flag decides). Each by id (whole, then its start) or by its
// list's Filter text (search_text, trigram-indexed).

const dateOf = (iso: string) => iso.slice(0, 10);

function requests(db: Db, user: Parameters<SearchProvider>[1], term: SearchTerm, limit: number): SearchQuery[] {
  if (!allows('designRequests', user)) return [];
  const match = searchMatch(term, {
    kind: 'designRequest',
    table: designRequests,
    key: designRequests.id,
    scope: visibilityCondition(user),
    exact: term.number !== null ? sql`${designRequests.id} = ${term.number}` : null,
    prefix: sql`${designRequests.id}::text`,
    text: sql`${designRequests.searchText}`,
  });
  if (!match) return [];
  const fields = {
    id: designRequests.id,
    status: designRequests.status,
    license: designRequests.license,
    method: designRequests.method,
    customerNumb: designRequests.customerNumb,
    customerName: customerNameOf(designRequests.customerNumb),
    dateRequired: designRequests.dateRequired,
  };
  const query = db
    .select({ hit: jsonRow(fields) })
    .from(designRequests)
    .where(match.where)
    .orderBy(match.order, desc(designRequests.id))
    .limit(limit);
  return [
    searchQuery(query, fields, (r) => ({
      kind: 'designRequest',
      id: String(r.id),
      title: `Design Request #${r.id}`,
      detail: detailLine(
        r.license ? 'Licence' : (r.customerName ?? r.customerNumb),
        r.method,
        designRequestStatusText(r.status),
        `required ${r.dateRequired}`,
      ),
      path: recordPaths.designRequest(r.id),
    })),
  ];
}

function samples(db: Db, user: Parameters<SearchProvider>[1], term: SearchTerm, limit: number): SearchQuery[] {
  if (!allows('designSamples', user)) return [];
  const match = searchMatch(term, {
    kind: 'designSample',
    table: designSampleRequests,
    key: designSampleRequests.id,
    scope: undefined,
    exact: term.number !== null ? sql`${designSampleRequests.id} = ${term.number}` : null,
    text: sql`${designSampleRequests.searchText}`,
  });
  if (!match) return [];
  const fields = {
    id: designSampleRequests.id,
    status: designSampleRequests.status,
    dateRequested: designSampleRequests.dateRequested,
    design: designKeyOf(designSampleRequests.designUid),
  };
  const query = db
    .select({ hit: jsonRow(fields) })
    .from(designSampleRequests)
    .where(match.where)
    .orderBy(match.order, desc(designSampleRequests.id))
    .limit(limit);
  return [
    searchQuery(query, fields, (r) => ({
      kind: 'designSample',
      id: String(r.id),
      title: `Sample Request #${r.id}`,
      detail: detailLine(r.design, DESIGN_SAMPLE_STATUS_TEXT[r.status], `requested ${dateOf(r.dateRequested)}`),
      path: recordPaths.designSample(r.id),
    })),
  ];
}

function orders(db: Db, user: Parameters<SearchProvider>[1], term: SearchTerm, limit: number): SearchQuery[] {
  if (!allows('designOrders', user)) return [];
  const match = searchMatch(term, {
    kind: 'designOrder',
    table: designOrders,
    key: designOrders.id,
    scope: undefined,
    exact: term.number !== null ? sql`${designOrders.id} = ${term.number}` : null,
    prefix: sql`lower(coalesce(${designOrders.po}, ''))`,
    text: sql`${designOrders.searchText}`,
  });
  if (!match) return [];
  const fields = {
    id: designOrders.id,
    status: designOrders.status,
    quantity: designOrders.quantity,
    po: designOrders.po,
    design: designKeyOf(designOrders.designUid),
  };
  const query = db
    .select({ hit: jsonRow(fields) })
    .from(designOrders)
    .where(match.where)
    .orderBy(match.order, desc(designOrders.id))
    .limit(limit);
  return [
    searchQuery(query, fields, (r) => ({
      kind: 'designOrder',
      id: String(r.id),
      title: `Design Order #${r.id}`,
      detail: detailLine(r.design, `${r.quantity} units`, r.po && `PO ${r.po}`, DESIGN_ORDER_STATUS_TEXT[r.status]),
      path: recordPaths.designOrder(r.id),
    })),
  ];
}

export const searchDesignRequests: SearchProvider = (db, user, term, limit) => [
  ...requests(db, user, term, limit),
  ...samples(db, user, term, limit),
  ...orders(db, user, term, limit),
];
