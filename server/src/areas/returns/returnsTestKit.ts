import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import { centsToDollars, draftTotals, emptyDraft, sizeLeft, type RefundDraft } from '@portal/shared/core';
import { graphql } from '../../gql';
import type { ReturnCreateInput } from '../../gql/graphql';
import { orders } from '../../db/tables/orders';
import { createOrderWorld, type OrderWorld, type Who } from '../orders/testing';
import { loadOrderForReturn, type OrderForReturn } from './orderForReturn';
import { returnCodes, returns } from '../../db/tables/returns';

// Test helpers of the returns tests (not used by the server): the orders test world (a seeded
// app, every demo account signed in, a GraphQL helper) plus REST calls and ready-made returns.
// Drafts are refundMath's, in cents; the inputs they become are the wire's (spec 001 §3.1: `refund`
// in dollars), as the returns screens send them.

export interface ReturnWorld extends OrderWorld {
  rest(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: Who | null,
    payload?: unknown,
  ): Promise<{ statusCode: number; json: () => any; body: string; headers: Record<string, unknown> }>;
  /** A shipped order of the given rep code (or any) that has no returns yet. */
  freshShippedOrder(repCode?: string, extra?: ReturnType<typeof sql>): Promise<OrderForReturn>;
  codeOf(resolution: 2 | 3 | 4): Promise<number>;
  /** Creates a return through createReturn as `who`; returns { id, numb }. */
  create(who: Who, input: ReturnCreateInput): Promise<{ id: number; numb: number }>;
  returnRow(id: number): Promise<typeof returns.$inferSelect>;
}

export async function createReturnWorld(): Promise<ReturnWorld> {
  const w = await createOrderWorld();
  const db = w.t.database.db;
  return {
    ...w,
    async rest(method, url, who, payload) {
      const response = await w.t.app.inject({ method, url, headers: who ? { cookie: w.cookies[who] } : {}, payload: payload as never });
      return {
        statusCode: response.statusCode,
        json: () => response.json(),
        body: response.body,
        headers: response.headers as Record<string, unknown>,
      };
    },
    async freshShippedOrder(repCode, extra) {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.status, 7),
            repCode ? eq(orders.repCode, repCode) : sql`true`,
            notExists(db.select({ one: sql`1` }).from(returns).where(eq(returns.orderId, orders.id))),
            extra ?? sql`true`,
          ),
        )
        .orderBy(asc(orders.id))
        .limit(1);
      if (!row) throw new Error('no shipped order without returns');
      return (await loadOrderForReturn(db, row.id))!;
    },
    async codeOf(resolution) {
      const [code] = await db
        .select({ id: returnCodes.id })
        .from(returnCodes)
        .where(eq(returnCodes.resolution, resolution))
        .orderBy(asc(returnCodes.id))
        .limit(1);
      return code.id;
    },
    async create(who, input) {
      const { data, errors } = await w.gql(CREATE, { input }, who);
      if (errors?.length) throw new Error(`createReturn failed: ${errors[0].message}`);
      return data!.createReturn!;
    },
    async returnRow(id) {
      const [row] = await db.select().from(returns).where(eq(returns.id, id));
      return row;
    },
  };
}

export const CREATE = graphql(`
  mutation Create($input: ReturnCreateInput!) {
    createReturn(input: $input) { id numb }
  }
`);

/** One unit of the first size with something left, refunded at its price: the smallest valid return. */
export function oneUnitDraft(order: OrderForReturn, codeId: number): RefundDraft {
  const draft = { ...emptyDraft(order.refund), codeId };
  for (const item of order.refund.items) {
    const size = item.sizes.find((s) => sizeLeft(s).C + sizeLeft(s).U > 0);
    if (!size) continue;
    const kind = sizeLeft(size).C > 0 ? 'C' : 'U';
    const unit = item.finalPriceCents + size.upchargeCents;
    draft.items = draft.items.map((d) =>
      d.id === item.id
        ? {
            ...d,
            refundCents: Math.min(
              unit,
              item.sizes.reduce((n, s) => n + (s.shippedC + s.shippedU) * (item.finalPriceCents + s.upchargeCents), 0) - item.refundedCents,
            ),
            sizes: d.sizes.map((q) => (q.id === size.id ? { ...q, [kind]: 1 } : q)),
          }
        : d,
    );
    return draft;
  }
  throw new Error('nothing left to return');
}

/** A draft as createReturn's input: each line's refund in dollars. */
export function inputOf(orderId: number, draft: RefundDraft, extra: Partial<ReturnCreateInput> = {}): ReturnCreateInput {
  return {
    order: orderId,
    items: draft.items
      .filter((i) => i.refundCents > 0 || i.sizes.some((s) => s.C + s.U > 0))
      .map(({ refundCents, ...i }) => ({ ...i, refund: centsToDollars(refundCents) })),
    charges: draft.charges.filter((c) => c.refundCents > 0).map(({ refundCents, ...c }) => ({ ...c, refund: centsToDollars(refundCents) })),
    shipping: draft.shipping
      .filter((s) => s.refundCents > 0)
      .map(({ refundCents, ...s }) => ({ ...s, refund: centsToDollars(refundCents) })),
    returnCode: draft.codeId,
    ...extra,
  };
}

export const totalOf = (draft: RefundDraft) => draftTotals(draft).refundCents;
