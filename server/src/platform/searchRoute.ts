import { sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { SEARCH_KINDS, SEARCH_LIMITS, searchRoutes, searchTermOf, type SearchHit, type SessionUser } from '@portal/shared/core';
import { sessionUser } from './auth';
import { serve } from './rest';
import type { SearchProvider, SearchQuery, SearchTerm } from './search';

// GET /api/search?q= and GET /api/search/record (searchRoutes in @portal/shared/core): every area's provider at once, the
// hits grouped in SEARCH_KINDS order, each group best first as its provider ranked it. A provider
// applies its list's rule itself, so a user without it gets nothing of that kind (not a 403: the
// box asks every area for everyone).

export function searchRoute(providers: readonly SearchProvider[]): FastifyPluginAsync {
  return async (app) => {
    const { db } = app.platform;
    const embedded = !app.platform.config.databaseUrl;
    const rowsOf = async (statement: SQL) => ((await db.execute(statement)) as unknown as { rows: { q: number; hit: never }[] }).rows;

    /** Every provider's queries for this user and term, run; the hits grouped in SEARCH_KINDS order. */
    async function find(user: SessionUser, term: SearchTerm): Promise<SearchHit[]> {
      const queries = providers.flatMap((provider) => provider(db, user, term, SEARCH_LIMITS.perKind));
      if (!queries.length) return [];
      const part = (q: SearchQuery, i: number) =>
        sql`select ${sql.raw(String(i))} as q, row_number() over () as n, t.hit from (${q.query}) t`;
      // The embedded database answers one statement at a time over one connection: every kind in
      // one statement (one round trip). PostgreSQL runs each kind's query on a pooled connection
      // of its own, all at once (platform/search.ts SearchQuery). n keeps each kind's order.
      const rows = embedded
        ? await rowsOf(
            sql`select q, hit from (${sql.join(
              queries.map((q, i) => sql`(${part(q, i)})`),
              sql` union all `,
            )}) u order by q, n`,
          )
        : (await Promise.all(queries.map((q, i) => rowsOf(sql`${part(q, i)} order by n`)))).flat();
      const byKind = new Map<string, SearchHit[]>();
      for (const row of rows) {
        const hit = queries[row.q].hit(row.hit);
        byKind.set(hit.kind, [...(byKind.get(hit.kind) ?? []), hit]);
      }
      return SEARCH_KINDS.flatMap((kind) => (byKind.get(kind) ?? []).slice(0, SEARCH_LIMITS.perKind));
    }

    serve(app, searchRoutes.search, {
      handler: async (request) => {
        const term = searchTermOf(request.query.q);
        return { hits: term.text ? await find(await sessionUser(request), term) : [] };
      },
    });

    // The same providers with the record in place of a term: the hit the box would show for it,
    // under the same scope (null for a record this user's lists do not show, as for one that is not).
    serve(app, searchRoutes.record, {
      handler: async (request) => {
        const { kind, key } = request.query;
        const [hit] = await find(await sessionUser(request), { text: '', number: null, record: { kind, key: Number(key) } });
        return { hit: hit ?? null };
      },
    });
  };
}
