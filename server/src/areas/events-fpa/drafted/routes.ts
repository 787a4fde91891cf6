import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { DRAFTED_AGREEMENT_MAX_BYTES, DRAFTED_LOGO_MAX_BYTES, DRAFTED_MESSAGES, eventsFpaRoutes as R } from '@portal/shared/core';
import { requireAccess, sessionUser } from '../../../platform/auth';
import { badRequest, notFound } from '../../../platform/httpErrors';
import { serve } from '../../../platform/rest';
import { agreementFile, logoFile, stageDraftedUpload } from './service';

// The drafted contests' REST calls, under /api (rule drafted, draftedManager), declared in
// @portal/shared/core (eventsFpaRoutes.ts). The spec's calls are GraphQL (graphql.ts); files cannot
// travel in them, so a logo or an artist agreement is uploaded here first (multipart, field `file`,
// read here; ?kind=logo|agreement) and the mutation names the answer's token
// (mfe-events-fpa/README.md "Decisions"); the stored files are read back here too.

const draftedRule = requireAccess('drafted', DRAFTED_MESSAGES.draftedManagerRequired);

export const draftedRoutes: FastifyPluginAsync = async (app) => {
  const { db, files } = app.platform;
  await app.register(multipart, { limits: { fileSize: DRAFTED_LOGO_MAX_BYTES, files: 1, fields: 2, parts: 3 } });

  serve(app, R.draftedUpload, {
    access: draftedRule,
    config: { multipart: true },
    handler: async (request) => {
      const user = await sessionUser(request);
      const { kind } = request.query;
      const wrong = kind === 'logo' ? DRAFTED_MESSAGES.logoType : DRAFTED_MESSAGES.agreementType;
      if (!request.isMultipart()) throw badRequest(wrong);
      let data: Buffer | null = null;
      try {
        const part = await request.file();
        if (part) data = await part.toBuffer();
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code?.startsWith('FST_')) throw badRequest(wrong);
        throw error;
      }
      if (!data || (kind === 'agreement' && data.length > DRAFTED_AGREEMENT_MAX_BYTES)) throw badRequest(wrong);
      return stageDraftedUpload(files, user, kind, data);
    },
  });

  serve(app, R.draftedLogo, {
    access: draftedRule,
    handler: async (request, reply) => {
      const file = await logoFile(files, await sessionUser(request), request.params.token);
      return (
        reply
          .header('content-type', file.mime)
          .header('x-content-type-options', 'nosniff')
          // An SVG opened on its own runs nothing.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .header('cache-control', 'private, max-age=86400, immutable')
          .send(file.stream)
      );
    },
  });

  serve(app, R.draftedAgreement, {
    access: draftedRule,
    handler: async (request, reply) => {
      // Anything but a positive int4 names no contest (404, as an unknown one).
      const id = Number(request.params.id);
      if (!/^\d{1,10}$/.test(request.params.id) || id <= 0 || id > 2_147_483_647) throw notFound(DRAFTED_MESSAGES.contestNotFound);
      const stream = await agreementFile(db, files, await sessionUser(request), id);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  });
};
