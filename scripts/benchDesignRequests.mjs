// The `designRequests` section of `npm run bench`: latency (p50/p95)
// of the design request lists as their routes ask them (mfe-design-requests/src/lists/listInput.ts
// LIST_KINDS), one request at a time against a running server. Each list type on its routes: page 1,
// a deep page, three filters (status, method, and a customer or a league), and a text search; the
// rep's own lists; /request_history_old/{orderId}; the drawer's counts. Target: p95 under 50 ms,
// 150 ms with a text search. Run alone against a server:
// node scripts/benchDesignRequests.mjs http://127.0.0.1:PORT
import { readFileSync } from 'node:fs';
import { signInCookie, timed } from './benchOrderLists.mjs';

const ITERATIONS = Number(process.env.BENCH_DESIGN_REQUESTS_ITERATIONS ?? 25);

// The list screen's own document (DESIGN_REQUESTS_LIST in mfe-design-requests/src/lists/api.ts), read from there.
const LIST_SOURCE = readFileSync(new URL('../mfe-design-requests/src/lists/api.ts', import.meta.url), 'utf8');
const LIST = /graphql\(`\s*(query DesignRequestsList\b[^`]*)`\)/.exec(LIST_SOURCE)?.[1];
if (!LIST) throw new Error('DESIGN_REQUESTS_LIST not found in mfe-design-requests/src/lists/api.ts');
const DOMAIN = `query DesignRequestsDomain($listType: String) {
  designRequestsDomain(listType: $listType) { customers { number name } methods { type name } statuses { code description } leagues { id name } }
}`;
const COUNT = `{ designRequestCount { D L H } }`;
const DESIGN_ORDERS = `{ designOrders(page: 1) { orders { orders { id } } } }`;

// The list kinds (route → list type, scope) as the screen sends them.
const KINDS = {
  '/design_requests': { listType: 'normal', scope: 'all' },
  '/unassigned_requests': { listType: 'normal', scope: 'unassigned' },
  '/license_requests': { listType: 'L', scope: 'all' },
  '/request_history': { listType: 'H', scope: 'all' },
};

export async function measureDesignRequests(base, { iterations = ITERATIONS } = {}) {
  const cookies = {
    manager: await signInCookie(base, 'artmanager@demo.local'),
    artist: await signInCookie(base, 'artist@demo.local'),
    rep: await signInCookie(base, 'rep@demo.local'),
    samples: await signInCookie(base, 'samples@demo.local'),
  };
  const gql =
    (who, query, variables = {}) =>
    async () => {
      const r = await fetch(`${base}/gql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookies[who] },
        body: JSON.stringify({ query, variables }),
      });
      const body = await r.json();
      if (body.errors) throw new Error(`${who} ${JSON.stringify(variables)}: ${body.errors[0].message}`);
      return body.data;
    };
  const list = (who, kind, filters = {}) =>
    gql(who, LIST, { filters: { page: 1, ...kind, ...filters }, orderBy: 'dateCreated', desc: true });
  const cases = {};
  const searches = {};
  const rows = {};
  for (const [route, kind] of Object.entries(KINDS)) {
    const first = (await list('manager', kind)()).designRequests;
    const domain = (await gql('manager', DOMAIN, { listType: kind.listType })()).designRequestsDomain;
    const pages = Math.ceil(first.totalCount / 50);
    const deep = Math.max(1, Math.floor(pages / 2));
    const status = domain.statuses.find((s) => first.designRequests.some((r) => r.status.code === s.code)) ?? domain.statuses[0];
    const method = first.designRequests[0]?.method ?? domain.methods[0]?.type;
    const row = first.designRequests.find((r) => (kind.listType === 'L' ? r.league : r.customer)) ?? first.designRequests[0];
    const third =
      kind.listType === 'L' ? { league: row?.league ? [row.league.id] : [] } : { customer: row?.customer ? [row.customer.number] : [] };
    rows[route] = { total: first.totalCount, deepPage: deep };
    cases[`${route} p1`] = list('manager', kind);
    cases[`${route} deep page ${deep}`] = list('manager', kind, { page: deep });
    cases[`${route} filter status`] = list('manager', kind, { status: [status.code] });
    cases[`${route} filter method`] = list('manager', kind, { method: [method] });
    cases[`${route} filter ${kind.listType === 'L' ? 'league' : 'customer'}`] = list('manager', kind, third);
    // The search box: a word of the requests' text (a customer's or team's name), and a rare text.
    const word = (kind.listType === 'L' ? row?.team?.name : row?.customer?.name)?.split(/\s+/)[0]?.toLowerCase() ?? 'a';
    searches[`${route} search "${word}"`] = list('manager', kind, { search: word });
    searches[`${route} search (rare)`] = list('manager', kind, { search: 'zqx' });
  }
  // The artist's own queue and a rep's lists (only their requests), /request_history_old/{orderId}, the drawer's counts.
  const mine = { listType: 'normal', scope: 'mine' };
  cases['/requests (artist) p1'] = list('artist', mine);
  cases['/requests (rep) p1'] = list('rep', mine);
  cases['/design_requests (rep) p1'] = list('rep', KINDS['/design_requests']);
  cases['/request_history (rep) p1'] = list('rep', KINDS['/request_history']);
  const linked = (await gql('samples', DESIGN_ORDERS)()).designOrders.orders.flatMap((o) => o.orders);
  if (linked.length)
    cases[`/request_history_old/${linked[0].id}`] = list('manager', { listType: 'H', scope: 'all', orderId: linked[0].id });
  cases['designRequestCount (manager)'] = gql('manager', COUNT);
  cases['designRequestCount (rep)'] = gql('rep', COUNT);
  const query = {};
  for (const [name, run] of Object.entries({ ...cases, ...searches })) query[name] = await timed(run, iterations);
  const worst = (names) => names.reduce((m, n) => Math.max(m, query[n].p95ms), 0);
  return { iterations, rows, worstP95ms: worst(Object.keys(cases)), worstSearchP95ms: worst(Object.keys(searches)), query };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2];
  if (!base) throw new Error('usage: node scripts/benchDesignRequests.mjs http://127.0.0.1:PORT');
  console.log(JSON.stringify(await measureDesignRequests(base), null, 2));
}
