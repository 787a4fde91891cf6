import type { APIRequestContext } from '@playwright/test';

// Returns made through the API for tests about something else than the returns form (the returns
// journeys, live updates): a shipped order without a return, and a return of one unit of it.

/** The order-for-return data as the returns GraphQL answers it: money in dollars (spec 001 §3.1). */
export interface OrderForReturn {
  id: number;
  number: number;
  price: { total: number };
  items: {
    id: number;
    sku: string;
    color: string;
    price: { finalPrice: number };
    size: {
      id: number;
      display: string;
      shippedC: number;
      shippedU: number;
      returnedC: number;
      returnedU: number;
      upcharge: number;
    }[];
  }[];
  returns: { id: number }[];
}

export async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post('/gql', { data: { query, variables } });
  const body = await response.json();
  if (body.errors?.length) throw new Error(`${body.errors[0].message}`);
  return body.data as T;
}

export const ORDER = `query($id: Int!) { returnOrder(id: $id) { id number price { total } items { id sku color price { finalPrice } size { id display shippedC shippedU returnedC returnedU upcharge } } returns { id } } }`;

/**
 * The `skip`-th shipped order of the order history (largest totals first when `big`; only those `among`, when given) that has no
 * return yet and whose first item has a size with at least `units` of one kind. Each test takes
 * another `skip`, so tests never share an order.
 */
export async function shippedOrder(
  request: APIRequestContext,
  {
    skip,
    units = 1,
    big = false,
    minTotalCents = 0,
    among,
  }: { skip: number; units?: number; big?: boolean; minTotalCents?: number; among?: ReadonlySet<number> },
): Promise<OrderForReturn> {
  let found = 0;
  for (let page = 1; page <= 20; page++) {
    const { orders } = await gql<{ orders: { id: number; status: number; totalCents: number }[] }>(
      request,
      `query($page: Int, $orderBy: String, $order: String) { orders(from: "order_history", status: 7, page: $page, orderBy: $orderBy, order: $order) { id status totalCents } }`,
      { page, orderBy: big ? 'total' : 'number', order: big ? 'desc' : 'asc' },
    );
    if (!orders.length) break;
    for (const o of orders) {
      if (o.status !== 7 || o.totalCents < minTotalCents || (among && !among.has(o.id))) continue;
      const { returnOrder } = await gql<{ returnOrder: OrderForReturn }>(request, ORDER, { id: o.id });
      const size = returnOrder.items[0]?.size.find((s) => Math.max(s.shippedC, s.shippedU) >= units);
      if (returnOrder.returns.length || !size) continue;
      if (found++ === skip) return returnOrder;
    }
  }
  throw new Error('no suitable shipped order');
}

const codeId = async (request: APIRequestContext, name: string) => {
  const codes = (await (await request.get('/api/return/codes')).json()) as { id: number; code: string }[];
  return codes.find((c) => c.code === name)!.id;
};

/** One unit of the order's first item, created through the API (the UI flow has its own test). */
export async function createReturnByApi(
  request: APIRequestContext,
  order: OrderForReturn,
  code: string,
  full = false,
): Promise<{ id: number; numb: number }> {
  const items = (full ? order.items : order.items.slice(0, 1)).map((item) => {
    const sizes = item.size.map((s) => (full ? { id: s.id, C: s.shippedC, U: s.shippedU } : { id: s.id, C: 0, U: 0 }));
    if (!full) {
      const s = item.size.find((x) => x.shippedC + x.shippedU > 0)!;
      sizes[item.size.indexOf(s)] = { id: s.id, C: s.shippedC > 0 ? 1 : 0, U: s.shippedC > 0 ? 0 : 1 };
    }
    // Summed in cents (no float drift), sent as the spec's refund in dollars.
    const cents = sizes.reduce(
      (n, q, k) => n + (q.C + q.U) * (Math.round(item.price.finalPrice * 100) + Math.round(item.size[k].upcharge * 100)),
      0,
    );
    return { id: item.id, refund: cents / 100, sizes: sizes.filter((q) => q.C + q.U > 0) };
  });
  const { createReturn } = await gql<{ createReturn: { id: number; numb: number } }>(
    request,
    `mutation($input: ReturnCreateInput!) { createReturn(input: $input) { id numb } }`,
    { input: { order: order.id, items, returnCode: await codeId(request, code) } },
  );
  return createReturn;
}
