import { pagingCount } from './pagingCount';

describe('pagingCount (spec 000 §4)', () => {
  it('shows the counter when no search or filter is active', () => {
    expect(pagingCount({ total: 1234, filtered: false, rowsOnPage: 50, page: 1, pageSize: 50 })).toBe(1234);
  });

  it('shows the counter even on a short last page', () => {
    expect(pagingCount({ total: 107, filtered: false, rowsOnPage: 7, page: 3, pageSize: 50 })).toBe(107);
  });

  it('is unknown while a search or filter is active and the page is full', () => {
    expect(pagingCount({ total: 1234, filtered: true, rowsOnPage: 50, page: 2, pageSize: 50 })).toBeNull();
  });

  it('is exact on a short page while searching: the pages before plus the rows on this one', () => {
    expect(pagingCount({ total: 1234, filtered: true, rowsOnPage: 7, page: 3, pageSize: 50 })).toBe(107);
    expect(pagingCount({ total: 1234, filtered: true, rowsOnPage: 12, page: 1, pageSize: 50 })).toBe(12);
  });

  it('is zero when a search finds nothing on the first page', () => {
    expect(pagingCount({ total: 1234, filtered: true, rowsOnPage: 0, page: 1, pageSize: 50 })).toBe(0);
  });

  it('treats a missing or negative total (-1: unknown) like an active search', () => {
    expect(pagingCount({ total: null, filtered: false, rowsOnPage: 50, page: 1, pageSize: 50 })).toBeNull();
    expect(pagingCount({ total: -1, filtered: false, rowsOnPage: 50, page: 4, pageSize: 50 })).toBeNull();
    expect(pagingCount({ total: undefined, filtered: false, rowsOnPage: 3, page: 4, pageSize: 50 })).toBe(153);
  });

  it('follows the page size it is given', () => {
    expect(pagingCount({ total: null, filtered: true, rowsOnPage: 10, page: 2, pageSize: 100 })).toBe(110);
  });
});
