import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  DESIGN_COLOR_MESSAGES as M,
  DESIGN_UPLOAD_MAX_BYTES,
  DESIGN_UPLOAD_MESSAGES,
  deleteSwatchSchema,
  designsColorRoutes as R,
  messages,
} from '@portal/shared/core';
import { badRequest, parseOr400 } from '../../platform/httpErrors';
import { requireAccess, sessionUser } from '../../platform/auth';
import { serve } from '../../platform/rest';
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
import { DESIGNS_COLOR_TABLES } from '../../db/tables/designs-color';
import { addSwatchLibrary, allSwatches, deleteSwatch, swatchTable, updateSwatch } from './swatches';

// REST calls of designs and colour (spec 001 §7.3-7.6), under /api, declared in @portal/shared/core
// (designsColorRoutes.ts). Each route's access rule runs before its input is read
// (mfe-designs-color/README.md "Calls"); the record-level rules (locked libraries, designs in use)
// are the services'.

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
  serve(app, R.disableDesigns, {
    access: requireAccess('designsDisable', M.disableForbidden),
    handler: async (request, reply) => {
      const result = await disableDesigns(db, await sessionUser(request), request.body, clock.now());
      if (!result.ok) return reply.code(409).send({ message: messages.designsInUse, designs: result.inUse });
      return { disabled: result.disabled };
    },
  });

  // spec 001 §6 Upload button (README "Upload a design"): artist, artist manager or CUSTOMER user.
  await app.register(multipart, { limits: { fileSize: DESIGN_UPLOAD_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
  const upload = requireAccess('designUpload', DESIGN_UPLOAD_MESSAGES.forbidden);
  serve(app, R.stageDesignImage, {
    access: upload,
    config: { multipart: true },
    handler: async (request) => stageDesignImage(files, await sessionUser(request), await imageParts(request)),
  });
  serve(app, R.uploadDesign, {
    access: upload,
    handler: async (request) => uploadDesign(db, files, await sessionUser(request), request.body, clock.now()),
  });

  // spec 002 "Drops": the add control of dropManager (README "Drops add control").
  serve(app, R.addDrop, {
    access: requireAccess('dropAdd', M.dropAddForbidden),
    handler: async (request) => addDrop(db, await sessionUser(request), request.body, clock.now()),
  });

  // The contrast list: licence design creators and whoever may create or edit a licence design request (rule licenceContrast).
  serve(app, R.contrast, { access: requireAccess('licenceContrast'), handler: async (request) => contrastList(db, request.query) });
  // spec 001 §7.3: new licence designs (README "New licence design"): licence creators only.
  serve(app, R.newLicenseDesign, {
    access: requireAccess('designLicenseCreate', M.licenseCreateForbidden),
    handler: async (request) => createLicenseDesign(db, files, await sessionUser(request), request.body, clock.now()),
  });

  const colorTools = requireAccess('colorTools');
  const swatchEdit = requireAccess('swatchEdit', M.swatchEditForbidden);
  serve(app, R.swatchTable, { access: colorTools, handler: async (request) => swatchTable(db, request.query) });
  serve(app, R.addSwatchLibrary, {
    access: swatchEdit,
    handler: async (request) => addSwatchLibrary(db, await sessionUser(request), request.body, clock.now()),
  });
  serve(app, R.updateSwatch, {
    access: swatchEdit,
    handler: async (request) => updateSwatch(db, await sessionUser(request), request.body, clock.now()),
  });
  serve(app, R.deleteSwatch, {
    access: swatchEdit,
    handler: async (request, reply) => {
      // The swatch is named in the body (spec 001 §7.4) or, in a call without one, in the query string.
      const key = request.body ?? parseOr400(deleteSwatchSchema, request.query);
      await deleteSwatch(db, await sessionUser(request), key, clock.now());
      return reply.code(204).send();
    },
  });
  // spec 001 §7.4: the pickers' read (extraction tool, mapping dialog); staff only (README "Decisions").
  serve(app, R.pickerSwatches, { access: requireAccess('staffPickers'), handler: async (request) => allSwatches(db, request.query) });

  const mappingEdit = requireAccess('printerMappingEdit', M.mappingEditForbidden);
  serve(app, R.mappingTable, { access: colorTools, handler: async (request) => mappingTable(db, request.query) });
  serve(app, R.addMapping, {
    access: mappingEdit,
    handler: async (request) => addMapping(db, await sessionUser(request), request.body, clock.now()),
  });
  serve(app, R.updateMapping, {
    access: mappingEdit,
    handler: async (request) => updateMapping(db, await sessionUser(request), request.body, clock.now()),
  });

  // spec 001 §2.6, §7.6: colour extraction (README "Decisions": the colour tools' users extract and
  // make PMS files; artist and production art managers save).
  serve(app, R.extractColorsByTeam, {
    access: colorTools,
    handler: async (request) => extractColorsByTeam(db, files, request.params.leagueId, request.params.teamId, request.log),
  });
  serve(app, R.pmsFile, {
    access: colorTools,
    // Fastify sends a string answer as it is (text), so the JSON string is written here.
    handler: async (request, reply) => reply.type('application/json').send(JSON.stringify(await makePmsFile(files, request.body))),
  });
  serve(app, R.saveDesignColors, {
    access: requireAccess('designColorsSave', M.saveColorsForbidden),
    handler: async (request, reply) => {
      await saveDesignColors(db, files, await sessionUser(request), request.body, clock.now());
      return reply.code(204).send();
    },
  });

  await app.register(productionToolRoutes);
};
