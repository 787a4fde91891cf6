// The `eventsFpa` section of `npm run bench`: latency (p50/p95) of the
// events and FPA area's lists (and shipping jobs) as their screens ask them, one request at a time against a running server: the
// shipping jobs list (page 1, a deep page, text searches), the FPA admin's employees, one
// employee's allowance, the drafted contests sorted, and the custom events lists (open, history,
// cancelled; page 1, a name search, another sort) and one event with its orders. Target: p95 under 50 ms, 150 ms with a
// text search. Run alone against a server: node scripts/benchEventsFpa.mjs http://127.0.0.1:PORT
import { signInCookie, timed } from './benchOrderLists.mjs';

const ITERATIONS = Number(process.env.BENCH_EVENTS_FPA_ITERATIONS ?? 25);

const SHIPPING_JOBS = `query ShippingJobs($page: Int, $search: String) {
  shippingJobs(page: $page, search: $search) { id quote createdAt dateRequired status shipped po job customer { number name } rep { number name } csr { number name } }
}`;
const EMPLOYEES = `query Employees($year: Int!) { employees(year: $year) { email firstName lastName employeeNumber active totalAllowance available } }`;
const EMPLOYEE = `query Employee($email: String!, $year: Int!) { employee(email: $email, year: $year) { email totalAllowance available discounts { discountID discountCode status { code } } friendsFamily { discountID } } }`;
const EVENTS = `query Events($listType: String, $orderBy: String, $order: String, $search: String, $searchCol: String, $page: Int) {
  customEvents(listType: $listType, orderBy: $orderBy, order: $order, search: $search, searchCol: $searchCol, page: $page) { id handle name start end customer customerName csr { number name } status { code description } totals { orders items } productionOrderNumber }
}`;
const EVENT = `query Event($id: Int) { customEvent(id: $id) { id name status { code } totals { orders items } productionOrders { id numb status } categories { id } orders { numb totalItems totalPrice status productionOrder { id } } } }`;
const CONTESTS = `query Contests($sortBy: String, $desc: Boolean) { draftedContests(sortBy: $sortBy, desc: $desc) { id name handle submissionStart voteStart voteEnd organization { name } sponsor { name } } }`;

export async function measureEventsFpa(base, { iterations = ITERATIONS } = {}) {
  const [admin, rep, fpa, drafted, events] = await Promise.all(
    ['admin', 'rep', 'fpaadmin', 'drafted', 'events'].map((who) => signInCookie(base, `${who}@demo.local`)),
  );
  const gql =
    (cookie, query, variables = {}) =>
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
  const year = new Date().getFullYear();
  const first = (await gql(admin, SHIPPING_JOBS, { page: 1 })()).shippingJobs;
  const someJob = first[Math.min(10, first.length - 1)];
  const someEvent = (await gql(events, EVENTS, { listType: 'open' })()).customEvents[0];
  const cases = {
    'shippingJobs p1': [admin, SHIPPING_JOBS, { page: 1 }],
    'shippingJobs p40': [admin, SHIPPING_JOBS, { page: 40 }],
    "shippingJobs p1, a rep's": [rep, SHIPPING_JOBS, { page: 1 }],
    'employees (FPA admin)': [fpa, EMPLOYEES, { year }],
    'employee allowance': [fpa, EMPLOYEE, { email: 'employee@demo.local', year }],
    'draftedContests by voteEnd desc': [drafted, CONTESTS, { sortBy: 'voteEnd', desc: true }],
    'customEvents open p1 (end asc)': [events, EVENTS, { listType: 'open' }],
    'customEvents history p1': [events, EVENTS, { listType: 'history' }],
    'customEvents cancelled by name desc': [events, EVENTS, { listType: 'cancelled', orderBy: 'name', order: 'desc' }],
    'customEvents open p2 by customer': [events, EVENTS, { listType: 'open', orderBy: 'customerName', page: 2 }],
    'customEvent with its orders': [events, EVENT, { id: someEvent?.id ?? 1 }],
  };
  const searches = {
    'shippingJobs search job number': [admin, SHIPPING_JOBS, { search: String(someJob?.id ?? 1) }],
    'shippingJobs search customer "golf"': [admin, SHIPPING_JOBS, { search: 'golf' }],
    'shippingJobs search invoice': [admin, SHIPPING_JOBS, { search: 'INV7001' }],
    'shippingJobs search (rare)': [admin, SHIPPING_JOBS, { search: 'zqx' }],
    'customEvents search name "store"': [events, EVENTS, { listType: 'open', search: 'store' }],
    'customEvents search customer name': [events, EVENTS, { listType: 'history', search: 'fan', searchCol: 'customerName' }],
  };
  const query = {};
  for (const [name, [cookie, doc, variables]] of Object.entries({ ...cases, ...searches }))
    query[name] = await timed(gql(cookie, doc, variables), iterations);
  const worst = (names) => names.reduce((m, n) => Math.max(m, query[n].p95ms), 0);
  return { iterations, worstP95ms: worst(Object.keys(cases)), worstSearchP95ms: worst(Object.keys(searches)), query };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2];
  if (!base) throw new Error('usage: node scripts/benchEventsFpa.mjs http://127.0.0.1:PORT');
  console.log(JSON.stringify(await measureEventsFpa(base), null, 2));
}
