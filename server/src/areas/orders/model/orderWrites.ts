import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/tables/orders/model';

// What every write to an order keeps true (see ../README.md "Kept by every write"): the stored
// total and item count equal the items and charges, the 'all' search text matches the header,
// and order numbers are unique and increasing (drawn from a sequence). The orders area's own writes
// and its commands for other areas (orderDraft.ts) use them.

/** Recomputes total_cents and item_count of these orders from their items, sizes and charges. */
export async function recomputeOrderTotals(tx: Db, orderIds: readonly number[]): Promise<void> {
  if (!orderIds.length) return;
  const ids = sql.join(
    orderIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${orders} o set
      total_cents = coalesce((select sum(s.quantity * (i.final_price_cents + coalesce((i.size_upcharges ->> s.size)::int, 0)))
                                from order_items i join order_item_sizes s on s.item_id = i.id where i.order_id = o.id), 0)
                  + coalesce((select sum(c.amount_cents) from order_charges c where c.order_id = o.id), 0),
      item_count = (select count(*) from order_items i where i.order_id = o.id)
    where o.id in (${ids})`);
}

/** Rewrites search_text of these orders from their header, customer and rep (same text as searchTextOf). */
export async function refreshSearchText(tx: Db, orderIds: readonly number[]): Promise<void> {
  if (!orderIds.length) return;
  const ids = sql.join(
    orderIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${orders} o set search_text = lower(concat_ws(' ', o.number::text, nullif(o.customer_numb, ''), nullif(c.name, ''),
      nullif(o.po, ''), nullif(o.quote, ''), nullif(o.job, ''), nullif(array_to_string(o.job_codes, ' '), ''), nullif(o.rep_code, ''), nullif(r.name, '')))
    from customers_view c, reps_view r
    where c.numb = o.customer_numb and r.code = o.rep_code and o.id in (${ids})`);
}

/**
 * The next order number (orders and credit orders), from the order_number_seq sequence: API
 * instances creating orders at once never take the same number nor wait on each other. A rolled
 * back creation leaves a gap, as sequences do.
 */
export async function nextOrderNumber(tx: Db): Promise<number> {
  const [number] = await nextOrderNumbers(tx, 1);
  return number;
}

/** `count` next order numbers at once, increasing (createOrders numbers many orders in one statement). */
export async function nextOrderNumbers(tx: Db, count: number): Promise<number[]> {
  const result = (await tx.execute(
    sql`select nextval('order_number_seq')::int as n from generate_series(1, ${count}::int)`,
  )) as unknown as {
    rows: { n: number }[];
  };
  return result.rows.map((r) => Number(r.n)).sort((a, b) => a - b);
}

/**
 * Recounts order_counts from the orders (the trigger keeps it afterwards). For bulk loads that ran
 * without triggers, such as the seed.
 */
export async function rebuildOrderCounts(tx: Db): Promise<void> {
  await tx.execute(sql`delete from order_counts`);
  await tx.execute(sql`
    insert into order_counts (rep_code, status, sub_status, on_hold, order_type, n)
    select rep_code, status, coalesce(sub_status, 0), on_hold, order_type, count(*)::int from ${orders} group by 1, 2, 3, 4, 5`);
}
