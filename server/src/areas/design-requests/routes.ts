import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  DESIGN_SAMPLE_LIMITS,
  DESIGN_SAMPLE_MESSAGES,
  designRequestsRoutes as R,
  DR_LIMITS,
  DR_MESSAGES,
  isStoredImageSize,
  type StoredImageSize,
} from '@portal/shared/core';
import { requireAccess, sessionUser } from '../../platform/auth';
import type { FileStore } from '../../platform/fileStore';
import { servedFileHeaders } from '../../platform/servedFiles';
import { badRequest, notFound } from '../../platform/httpErrors';
import { serve } from '../../platform/rest';
import { vacuumWhenEmbedded } from '../../platform/vacuum';
import { DESIGN_REQUEST_TABLES } from '../../db/tables/design-requests';
import { isDrawable, sendStoredThumbnail } from '../../platform/thumbnails';
import { ART_MIME, referenceFile, stageArt, storeReference, type UploadedPart } from './files';
import { designRequestCount, loadDesignRequest } from './requests';
import { designFilesZip } from './designOrders';
import { loadSample, sampleFile, stageSampleFiles } from './samples';

// REST calls of design requests, under /api (rule designRequests), declared in @portal/shared/core
// (designRequestsRoutes.ts). The spec's calls are GraphQL (graphql.ts); files cannot travel in them,
// so a reference image or the art is uploaded here first and the mutation names the answer
// (mfe-design-requests/README.md "Decisions").

const rule = requireAccess('designRequests');

/** The message of a file over its size (spec 001 §5.2), by its field. */
const tooLarge = (field: string) =>
  ({
    production: DR_MESSAGES.productionFileTooLarge,
    working: DR_MESSAGES.workingFileTooLarge,
    image: DR_MESSAGES.designImageTooLarge,
    pms: DR_MESSAGES.pmsImageTooLarge,
  })[field] ?? DR_MESSAGES.referenceFileTooLarge;

