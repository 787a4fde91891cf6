import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  checkReturnAction,
  RETURN_MESSAGES,
  type returnFieldSchemas,
  type returnFileDeleteSchema,
  type ReturnEditAction,
  type ReturnField,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../db/client';
import { allQueries } from '../../db/queries';
import type { FileStore } from '../../platform/fileStore';
import { badRequest, notFound } from '../../platform/httpErrors';
import { loadReturnForUser, refuseUnless } from './access';
import { recordEvent } from './events';
import { fileIdOf } from './files';
import { returnCodes, returnFiles, returns } from '../../db/tables/returns';
import { clearReturnsDomainCache } from './listService';
import { auditAs } from '../../platform/audit';
import { csrsView, repsView } from '../../db/tables/directory.views';

// PUT /api/{field} (spec 001 §7.1: comment, rep, csr and code updates, body `{ <field>: value,
// returnId }`) and POST /api/return/file/delete. Each is allowed by returnFlow's rule for it
// (403 wrong person, 409 wrong state, nothing changed), runs with the return locked, and leaves
// a line in the return's history.

const ACTION_OF: Record<ReturnField, ReturnEditAction> = { comment: 'editComment', rep: 'editPeople', csr: 'editPeople', code: 'editCode' };

/** Each field's input: `{ returnId, <field>: value }`. */
export type FieldUpdateInput<F extends ReturnField> = z.output<(typeof returnFieldSchemas)[F]>;
type FieldValue<F extends ReturnField> = FieldUpdateInput<F> extends Record<F, infer V> ? V : never;

export interface FieldUpdateResult<F extends ReturnField> {
  id: number;
  number: number;
  field: F;
  value: FieldValue<F>;
}

export async function updateReturnField<F extends ReturnField>(
  db: Db,
  user: SessionUser,
  field: F,
  input: FieldUpdateInput<F>,
  now: Date,
): Promise<FieldUpdateResult<F>> {
  const value = (input as Record<F, FieldValue<F>>)[field];
  const result = await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const head = await loadReturnForUser(tx, user, input.returnId, true);
    refuseUnless(checkReturnAction(user, head, ACTION_OF[field]));
    let note: string;
    switch (field) {
      case 'code': {
        const [[before], [after]] = await allQueries(tx, [
          tx.select({ code: returnCodes.code }).from(returnCodes).where(eq(returnCodes.id, head.codeId)),
          tx
            .select({ code: returnCodes.code })
            .from(returnCodes)
            .where(eq(returnCodes.id, value as number)),
        ]);
        if (!after) throw badRequest(RETURN_MESSAGES.codeUnknown);
        await tx
          .update(returns)
          .set({ codeId: value as number, updatedAt: now })
          .where(eq(returns.id, head.id));
        note = `Return code: ${before?.code ?? ''} → ${after.code}`;
        break;
      }
      case 'rep': {
        const [rep] = await tx
          .select({ code: repsView.code })
          .from(repsView)
          .where(eq(repsView.code, value as string));
        if (!rep) throw badRequest(RETURN_MESSAGES.repUnknown);
        await tx.update(returns).set({ repCode: rep.code, updatedAt: now }).where(eq(returns.id, head.id));
        note = `Rep: ${head.repCode} → ${rep.code}`;
        break;
      }
      case 'csr': {
        if (value !== null) {
          const [csr] = await tx
            .select({ code: csrsView.code })
            .from(csrsView)
            .where(eq(csrsView.code, value as string));
          if (!csr) throw badRequest(RETURN_MESSAGES.csrUnknown);
        }
        await tx
          .update(returns)
          .set({ csr: value as string | null, updatedAt: now })
          .where(eq(returns.id, head.id));
        note = `CSR: ${head.csr ?? 'none'} → ${value ?? 'none'}`;
        break;
      }
      case 'comment':
        await tx
          .update(returns)
          .set({ comment: value as string | null, updatedAt: now })
          .where(eq(returns.id, head.id));
        note = 'Comment updated';
        break;
    }
    const state = { status: head.status, subStatus: head.subStatus };
    await recordEvent(tx, { returnId: head.id, action: field, from: state, to: state, userId: user.id, at: now, note });
    return { id: head.id, number: head.number, field, value };
  });
  // A return moved to another rep moves its customer between reps' filter drawers.
  if (field === 'rep') clearReturnsDomainCache();
  return result;
}

/** POST /api/return/file/delete { returnId, path }: the row in the transaction, the bytes once it committed. */
export async function deleteReturnFile(
  db: Db,
  files: FileStore,
  user: SessionUser,
  input: z.output<typeof returnFileDeleteSchema>,
  now: Date,
): Promise<{ ok: true }> {
  const key = await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const head = await loadReturnForUser(tx, user, input.returnId, true);
    refuseUnless(checkReturnAction(user, head, 'deleteFile'));
    const fileId = fileIdOf(head.id, input.path);
    if (fileId === null) throw notFound(RETURN_MESSAGES.fileNotFound);
    // The return's own files only: a file posted with a timeline comment goes with its comment.
    const [file] = await tx
      .delete(returnFiles)
      .where(and(eq(returnFiles.id, fileId), eq(returnFiles.returnId, head.id), isNull(returnFiles.commentId)))
      .returning();
    if (!file) throw notFound(RETURN_MESSAGES.fileNotFound);
    const state = { status: head.status, subStatus: head.subStatus };
    await recordEvent(tx, {
      returnId: head.id,
      action: 'fileDelete',
      from: state,
      to: state,
      userId: user.id,
      at: now,
      note: `File deleted: ${file.name}`,
    });
    return file.key;
  });
  await files.delete(key);
  return { ok: true };
}
