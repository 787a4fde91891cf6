// The `designSamples` section of `npm run bench` (design sample requests and design
// orders): latency (p50/p95) of the two lists as their screens ask them, one request at a time
// against a running server: page 1, a deep page, the Filter box (a number whole, a design key, a
// creator's name, a rare text), and one request / one order. Target: p95 under 50 ms, 150 ms with a
// text search. Run alone against a server: node scripts/benchDesignSamples.mjs http://127.0.0.1:PORT
import { signInCookie, timed } from './benchOrderLists.mjs';

const ITERATIONS = Number(process.env.BENCH_DESIGN_SAMPLES_ITERATIONS ?? 25);

// The screens' own queries (mfe-design-requests/src/samples and designOrders).
const SAMPLES = `query DesignSampleRequests($page: Int, $search: String) {
  designSampleRequests(page: $page, search: $search) { total requests { id dateRequested status { code description } design: designInfo { key image } createdBy { name } } }
}`;
const SAMPLE = `query DesignSampleRequest($id: Int!) {
  designSampleRequest(id: $id) {
    id dateRequested dateRecieved dateClosed actions status { code description } design: designInfo { key id variation method image }
    createdBy { name } vendor { number name } pricedVendors { number name }
    timeline: timelineEntries { id type date comment createdBy { name email } files { id name url } vendor { number name } prices { price quantity } }
  }
}`;
const ORDERS = `query DesignOrders($page: Int, $search: String) {
  designOrders(page: $page, search: $search) { total orders { id createdOn designMethod quantity po status { code description } design: designInfo { key image } createdBy { name } orders { id numb quantity } } }
}`;
const ORDER = `query DesignOrder($id: Int!) {
  designOrder(id: $id) {
    id createdOn designMethod quantity po dateOrdered dateRequired actions status { code description } design: designInfo { key id variation method image }
    createdBy { name } vendor { number name } orders { id numb quantity } timeline: timelineEntries { id type date comment createdBy { name email } }
  }
}`;

export async function measureDesignSamples(base, { iterations = ITERATIONS } = {}) {
  const cookie = await signInCookie(base, 'samples@demo.local');
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
  const samples = (await gql(SAMPLES, { page: 1 })()).designSampleRequests.requests;
  const orders = (await gql(ORDERS, { page: 1 })()).designOrders.orders;
  const deep = (n) => Math.max(1, Math.floor(n / 50 / 2));
  const sampleCount = samples.length < 50 ? samples.length : 50 * 40;
  const cases = {
    'designSampleRequests p1': [SAMPLES, { page: 1 }],
    'designSampleRequests deep page': [SAMPLES, { page: deep(sampleCount) }],
    'designSampleRequest (one)': [SAMPLE, { id: samples[0]?.id ?? 1 }],
    'designOrders p1': [ORDERS, { page: 1 }],
    'designOrders deep page': [ORDERS, { page: deep(orders.length < 50 ? orders.length : 50 * 25) }],
    'designOrder (one)': [ORDER, { id: orders[0]?.id ?? 1 }],
  };
  const searches = {
    'designSampleRequests filter number': [SAMPLES, { search: String(samples[5]?.id ?? 1) }],
    'designSampleRequests filter design key': [SAMPLES, { search: samples[3]?.design.key ?? 'D1' }],
    'designSampleRequests filter creator': [SAMPLES, { search: 'morgan' }],
    'designSampleRequests filter (rare)': [SAMPLES, { search: 'zqx' }],
    'designOrders filter PO': [ORDERS, { search: 'DO0000' }],
    'designOrders filter (rare)': [ORDERS, { search: 'zqx' }],
  };
  const query = {};
  for (const [name, [doc, variables]] of Object.entries({ ...cases, ...searches }))
    query[name] = await timed(gql(doc, variables), iterations);
  const worst = (names) => names.reduce((m, n) => Math.max(m, query[n].p95ms), 0);
  return { iterations, worstP95ms: worst(Object.keys(cases)), worstSearchP95ms: worst(Object.keys(searches)), query };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2];
  if (!base) throw new Error('usage: node scripts/benchDesignSamples.mjs http://127.0.0.1:PORT');
  console.log(JSON.stringify(await measureDesignSamples(base), null, 2));
}