async function readParts(request: FastifyRequest, wrong: string): Promise<{ parts: UploadedPart[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw badRequest(wrong);
  const parts: UploadedPart[] = [];
  const fields: Record<string, string> = {};
  let field = '';
  try {
    for await (const part of request.parts()) {
      field = part.fieldname;
      if (part.type === 'file') parts.push({ field: part.fieldname, fileName: part.filename ?? '', data: await part.toBuffer() });
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value.slice(0, 100);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(tooLarge(field));
    if (code?.startsWith('FST_')) throw badRequest(wrong);
    throw error;
  }
  return { parts, fields };
}

const sendFile = (reply: FastifyReply, mime: string, stream: NodeJS.ReadableStream) =>
  servedFileHeaders(reply, { cache: 'private, max-age=3600', sandbox: true }).header('content-type', mime).send(stream);

/** `?size=thumb|card` of a stored image route: the box, or null for the file itself (undefined: a size no box has, a 404). */
const sizeOf = (size: string | undefined) => (size === undefined ? null : isStoredImageSize(size) ? size : undefined);

/** A record's id in a file path: 1 to 10 digits, else null (the routes answer 404, as for an unknown record). */
const idOf = (value: string) => (/^\d{1,10}$/.test(value) ? Number(value) : null);

/** A stored file as it is, or its thumbnail when a box is asked for (images only). */
async function sendStored(reply: FastifyReply, files: FileStore, key: string, mime: string, size: StoredImageSize | null) {
  if (size === null) return sendFile(reply, mime, await files.get(key));
  if (!isDrawable(key)) throw notFound('File not found.');
  return sendStoredThumbnail(reply, files, key, size);
}

const sampleRule = requireAccess('designSamples');
const sampleEditRule = requireAccess('designSampleEdit');
const orderRule = requireAccess('designOrders');

export const designRequestsRoutes: FastifyPluginAsync = async (app) => {
  const { db, files, clock } = app.platform;
  vacuumWhenEmbedded(app, 'design-requests', [...DESIGN_REQUEST_TABLES, 'design_sample_requests', 'design_orders']);
  // The largest file is a 20 MB production file; the parser refuses one byte more (tooLarge).
  await app.register(multipart, { limits: { fileSize: DR_LIMITS.productionFileBytes, files: 4, fields: 4, parts: 8 } });

  /** The drawer's counters (routes.data.ts): D, L, H. */
  serve(app, R.count, { access: rule, handler: async (request) => designRequestCount(db, await sessionUser(request)) });

  serve(app, R.storeReference, {
    access: rule,
    config: { multipart: true },
    handler: async (request) => {
      const user = await sessionUser(request);
      const { parts, fields } = await readParts(request, DR_MESSAGES.referenceFileType);
      if (parts.length > 1) throw badRequest(DR_MESSAGES.referenceFilesMax);
      return storeReference(db, files, user, parts[0] ?? null, fields.customer || request.query.customer || null, clock.now());
    },
  });

  serve(app, R.reference, {
    access: rule,
    handler: async (request, reply) => {
      const size = sizeOf(request.query.size);
      const id = idOf(request.params.id);
      if (id === null || size === undefined) throw notFound('File not found.');
      const row = await referenceFile(db, await sessionUser(request), id);
      return sendStored(reply, files, row.fileKey, row.contentType, size);
    },
  });

  serve(app, R.stageArt, {
    access: rule,
    config: { multipart: true },
    handler: async (request) => {
      const user = await sessionUser(request);
      const id = idOf(request.params.id);
      if (id === null) throw notFound(DR_MESSAGES.notFound);
      // The request and the action are checked before the files are read (rights before input).
      await loadDesignRequest(db, user, id);
      const { parts, fields } = await readParts(request, DR_MESSAGES.incompatibleFileType);
      return stageArt(db, files, user, id, parts, fields, clock.now());
    },
  });

  serve(app, R.requestFile, {
    access: rule,
    handler: async (request, reply) => {
      const size = sizeOf(request.query.size);
      const id = idOf(request.params.id);
      if (id === null || size === undefined) throw notFound('File not found.');
      const { kind } = request.params;
      const row = await loadDesignRequest(db, await sessionUser(request), id);
      const key = { art: row.artKey, pms: row.pmsKey, production: row.productionKey, working: row.workingKey }[kind as 'art'];
      if (!key) throw notFound('File not found.');
      const ext = (/\.[a-z0-9]+$/.exec(key)?.[0] ?? '').toLowerCase();
      if (kind === 'production' || kind === 'working')
        reply.header('content-disposition', `attachment; filename="${kind}-${row.id}${ext}"`);
      return sendStored(reply, files, key, ART_MIME[ext] ?? 'application/octet-stream', size);
    },
  });

  // ---- design sample requests and design orders (spec 002; README "Design samples and orders") ----

  /** Stages sample files (1 to 5, images or PDF, 10 MB each) for a comment or receive samples; answers [{id, name, url}]. */
  serve(app, R.stageSampleFiles, {
    access: sampleEditRule,
    config: { multipart: true },
    handler: async (request) => {
      const user = await sessionUser(request);
      const id = idOf(request.params.id);
      if (id === null) throw notFound(DESIGN_SAMPLE_MESSAGES.sampleNotFound);
      // The request is checked before the files are read (rights before input).
      await loadSample(db, id);
      if (!request.isMultipart()) throw badRequest(DESIGN_SAMPLE_MESSAGES.attachFileRequired);
      const parts: { fileName: string; data: Buffer }[] = [];
      try {
        for await (const part of request.parts({
          limits: { fileSize: DESIGN_SAMPLE_LIMITS.fileBytes, files: DESIGN_SAMPLE_LIMITS.receiveFiles + 1 },
        })) {
          if (part.type === 'file') parts.push({ fileName: part.filename ?? '', data: await part.toBuffer() });
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(DESIGN_SAMPLE_MESSAGES.fileTooLarge);
        if (code === 'FST_FILES_LIMIT') throw badRequest(DESIGN_SAMPLE_MESSAGES.tooManyFiles);
        if (code?.startsWith('FST_')) throw badRequest(DESIGN_SAMPLE_MESSAGES.fileType);
        throw error;
      }
      return stageSampleFiles(db, files, user, id, parts, clock.now());
    },
  });

  serve(app, R.sampleFile, {
    access: sampleRule,
    handler: async (request, reply) => {
      const size = sizeOf(request.query.size);
      const id = idOf(request.params.id);
      const fileId = idOf(request.params.fileId);
      if (id === null || fileId === null || size === undefined) throw notFound('File not found.');
      const row = await sampleFile(db, id, fileId);
      if (row.contentType === 'application/pdf') reply.header('content-disposition', `inline; filename="sample-${row.id}.pdf"`);
      return sendStored(reply, files, row.fileKey, row.contentType, size);
    },
  });

  /** spec 002 §7: GET /api/design/file/{design}: a zip of the design's files. */
  serve(app, R.designFiles, {
    access: orderRule,
    handler: async (request, reply) => {
      const zip = await designFilesZip(db, files, request.params.design);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${zip.name}"`)
        .header('cache-control', 'private, no-store')
        .send(zip.stream);
    },
  });
};
