import type { LightMyRequestResponse } from 'fastify';
import type { DocumentTypeDecoration } from '@portal/shared/core';
import { createTestApp, signIn, type TestApp } from '../../../../test/harness';
import { graphql } from '../../../gql';
import type { OrdersQuery } from '../../../gql/graphql';

// The order lists' test world: an app on its own copy of the seeded database, signed-in demo
// users, and small helpers for GraphQL and REST calls.

export const WHO = ['admin', 'csr', 'manager', 'rep', 'rep2', 'viewer', 'customer', 'artist'] as const;
export type Who = (typeof WHO)[number];

export interface ListsWorld {
  t: TestApp;
  cookie: Record<Who, string>;
  gql<T = Record<string, unknown>>(
    who: Who,
    query: string | DocumentTypeDecoration<T, any>,
    variables?: Record<string, unknown>,
  ): Promise<{ data: T | null; errors?: { message: string; extensions?: { code?: string } }[] }>;
  get(who: Who | null, url: string): Promise<LightMyRequestResponse>;
  post(who: Who | null, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

export async function createListsWorld(): Promise<ListsWorld> {
  const t = await createTestApp();
  const cookie = {} as Record<Who, string>;
  for (const who of WHO) cookie[who] = await signIn(t.app, `${who}@demo.local`);
  return {
    t,
    cookie,
    gql: async (who, query, variables) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/gql',
        headers: { cookie: cookie[who] },
        payload: { query: String(query), variables },
      });
      return response.json();
    },
    get: (who, url) => t.app.inject({ method: 'GET', url, headers: who ? { cookie: cookie[who] } : {} }),
    post: (who, url, payload = {}) =>
      t.app.inject({ method: 'POST', url, headers: who ? { cookie: cookie[who] } : {}, payload: payload as Record<string, unknown> }),
  };
}

export const ORDERS_QUERY = graphql(`
  query Orders($from: String!, $page: Int, $orderBy: String, $order: String, $filter: OrderFilterInput, $search: String, $searchCol: String,
               $status: Int, $subStatus: Int, $sellsheet: Boolean, $other: Boolean) {
    orders(from: $from, page: $page, orderBy: $orderBy, order: $order, filter: $filter, search: $search, searchCol: $searchCol,
           status: $status, subStatus: $subStatus, sellsheet: $sellsheet, other: $other) {
      id number created_at updated_at date_required customer custNumb billToNumb total totalCents status statusString subStatus items po type
      currency order_type orderTypeName rep repName alloc credit csr csr2 csrName csr2Name createdBy { email name } onHold job_codes
      quote job scheduled department tags listPath
    }
  }
`);

/** One row of the Orders query above (generated from schema.graphql: pnpm codegen). */
export type OrderRow = OrdersQuery['orders'][number];
