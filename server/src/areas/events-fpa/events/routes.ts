import type { FastifyPluginAsync } from 'fastify';
import { EVENT_MESSAGES, eventsFpaRoutes as R } from '@portal/shared/core';
import { requireAccess, sessionUser } from '../../../platform/auth';
import { serve } from '../../../platform/rest';
import { vacuumWhenEmbedded } from '../../../platform/vacuum';
import { eventReport } from './report';
import { cancelEventOrder } from './storeOrders';

// The custom events' REST calls, under /api (spec 002 §7), declared in @portal/shared/core
// (eventsFpaRoutes.ts): the report for the rule customEvents, cancelling a store order for
// customEventEdit (order_edit).

const eventsRule = requireAccess('customEvents', EVENT_MESSAGES.forbidden);
const eventEditRule = requireAccess('customEventEdit', EVENT_MESSAGES.editForbidden);

export const customEventRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;
  vacuumWhenEmbedded(app, 'events', ['custom_events']);

  serve(app, R.cancelEventOrder, {
    access: eventEditRule,
    handler: async (request) => cancelEventOrder(db, await sessionUser(request), request.body, app.platform.clock.now()),
  });

  serve(app, R.eventReport, {
    access: eventsRule,
    handler: async (request, reply) => {
      const { fileName, buffer } = await eventReport(db, await sessionUser(request), request.body.eventId);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'content-disposition',
          `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(buffer);
    },
  });
};
