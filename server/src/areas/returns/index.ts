import { desc, eq } from 'drizzle-orm';
import { returnStatusText, recordPaths } from '@portal/shared/core';
import type { Area } from '../area';
import { registerRelatedRecordSource } from '../orders';
import { readableReturns } from './access';
import { returnsGraphql } from './graphql';
import { returnsRoutes } from './routes';
import { returns } from '../../db/tables/returns';
import { searchReturns } from './search';
import { seedReturns } from './seed';

/** Returns of shipped orders: list, detail, create, edit, the state machine, comments and files (mfe-returns/README.md). */
export const returnsArea: Area = {
  name: 'returns',
  routes: returnsRoutes,
  graphql: returnsGraphql,
  seed: seedReturns,
  live: { return: readableReturns },
  search: searchReturns,
  // The order detail page lists an order's returns through the orders area's seam (relatedRecords).
  register() {
    registerRelatedRecordSource({
      kind: 'returns',
      async load(db, orderId) {
        const rows = await db
          .select({ id: returns.id, number: returns.number, status: returns.status, subStatus: returns.subStatus })
          .from(returns)
          .where(eq(returns.orderId, orderId))
          .orderBy(desc(returns.id));
        return rows.map((r) => ({
          id: r.id,
          label: `Return #${r.number} - ${returnStatusText(r.status, r.subStatus)}`,
          path: recordPaths.return(r.id),
        }));
      },
    });
  },
};
