import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { DESIGN_COLOR_MESSAGES as M, productionRoutes as R } from '@portal/shared/core';
import { requireAccess } from '../../platform/auth';
import { notFound } from '../../platform/httpErrors';
import { serve } from '../../platform/rest';
import { servedFileHeaders } from '../../platform/servedFiles';
import { mimeOfKey, recolorFolder, RECOLORED_FILE, recoloredUrl } from './designFiles';
import {
  dropshipCollections,
  generateProductionArt,
  jobFolderZip,
  openJobs,
  productionDesigns,
  recolorDropshipCollection,
  recolorFiles,
  type Recolored,
} from './production';

// The production tools' routes (spec 001 §2.7, §7.7; README "Production tools"), declared in
// @portal/shared/core (productionRoutes.ts): artist managers and production art managers only.

export const productionToolRoutes: FastifyPluginAsync = async (app) => {
  const { db, files } = app.platform;
  const access = requireAccess('productionTools', M.productionForbidden);

  // spec 001 §4.3, §9: 204 success, 206 success with errors (the errors in the body). Either way the
  // answer names the files written (a Link header; the 206 body too), which R.recolored serves.
  const recolored = (reply: FastifyReply, { errors, files: written }: Recolored) => {
    const urls = written.map(recoloredUrl);
    if (urls.length) reply.header('link', urls.map((u) => `<${u}>; rel="item"`).join(', '));
    return errors.length ? reply.code(206).send({ errors, files: urls }) : reply.code(204).send();
  };

  serve(app, R.openJobs, { access, handler: async () => openJobs(db) });
  serve(app, R.designs, { access, handler: async (request) => productionDesigns(db, request.query.search) });
  serve(app, R.dropshipCollections, { access, handler: async () => dropshipCollections(db) });
  serve(app, R.generateProductionArt, { access, handler: async (request) => generateProductionArt(db, files, request.body) });
  serve(app, R.jobFolder, {
    access,
    handler: async (request, reply) => {
      const job = /^(\d{1,10})\.zip$/.exec(request.params.file)?.[1];
      const zip = job ? await jobFolderZip(files, Number(job)) : null;
      if (!zip) throw notFound(M.jobFolderMissing);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="job-${job}.zip"`)
        .header('cache-control', 'private, no-store')
        .send(zip);
    },
  });
  serve(app, R.recolorFiles, { access, handler: async (request, reply) => recolored(reply, await recolorFiles(db, files, request.body)) });
  serve(app, R.recolorDropshipCollection, {
    access,
    handler: async (request, reply) => recolored(reply, await recolorDropshipCollection(db, files, request.body)),
  });
  serve(app, R.recolored, {
    access,
    handler: async (request, reply) => {
      const m = /^(.{1,20})-(\d{1,5})$/.exec(request.params.design);
      const key = m && RECOLORED_FILE.test(request.params.file) ? `${recolorFolder(m[1], Number(m[2]))}/${request.params.file}` : null;
      if (!key || !(await files.exists(key))) throw notFound(M.designNotFound);
      return servedFileHeaders(reply, { cache: 'private, no-cache', sandbox: true })
        .header('content-type', mimeOfKey(key))
        .header('content-disposition', `attachment; filename="${request.params.design}-${request.params.file}"`)
        .send(await files.get(key));
    },
  });
};
