import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  RETURN_FILE_MAX_BYTES,
  RETURN_FILES_MAX,
  RETURN_MESSAGES,
  returnsRoutes as R,
  type ReturnApprovalCall,
  type ReturnField,
} from '@portal/shared/core';
import { requireAccess, sessionUser } from '../../platform/auth';
import { badRequest, notFound } from '../../platform/httpErrors';
import { serve } from '../../platform/rest';
import { vacuumWhenEmbedded } from '../../platform/vacuum';
import { deleteTimelineComment } from './comments';
import { deleteReturnFile, updateReturnField, type FieldUpdateInput } from './fieldUpdates';
import { fileForDownload, stageUpload } from './files';
import { returnCodeList } from './returnCodes';
import { approveReturn, runTransition } from './transitions';

// REST calls of returns (spec 001 §7.1), under /api, declared in @portal/shared/core
// (returnsRoutes.ts). Every route needs a session (the /api scope) and order access (the
// `returns` rule, 403, checked before the input); the rest is the services' and returnFlow's.
// Refusals: 400 bad input, 403 wrong person (the comment delete with the spec's message), 404
// unknown, 409 wrong state (the screens show the 409 message).

const APPROVALS: readonly string[] = ['order', 'refund', 'restock'] satisfies ReturnApprovalCall[];

/** A path id: an int4 (a larger one is no record, not a database error). */
const idParam = (value: string): number => {
  const n = Number(value);
  if (!/^\d{1,10}$/.test(value) || !Number.isSafeInteger(n) || n <= 0 || n > 2_147_483_647) throw notFound(RETURN_MESSAGES.notFound);
  return n;
};

export const returnsRoutes: FastifyPluginAsync = async (app) => {
  const { db, files, clock } = app.platform;
  /** 403 RETURN_MESSAGES.noOrderAccess for someone without order access (the `returns` rule). */
  const access = requireAccess('returns', RETURN_MESSAGES.noOrderAccess);
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

  serve(app, R.codes, { access, handler: async () => returnCodeList(db) });

  serve(app, R.cancel, {
    access,
    handler: async (request) => runTransition(db, await sessionUser(request), idParam(request.params.id), 'cancel', null, clock.now()),
  });

  serve(app, R.awaitingGoods, {
    access,
    handler: async (request) =>
      runTransition(db, await sessionUser(request), idParam(request.params.id), 'awaitingGoods', null, clock.now()),
  });

  serve(app, R.approve, {
    access,
    handler: async (request) => {
      const call = request.params.kind;
      if (!APPROVALS.includes(call)) throw notFound();
      return approveReturn(db, await sessionUser(request), call as ReturnApprovalCall, request.body, clock.now());
    },
  });

  serve(app, R.deleteComment, {
    access,
    handler: async (request) =>
      deleteTimelineComment(db, files, await sessionUser(request), idParam(request.params.id), idParam(request.params.commentId)),
  });

  serve(app, R.deleteFile, {
    access,
    handler: async (request) => deleteReturnFile(db, files, await sessionUser(request), request.body, clock.now()),
  });

  // spec 001 §7.1: PUT /api/{field} for comment, rep, csr and code.
  const updateField = async <F extends ReturnField>(request: FastifyRequest, field: F, input: FieldUpdateInput<F>) =>
    updateReturnField(db, await sessionUser(request), field, input, clock.now());
  serve(app, R.updateComment, { access, handler: async (request) => updateField(request, 'comment', request.body) });
  serve(app, R.updateRep, { access, handler: async (request) => updateField(request, 'rep', request.body) });
  serve(app, R.updateCsr, { access, handler: async (request) => updateField(request, 'csr', request.body) });
  serve(app, R.updateCode, { access, handler: async (request) => updateField(request, 'code', request.body) });

  /** Uploads (multipart, field `files`, read here): each checked and staged; the answer's ids go into createReturn/updateReturn/createReturnTimelinePost. */
  serve(app, R.upload, {
    config: { multipart: true },
    access,
    handler: async (request) => {
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
    },
  });

  serve(app, R.file, {
    access,
    handler: async (request, reply) => {
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
    },
  });
};
