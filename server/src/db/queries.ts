import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client';

// Several reads at once: together on the pool (each query takes its own connection), one after
// another inside a transaction, which holds one connection. Queries started together on one pg
// client make pg 8 warn ("Calling client.query() when the client is already executing a query")
// and pg 9 refuse them; PGlite runs one query at a time anyway.

type Task = PromiseLike<unknown> | (() => PromiseLike<unknown>) | readonly unknown[];
type Outcome<T> = T extends () => infer R ? Awaited<R> : Awaited<T>;

/**
 * Awaits each task: a drizzle query (lazy: it runs when awaited), a function starting the work
 * (`() => relatedRecordsOf(db, id)`), or a plain value. Never pass an already started promise that
 * queries `db`: in a transaction it would run alongside the others.
 */
export async function allQueries<const T extends readonly Task[]>(db: Db, tasks: T): Promise<{ -readonly [K in keyof T]: Outcome<T[K]> }> {
  const start = (task: Task) => (typeof task === 'function' ? task() : task);
  if (!(db instanceof PgTransaction)) return (await Promise.all(tasks.map(start))) as { -readonly [K in keyof T]: Outcome<T[K]> };
  const results: unknown[] = [];
  for (const task of tasks) results.push(await start(task));
  return results as { -readonly [K in keyof T]: Outcome<T[K]> };
}
