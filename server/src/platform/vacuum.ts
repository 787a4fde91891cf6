import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { every } from './periodicJob';

// PGlite (the embedded database) has no autovacuum. Without VACUUM every scan checks each row's
// visibility in the table and no index-only scan is possible. Measured: on 51,791 returns a
// search's count takes about 40 ms unvacuumed and 16 ms vacuumed; on 237,000 orders, page 40 of
// Order History with three filters 125 ms and 7 ms (the first VACUUM after the seed takes about
// 4 s; later ones only visit the pages that changed). So, on the embedded database only, each area
// names its tables: they are vacuumed when the server is ready, and vacuumed and analysed hourly
// (the seed analyses what it writes; analysing 237,000 orders takes a second, a VACUUM of a table
// that did not change 0.3 s, and requests wait while either holds the connection). A PostgreSQL
// server does this itself.

const EVERY_MS = 60 * 60_000;

export function vacuumWhenEmbedded(app: FastifyInstance, area: string, tables: readonly string[]): void {
  if (app.platform.config.databaseUrl) return;
  let analyze = false;
  // The first run (at start) only vacuums; the hourly ones also analyse.
  every(app, { name: `vacuum of the ${area} tables`, everyMs: EVERY_MS, atStart: true }, async () => {
    const started = performance.now();
    const analyzing = analyze;
    analyze = true;
    for (const table of tables)
      await app.platform.db.execute(analyzing ? sql`vacuum (analyze) ${sql.identifier(table)}` : sql`vacuum ${sql.identifier(table)}`);
    app.log.info({ area, ms: Math.round(performance.now() - started) }, analyzing ? 'tables vacuumed and analysed' : 'tables vacuumed');
  });
}
