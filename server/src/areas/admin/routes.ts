import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import {
  ADMIN_MESSAGES,
  LICENSE_MESSAGES,
  SELL_SHEET_FILE,
  SALES_MESSAGES,
  SALES_UPLOAD_MAX_BYTES,
  SALES_ZIP_NAME,
  salesQueryFromObject,
} from '@portal/shared/core';
import { requireAccess, sessionUser } from '../../platform/auth';
import { badRequest, notFound } from '../../platform/httpErrors';
import { vacuumWhenEmbedded } from '../../platform/vacuum';
import { approveLicenseSkus, licenseSellSheet, setLicenseSkusActive } from './licenseSkus';
import {
  deleteSalesResource,
  editSalesResource,
  listSalesResources,
  salesResourceFile,
  salesResourcesZip,
  uploadSalesResource,
} from './salesResources';
import { readEmailSettings, updateEmailSettings } from './emailSettings';
import { bookMeeting, deleteMeeting, moveMeeting } from './tradeShows';
import { updateUserAccess } from './userAccess';
import { marketingRootRoutes, marketingRoutes } from './marketing/routes';
import { stylesRootRoutes, stylesRoutes } from './styles/routes';

// REST calls of administration (spec 002 §7), under /api. Every route needs a session (the /api
// scope) and its access rule before its input is read. GET /api/users (the user list, userAdmin only) is the
// platform area's (server/README.md "Who reads the directories").

export const adminRoutes: FastifyPluginAsync = async (app) => {
  const { db, clock, files } = app.platform;
  await app.register(multipart, { limits: { fileSize: SALES_UPLOAD_MAX_BYTES + 1, files: 1, fields: 3, parts: 4 } });
  // The embedded database has no autovacuum: the lists' counts and pages need their tables vacuumed
  // for index-only scans (platform/vacuum.ts).
  vacuumWhenEmbedded(app, 'admin', ['external_users', 'sales_resources', 'license_skus', 'marketing_resources', 'products']);

  // spec 002 §6: editing others' access needs userAdmin ('Update User Access').
  app.post('/users', { preHandler: requireAccess('userAdmin', ADMIN_MESSAGES.userAdminRequired) }, async (request) =>
    updateUserAccess(db, await sessionUser(request), request.body, clock.now()),
  );

  // spec 002 §2, §7: every signed-in user reads and changes their own e-mail settings.
  const signedIn = requireAccess('loggedIn');
  app.get('/emailAccess', { preHandler: signedIn }, async (request) => readEmailSettings(db, (await sessionUser(request)).id));
  app.put('/emailAccess', { preHandler: signedIn }, async (request) =>
    updateEmailSettings(db, await sessionUser(request), request.body, clock.now()),
  );

  // Sales resources (spec 002 §2, §7, §9): any signed-in user reads and downloads (external users
  // the Corporate External documents only); upload, edit and delete need resource_edit (§6).
  app.get('/sales_resources', { preHandler: signedIn }, async (request) =>
    listSalesResources(db, await sessionUser(request), salesQueryFromObject(request.query as Record<string, unknown>)),
  );
  app.post('/sales_resources/download', { preHandler: signedIn }, async (request, reply) => {
    const zip = await salesResourcesZip(db, files, await sessionUser(request), request.body);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${SALES_ZIP_NAME}"`)
      .header('cache-control', 'private, no-store')
      .send(zip);
  });
  const resourceId = (raw: string) => {
    const id = Number(raw);
    if (!/^\d{1,10}$/.test(raw) || id <= 0 || id > 2_147_483_647) throw notFound(SALES_MESSAGES.notFound);
    return id;
  };
  app.get<{ Params: { id: string } }>('/sales_resources/:id/file', { preHandler: signedIn }, async (request, reply) => {
    const { row, stream } = await salesResourceFile(db, files, await sessionUser(request), resourceId(request.params.id));
    const name = row.path.split('/').pop()!;
    return reply
      .header('content-type', row.mime)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header(
        'content-disposition',
        `attachment; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      )
      .header('cache-control', 'private, no-store')
      .send(stream);
  });
  const resourceEdit = requireAccess('resourceEdit', SALES_MESSAGES.forbidden);
  app.post('/sales_resources', { config: { multipart: true }, preHandler: resourceEdit }, async (request) => {
    const user = await sessionUser(request);
    if (!request.isMultipart()) throw badRequest(SALES_MESSAGES.fileRequired);
    let upload: { fileName: string; data: Buffer; categories: unknown } | null = null;
    try {
      const part = await request.file();
      if (part) {
        const data = await part.toBuffer();
        const field = part.fields.categories as { value?: unknown } | undefined;
        upload = { fileName: part.filename, data, categories: field?.value };
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(SALES_MESSAGES.fileTooBig);
      if (code?.startsWith('FST_')) throw badRequest(SALES_MESSAGES.fileRequired);
      throw error;
    }
    if (!upload) throw badRequest(SALES_MESSAGES.fileRequired);
    return uploadSalesResource(db, files, user, upload, clock.now());
  });
  app.put<{ Params: { id: string } }>('/sales_resources/:id', { preHandler: resourceEdit }, async (request) =>
    editSalesResource(db, await sessionUser(request), resourceId(request.params.id), request.body, clock.now()),
  );
  app.delete<{ Params: { id: string } }>('/sales_resources/:id', { preHandler: resourceEdit }, async (request, reply) => {
    await deleteSalesResource(db, files, await sessionUser(request), resourceId(request.params.id), clock.now());
    return reply.status(204).send();
  });

  // Marketing resources (marketing/routes.ts).
  await app.register(marketingRoutes);
  // The product style editor's mask uploads (styles/routes.ts; its other calls are GraphQL).
  await app.register(stylesRoutes);

  // License SKU approval (spec 002 §7): approve (one-way), enable / disable, the sell sheet as a PDF.
  const licenseApproval = requireAccess('licenseApproval', LICENSE_MESSAGES.forbidden);
  app.post('/license/approve', { preHandler: licenseApproval }, async (request) =>
    approveLicenseSkus(db, await sessionUser(request), request.body, clock.now()),
  );
  app.post('/license/active', { preHandler: licenseApproval }, async (request) =>
    setLicenseSkusActive(db, await sessionUser(request), request.body, clock.now()),
  );
  app.post('/sellsheet/license/sku', { preHandler: licenseApproval }, async (request, reply) => {
    const pdf = await licenseSellSheet(db, await sessionUser(request), request.body);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${SELL_SHEET_FILE}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  // Trade-show schedule (spec 002 §6, §7): any signed-in user; whose meeting, and who may book, is
  // checked on the meeting (tradeShows.ts). The booking call is ours (the spec shows none).
  app.post('/schedule/book', { preHandler: signedIn }, async (request) =>
    bookMeeting(db, await sessionUser(request), request.body, clock.now()),
  );
  app.put('/schedule/station', { preHandler: signedIn }, async (request) =>
    moveMeeting(db, await sessionUser(request), request.body, clock.now()),
  );
  app.post('/schedule/delete', { preHandler: signedIn }, async (request, reply) => {
    await deleteMeeting(db, await sessionUser(request), request.body, clock.now());
    return reply.status(204).send();
  });
};

/** Outside /api: the marketing files (marketing/routes.ts) and the style masks (styles/routes.ts). */
export const adminRootRoutes: FastifyPluginAsync = async (app) => {
  await app.register(marketingRootRoutes);
  await app.register(stylesRootRoutes);
};
