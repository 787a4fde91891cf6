import { desc, sql } from 'drizzle-orm';
import {
  allows,
  DESIGN_ORDER_STATUS_TEXT,
  DESIGN_SAMPLE_STATUS_TEXT,
  designRequestStatusText,
  recordPaths,
  type SearchHit,
} from '@portal/shared/core';
import type { Db } from '../../db/client';
import { detailLine, searchMatch, type SearchProvider, type SearchTerm } from '../../platform/search';
import { designKeyOf } from '../designs-color';
import { customerNameOf } from '../platform';
import { visibilityCondition } from './requests';
import { designOrders, designRequests, designSampleRequests } from './schema';

// Design requests, design sample requests and design orders in the search box, each under its
// list's rule: requests under `designRequests` and the lists' visibility (visibilityCondition: a
// rep its own requests, the art staff all), samples under `designSamples`, design orders under
// `designOrders` (team work: the flag decides). Each by id (whole, then its start) or by its
// list's Filter text (search_text, trigram-indexed).

const dateOf = (d: Date) => d.toISOString().slice(0, 10);

async function requests(db: Db, user: Parameters<SearchProvider>[1], term: SearchTerm, limit: number): Promise<SearchHit[]> {
  if (!allows('designRequests', user)) return [];
  const match = searchMatch(term, {
    table: designRequests,
    key: designRequests.id,
    scope: visibilityCondition(user),
    exact: term.number !== null ? sql`${designRequests.id} = ${term.number}` : null,
    prefix: sql`${designRequests.id}::text`,
    text: sql`${designRequests.searchText}`,
  });
  if (!match) return [];
  const rows = await db
    .select({
      id: designRequests.id,
      status: designRequests.status,
      license: designRequests.license,
      method: designRequests.method,
      customerNumb: designRequests.customerNumb,
      customerName: customerNameOf(designRequests.customerNumb),
      dateRequired: designRequests.dateRequired,
    })
    .from(designRequests)
    .where(match.where)
    .orderBy(match.order, desc(designRequests.id))
    .limit(limit);
  return rows.map((r) => ({
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
  }));
}

async function samples(db: Db, user: Parameters<SearchProvider>[1], term: SearchTerm, limit: number): Promise<SearchHit[]> {
  if (!allows('designSamples', user)) return [];
  const match = searchMatch(term, {
    table: designSampleRequests,
    key: designSampleRequests.id,
    scope: undefined,
    exact: term.number !== null ? sql`${designSampleRequests.id} = ${term.number}` : null,
    text: sql`${designSampleRequests.searchText}`,
  });
  if (!match) return [];
  const rows = await db
    .select({
      id: designSampleRequests.id,
      status: designSampleRequests.status,
      dateRequested: designSampleRequests.dateRequested,
      design: designKeyOf(designSampleRequests.designUid),
    })
    .from(designSampleRequests)
    .where(match.where)
    .orderBy(match.order, desc(designSampleRequests.id))
    .limit(limit);
  return rows.map((r) => ({
    kind: 'designSample',
    id: String(r.id),
    title: `Sample Request #${r.id}`,
    detail: detailLine(r.design, DESIGN_SAMPLE_STATUS_TEXT[r.status], `requested ${dateOf(r.dateRequested)}`),
    path: recordPaths.designSample(r.id),
  }));
}

async function orders(db: Db, user: Parameters<SearchProvider>[1], term: SearchTerm, limit: number): Promise<SearchHit[]> {
  if (!allows('designOrders', user)) return [];
  const match = searchMatch(term, {
    table: designOrders,
    key: designOrders.id,
    scope: undefined,
    exact: term.number !== null ? sql`${designOrders.id} = ${term.number}` : null,
    prefix: sql`lower(coalesce(${designOrders.po}, ''))`,
    text: sql`${designOrders.searchText}`,
  });
  if (!match) return [];
  const rows = await db
    .select({
      id: designOrders.id,
      status: designOrders.status,
      quantity: designOrders.quantity,
      po: designOrders.po,
      design: designKeyOf(designOrders.designUid),
    })
    .from(designOrders)
    .where(match.where)
    .orderBy(match.order, desc(designOrders.id))
    .limit(limit);
  return rows.map((r) => ({
    kind: 'designOrder',
    id: String(r.id),
    title: `Design Order #${r.id}`,
    detail: detailLine(r.design, `${r.quantity} units`, r.po && `PO ${r.po}`, DESIGN_ORDER_STATUS_TEXT[r.status]),
    path: recordPaths.designOrder(r.id),
  }));
}

export const searchDesignRequests: SearchProvider = async (db, user, term, limit) =>
  (await Promise.all([requests(db, user, term, limit), samples(db, user, term, limit), orders(db, user, term, limit)])).flat();
