import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  EVENT_DEFAULT_SEARCH_COL,
  EVENT_DEFAULT_SORT,
  EVENT_LIST_TITLES,
  EVENT_PAGE_SIZE,
  EVENT_SEARCH_COLS,
  eventPathOf,
  formatToronto,
  messages,
  type EventListType,
} from '@portal/shared';
import { Tag } from '@portal/shared/antd';
import { ListPage, listQueryProps, listQuery, useListState, type ListColumn } from '@portal/shared/list';
import { eventsFpaKeys } from '../../queryKeys';
import { useLiveRows } from '@portal/shared/live';
import { fetchEvents, type EventRow } from '../api';

// /events (open: statuses 1 and 2), /events_history (3) and /events_cancelled (99) (spec 002 §2,
// §9): the query string carries order, orderBy, page, search and searchCol; 50 rows a page, end
// ascending, search column name by default. A row opens the event under its list's path.

const day = (value: string) => formatToronto(value, 'MMM D, YYYY');
export const STATUS_COLORS: Record<number, string> = { 1: 'green', 2: 'gold', 3: 'default', 99: 'red' };

const columns: ListColumn<EventRow>[] = [
  { id: 'id', title: 'Event #', sortKey: 'id', hideable: false },
  { id: 'name', title: 'Name', sortKey: 'name', hideable: false },
  { id: 'handle', title: 'Handle', sortKey: 'handle' },
  { id: 'customer', title: 'Customer', sortKey: 'customerName', render: (e) => `${e.customer} - ${e.customerName}` },
  { id: 'csr', title: 'CSR', render: (e) => e.csr?.name ?? '' },
  { id: 'start', title: 'Start', sortKey: 'start', render: (e) => day(e.start) },
  { id: 'end', title: 'End', sortKey: 'end', render: (e) => day(e.end) },
  {
    id: 'status',
    title: 'Status',
    sortKey: 'status',
    render: (e) => <Tag color={STATUS_COLORS[e.status.code]}>{e.status.description}</Tag>,
  },
  { id: 'orders', title: 'Orders', align: 'right', render: (e) => e.totals.orders },
  { id: 'items', title: 'Items', align: 'right', render: (e) => e.totals.items },
  {
    id: 'production',
    title: 'Production Order',
    defaultHidden: true,
    render: (e) => (e.productionOrderNumber ? `#${e.productionOrderNumber}` : ''),
  },
];

export function EventListPage({ listType }: { listType: EventListType }) {
  const list = useListState({
    listId: `eventsFpa.events.${listType}`,
    defaultOrderBy: EVENT_DEFAULT_SORT,
    defaultOrder: 'asc',
    searchOptions: EVENT_SEARCH_COLS,
    defaultSearchCol: EVENT_DEFAULT_SEARCH_COL,
    defaultPageSize: EVENT_PAGE_SIZE,
    // spec 002 §2: the query string's keys are order, orderBy, page, search and searchCol.
    keys: { search: 'search' },
  });
  const query = listQuery(list);
  const events = useQuery({
    queryKey: [...eventsFpaKeys.events(listType), query],
    queryFn: ({ signal }) => fetchEvents(listType, query, signal),
    placeholderData: keepPreviousData,
  });
  // Rows someone else changes are marked and the page refreshes in place (README "Live updates").
  const changed = useLiveRows('custom_event', [eventsFpaKeys.eventsAll()]);

  return (
    <ListPage<EventRow>
      list={list}
      title={EVENT_LIST_TITLES[listType]}
      columns={columns}
      {...listQueryProps(events, { failedText: messages.eventsFetchFailed })}
      getRowId={(e) => e.id}
      changedIds={changed}
      getRowHref={(e) => eventPathOf(e.status.code, e.id)}
    />
  );
}

export const OpenEventsPage = () => <EventListPage listType="open" />;
export const EventsHistoryPage = () => <EventListPage listType="history" />;
export const CancelledEventsPage = () => <EventListPage listType="cancelled" />;
