import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

// Bulk inserts for the demo data (and the orders area's createOrders, which writes one order or
// hundreds through the same statements): one statement per 5,000 rows that passes each column as ONE
// text[] parameter and casts it back (`insert … select … from unnest($1::text[], …)`). Measured on
// PGlite: about twice as fast as a multi-row VALUES list (which binds one parameter per cell), and
// the seed of 200,000 orders and their children is dominated by this.

const BATCH = 5_000;

/** A Postgres array literal of text elements ({"a","b \"c\""}). */
function arrayLiteral(values: readonly unknown[]): string {
  return `{${values.map((v) => (v === null || v === undefined ? 'NULL' : `"${String(v).replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;
}

function toText(value: unknown, sqlType: string): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return arrayLiteral(value);
  if (sqlType === 'jsonb' || sqlType === 'json') return JSON.stringify(value);
  return String(value);
}

/**
 * Inserts rows (drizzle insert shapes, keyed by the table's TypeScript field names) and returns the
 * generated ids in insert order. Columns absent from the first row take their defaults.
 */
export async function bulkInsert<T extends PgTable>(tx: Db, table: T, rows: readonly T['$inferInsert'][]): Promise<number[]> {
  if (!rows.length) return [];
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in (rows[0] as object));
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH) as Record<string, unknown>[];
    const names: SQL[] = [];
    const selects: SQL[] = [];
    const arrays: SQL[] = [];
    columns.forEach(([key, column], i) => {
      const type = column.getSQLType();
      const alias = sql.raw(`c${i}`);
      names.push(sql`${sql.identifier(column.name)}`);
      selects.push(sql`${alias}::${sql.raw(type)}`);
      arrays.push(sql`${sql.param(batch.map((row) => toText(row[key], type)))}::text[]`);
    });
    const aliases = sql.raw(columns.map((_, i) => `c${i}`).join(', '));
    const result = (await tx.execute(
      sql`insert into ${sql.identifier(getTableName(table))} (${sql.join(names, sql`, `)})
          select ${sql.join(selects, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as u(${aliases})
          returning id`,
    )) as unknown as { rows: { id: number }[] };
    for (const row of result.rows) ids.push(row.id);
  }
  return ids;
}
