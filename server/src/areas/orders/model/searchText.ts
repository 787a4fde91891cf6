// The text the 'all' search of the order lists looks in (orders.search_text), kept by every write
// that changes one of its parts: order number, customer number and name, PO (or collection name),
// quote, job, job codes, rep code and name. Lower-cased so that a search is case-insensitive.

export interface SearchTextParts {
  number?: number | null;
  customerNumb?: string | null;
  customerName?: string | null;
  po?: string | null;
  quote?: string | null;
  job?: string | null;
  jobCodes?: readonly string[] | null;
  repCode?: string | null;
  repName?: string | null;
}

export function searchTextOf(p: SearchTextParts): string {
  return [p.number, p.customerNumb, p.customerName, p.po, p.quote, p.job, ...(p.jobCodes ?? []), p.repCode, p.repName]
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(' ')
    .toLowerCase();
}
