import { desc, sql } from 'drizzle-orm';
import { recordPaths, SHIPPING_JOB_STATUS_TEXT } from '@portal/shared/core';
import { detailLine, jsonRow, searchMatch, searchQuery, type SearchProvider } from '../../../platform/search';
import { customerNameOf } from '../../directory';
import { shippingJobs } from '../../../db/tables/orders/model';
import { visibleJobs } from './service';

// Shipping jobs in the search box: by job number, or the list's search text (title, quote, PO,
// customer number, invoices: search_text, trigram-indexed); the list's visibility (visibleJobs: a
// rep its rep code's jobs, a customer user its customers'). Not by the customer's name, which the
// list's own search also reads through customers: that look-up cost 30 to 180 ms at scale 100, and
// the customer itself is a hit of its own kind (its orders one click away).

const searchText = sql`${sql.raw('"shipping_jobs"."search_text"')}`;

export const searchShippingJobs: SearchProvider = (db, user, term, limit) => {
  const match = searchMatch(term, {
    kind: 'shippingJob',
    table: shippingJobs,
    key: shippingJobs.id,
    scope: visibleJobs(user),
    exact: term.number !== null ? sql`${shippingJobs.id} = ${term.number}` : null,
    prefix: sql`lower(coalesce(${shippingJobs.job}, ''))`,
    text: searchText,
  });
  if (!match) return [];
  const fields = {
    id: shippingJobs.id,
    job: shippingJobs.job,
    po: shippingJobs.po,
    status: shippingJobs.status,
    customerNumb: shippingJobs.customerNumb,
    customerName: customerNameOf(shippingJobs.customerNumb),
  };
  const query = db
    .select({ hit: jsonRow(fields) })
    .from(shippingJobs)
    .where(match.where)
    .orderBy(match.order, desc(shippingJobs.id))
    .limit(limit);
  return [
    searchQuery(query, fields, (r) => ({
      kind: 'shippingJob' as const,
      id: String(r.id),
      title: detailLine(`Shipping Job ${r.id}`, r.job),
      detail: detailLine(r.customerName ?? r.customerNumb, r.po && `PO ${r.po}`, SHIPPING_JOB_STATUS_TEXT[r.status]),
      path: recordPaths.shippingJob(r.id),
    })),
  ];
};
