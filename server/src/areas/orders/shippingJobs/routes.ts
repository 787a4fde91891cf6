import type { FastifyPluginAsync } from 'fastify';
import { SHIP_CODES } from '@portal/shared/core';
import { requireAccess, sessionUser } from '../../../platform/auth';
import { unshippedOrders } from './service';

// REST of the shipping jobs (spec 002 §7), mounted under /api.

export const shippingJobRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;
  // The create page's order picker (spec 002 §7 GET /api/unshippedOrder; ?customer=&search= ours).
  app.get('/unshippedOrder', { preHandler: requireAccess('shippingJobEdit') }, async (request) => {
    const query = request.query as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' ? v.replace(/\u0000/g, '') : undefined);
    return unshippedOrders(db, await sessionUser(request), { customer: text(query.customer), search: text(query.search) });
  });
  // spec 002 §7 GET /api/shipCodes: [{ id, name }].
  app.get('/shipCodes', async () => SHIP_CODES);
};
