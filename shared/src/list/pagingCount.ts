// spec 000 §4: "Count shown for paging: taken from the counters unless a search or filter is active;
// then the count is unknown, or the number of rows plus 50 times the page when the page is short."
// "50 times the page" counts the pages before this one: a short page 3 with 7 rows is 2*50 + 7.
// spec 002 §9 says the same for the lists without counters: the total is unknown (-1) while pages
// come back full.

export interface PagingCountInput {
  /** The counter for this list (or the server's total); null/undefined/negative when there is none. */
  total?: number | null;
  /** A search or filter is active, so the counter does not describe these rows. */
  filtered: boolean;
  /** Rows the server returned for this page. */
  rowsOnPage: number;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** The row count the pager shows, or null when it is unknown (the pager then offers Previous/Next). */
export function pagingCount({ total, filtered, rowsOnPage, page, pageSize }: PagingCountInput): number | null {
  if (!filtered && typeof total === 'number' && total >= 0) return total;
  // A short page is the last one, so everything before it plus its rows is the exact count.
  if (rowsOnPage < pageSize) return Math.max(0, page - 1) * pageSize + rowsOnPage;
  return null;
}
