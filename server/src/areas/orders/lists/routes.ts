import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { messages, ordersRoutes as R } from '@portal/shared/core';
import { requireAccess, sessionUser } from '../../../platform/auth';
import { forbidden, notFound as notFoundError } from '../../../platform/httpErrors';
import { serve } from '../../../platform/rest';
import { vacuumWhenEmbedded } from '../../../platform/vacuum';
import { combineCollections, mayUseCollections, regenerateImages } from './collections';
import { exportColumns, exportOrdersXlsx } from './exportXlsx';
import { checkListAccess, checkPrivilegedUse } from './listQuery';
import { listArgsFromQuery } from './listLink';
import { countersFor } from './listService';
import { deleteOrder, editPo, mayDeleteOrders, orderTypesFor, saveOrderType } from './orderActions';
import { resendOrderEmail } from './resendEmail';
import { createSavedFilter, deleteSavedFilter, listSavedFilters, renameSavedFilter } from './savedFilters';

// REST of the order lists (spec 000 §7), mounted under /api, declared in @portal/shared/core
// (ordersRoutes.ts). Every route needs a session; the rest of the rules are in the services
// (README "Contracts").

const idOf = (raw: string) => (/^\d{1,10}$/.test(raw) ? Number(raw) : -1);

/** A parsed query back as URLSearchParams (repeated keys kept), as the list links are read. */
function searchParamsOf(query: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const one of [value ?? []].flat()) params.append(key, one);
  return params;
}

// Rights before input: who may not delete orders, or use collections, is told so before the body is read.
const deleteRights = async (request: FastifyRequest) => {
  if (!mayDeleteOrders(await sessionUser(request))) throw forbidden(messages.orderDeleteForbidden);
};
const collectionRights = async (request: FastifyRequest) => {
  if (!mayUseCollections(await sessionUser(request))) throw forbidden();
};

export const listRoutes: FastifyPluginAsync = async (app) => {
  const { db, clock, files } = app.platform;
  const orderPages = requireAccess('orderPages');
  vacuumWhenEmbedded(app, 'orders', [
    'orders',
    'order_items',
    'order_item_sizes',
    'order_charges',
    'shipping_jobs',
    'shipping_job_items',
    'order_status_history',
    'order_counts',
  ]);

  // spec 000 §3 counters: GET /api/orders/total?values=total&values=saved → { total, saved }.
  serve(app, R.counters, {
    access: orderPages,
    handler: async (request) => countersFor(db, await sessionUser(request), request.query.values),
  });

  // Saved filters.
  serve(app, R.savedFilters, { access: orderPages, handler: async (request) => listSavedFilters(db, await sessionUser(request)) });
  serve(app, R.createSavedFilter, {
    access: orderPages,
    handler: async (request) => createSavedFilter(db, await sessionUser(request), request.body, clock.now()),
  });
  serve(app, R.deleteSavedFilter, {
    access: orderPages,
    handler: async (request) => {
      const user = await sessionUser(request);
      if (!(await deleteSavedFilter(db, user, idOf(request.params.id), clock.now()))) throw notFoundError();
      return listSavedFilters(db, user);
    },
  });
  serve(app, R.renameSavedFilter, {
    access: orderPages,
    handler: async (request) => {
      const user = await sessionUser(request);
      if (!(await renameSavedFilter(db, user, idOf(request.params.id), request.body.name, clock.now()))) throw notFoundError();
      return listSavedFilters(db, user);
    },
  });

  serve(app, R.deleteOrder, {
    access: deleteRights,
    handler: async (request) => deleteOrder(db, await sessionUser(request), idOf(request.params.id), request.body ?? {}, clock.now()),
  });

  serve(app, R.orderTypes, {
    access: orderPages,
    handler: async (request) => orderTypesFor(db, await sessionUser(request), idOf(request.params.id)),
  });
  serve(app, R.saveOrderType, {
    access: orderPages,
    handler: async (request) => saveOrderType(db, await sessionUser(request), idOf(request.params.id), request.body, clock.now()),
  });
  serve(app, R.savePo, {
    access: orderPages,
    handler: async (request) => editPo(db, await sessionUser(request), idOf(request.params.id), request.body, clock.now()),
  });

  for (const [route, withDetails] of [
    [R.resendEmail, true],
    [R.resendEmailNoDetails, false],
  ] as const) {
    serve(app, route, {
      access: orderPages,
      handler: async (request) => resendOrderEmail(db, await sessionUser(request), request.body, withDetails, clock.now()),
    });
  }

  serve(app, R.combineCollections, {
    access: collectionRights,
    handler: async (request) => combineCollections(db, await sessionUser(request), request.body, clock.now()),
  });
  serve(app, R.regenerateImages, {
    access: collectionRights,
    handler: async (request) => regenerateImages(db, files, await sessionUser(request), request.body, clock.now()),
  });

  // Export: GET /api/orders/export?from=saved&<the list's own query string>&columns=number&…
  serve(app, R.exportOrders, {
    handler: async (request, reply) => {
      const user = await sessionUser(request);
      const { from, columns, ...view } = request.query;
      const args = listArgsFromQuery(from, searchParamsOf(view));
      // 403 (ListForbidden) for a list the user may not open or a privileged search/filter.
      checkListAccess(user, args);
      checkPrivilegedUse(user, args);
      const stamp = clock.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="orders-${from}-${stamp}.xlsx"`)
        .header('cache-control', 'no-store')
        .send(exportOrdersXlsx(db, user, args, exportColumns(args, [columns ?? []].flat())));
    },
  });
};
