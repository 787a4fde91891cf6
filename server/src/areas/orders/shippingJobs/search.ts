import { and, desc, sql } from 'drizzle-orm';
import { recordPaths, SHIPPING_JOB_STATUS_TEXT } from '@portal/shared/core';
import { detailLine, searchMatch, type SearchProvider } from '../../../platform/search';
import { customerNames } from '../../platform';
import { shippingJobs } from '../model/schema';
import { visibleJobs } from './service';

// Shipping jobs in the search box: by job number, or the list's search text (title, quote, PO,
// customer number, invoices: search_text, trigram-indexed) or the customer's name; the list's
// visibility (visibleJobs: a rep its rep code's jobs, a customer user its customers').

const searchText = sql`${sql.raw('"shipping_jobs"."search_text"')}`;

export const searchShippingJobs: SearchProvider = async (db, user, term, limit) => {
  const match = searchMatch(term, {
    exact: term.number !== null ? sql`${shippingJobs.id} = ${term.number}` : null,
    prefix: sql`lower(coalesce(${shippingJobs.job}, ''))`,
    text: searchText,
    alsoText: (pattern) => sql`${shippingJobs.customerNumb} = any(array(select numb from customers where lower(name) like ${pattern}))`,
  });
  if (!match) return [];
  const rows = await db
    .select({
      id: shippingJobs.id,
      job: shippingJobs.job,
      po: shippingJobs.po,
      status: shippingJobs.status,
      customerNumb: shippingJobs.customerNumb,
    })
    .from(shippingJobs)
    .where(and(match.where, visibleJobs(user)))
    .orderBy(match.order, desc(shippingJobs.id))
    .limit(limit);
  const names = await customerNames(
    db,
    rows.map((r) => r.customerNumb),
  );
  return rows.map((r) => ({
    kind: 'shippingJob' as const,
    id: String(r.id),
    title: detailLine(`Shipping Job ${r.id}`, r.job),
    detail: detailLine(names.get(r.customerNumb) ?? r.customerNumb, r.po && `PO ${r.po}`, SHIPPING_JOB_STATUS_TEXT[r.status]),
    path: recordPaths.shippingJob(r.id),
  }));
};
