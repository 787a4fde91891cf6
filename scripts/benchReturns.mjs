// The `returns` section of `npm run bench`: latency (p50/p95) of the GraphQL `returnsV2` query as
// the returns list asks it (one page and its totalCount) for the common views: the default sort on
// pages 1 and 40, every sort column, the filters, searches, a rep's own returns, 100 rows a page;
// and the filter domain (asked once per visit). Against a running server, one request at a time.
import { signInCookie } from './benchOrderLists.mjs';

const ITERATIONS = Number(process.env.BENCH_RETURN_ITERATIONS ?? 25);

const LIST = `query ReturnsList($filters: ReturnFiltersInput, $orderBy: String, $desc: Boolean) {
  returnsV2(filters: $filters, orderBy: $orderBy, desc: $desc) {
    totalCount
    list { id number dateCreated customer customerName rep repName csr csrName orderId orderNum items status subStatus statusText returnCode returnCodeName jobNum totalRefund currency }
  }
}`;
const DOMAIN = `query { returnsV2 { domain { customers { numb name } reps { numb name } csrs { numb name } statuses { code description } returnCodes { code description } } } }`;

/** The views measured (spec 001 §2.1): what the list screen sends. */
export const RETURN_LIST_CASES = [
  { name: 'default p1', variables: {} },
  { name: 'default p40', variables: { filters: { page: 40 } } },
  { name: '100 rows', variables: { filters: { rowsPerPage: 100 } } },
  ...['number', 'customer', 'rep', 'csr', 'orderNum', 'items', 'status', 'returnCode', 'jobNum'].flatMap((orderBy) => [
    { name: `sort ${orderBy} asc`, variables: { orderBy, desc: false } },
    { name: `sort ${orderBy} desc p10`, variables: { orderBy, desc: true, filters: { page: 10 } } },
  ]),
  { name: 'status Cancelled', variables: { filters: { status: [99] } } },
  { name: 'status Initiated + Refunded p5', variables: { filters: { status: [1, 2], page: 5 } } },
  { name: 'return code', variables: { filters: { returnCode: [1] } } },
  { name: 'rep 101', variables: { filters: { rep: ['101'] } } },
  { name: 'csr C01 sorted by customer', variables: { filters: { csr: ['C01'] }, orderBy: 'customer', desc: false } },
  { name: 'three filters', variables: { filters: { status: [1, 2, 4], returnCode: [1, 2, 3, 4], csr: ['C01', 'C02', 'C03'] } } },
  { name: 'search "golf"', variables: { filters: { search: 'golf' } } },
  { name: 'search a return number', variables: { filters: { search: '10500' } } },
  { name: 'search (rare)', variables: { filters: { search: 'zqx' } } },
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

async function timed(run, iterations) {
  await run(); // warm-up (plans, caches)
  const times = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50ms: Math.round(percentile(times, 50) * 10) / 10, p95ms: Math.round(percentile(times, 95) * 10) / 10 };
}

export async function measureReturns(base, { iterations = ITERATIONS } = {}) {
  const csr = await signInCookie(base, 'csr@demo.local');
  const rep = await signInCookie(base, 'rep@demo.local');
  const gql =
    (cookie, query, variables = {}) =>
    async () => {
      const r = await fetch(`${base}/gql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ query, variables }),
      });
      const body = await r.json();
      if (body.errors) throw new Error(`returnsV2 ${JSON.stringify(variables)}: ${body.errors[0].message}`);
      return body.data.returnsV2;
    };
  const { totalCount: returns } = await gql(csr, LIST)();
  const query = {};
  for (const { name, variables } of RETURN_LIST_CASES) query[name] = await timed(gql(csr, LIST, variables), iterations);
  query['rep: own customers p1'] = await timed(gql(rep, LIST), iterations);
  const worst = Object.values(query).reduce((m, c) => Math.max(m, c.p95ms), 0);
  return { returns, iterations, worstP95ms: worst, query, domain: await timed(gql(csr, DOMAIN), Math.min(iterations, 10)) };
}
