import { Button } from '@portal/shared/antd';
import { ListPage, type ListPageProps } from '../ListPage';
import type { FilterDefinition, ListColumn } from '../types';
import { listQuery, useListState, type ListQuery, type ListStateConfig } from '../useListState';

// A small order list for the tests: 120 orders, a fake loader that searches, filters, sorts and
// pages like the server would, and a screen built the way real screens build theirs.

export interface TestOrder {
  id: number;
  number: string;
  customer: string;
  status: number;
  rep: string;
  updated_at: string;
}

const STATUS: Record<number, string> = { 0: 'Saved', 1: 'Awaiting Art', 2: 'Art Requested' };

export const TEST_ORDERS: TestOrder[] = Array.from({ length: 120 }, (_, i) => ({
  id: i + 1,
  number: `SO-${String(i + 1).padStart(4, '0')}`,
  customer: i % 3 === 0 ? `Acme ${i + 1}` : `Globex ${i + 1}`,
  status: i % 3,
  rep: i % 2 ? '101' : '102',
  updated_at: `2024-01-${String((i % 28) + 1).padStart(2, '0')}`,
}));

export const testColumns: ListColumn<TestOrder>[] = [
  { id: 'number', title: 'Order', sortKey: 'number' },
  { id: 'customer', title: 'Customer', sortKey: 'custNumb' },
  { id: 'status', title: 'Status', render: (row) => STATUS[row.status] },
  { id: 'rep', title: 'Rep' },
  { id: 'updated_at', title: 'Updated', sortKey: 'updated_at', firstOrder: 'desc' },
];

export const testFilters: FilterDefinition[] = [
  {
    key: 'status',
    label: 'Status',
    options: Object.entries(STATUS).map(([value, label]) => ({ value, label })),
  },
  {
    key: 'rep',
    label: 'Rep',
    options: [
      { value: '101', label: 'Rep 101' },
      { value: '102', label: 'Rep 102' },
    ],
  },
  { kind: 'dateRange', label: 'Date' },
];

export const testListConfig: ListStateConfig = {
  listId: 'test.orders',
  defaultOrderBy: 'updated_at',
  filterKeys: ['status', 'rep', 'startDate', 'endDate'],
  searchOptions: [
    { value: 'order', label: 'Order' },
    { value: 'customer', label: 'Customer' },
  ],
  defaultSearchCol: 'order',
};

const sortValue = (o: TestOrder, by: string) => (by === 'custNumb' ? o.customer : by === 'number' ? o.number : o.updated_at);

/** What the server would answer. `queries` records each query the screen asked for. */
export function fakeLoad(q: ListQuery, pad = 0): TestOrder[] {
  let rows = TEST_ORDERS.filter((o) => {
    if (q.search) {
      const field = q.searchCol === 'customer' ? o.customer : o.number;
      if (!field.toLowerCase().includes(q.search.toLowerCase())) return false;
    }
    if (q.filters.status && !q.filters.status.includes(String(o.status))) return false;
    if (q.filters.rep && !q.filters.rep.includes(o.rep)) return false;
    return true;
  });
  rows = [...rows].sort((a, b) => {
    const cmp = sortValue(a, q.orderBy).localeCompare(sortValue(b, q.orderBy)) || a.id - b.id;
    return q.order === 'asc' ? cmp : -cmp;
  });
  return rows.slice((q.page - 1) * q.pageSize + pad, q.page * q.pageSize);
}

export const queries: ListQuery[] = [];

/** An order list screen, as an area would write one. */
export function TestOrdersScreen({
  config = testListConfig,
  pageSize,
  ...props
}: Partial<ListPageProps<TestOrder>> & { config?: ListStateConfig; pageSize?: number }) {
  // Small pages keep the DOM small where the page size does not matter (Testing Library's role
  // queries slow down a lot on a 50-row table).
  const list = useListState(pageSize ? { ...config, defaultPageSize: pageSize } : config);
  const query = listQuery(list);
  queries.push(query);
  const rows = props.rows !== undefined ? props.rows : fakeLoad(query);
  return (
    <ListPage<TestOrder>
      list={list}
      title="Saved"
      columns={testColumns}
      rows={rows}
      getRowId={(row) => row.id}
      getRowHref={(row) => `/saved/${row.id}`}
      total={TEST_ORDERS.length}
      filters={testFilters}
      bulkActions={(selection) => (
        <Button danger disabled={!selection.ids.length} onClick={() => list.openDialog('delete', selection.ids)}>
          Delete
        </Button>
      )}
      {...props}
    >
      {list.dialog.action === 'delete' && (
        <div role="dialog" aria-label="Delete orders">
          {`Delete ${list.dialog.ids.join(', ')}?`}
          <Button onClick={list.closeDialog}>Cancel</Button>
        </div>
      )}
    </ListPage>
  );
}
