import { RETURN_LIST_DEFAULT_SORT, RETURN_SORT_KEYS, type ReturnSortKey, type ReturnsListInput } from '@portal/shared';
import type { FilterDefinition, ListQuery } from '@portal/shared/list';
import type { ReturnsDomain } from './api';

// The list's URL state (strings) as returnsV2's arguments, and the filter drawer from the domain
// (spec 001 §2.1). Pure: tested without a browser.

const numbers = (values: readonly string[] | undefined) => (values ?? []).map(Number).filter((n) => Number.isInteger(n));

/** A sort the URL names but the server does not know falls back to dateCreated. */
export function sortKeyOf(orderBy: string): ReturnSortKey {
  return (RETURN_SORT_KEYS as readonly string[]).includes(orderBy) ? (orderBy as ReturnSortKey) : RETURN_LIST_DEFAULT_SORT;
}

export function returnsListInput(q: ListQuery): ReturnsListInput {
  return {
    filters: {
      search: q.search || null,
      status: numbers(q.filters.status),
      returnCode: numbers(q.filters.returnCode),
      customer: q.filters.customer ?? [],
      rep: q.filters.rep ?? [],
      csr: q.filters.csr ?? [],
      page: q.page,
      rowsPerPage: q.pageSize,
    },
    orderBy: sortKeyOf(q.orderBy),
    desc: q.order === 'desc',
  };
}

/** spec 001 §2.1: customers, reps and CSRs (number and name), statuses and return codes (code, description). */
export function returnFilters(domain: ReturnsDomain | undefined): FilterDefinition[] {
  const people = (list: { numb: string; name: string }[] | undefined) =>
    (list ?? []).map((p) => ({ value: p.numb, label: `${p.numb} - ${p.name}` }));
  const codes = (list: { code: number; description: string }[] | undefined) =>
    (list ?? []).map((c) => ({ value: String(c.code), label: c.description }));
  return [
    { key: 'status', label: 'Status', options: codes(domain?.statuses) },
    { key: 'returnCode', label: 'Return Code', options: codes(domain?.returnCodes) },
    { key: 'customer', label: 'Customer', options: people(domain?.customers) },
    { key: 'rep', label: 'Rep', options: people(domain?.reps) },
    { key: 'csr', label: 'CSR', options: people(domain?.csrs) },
  ];
}
