// The `orderLists` section of `npm run bench`: latency (p50/p95) of the GraphQL `orders` query for
// the common views (default sort, page 1 and page 40, three filters, text searches) and of the
// counters call (GET /api/orders/total), against a running server, one request at a time.

const ITERATIONS = Number(process.env.BENCH_ORDER_ITERATIONS ?? 25);

const ORDERS = `query Orders($from: String!, $page: Int, $orderBy: String, $order: String, $filter: OrderFilterInput, $search: String, $searchCol: String) {
  orders(from: $from, page: $page, orderBy: $orderBy, order: $order, filter: $filter, search: $search, searchCol: $searchCol) {
    id number created_at updated_at date_required customer custNumb total status statusString items po type currency order_type orderTypeName
    rep repName csr csrName csr2 csr2Name quote job scheduled
  }
}`;

/** The views measured: page 1 and 40 with the default sort, three filters, a search. */
export const ORDER_LIST_CASES = [
  { name: 'saved p1', from: 'saved' },
  { name: 'saved p40', from: 'saved', page: 40 },
  { name: 'art_awaiting p1', from: 'art_awaiting' },
  { name: 'art_awaiting p40', from: 'art_awaiting', page: 40 },
  { name: 'approved p1', from: 'approved' },
  { name: 'order_history p1', from: 'order_history' },
  { name: 'order_history p40', from: 'order_history', page: 40 },
  { name: 'orders p1', from: 'orders' },
  { name: 'orders p40', from: 'orders', page: 40 },
  { name: 'orders sorted by total', from: 'orders', orderBy: 'total', order: 'desc' },
  { name: 'orders, three filters', from: 'orders', filter: { type: ['EMB'], alloc: ['A', 'P'], credit: ['OK'] } },
  {
    name: 'order_history, three filters p40',
    from: 'order_history',
    page: 40,
    filter: { type: ['EMB', 'SCR'], alloc: ['A'], credit: ['OK'] },
  },
  { name: 'search all "golf"', from: 'orders', search: 'golf', searchCol: 'all' },
  { name: 'search all (rare)', from: 'orders', search: 'zqx', searchCol: 'all' },
  { name: 'search customer "golf"', from: 'orders', search: 'golf', searchCol: 'customer' },
  { name: 'search order number prefix', from: 'orders', search: '1234', searchCol: 'order' },
  { name: 'search style code', from: 'orders', search: 'F260', searchCol: 'sku' },
  { name: 'search PO', from: 'orders', search: '4242', searchCol: 'po' },
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** p50/p95 of `iterations` sequential runs after one warm-up (the other bench sections use it too). */
export async function timed(run, iterations) {
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

export async function signInCookie(base, email) {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  if (!login.ok) throw new Error(`login of ${email} failed: ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export async function measureOrderLists(base, { iterations = ITERATIONS } = {}) {
  const admin = await signInCookie(base, 'admin@demo.local');
  const rep = await signInCookie(base, 'rep@demo.local');
  const gql = (cookie, variables) => async () => {
    const r = await fetch(`${base}/gql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: ORDERS, variables }),
    });
    const body = await r.json();
    if (body.errors) throw new Error(`orders ${JSON.stringify(variables)}: ${body.errors[0].message}`);
    return body.data.orders.length;
  };
  const get = (cookie, path) => async () => {
    const r = await fetch(`${base}${path}`, { headers: { cookie } });
    if (!r.ok) throw new Error(`${path}: ${r.status}`);
    await r.arrayBuffer();
  };
  const totalRes = await fetch(`${base}/api/orders/total?values=total`, { headers: { cookie: admin } });
  const { total } = await totalRes.json();
  // A process that just started answers its first few dozen queries slower (V8 and the GraphQL JIT
  // warm up): without this the first case measured would carry it (saved p1 p95 66-88 ms instead of 27).
  for (let i = 0; i < 30; i++) {
    const { name: _name, ...variables } = ORDER_LIST_CASES[i % ORDER_LIST_CASES.length];
    await gql(admin, variables)();
  }
  const cases = {};
  for (const { name, ...variables } of ORDER_LIST_CASES) cases[name] = await timed(gql(admin, variables), iterations);
  cases['rep: orders p1'] = await timed(gql(rep, { from: 'orders' }), iterations);
  const allCounters =
    '/api/orders/total?' +
    [
      'total',
      'parked',
      'saved',
      'orders',
      'sellsheet',
      'manager',
      'awaiting',
      'completed',
      'requested',
      'approved',
      'shipped',
      'awaitingApproval',
      'customerApproved',
    ]
      .map((v) => `values=${v}`)
      .join('&');
  const counters = {
    'total + saved': await timed(get(admin, '/api/orders/total?values=total&values=saved'), iterations),
    'all thirteen': await timed(get(admin, allCounters), iterations),
    'rep: all thirteen': await timed(get(rep, allCounters), iterations),
  };
  return { orders: total, iterations, query: cases, counters };
}
