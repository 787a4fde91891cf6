import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { DESIGN_COLOR_MESSAGES as M, DESIGN_UPLOAD_MAX_BYTES, DESIGN_UPLOAD_MESSAGES, messages } from '@portal/shared/core';
import { badRequest } from '../../platform/httpErrors';
import { requireAccess, sessionUser } from '../../platform/auth';
import { vacuumWhenEmbedded } from '../../platform/vacuum';
import { disableDesigns } from './designs';
import { contrastList, createLicenseDesign } from './licenseDesigns';
import { productionToolRoutes } from './productionToolRoutes';
import { addDrop } from './drops';
import { stageDesignImage, uploadDesign, type UploadedImagePart } from './upload';
import { extractColorsByTeam } from './extraction/extract';
import { makePmsFile } from './extraction/pmsFile';
import { saveDesignColors } from './extraction/saveColors';
import { addMapping, mappingTable, updateMapping } from './printerMappings';
import { DESIGNS_COLOR_TABLES } from './schema';
import { addSwatchLibrary, allSwatches, deleteSwatch, swatchTable, updateSwatch, type TableQuery } from './swatches';

// REST calls of designs and colour (spec 001 §7.3-7.5), under /api. Each route's access rule runs
// before its input is read (mfe-designs-color/README.md "Calls"); the record-level rules (locked
// libraries, designs in use) are the services'.

/** The files of a multipart upload (one design image; a file over 10 MB is refused while it is read). */
async function imageParts(request: FastifyRequest): Promise<UploadedImagePart[]> {
  if (!request.isMultipart()) throw badRequest(DESIGN_UPLOAD_MESSAGES.imageRequired);
  const parts: UploadedImagePart[] = [];
  try {
    for await (const part of request.parts())
      if (part.type === 'file') parts.push({ fileName: part.filename ?? '', data: await part.toBuffer() });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(DESIGN_UPLOAD_MESSAGES.imageTooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest(DESIGN_UPLOAD_MESSAGES.oneImage);
    if (code?.startsWith('FST_')) throw badRequest(DESIGN_UPLOAD_MESSAGES.imageRequired);
    throw error;
  }
  return parts;
}

export const designsColorRoutes: FastifyPluginAsync = async (app) => {
  const { db, clock, files } = app.platform;
  vacuumWhenEmbedded(app, 'designs-color', DESIGNS_COLOR_TABLES);

  // spec 001 §4.3, §8.3: 409 with the in-use designs and their orders opens the Design In Use dialog.
  app.post('/design/disable/bulk', { preHandler: requireAccess('designsDisable', M.disableForbidden) }, async (request, reply) => {
    const result = await disableDesigns(db, await sessionUser(request), request.body, clock.now());
    if (!result.ok) return reply.code(409).send({ message: messages.designsInUse, designs: result.inUse });
    return { disabled: result.disabled };
  });

  // spec 001 §6 Upload button (README "Upload a design"): artist, artist manager or CUSTOMER user.
  await app.register(multipart, { limits: { fileSize: DESIGN_UPLOAD_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
  const upload = requireAccess('designUpload', DESIGN_UPLOAD_MESSAGES.forbidden);
  app.post('/design/upload/image', { config: { multipart: true }, preHandler: upload }, async (request) => {
    const user = await sessionUser(request);
    return stageDesignImage(files, user, await imageParts(request));
  });
  app.post('/design/upload', { preHandler: upload }, async (request) =>
    uploadDesign(db, files, await sessionUser(request), request.body, clock.now()),
  );

  // spec 002 "Drops": the add control of dropManager (README "Drops add control").
  app.post('/drops', { preHandler: requireAccess('dropAdd', M.dropAddForbidden) }, async (request) =>
    addDrop(db, await sessionUser(request), request.body, clock.now()),
  );

  // spec 001 §7.3: new licence designs (README "New licence design"): licence creators only.
  const licenseCreate = requireAccess('designLicenseCreate', M.licenseCreateForbidden);
  // The contrast list: licence design creators and whoever may create or edit a licence design request (rule licenceContrast).
  app.get<{ Querystring: { hex?: string; teamId?: string } }>(
    '/contrast',
    { preHandler: requireAccess('licenceContrast') },
    async (request) => contrastList(db, request.query),
  );
  app.post('/design/new/license', { preHandler: licenseCreate }, async (request) =>
    createLicenseDesign(db, files, await sessionUser(request), request.body, clock.now()),
  );

  const swatchPath = '/production/ai_swatches_admin';
  const colorTools = requireAccess('colorTools');
  const swatchEdit = requireAccess('swatchEdit', M.swatchEditForbidden);
  app.get<{ Querystring: TableQuery }>(swatchPath, { preHandler: colorTools }, async (request) => swatchTable(db, request.query));
  app.post(swatchPath, { preHandler: swatchEdit }, async (request) =>
    addSwatchLibrary(db, await sessionUser(request), request.body, clock.now()),
  );
  app.put(swatchPath, { preHandler: swatchEdit }, async (request) =>
    updateSwatch(db, await sessionUser(request), request.body, clock.now()),
  );
  // The swatch is named in the body (spec 001 §7.4) or, as the screen sends it, in the query string.
  app.delete(swatchPath, { preHandler: swatchEdit }, async (request, reply) => {
    await deleteSwatch(db, await sessionUser(request), request.body ?? request.query, clock.now());
    return reply.code(204).send();
  });
  // spec 001 §7.4: the pickers' read (extraction tool, mapping dialog); staff only (README "Decisions").
  app.get<{ Querystring: { library?: string; group?: string } }>(
    '/production/ai_swatches',
    { preHandler: requireAccess('staffPickers') },
    async (request) => allSwatches(db, request.query),
  );

  const mappingPath = '/production/printer_color_mappings';
  const mappingEdit = requireAccess('printerMappingEdit', M.mappingEditForbidden);
  app.get<{ Querystring: TableQuery }>(mappingPath, { preHandler: colorTools }, async (request) => mappingTable(db, request.query));
  app.post(mappingPath, { preHandler: mappingEdit }, async (request) =>
    addMapping(db, await sessionUser(request), request.body, clock.now()),
  );
  app.put(mappingPath, { preHandler: mappingEdit }, async (request) =>
    updateMapping(db, await sessionUser(request), request.body, clock.now()),
  );

  // spec 001 §2.6, §7.6: colour extraction (README "Decisions": the colour tools' users extract and
  // make PMS files; artist and production art managers save).
  app.get<{ Params: { leagueId: string; teamId: string } }>(
    '/production/extract_colors_by_team/:leagueId/:teamId',
    { preHandler: colorTools },
    async (request) => extractColorsByTeam(db, files, request.params.leagueId, request.params.teamId, request.log),
  );
  app.post('/decorate/pms_file', { preHandler: colorTools }, async (request, reply) =>
    reply.type('application/json').send(JSON.stringify(await makePmsFile(files, request.body))),
  );
  app.post(
    '/production/save_design_colors',
    { preHandler: requireAccess('designColorsSave', M.saveColorsForbidden) },
    async (request, reply) => {
      await saveDesignColors(db, files, await sessionUser(request), request.body, clock.now());
      return reply.code(204).send();
    },
  );

  await app.register(productionToolRoutes);
};
