import { z } from 'zod';
import { fileAnswer, restRoute, pathId, idParams } from './rest';
import { returnApprovalSchema, returnFieldSchemas, returnFileDeleteSchema, type ReturnField } from './returnSchemas';

// The returns area's REST routes (spec 001 §7.1; server/src/areas/returns/routes.ts): the codes,
// the state machine's moves, field updates, comments and files. GraphQL carries the rest.

/** What a move of the state machine answers: the return's state after it. */
const transitionAnswer = z.object({
  id: z.number().int(),
  number: z.number().int(),
  status: z.number().int(),
  subStatus: z.number().int(),
  /** The order approval's return order (spec 001 §4.1: the toast links to it); null for the other moves. */
  creditOrderId: z.number().int().nullable(),
  creditOrderNumber: z.number().int().nullable(),
});

const done = z.object({ ok: z.literal(true) });

/** The value each field update stores, as its answer gives it back. */
const FIELD_VALUES = {
  comment: z.string().nullable(),
  rep: z.string(),
  csr: z.string().nullable(),
  code: z.number().int(),
} satisfies Record<ReturnField, z.ZodType>;

/** PUT /api/{field} (spec 001 §7.1): `{ <field>: value, returnId }`. */
const fieldUpdate = <F extends ReturnField>(field: F) =>
  restRoute({
    method: 'PUT',
    path: `/${field}` as const,
    summary: `Changes a return's ${field}; the change is kept in its history.`,
    body: returnFieldSchemas[field],
    answers: {
      200: z.object({ id: z.number().int(), number: z.number().int(), field: z.literal(field), value: FIELD_VALUES[field] }),
    },
  });

export const returnsRoutes = {
  codes: restRoute({
    method: 'GET',
    path: '/return/codes',
    summary: 'Every return code, by name.',
    answers: { 200: z.array(z.object({ id: z.number().int(), code: z.string() })) },
  }),
  cancel: restRoute({
    method: 'POST',
    path: '/return/:id/cancel',
    summary: 'Cancels a return (its return order too, when it has one).',
    params: idParams,
    answers: { 200: transitionAnswer },
  }),
  awaitingGoods: restRoute({
    method: 'PUT',
    path: '/return/awaitingGoods/:id',
    summary: 'Moves a return to waiting for goods.',
    params: idParams,
    answers: { 200: transitionAnswer },
  }),
  approve: restRoute({
    method: 'POST',
    path: '/return/:kind/approve',
    summary:
      'Approves a return: `order` (creates the return order), `refund` or `restock`, with the commission (0–100; the return’s when none). Another kind is a 404.',
    params: z.object({ kind: z.string() }),
    body: returnApprovalSchema,
    answers: { 200: transitionAnswer },
  }),
  deleteComment: restRoute({
    method: 'DELETE',
    path: '/return/:id/comment/:commentId',
    summary: "Deletes a timeline post and its files: its author's, or any with approve5kReturns (403 with the spec's message otherwise).",
    params: z.object({ id: pathId, commentId: pathId }),
    answers: { 200: done },
  }),
  deleteFile: restRoute({
    method: 'POST',
    path: '/return/file/delete',
    summary: "Deletes one of the return's own files (not one posted with a timeline comment).",
    body: returnFileDeleteSchema,
    answers: { 200: done },
  }),
  upload: restRoute({
    method: 'POST',
    path: '/return/upload',
    summary:
      'Checks and keeps uploaded files (multipart, field `files`) for their uploader, until a return or a timeline post takes them by id.',
    answers: {
      200: z.array(z.object({ id: z.string(), name: z.string(), size: z.number().int(), type: z.string() })),
    },
  }),
  file: restRoute({
    method: 'GET',
    path: '/return/:id/file/:fileId',
    summary: "A return's file, for people who may see the return.",
    params: z.object({ id: pathId, fileId: pathId }),
    answers: { 200: fileAnswer('*/*', 'The file as uploaded: PDF, image, Word or Excel document') },
  }),
  updateComment: fieldUpdate('comment'),
  updateRep: fieldUpdate('rep'),
  updateCsr: fieldUpdate('csr'),
  updateCode: fieldUpdate('code'),
};
