import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

// "A refused call changes nothing in the database", checked for the whole database at the cost
// of two tiny queries per call. A digest of every table (md5 of its rows) takes about 250 ms on
// the test database, too slow for hundreds of fuzzed calls; instead: every transaction that
// writes anything gets a transaction id, read-only ones do not. So note the next id before the
// call; afterwards, every id handed out since is either aborted (a refused write rolled back:
// nothing changed) or committed (something changed). Only when one committed do we scan the
// tables (rows whose xmin is one of those ids) to say which changed; deleted rows are not
// visible, so that message may list none, and the committed id is reported regardless.

/** The next transaction id (the current snapshot's xmax; reading it assigns none). */
export async function nextXid(db: Db): Promise<bigint> {
  const result = (await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`)) as unknown as { rows: { x: string }[] };
  return BigInt(result.rows[0].x);
}

/** The transactions committed since `from` (ids), empty when the database is unchanged. */
export async function committedSince(db: Db, from: bigint): Promise<bigint[]> {
  const to = await nextXid(db);
  if (to <= from) return [];
  const result = (await db.execute(
    sql`select x::text as x from generate_series(${from.toString()}::bigint, ${(to - 1n).toString()}::bigint) x where pg_xact_status(x::text::xid8) = 'committed'`,
  )) as unknown as { rows: { x: string }[] };
  return result.rows.map((r) => BigInt(r.x));
}

/** The tables holding rows those transactions wrote (for the failure message). */
export async function tablesWrittenBy(db: Db, xids: bigint[]): Promise<string[]> {
  if (!xids.length) return [];
  const tables = (await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by 1`)) as unknown as {
    rows: { tablename: string }[];
  };
  const list = xids.map(String).join(',');
  const written: string[] = [];
  for (const { tablename } of tables.rows) {
    const hit = (await db.execute(sql.raw(`select 1 from "${tablename}" where xmin::text::bigint in (${list}) limit 1`))) as unknown as {
      rows: unknown[];
    };
    if (hit.rows.length) written.push(tablename);
  }
  return written;
}

/** Runs `call` and says what it committed: [] when the database did not change. */
export async function changesMadeBy<T>(
  db: Db,
  call: () => Promise<T>,
): Promise<{ result: T; committed: bigint[]; describe: () => Promise<string> }> {
  const from = await nextXid(db);
  const result = await call();
  const committed = await committedSince(db, from);
  return {
    result,
    committed,
    describe: async () =>
      `committed transaction(s) ${committed.join(', ')} writing ${(await tablesWrittenBy(db, committed)).join(', ') || 'no visible rows (a delete?)'}`,
  };
}
