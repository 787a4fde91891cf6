import type { FastifyPluginAsync } from 'fastify';
import { ordersRoutes as R, SHIP_CODES } from '@portal/shared/core';
import { requireAccess, sessionUser } from '../../../platform/auth';
import { serve } from '../../../platform/rest';
import { unshippedOrders } from './service';

// REST of the shipping jobs (spec 002 §7), mounted under /api, declared in @portal/shared/core (ordersRoutes.ts).

export const shippingJobRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;
  // The create page's order picker (spec 002 §7 GET /api/unshippedOrder; ?customer=&search= ours).
  serve(app, R.unshippedOrders, {
    access: requireAccess('shippingJobEdit'),
    handler: async (request) => unshippedOrders(db, await sessionUser(request), request.query),
  });
  // spec 002 §7 GET /api/shipCodes: [{ id, name }].
  serve(app, R.shipCodes, { handler: async () => [...SHIP_CODES] });
};
