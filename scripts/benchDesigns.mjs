// The `designs` section of `npm run bench`: latency (p50/p95) of the
// designs and colour area's lists as their screens ask them, one request at a time against a running
// server: designs(...) on page 1, a deep page, three filters and text searches; the showcase; dropsV2;
// the AI swatch and printer colour mapping tables. Target: p95 under 50 ms, 150 ms with a text search.
import { signInCookie } from './benchOrderLists.mjs';

const ITERATIONS = Number(process.env.BENCH_DESIGN_ITERATIONS ?? 25);

const DESIGNS = `query DesignsList($page: Int, $order: String, $orderBy: String, $search: String, $searchCol: String, $filter: DesignFilterInput, $dropship: Boolean, $showcase: Boolean) {
  designs(page: $page, order: $order, orderBy: $orderBy, search: $search, searchCol: $searchCol, filter: $filter, dropship: $dropship, showcase: $showcase) {
    total
    designs { id variation image customer customerName method methodName leagueName teamName playerName leagueApproved code active stock cc approved createdAt lastUsed primary secondary neutral }
  }
}`;
const DROPS = `query DropsList($page: Int, $search: String, $searchCol: String, $filters: DropFiltersInput, $orderBy: String, $orderByOrder: String) {
  dropsV2(page: $page, search: $search, searchCol: $searchCol, filters: $filters, orderBy: $orderBy, orderByOrder: $orderByOrder) {
    total drops { id code name usage image methods { id name } }
  }
}`;

const defaults = { page: 1, order: 'asc', orderBy: 'created_at', searchCol: 'id', filter: { active: 'Y' }, dropship: false };
/** Which cases are text searches (their target is 150 ms). */
export const DESIGN_CASES = [
  { name: 'designs p1', variables: defaults },
  { name: 'designs p40', variables: { ...defaults, page: 40 } },
  { name: 'all_designs p1 newest', variables: { ...defaults, order: 'desc', filter: { active: 'all' } } },
  { name: 'design_stock p1', variables: { ...defaults, dropship: true } },
  {
    name: 'three filters (method, active, stock)',
    variables: { ...defaults, filter: { active: 'Y', method: ['SCRP', 'SUB'], stock: 'N' } },
  },
  { name: 'sort team p10', variables: { ...defaults, orderBy: 'team', page: 10 } },
  { name: 'showcase p1', variables: { page: 1, order: 'desc', orderBy: 'created_at', searchCol: 'all', showcase: true } },
  { name: 'search id prefix', search: true, variables: { ...defaults, search: 'D6001' } },
  { name: 'search everything', search: true, variables: { ...defaults, searchCol: 'all', search: 'leafs' } },
  { name: 'search team', search: true, variables: { ...defaults, searchCol: 'team', search: 'toronto' } },
  { name: 'search (rare)', search: true, variables: { ...defaults, searchCol: 'all', search: 'zqx' } },
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

async function timed(run, iterations) {
  await run();
  const times = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50ms: Math.round(percentile(times, 50) * 10) / 10, p95ms: Math.round(percentile(times, 95) * 10) / 10 };
}

export async function measureDesigns(base, { iterations = ITERATIONS } = {}) {
  const cookie = await signInCookie(base, 'artmanager@demo.local');
  const gql =
    (query, variables = {}) =>
    async () => {
      const r = await fetch(`${base}/gql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ query, variables }),
      });
      const body = await r.json();
      if (body.errors) throw new Error(`${JSON.stringify(variables)}: ${body.errors[0].message}`);
      return body.data;
    };
  const rest = (path) => async () => {
    const r = await fetch(`${base}${path}`, { headers: { cookie } });
    if (!r.ok) throw new Error(`${path}: ${r.status}`);
    return r.json();
  };
  const { designs } = await gql(DESIGNS, { ...defaults, filter: { active: 'all' } })();
  const query = {};
  for (const { name, variables } of DESIGN_CASES) query[name] = await timed(gql(DESIGNS, variables), iterations);
  query['drops p1 (usage desc)'] = await timed(gql(DROPS, {}), iterations);
  query['drops_screen p1'] = await timed(gql(DROPS, { filters: { method: ['SCRP'] } }), iterations);
  query['ai swatches p1'] = await timed(
    rest('/api/production/ai_swatches_admin?page=1&rowsPerPage=50&orderBy=colorName&desc=0'),
    iterations,
  );
  query['ai swatches search'] = await timed(
    rest('/api/production/ai_swatches_admin?search=blue&page=1&rowsPerPage=50&orderBy=colorName&desc=0'),
    iterations,
  );
  query['printer mappings p0'] = await timed(
    rest('/api/production/printer_color_mappings?page=0&rowsPerPage=50&orderBy=updatedAt&desc=1'),
    iterations,
  );
  const searchNames = new Set([...DESIGN_CASES.filter((c) => c.search).map((c) => c.name), 'ai swatches search']);
  const worst = (pick) =>
    Object.entries(query)
      .filter(([n]) => pick(searchNames.has(n)))
      .reduce((m, [, c]) => Math.max(m, c.p95ms), 0);
  return { designs: designs.total, iterations, worstP95ms: worst((s) => !s), worstSearchP95ms: worst((s) => s), query };
}
