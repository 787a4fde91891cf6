// The `admin` section of `npm run bench` latency (p50/p95) of the
// administration area's lists as their screens ask them, one request at a time against a running
// server: external users (page 1, a deep page, a search), sales resources (page 1, a deep page, three
// filters, a text search) license SKUs (page 1, a deep page, a sort, text searches), product styles (page 1, a deep sorted
// page of base styles, a search) and marketing resources (a folder's listing is the whole list: the
// top, a small folder and Archive/2025, the largest, 12 × SEED_SCALE pictures). Target: p95
// under 50 ms, 150 ms with a text search. Run alone: `node scripts/benchAdmin.mjs http://localhost:8080`.
import { signInCookie, timed } from './benchOrderLists.mjs';

const ITERATIONS = Number(process.env.BENCH_ADMIN_ITERATIONS ?? 25);

const EXTERNAL_USERS =
  'query($page: Int, $search: String) { externalUsers(page: $page, search: $search) { total users { id email rep { number } customers { number } } } }';
const LICENSE_SKUS = `query($page: Int, $order: String, $orderBy: String, $search: String, $searchCol: String) {
  licenseSkus(page: $page, order: $order, orderBy: $orderBy, search: $search, searchCol: $searchCol) { id styleCode name color colorCode hex C U team league player createdAt approve active }
}`;

const PRODUCTS = `query($page: Int, $order: String, $orderBy: String, $search: String, $searchCol: String, $baseStyles: Boolean) {
  products(page: $page, order: $order, orderBy: $orderBy, search: $search, searchCol: $searchCol, baseStyles: $baseStyles) { id sku name fullName category subCategory gender brand statusFlag introDate exitDate baseStyle }
}`;

const MARKETING =
  'query($parent: String) { marketingResources(parent: $parent) { type name parent path item extension size duration width height thumbnail } }';

export async function measureAdmin(base, { iterations = ITERATIONS } = {}) {
  const cookie = await signInCookie(base, 'admin@demo.local');
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
  const { total: resources } = await rest('/api/sales_resources?rows=10')();
  const deepSales = Math.max(1, Math.floor(resources / 10 / 2));
  const query = {
    'external users p1': await timed(gql(EXTERNAL_USERS, { page: 1 }), iterations),
    'external users p5': await timed(gql(EXTERNAL_USERS, { page: 5 }), iterations),
    'sales resources p1': await timed(rest('/api/sales_resources?page=1&rows=10&order=asc&orderBy=createdAt'), iterations),
    [`sales resources p${deepSales}`]: await timed(
      rest(`/api/sales_resources?page=${deepSales}&rows=10&order=asc&orderBy=createdAt`),
      iterations,
    ),
    'sales resources three filters (categories x2, uploadedBy, by name)': await timed(
      rest('/api/sales_resources?categories=1&categories=7&uploadedBy=1&orderBy=name&rows=50'),
      iterations,
    ),
    'license skus p1': await timed(gql(LICENSE_SKUS, { page: 1 }), iterations),
    'license skus p40 by team desc': await timed(gql(LICENSE_SKUS, { page: 40, orderBy: 'team', order: 'desc' }), iterations),
    'license skus pending first': await timed(gql(LICENSE_SKUS, { page: 1, orderBy: 'approve' }), iterations),
    'products p1': await timed(gql(PRODUCTS, { page: 1 }), iterations),
    'products p20 by category desc, base styles': await timed(
      gql(PRODUCTS, { page: 20, orderBy: 'category', order: 'desc', baseStyles: true }),
      iterations,
    ),
    'marketing resources top': await timed(gql(MARKETING, { parent: '' }), iterations),
    'marketing resources Golf/Logos': await timed(gql(MARKETING, { parent: 'Golf/Logos' }), iterations),
    'marketing resources Archive/2025 (largest folder)': await timed(gql(MARKETING, { parent: 'Archive/2025' }), iterations),
  };
  const search = {
    'external users search': await timed(gql(EXTERNAL_USERS, { page: 1, search: 'summit' }), iterations),
    'sales resources search': await timed(rest('/api/sales_resources?search=price%20list&rows=10'), iterations),
    'license skus search name': await timed(gql(LICENSE_SKUS, { search: 'hoodie', searchCol: 'name' }), iterations),
    'license skus search team (rare)': await timed(gql(LICENSE_SKUS, { search: 'zqx', searchCol: 'team' }), iterations),
    'products search full name': await timed(gql(PRODUCTS, { search: 'hoodie', searchCol: 'fullName' }), iterations),
  };
  const worst = (cases) => Object.values(cases).reduce((m, c) => Math.max(m, c.p95ms), 0);
  return {
    salesResources: resources,
    iterations,
    worstP95ms: worst(query),
    worstSearchP95ms: worst(search),
    query: { ...query, ...search },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureAdmin(process.argv[2] ?? 'http://localhost:8080'), null, 2));
}
