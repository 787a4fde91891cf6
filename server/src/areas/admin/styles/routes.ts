import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes as R, API_MESSAGES, STYLE_LIMITS as L, STYLE_MESSAGES as M } from '@portal/shared/core';
import { requireAccess } from '../../../platform/auth';
import { badRequest, notFound } from '../../../platform/httpErrors';
import { serve } from '../../../platform/rest';
import { sendServedFile } from '../../../platform/servedFiles';
import { colourMedia } from './colourMedia';
import { maskImage, maskProduct, stageMask, type MaskUpload } from './masks';

// The product style editor's files (ours; mfe-admin/README.md "Mask images"): a mask's PNG is
// uploaded here (development, as every style edit) and named by UpdateStyle's imageMasks, which
// saves it; the saved masks are served beside the style's other images, to the editor's readers.

/** POST /api/styles/{sku}/masks (adminRoutes in @portal/shared/core; multipart: one `file`, read here): checks and stages a mask. */
export const stylesRoutes: FastifyPluginAsync = async (app) => {
  const { db, files } = app.platform;
  serve(app, R.uploadMask, {
    access: requireAccess('styleEdit', M.developmentOnly),
    config: { multipart: true },
    handler: async (request) => {
      // The style is checked before the file is read (rights, then the record, then the input).
      const productId = await maskProduct(db, request.params.sku);
      if (!request.isMultipart()) throw badRequest(M.maskFileRequired);
      let part: MaskUpload | null = null;
      try {
        for await (const p of request.parts({ limits: { fileSize: L.maskBytes, files: 1, fields: 2, parts: 3 } })) {
          if (p.type === 'file') part = { fileName: p.filename ?? '', data: await p.toBuffer() };
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(M.maskTooLarge);
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest(M.maskOneFile);
        if (code?.startsWith('FST_')) throw badRequest(M.maskFileRequired);
        throw error;
      }
      return stageMask(files, productId, part);
    },
  });
};

/** The editor's pictures are drawn or stored once and may change (a mask's file replaced): kept an hour, then revalidated by ETag. */
const MEDIA_CACHE = 'private, max-age=3600, must-revalidate';

/** GET /media/styles/{sku}/masks/{file}: a saved mask's PNG, and GET /media/styles/{sku}/{file}: a colour's media (rule styles: the editor's readers); 404 for a file nothing names. */
export const stylesRootRoutes: FastifyPluginAsync = async (app) => {
  const { db, files } = app.platform;
  app.get<{ Params: { sku: string; file: string } }>(
    '/media/styles/:sku/masks/:file',
    { preHandler: requireAccess('styles', M.forbidden) },
    async (request, reply) => {
      const bytes = await maskImage(db, files, request.params.sku, request.params.file);
      if (!bytes) throw notFound(API_MESSAGES.notFound);
      return sendServedFile(request, reply, { bytes, type: 'image/png', cache: MEDIA_CACHE });
    },
  );
  // A colour's vector, model, ghost and vectorD media (styles/colourMedia.ts); the vectors are SVG,
  // sandboxed when opened on their own.
  app.get<{ Params: { sku: string; file: string } }>(
    '/media/styles/:sku/:file',
    { preHandler: requireAccess('styles', M.forbidden) },
    async (request, reply) => {
      const media = await colourMedia(db, files, request.params.sku, request.params.file);
      if (!media) throw notFound(API_MESSAGES.notFound);
      return sendServedFile(request, reply, { ...media, cache: MEDIA_CACHE, sandbox: media.type === 'image/svg+xml' });
    },
  );
};
