import type { FastifyPluginAsync } from 'fastify';
import {
  isOrderListName,
  ORDER_COUNTERS,
  orderTypeEditSchema,
  poEditSchema,
  resendEmailSchema,
  savedFilterRenameSchema,
  savedFilterSchema,
  type OrderCounterName,
} from '@portal/shared/core';
import { requireAccess, sessionUser } from '../../../platform/auth';
import { badRequest, notFound as notFoundError, parseOr400 } from '../../../platform/httpErrors';
import { vacuumWhenEmbedded } from '../../../platform/vacuum';
import { combineCollections, regenerateImages } from './collections';
import { exportColumns, exportOrdersXlsx } from './exportXlsx';
import { checkListAccess, checkPrivilegedUse } from './listQuery';
import { listArgsFromQuery } from './listLink';
import { countersFor } from './listService';
import { deleteOrder, editPo, orderTypesFor, saveOrderType } from './orderActions';
import { resendOrderEmail } from './resendEmail';
import { createSavedFilter, deleteSavedFilter, listSavedFilters, renameSavedFilter } from './savedFilters';

// REST of the order lists (spec 000 §7), mounted under /api. Every route needs a session; the
// rest of the rules are in the services (README "Contracts").

const idOf = (raw: string) => (/^\d{1,10}$/.test(raw) ? Number(raw) : -1);

/** The query string as URLSearchParams (repeated keys kept), whatever fastify parsed. */
function searchParamsOf(url: string): URLSearchParams {
  const at = url.indexOf('?');
  return new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
}

export const listRoutes: FastifyPluginAsync = async (app) => {
  const { db, clock, files } = app.platform;
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
  app.get('/orders/total', { preHandler: requireAccess('orderPages') }, async (request) => {
    const user = await sessionUser(request);
    const wanted = searchParamsOf(request.url)
      .getAll('values')
      .filter((v): v is OrderCounterName => (ORDER_COUNTERS as readonly string[]).includes(v));
    return countersFor(db, user, wanted);
  });

  // Saved filters.
  app.get('/filters', { preHandler: requireAccess('orderPages') }, async (request) => listSavedFilters(db, await sessionUser(request)));
  app.post('/filters', { preHandler: requireAccess('orderPages') }, async (request) => {
    const user = await sessionUser(request);
    const input = parseOr400(savedFilterSchema, request.body ?? {});
    return createSavedFilter(db, user, input, clock.now());
  });
  app.post<{ Params: { id: string } }>('/filters/:id/delete', { preHandler: requireAccess('orderPages') }, async (request) => {
    const user = await sessionUser(request);
    if (!(await deleteSavedFilter(db, user, idOf(request.params.id), clock.now()))) throw notFoundError();
    return listSavedFilters(db, user);
  });
  app.post<{ Params: { id: string } }>('/filters/:id/rename', { preHandler: requireAccess('orderPages') }, async (request) => {
    const user = await sessionUser(request);
    const { name } = parseOr400(savedFilterRenameSchema, request.body ?? {});
    if (!(await renameSavedFilter(db, user, idOf(request.params.id), name, clock.now()))) throw notFoundError();
    return listSavedFilters(db, user);
  });

  // Delete, combine, regenerate: the rights checks are inside, before the input is read or the order looked up.
  app.post<{ Params: { id: string } }>('/order/:id/delete', async (request) => {
    return deleteOrder(db, await sessionUser(request), idOf(request.params.id), request.body, clock.now());
  });

  app.get<{ Params: { id: string } }>('/order/:id/orderTypes', { preHandler: requireAccess('orderPages') }, async (request) =>
    orderTypesFor(db, await sessionUser(request), idOf(request.params.id)),
  );
  app.post<{ Params: { id: string } }>('/order/:id/orderType', { preHandler: requireAccess('orderPages') }, async (request) => {
    const user = await sessionUser(request);
    const input = parseOr400(orderTypeEditSchema, request.body ?? {});
    return saveOrderType(db, user, idOf(request.params.id), input, clock.now());
  });
  app.post<{ Params: { id: string } }>('/order/:id/po', { preHandler: requireAccess('orderPages') }, async (request) => {
    const user = await sessionUser(request);
    const input = parseOr400(poEditSchema, request.body ?? {});
    return editPo(db, user, idOf(request.params.id), input, clock.now());
  });

  for (const [path, withDetails] of [
    ['/resendEmail', true],
    ['/resendEmail/noDetails', false],
  ] as const) {
    app.post(path, { preHandler: requireAccess('orderPages') }, async (request) => {
      const user = await sessionUser(request);
      const input = parseOr400(resendEmailSchema, request.body ?? {});
      return resendOrderEmail(db, user, input, withDetails, clock.now());
    });
  }

  app.post('/licenseCollection/combine', async (request) => {
    return combineCollections(db, await sessionUser(request), request.body, clock.now());
  });
  app.post('/regenImages/license', async (request) => {
    return regenerateImages(db, files, await sessionUser(request), request.body, clock.now());
  });

  // Export: GET /api/orders/export?from=saved&<the list's own query string>&columns=number&…
  app.get('/orders/export', async (request, reply) => {
    const user = await sessionUser(request);
    const query = searchParamsOf(request.url);
    const from = query.get('from') ?? '';
    if (!isOrderListName(from)) throw badRequest(`Unknown order list '${from.slice(0, 40)}'.`);
    const args = listArgsFromQuery(from, query);
    // 403 (ListForbidden) for a list the user may not open or a privileged search/filter.
    checkListAccess(user, args);
    checkPrivilegedUse(user, args);
    const columns = exportColumns(args, query.getAll('columns'));
    const stamp = clock.now().toISOString().slice(0, 10);
    reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="orders-${from}-${stamp}.xlsx"`)
      .header('cache-control', 'no-store');
    return reply.send(exportOrdersXlsx(db, user, args, columns));
  });
};
