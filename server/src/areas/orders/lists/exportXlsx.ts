import { PassThrough } from 'node:stream';
import { and, sql, type SQL } from 'drizzle-orm';
import {
  formatTorontoDate,
  formatToronto,
  ORDER_LIST_COLUMNS,
  ORDER_LIST_DEFINITIONS,
  orderListColumnIds,
  orderStatusText,
  type OrderListColumnId,
  type OrderSortKey,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/tables/orders/model';
import { sortDirectionOf, sortKeyOf, viewWhere, type OrderListArgs } from './listQuery';

// Export of the current view (every page, with its filters, search and sort) as .xlsx: rows are
// read in keyset batches ((sort value, id) after the last row of the previous batch) and written
// with exceljs's streaming WorkbookWriter, so 100,000 rows never sit in memory. Only the rows the
// user may see (the same WHERE as the list), only the visible columns.

const BATCH = 2_000;

/** Sort expressions without NULLs (a keyset needs comparable values): NULL sorts as the smallest. */
const KEYSET_SORT: Record<OrderSortKey, SQL> = {
  number: sql`orders.number`,
  updated_at: sql`orders.updated_at`,
  date_required: sql`coalesce(orders.date_required, '-infinity'::timestamptz)`,
  status: sql`orders.status::int`,
  scheduled: sql`coalesce(orders.scheduled_ship_date, '-infinity'::date)`,
  quote: sql`coalesce(orders.quote, '')`,
  job: sql`coalesce(orders.job, '')`,
  custNumb: sql`orders.customer_numb`,
  order_type: sql`orders.order_type`,
  po: sql`coalesce(orders.po, '')`,
  items: sql`orders.item_count`,
  total: sql`orders.total_cents`,
  csr: sql`coalesce(orders.csr, '')`,
  csr2: sql`coalesce(orders.csr2, '')`,
  rep: sql`orders.rep_code`,
  created_at: sql`orders.created_at`,
};

interface ExportRow {
  id: number;
  sort_value: unknown;
  number: number;
  updated_at: string;
  date_required: string | null;
  status: number;
  sub_status: number | null;
  scheduled_ship_date: string | null;
  quote: string | null;
  job: string | null;
  customer_numb: string;
  customer_name: string | null;
  order_type_name: string | null;
  po: string | null;
  item_count: number;
  total_cents: number;
  currency: string;
  csr_name: string | null;
  csr2_name: string | null;
  rep_code: string;
  rep_name: string | null;
  created_at: string;
}

const CELL: Record<OrderListColumnId, (r: ExportRow) => string | number | null> = {
  number: (r) => r.number,
  updated: (r) => formatToronto(r.updated_at),
  dateRequired: (r) => formatTorontoDate(r.date_required),
  status: (r) => orderStatusText(r.status, r.sub_status),
  scheduled: (r) => r.scheduled_ship_date,
  quote: (r) => r.quote,
  job: (r) => r.job,
  customer: (r) => `${r.customer_numb} - ${r.customer_name ?? ''}`,
  type: (r) => r.order_type_name,
  po: (r) => r.po,
  items: (r) => r.item_count,
  total: (r) => r.total_cents / 100,
  csr: (r) => r.csr_name,
  csr2: (r) => r.csr2_name,
  rep: (r) => `${r.rep_code} - ${r.rep_name ?? ''}`,
  created: (r) => formatToronto(r.created_at),
};

/** The columns to write: the ones asked for, in the list's order, among those the list shows. */
export function exportColumns(args: OrderListArgs, asked: readonly string[]): OrderListColumnId[] {
  const shown = orderListColumnIds(args.from);
  const wanted = asked.filter((id) => (shown as string[]).includes(id));
  return wanted.length ? shown.filter((id) => wanted.includes(id)) : shown;
}

async function* batches(db: Db, user: SessionUser, args: OrderListArgs): AsyncGenerator<ExportRow[]> {
  const sortSql = KEYSET_SORT[sortKeyOf(args.orderBy)];
  const desc = sortDirectionOf(args.order) === 'desc';
  const where = viewWhere(user, args);
  let after: { value: unknown; id: number } | null = null;
  for (;;) {
    const keyset: SQL = after
      ? desc
        ? sql`(${sortSql}, ${orders.id}) < (${after.value}, ${after.id})`
        : sql`(${sortSql}, ${orders.id}) > (${after.value}, ${after.id})`
      : sql`true`;
    const direction = sql.raw(desc ? 'desc' : 'asc');
    const result = (await db.execute(sql`
      select orders.id, ${sortSql} as sort_value, orders.number, orders.updated_at, orders.date_required, orders.status, orders.sub_status,
             orders.scheduled_ship_date, orders.quote, orders.job, orders.customer_numb, c.name as customer_name, t.name as order_type_name,
             orders.po, orders.item_count, orders.total_cents, orders.currency, s1.name as csr_name, s2.name as csr2_name, orders.rep_code, r.name as rep_name,
             orders.created_at
        from ${orders}
        left join customers_view c on c.numb = orders.customer_numb
        left join order_types_view t on t.code = orders.order_type
        left join csrs_view s1 on s1.code = orders.csr
        left join csrs_view s2 on s2.code = orders.csr2
        left join reps_view r on r.code = orders.rep_code
       where ${and(where, keyset)}
       order by ${sortSql} ${direction}, orders.id ${direction}
       limit ${BATCH}`)) as unknown as { rows: ExportRow[] };
    if (!result.rows.length) return;
    yield result.rows;
    if (result.rows.length < BATCH) return;
    const last = result.rows[result.rows.length - 1];
    after = { value: last.sort_value instanceof Date ? last.sort_value.toISOString() : last.sort_value, id: last.id };
  }
}

/** Writes the view into a streamed workbook; the returned stream is the .xlsx file. */
export function exportOrdersXlsx(db: Db, user: SessionUser, args: OrderListArgs, columns: readonly OrderListColumnId[]): PassThrough {
  const out = new PassThrough();
  (async () => {
    // Loaded when an export is written: exceljs is the server's slowest module to load.
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(ORDER_LIST_DEFINITIONS[args.from].label);
    const titles = new Map(ORDER_LIST_COLUMNS.map((c) => [c.id, c.title as string]));
    sheet.columns = columns.map((id) => ({ header: titles.get(id)!, key: id, width: id === 'customer' ? 40 : id === 'rep' ? 28 : 16 }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for await (const rows of batches(db, user, args)) {
      for (const row of rows) {
        const values = Object.fromEntries(columns.map((id) => [id, CELL[id](row)]));
        const excelRow = sheet.addRow(values);
        if (columns.includes('total')) excelRow.getCell('total').numFmt = row.currency === 'USD' ? '"US$"#,##0.00' : '"$"#,##0.00';
        excelRow.commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error) => out.destroy(error as Error));
  return out;
}
