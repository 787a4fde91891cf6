import { orderExportUrl, orderInListPath, orderListLink } from '../urls';
import { orderFilterInput, orderListVariables } from './orderListVariables';

const query = (over: Partial<Parameters<typeof orderListVariables>[1]> = {}) => ({
  page: 1,
  pageSize: 50,
  order: 'desc' as const,
  orderBy: 'updated_at',
  search: '',
  searchCol: 'order',
  filters: {},
  ...over,
});

describe('orderListVariables', () => {
  it('carries the list rules of spec 000 §4: sub-status, sellsheet, other orders', () => {
    expect(orderListVariables('customer_approved', query())).toMatchObject({
      from: 'customer_approved',
      subStatus: 1,
      sellsheet: null,
      other: null,
    });
    expect(orderListVariables('sellsheet', query())).toMatchObject({ sellsheet: true, subStatus: null });
    expect(orderListVariables('other_orders', query())).toMatchObject({ other: true });
  });

  it('sends no search column without a search text', () => {
    expect(orderListVariables('saved', query({ searchCol: 'customer' }))).toMatchObject({ search: null, searchCol: null });
    expect(orderListVariables('saved', query({ search: ' maple ', searchCol: 'customer' }))).toMatchObject({
      search: 'maple',
      searchCol: 'customer',
    });
  });

  it('maps the repeated keys: statuses as numbers, the date range as single values, unknown keys dropped', () => {
    expect(
      orderFilterInput({
        status: ['1', '2', 'x'],
        rep: ['101'],
        startDate: ['2025-01-01'],
        endDate: ['2025-01-31'],
        nonsense: ['1'],
        csr: [],
      }),
    ).toEqual({
      status: [1, 2],
      rep: ['101'],
      startDate: '2025-01-01',
      endDate: '2025-01-31',
    });
  });
});

describe('order list URLs', () => {
  it('builds row, list and export links', () => {
    expect(orderInListPath('art_requested', 12)).toBe('/art_requested/12');
    expect(orderListLink('saved', '?rep=101')).toBe('/saved?rep=101');
    expect(orderListLink('saved', '')).toBe('/saved');
    expect(orderExportUrl('approved', '?rep=101&page=3&action=delete&id=4', ['number', 'total'])).toBe(
      '/api/orders/export?rep=101&from=approved&columns=number&columns=total',
    );
  });
});
