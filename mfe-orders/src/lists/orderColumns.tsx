import {
  formatCalendarDate,
  formatMoney,
  formatToronto,
  formatTorontoDate,
  ORDER_LIST_COLUMNS,
  orderListColumnIds,
  type OrderListColumnId,
  type OrderListName,
} from '@portal/shared';
import type { ListColumn } from '@portal/shared/list';
import type { OrderRow } from './api';

// The columns of an order list (spec 000 §2): headers from the shared column table (the export
// writes the same), dates in Toronto time, the total in the order's currency. The approved view
// shows 'Scheduled Ship Date' where the others show 'Status'.

const CELLS: Record<OrderListColumnId, Omit<ListColumn<OrderRow>, 'id' | 'title' | 'sortKey'>> = {
  number: { hideable: false },
  updated: { firstOrder: 'desc', render: (o) => formatToronto(o.updated_at) },
  dateRequired: { firstOrder: 'desc', render: (o) => formatTorontoDate(o.date_required) },
  status: { render: (o) => o.statusString },
  scheduled: { firstOrder: 'desc', render: (o) => formatCalendarDate(o.scheduled) },
  quote: {},
  job: {},
  customer: { render: (o) => `${o.custNumb} - ${o.customer}` },
  type: { render: (o) => o.orderTypeName },
  po: {},
  items: { align: 'right' },
  total: { align: 'right', firstOrder: 'desc', render: (o) => formatMoney(o.totalCents, o.currency) },
  csr: { render: (o) => o.csrName ?? o.csr ?? '' },
  csr2: { render: (o) => o.csr2Name ?? o.csr2 ?? '' },
  rep: { render: (o) => `${o.rep} - ${o.repName}` },
  created: { firstOrder: 'desc', render: (o) => formatToronto(o.created_at) },
};

const byList = new Map<OrderListName, ListColumn<OrderRow>[]>();

/** The columns of a list (one stable array per list, so column state is not rebuilt each render). */
export function orderColumns(list: OrderListName): ListColumn<OrderRow>[] {
  let columns = byList.get(list);
  if (!columns) {
    const shown = orderListColumnIds(list);
    columns = ORDER_LIST_COLUMNS.filter((c) => shown.includes(c.id)).map((c) => ({
      id: c.id,
      title: c.title,
      sortKey: c.sortKey,
      ...CELLS[c.id],
    }));
    byList.set(list, columns);
  }
  return columns;
}
