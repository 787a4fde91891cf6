import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { DocumentTypeDecoration } from '@portal/shared/core';
import { createTestApp, signInAll, type TestApp, type TestAppOptions } from '../../../../test/harness';
import { orders } from '../../../db/tables/orders/model';

// Test helpers of the order detail, status flow and approval tests (not used by the server).

export const PEOPLE = ['admin', 'csr', 'manager', 'rep', 'rep2', 'artist', 'artmanager', 'viewer', 'customer'] as const;
export type Who = (typeof PEOPLE)[number];

export interface OrderWorld {
  t: TestApp;
  cookies: Record<Who, string>;
  gql<T = Record<string, unknown>>(
    query: string | DocumentTypeDecoration<T, any>,
    variables?: Record<string, unknown>,
    who?: Who,
  ): Promise<{ data: T | null; errors?: { message: string; extensions?: { code?: string } }[] }>;
  /** The first order (by id) matching the condition. */
  orderWhere(where: SQL): Promise<typeof orders.$inferSelect>;
  orderById(id: number): Promise<typeof orders.$inferSelect>;
}

/** options: extra environment (e.g. PUBLIC_URL) for the app under test. */
export async function createOrderWorld(options: TestAppOptions = {}): Promise<OrderWorld> {
  const t = await createTestApp(options);
  const cookies = await signInAll(t.app, PEOPLE);
  const db = t.database.db;
  return {
    t,
    cookies,
    async gql(query, variables, who) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/gql',
        headers: who ? { cookie: cookies[who] } : {},
        payload: { query: String(query), variables },
      });
      return response.json();
    },
    async orderWhere(where) {
      const [row] = await db.select().from(orders).where(where).orderBy(asc(orders.id)).limit(1);
      if (!row) throw new Error('no order matches the test condition');
      return row;
    },
    async orderById(id) {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row;
    },
  };
}

/** Orders of a status, of rep 101 (rep@) or of someone else's rep code. */
export const ofRep = (status: number, repCode = '101', extra?: SQL) =>
  and(eq(orders.status, status), eq(orders.repCode, repCode), eq(orders.onHold, false), extra ?? sql`true`)!;
export const notOfRep = (status: number, repCode = '101') =>
  and(eq(orders.status, status), ne(orders.repCode, repCode), ne(orders.repCode, '102'))!;
