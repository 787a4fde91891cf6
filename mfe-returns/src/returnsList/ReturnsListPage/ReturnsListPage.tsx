import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  formatMoney,
  formatTorontoDate,
  RETURN_DEFAULT_PAGE_SIZE,
  RETURN_FILTER_KEYS,
  RETURN_LIST_DEFAULT_SORT,
  RETURN_PAGE_SIZES,
} from '@portal/shared';
import { ListPage, listQueryProps, listQuery, parseAsDescFlag, useListState, type ListColumn } from '@portal/shared/list';
import { fetchReturns, fetchReturnsDomain, type ReturnRow } from '../api';
import { returnFilters, returnsListInput } from '../filters';
import { orderHistoryPath, returnPath } from '../../urls';
import { returnsKeys } from '../../queryKeys';
import { useLiveRows } from '@portal/shared/live';

// /returns (spec 001 §2.1): search, sortable columns, paging with rowsPerPage, the filter drawer
// from the returnsV2 domain, and the spec's query keys (search, status, returnCode, customer, rep,
// csr, page, rowsPerPage, orderBy, desc=1/0). A row opens the return; the order number its order.

const columns: ListColumn<ReturnRow>[] = [
  { id: 'number', title: 'Return', sortKey: 'number', hideable: false, render: (r) => `#${r.number}` },
  { id: 'dateCreated', title: 'Date Created', sortKey: 'dateCreated', firstOrder: 'desc', render: (r) => formatTorontoDate(r.dateCreated) },
  { id: 'customer', title: 'Customer', sortKey: 'customer', render: (r) => `${r.customer} - ${r.customerName}` },
  { id: 'rep', title: 'Rep', sortKey: 'rep', render: (r) => `${r.rep} - ${r.repName}` },
  { id: 'csr', title: 'CSR', sortKey: 'csr', render: (r) => (r.csr ? `${r.csr} - ${r.csrName ?? ''}` : '') },
  {
    id: 'orderNum',
    title: 'Order',
    sortKey: 'orderNum',
    render: (r) => <Link to={orderHistoryPath(r.orderId)}>{r.orderNum}</Link>,
  },
  { id: 'items', title: 'Items', sortKey: 'items', align: 'right', firstOrder: 'desc' },
  { id: 'status', title: 'Status', sortKey: 'status', render: (r) => r.statusText },
  { id: 'returnCode', title: 'Return Code', sortKey: 'returnCode', render: (r) => r.returnCodeName },
  { id: 'jobNum', title: 'Job', sortKey: 'jobNum', render: (r) => r.jobNum ?? '' },
  { id: 'refund', title: 'Refund', align: 'right', defaultHidden: true, render: (r) => formatMoney(r.totalRefundCents, r.currency) },
];

export function ReturnsListPage() {
  const domain = useQuery({ queryKey: returnsKeys.domain(), queryFn: ({ signal }) => fetchReturnsDomain(signal), staleTime: 5 * 60_000 });
  const filters = returnFilters(domain.data);
  const list = useListState({
    listId: 'returns',
    defaultOrderBy: RETURN_LIST_DEFAULT_SORT,
    filterKeys: RETURN_FILTER_KEYS,
    keys: { search: 'search', order: 'desc' },
    orderParser: parseAsDescFlag,
    pageSizeOptions: RETURN_PAGE_SIZES,
    defaultPageSize: RETURN_DEFAULT_PAGE_SIZE,
  });
  const input = returnsListInput(listQuery(list));
  const rows = useQuery({
    queryKey: returnsKeys.list(input),
    queryFn: ({ signal }) => fetchReturns(input, signal),
    placeholderData: keepPreviousData,
  });

  // Rows someone else changes are marked and the page refreshes in place (README "Live updates").
  const changed = useLiveRows('return', [returnsKeys.lists()]);

  return (
    <ListPage<ReturnRow>
      list={list}
      title="Returns"
      columns={columns}
      {...listQueryProps(rows, { rows: (d) => d.list, total: (d) => d.totalCount })}
      getRowId={(r) => r.id}
      changedIds={changed}
      getRowHref={(r) => returnPath(r.id)}
      rowLinkColumn="number"
      exactTotal
      filters={filters}
      searchPlaceholder="Return, order, customer or job"
    />
  );
}
