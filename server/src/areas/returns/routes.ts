import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import {
  RETURN_FIELDS,
  RETURN_FILE_MAX_BYTES,
  RETURN_FILES_MAX,
  RETURN_MESSAGES,
  type ReturnApprovalCall,
  type ReturnField,
} from '@portal/shared/core';
import { requireAccess, sessionUser } from '../../platform/auth';
import { badRequest, notFound } from '../../platform/httpErrors';
import { vacuumWhenEmbedded } from '../../platform/vacuum';
import { deleteTimelineComment } from './comments';
import { deleteReturnFile, updateReturnField } from './fieldUpdates';
import { fileForDownload, stageUpload } from './files';
import { returnCodeList } from './returnCodes';
import { approveReturn, runTransition } from './transitions';

// REST calls of returns (spec 001 §7.1), under /api. Every route needs a session (the /api scope)
// and order access (`preHandler: requireAccess('returns')`, 403); the rest is the services' and returnFlow's.
// Refusals: 400 bad input, 403 wrong person (the comment delete with the spec's message), 404
// unknown, 409 wrong state (the screens show the 409 message).

const APPROVALS: readonly ReturnApprovalCall[] = ['order', 'refund', 'restock'];

/** A path id: an int4 (a larger one is no record, not a database error). */
const idParam = (value: string): number => {
  const n = Number(value);
  if (!/^\d{1,10}$/.test(value) || !Number.isSafeInteger(n) || n <= 0 || n > 2_147_483_647) throw notFound(RETURN_MESSAGES.notFound);
  return n;
};

/** 403 RETURN_MESSAGES.noOrderAccess for someone without order access (the `returns` rule). */
const returnsRule = requireAccess('returns', RETURN_MESSAGES.noOrderAccess);

export const returnsRoutes: FastifyPluginAsync = async (app) => {
  const { db, files, clock } = app.platform;
  await app.register(multipart, {
    limits: { fileSize: RETURN_FILE_MAX_BYTES, files: RETURN_FILES_MAX, fields: 5, parts: RETURN_FILES_MAX + 5 },
  });
  vacuumWhenEmbedded(app, 'returns', [
    'returns',
    'return_items',
    'return_item_sizes',
    'return_counts',
    'return_events',
    'return_comments',
    'return_files',
  ]);

  app.get('/return/codes', { preHandler: returnsRule }, async () => returnCodeList(db));

  app.post<{ Params: { id: string } }>('/return/:id/cancel', { preHandler: returnsRule }, async (request) =>
    runTransition(db, await sessionUser(request), idParam(request.params.id), 'cancel', null, clock.now()),
  );

  app.put<{ Params: { id: string } }>('/return/awaitingGoods/:id', { preHandler: returnsRule }, async (request) =>
    runTransition(db, await sessionUser(request), idParam(request.params.id), 'awaitingGoods', null, clock.now()),
  );

  app.post<{ Params: { kind: string } }>('/return/:kind/approve', { preHandler: returnsRule }, async (request) => {
    const call = request.params.kind as ReturnApprovalCall;
    if (!APPROVALS.includes(call)) throw notFound();
    return approveReturn(db, await sessionUser(request), call, request.body, clock.now());
  });

  app.delete<{ Params: { id: string; commentId: string } }>(
    '/return/:id/comment/:commentId',
    { preHandler: returnsRule },
    async (request) =>
      deleteTimelineComment(db, files, await sessionUser(request), idParam(request.params.id), idParam(request.params.commentId)),
  );

  app.post('/return/file/delete', { preHandler: returnsRule }, async (request) =>
    deleteReturnFile(db, files, await sessionUser(request), request.body, clock.now()),
  );

  // spec 001 §7.1: PUT /api/{field} for comment, rep, csr and code.
  for (const field of RETURN_FIELDS) {
    app.put(`/${field}`, { preHandler: returnsRule }, async (request) =>
      updateReturnField(db, await sessionUser(request), field as ReturnField, request.body, clock.now()),
    );
  }

  /** Uploads (multipart, field `files`): each checked and staged; the answer's ids go into createReturn/updateReturn/createReturnTimelinePost. */
  app.post('/return/upload', { config: { multipart: true }, preHandler: returnsRule }, async (request) => {
    const user = await sessionUser(request);
    if (!request.isMultipart()) throw badRequest(RETURN_MESSAGES.fileType);
    const staged = [];
    try {
      for await (const part of request.files()) {
        staged.push(await stageUpload(db, files, user, part.filename, await part.toBuffer(), clock.now()));
      }
    } catch (error) {
      // @fastify/multipart's limits, in our words (400 like every other upload refusal).
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(RETURN_MESSAGES.fileTooLarge);
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest(RETURN_MESSAGES.tooManyFiles);
      throw error;
    }
    if (!staged.length) throw badRequest(RETURN_MESSAGES.commentRequired);
    return staged;
  });

  app.get<{ Params: { id: string; fileId: string } }>('/return/:id/file/:fileId', { preHandler: returnsRule }, async (request, reply) => {
    const file = await fileForDownload(db, files, await sessionUser(request), idParam(request.params.id), idParam(request.params.fileId));
    return reply
      .header('content-type', file.mime)
      .header('content-length', String(file.size))
      .header(
        'content-disposition',
        `inline; filename="${file.name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      )
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  });
};
