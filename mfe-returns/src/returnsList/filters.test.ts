import { returnFilters, returnsListInput, sortKeyOf } from './filters';

const query = {
  page: 3,
  pageSize: 25,
  order: 'asc' as const,
  orderBy: 'customer',
  search: 'acme',
  searchCol: '',
  filters: { status: ['1', '99', 'x'], returnCode: ['4'], rep: ['101'] },
};

describe('returns list filters (spec 001 §2.1)', () => {
  it('turns the URL state into returnsV2 arguments: numbers for status and code, desc as a flag', () => {
    expect(returnsListInput(query)).toEqual({
      filters: { search: 'acme', status: [1, 99], returnCode: [4], customer: [], rep: ['101'], csr: [], page: 3, rowsPerPage: 25 },
      orderBy: 'customer',
      desc: false,
    });
    expect(returnsListInput({ ...query, search: '', order: 'desc' })).toMatchObject({ filters: { search: null }, desc: true });
  });

  it('falls back to dateCreated for a sort the server does not know', () => {
    expect(sortKeyOf('password')).toBe('dateCreated');
    expect(sortKeyOf('jobNum')).toBe('jobNum');
  });

  it('builds the filter drawer from the domain, people as "number - name"', () => {
    const filters = returnFilters({
      customers: [{ numb: '10001', name: 'Acme' }],
      reps: [{ numb: '101', name: 'Riley' }],
      csrs: [],
      statuses: [{ code: 99, description: 'Cancelled' }],
      returnCodes: [{ code: 4, description: 'Wrong Size Ordered' }],
    });
    expect(filters.map((f) => ('key' in f ? f.key : ''))).toEqual(['status', 'returnCode', 'customer', 'rep', 'csr']);
    expect(filters[0]).toMatchObject({ options: [{ value: '99', label: 'Cancelled' }] });
    expect(filters[2]).toMatchObject({ options: [{ value: '10001', label: '10001 - Acme' }] });
    expect(returnFilters(undefined).every((f) => 'options' in f && f.options.length === 0)).toBe(true);
  });
});
