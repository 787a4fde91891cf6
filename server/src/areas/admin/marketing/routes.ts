import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { adminRoutes as R, MARKETING_DOWNLOAD_ROOT, MARKETING_ROOT, MARKETING_ZIP_NAME } from '@portal/shared/core';
import { getAuth, requireAccess } from '../../../platform/auth';
import { notFound, unauthorized } from '../../../platform/httpErrors';
import { serve } from '../../../platform/rest';
import { marketingFile, marketingThumbnail, marketingZip } from './marketing';

// Marketing resources' calls (spec 002 §6: any signed-in user).

/** POST /api/marketing_resources/download, body files (spec 002 §7; adminRoutes in @portal/shared/core): the zip, streamed. */
export const marketingRoutes: FastifyPluginAsync = async (app) => {
  const { db, files } = app.platform;
  serve(app, R.downloadMarketingResources, {
    access: requireAccess('loggedIn'),
    handler: async (request, reply) => {
      const zip = await marketingZip(db, files, request.body.files);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${MARKETING_ZIP_NAME}"`)
        .header('cache-control', 'private, no-store')
        .send(zip);
    },
  });
};

const disposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
/** Only media and PDFs are shown by the browser; anything else is sent as a download even under /Images. */
const SHOWN = /^(image\/(png|jpeg|gif|webp)|video\/(webm|mp4)|application\/pdf)$/;

/**
 * The files, outside /api at the paths the resources carry (signed-in users; 401 otherwise):
 * GET /Images/Marketing/<folder>/<name> shows the file (inline: the preview dialog, the grid),
 * GET /ImageDown/Marketing/<folder>/<name> downloads it (attachment), and
 * GET /Images/MarketingThumbs/<id>.png is its thumbnail.
 */
export const marketingRootRoutes: FastifyPluginAsync = async (app) => {
  const { db, files } = app.platform;
  const serve = (download: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await getAuth(request))) throw unauthorized();
    const relative = (request.params as { '*': string })['*'];
    const { row, stream } = await marketingFile(db, files, relative);
    const inline = !download && SHOWN.test(row.mime ?? '');
    reply
      .header('content-type', row.mime ?? 'application/octet-stream')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', disposition(inline ? 'inline' : 'attachment', row.name))
      // Private (signed-in users), may change when a file is replaced: an hour in the browser.
      .header('cache-control', 'private, max-age=3600');
    if (!inline) reply.header('content-security-policy', "default-src 'none'; sandbox");
    if (row.size != null) reply.header('content-length', row.size);
    return reply.send(stream);
  };
  app.get(`${MARKETING_ROOT}/*`, serve(false));
  app.get(`${MARKETING_DOWNLOAD_ROOT}/*`, serve(true));
  app.get<{ Params: { file: string } }>('/Images/MarketingThumbs/:file', async (request, reply) => {
    if (!(await getAuth(request))) throw unauthorized();
    const m = /^(\d{1,9})\.png$/.exec(request.params.file);
    if (!m) throw notFound();
    const stream = await marketingThumbnail(db, files, Number(m[1]));
    return reply
      .header('content-type', 'image/png')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=3600')
      .send(stream);
  });
};
