import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, preValidationAsyncHookHandler } from 'fastify';
import {
  adminRoutes as R,
  ADMIN_MESSAGES,
  canBookMeetings,
  LICENSE_MESSAGES,
  SCHEDULE_MESSAGES,
  SELL_SHEET_FILE,
  SALES_MESSAGES,
  SALES_UPLOAD_MAX_BYTES,
  SALES_ZIP_NAME,
} from '@portal/shared/core';
import { requireAccess, sessionUser } from '../../platform/auth';
import { badRequest, forbidden, notFound } from '../../platform/httpErrors';
import { serve } from '../../platform/rest';
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
import { readEmailSettings, updateEmailSettings } from '../../platform/emailSettings';
import { bookMeeting, deleteMeeting, moveMeeting } from './tradeShows';
import { updateUserAccess } from './userAccess';
import { marketingRootRoutes, marketingRoutes } from './marketing/routes';
import { stylesRootRoutes, stylesRoutes } from './styles/routes';

// REST calls of administration (spec 002 §7), under /api, declared in @portal/shared/core
// (adminRoutes.ts). Every route needs a session (the /api scope) and its access rule before its
// input is read. GET /api/users (the user list, userAdmin only) is the platform area's
// (server/README.md "Who reads the directories").

/** A document's id in its path: anything but a positive int4 names no document (404, as an unknown one). */
const resourceId = (raw: string) => {
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw) || id <= 0 || id > 2_147_483_647) throw notFound(SALES_MESSAGES.notFound);
  return id;
};

/** Booking (ours): a rep for themselves, rep 000 and view_appointments for anyone; refused before the body for the rest. */
const mayBook: preValidationAsyncHookHandler = async (request) => {
  if (!canBookMeetings(await sessionUser(request))) throw forbidden(SCHEDULE_MESSAGES.notARep);
};

export const adminRoutes: FastifyPluginAsync = async (app) => {
  const { db, clock, files } = app.platform;
  await app.register(multipart, { limits: { fileSize: SALES_UPLOAD_MAX_BYTES + 1, files: 1, fields: 3, parts: 4 } });
  // The embedded database has no autovacuum: the lists' counts and pages need their tables vacuumed
  // for index-only scans (platform/vacuum.ts).
  vacuumWhenEmbedded(app, 'admin', ['external_users', 'sales_resources', 'license_skus', 'marketing_resources', 'products']);

  // spec 002 §6: editing others' access needs userAdmin ('Update User Access').
  serve(app, R.saveUserAccess, {
    access: requireAccess('userAdmin', ADMIN_MESSAGES.userAdminRequired),
    handler: async (request) => updateUserAccess(db, await sessionUser(request), request.body, clock.now()),
  });

  // spec 002 §2, §7: every signed-in user reads and changes their own e-mail settings.
  const signedIn = requireAccess('loggedIn');
  serve(app, R.emailSettings, {
    access: signedIn,
    handler: async (request) => readEmailSettings(db, (await sessionUser(request)).id),
  });
  serve(app, R.saveEmailSettings, {
    access: signedIn,
    handler: async (request) => updateEmailSettings(db, await sessionUser(request), request.body, clock.now()),
  });

  // Sales resources (spec 002 §2, §7, §9): any signed-in user reads and downloads (external users
  // the Corporate External documents only); upload, edit and delete need resource_edit (§6).
  serve(app, R.salesResources, {
    access: signedIn,
    handler: async (request) => listSalesResources(db, await sessionUser(request), request.query),
  });
  serve(app, R.downloadSalesResources, {
    access: signedIn,
    handler: async (request, reply) => {
      const zip = await salesResourcesZip(db, files, await sessionUser(request), request.body.paths);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${SALES_ZIP_NAME}"`)
        .header('cache-control', 'private, no-store')
        .send(zip);
    },
  });
  serve(app, R.salesResourceFile, {
    access: signedIn,
    handler: async (request, reply) => {
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
    },
  });
  const resourceEdit = requireAccess('resourceEdit', SALES_MESSAGES.forbidden);
  // Multipart: the parts are read here (categories before the file), not by the contract.
  serve(app, R.uploadSalesResource, {
    access: resourceEdit,
    config: { multipart: true },
    handler: async (request) => {
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
    },
  });
  serve(app, R.editSalesResource, {
    access: resourceEdit,
    handler: async (request) => editSalesResource(db, await sessionUser(request), resourceId(request.params.id), request.body, clock.now()),
  });
  serve(app, R.deleteSalesResource, {
    access: resourceEdit,
    handler: async (request, reply) => {
      await deleteSalesResource(db, files, await sessionUser(request), resourceId(request.params.id), clock.now());
      return reply.status(204).send();
    },
  });

  // Marketing resources (marketing/routes.ts).
  await app.register(marketingRoutes);
  // The product style editor's mask uploads (styles/routes.ts; its other calls are GraphQL).
  await app.register(stylesRoutes);

  // License SKU approval (spec 002 §7): approve (one-way), enable / disable, the sell sheet as a PDF.
  const licenseApproval = requireAccess('licenseApproval', LICENSE_MESSAGES.forbidden);
  serve(app, R.approveLicenseSkus, {
    access: licenseApproval,
    handler: async (request) => approveLicenseSkus(db, await sessionUser(request), request.body.items, clock.now()),
  });
  serve(app, R.setLicenseSkusActive, {
    access: licenseApproval,
    handler: async (request) => setLicenseSkusActive(db, await sessionUser(request), request.body, clock.now()),
  });
  serve(app, R.sellSheet, {
    access: licenseApproval,
    handler: async (request, reply) => {
      const pdf = await licenseSellSheet(db, await sessionUser(request), request.body.skus);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${SELL_SHEET_FILE}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });

  // Trade-show schedule (spec 002 §6, §7): any signed-in user; who may book is checked before the
  // body (mayBook), whose meeting on the meeting (tradeShows.ts). The booking call is ours (the spec shows none).
  serve(app, R.bookMeeting, {
    access: mayBook,
    handler: async (request) => bookMeeting(db, await sessionUser(request), request.body, clock.now()),
  });
  serve(app, R.moveMeeting, {
    access: signedIn,
    handler: async (request) => moveMeeting(db, await sessionUser(request), request.body, clock.now()),
  });
  serve(app, R.deleteMeeting, {
    access: signedIn,
    handler: async (request, reply) => {
      await deleteMeeting(db, await sessionUser(request), request.body, clock.now());
      return reply.status(204).send();
    },
  });
};

/** Outside /api: the marketing files (marketing/routes.ts) and the style masks (styles/routes.ts). */
export const adminRootRoutes: FastifyPluginAsync = async (app) => {
  await app.register(marketingRootRoutes);
  await app.register(stylesRootRoutes);
};
