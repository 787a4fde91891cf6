import { and, eq } from 'drizzle-orm';
import { mayDeleteReturnComment, messages, RETURN_MESSAGES, returnTimelinePostSchema, type SessionUser } from '@portal/shared/core';
import type { Db } from '../../db/client';
import type { FileStore } from '../../platform/fileStore';
import { forbidden, notFound, parseOr400 } from '../../platform/httpErrors';
import { mailRecipients } from '../../platform/mailRecipients';
import { queueMail } from '../../platform/outbox';
import { loadReturnForUser } from './access';
import { attachUploads, fileUrl } from './files';
import { returnComments, returnFiles } from '../../db/tables/returns';
import { auditAs } from '../../platform/audit';

// Timeline posts (spec 001 §2.1, §3.1, §7.1): anyone who may see a return may post a comment with
// files; a post with cc addresses is also an e-mail, written to the outbox in the same
// transaction (its id is kept as the post's emailId). Deleting a post is for its author or a
// manager (approve5kReturns); anyone else gets the spec's 403 message.

export async function postTimelineComment(db: Db, user: SessionUser, returnId: number, rawInput: unknown, now: Date, publicUrl: string) {
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    // Rights first: someone who may not see this return learns nothing from its input's errors.
    const head = await loadReturnForUser(tx, user, returnId);
    const input = parseOr400(returnTimelinePostSchema, rawInput);
    const [post] = await tx
      .insert(returnComments)
      .values({
        returnId: head.id,
        userId: user.id,
        type: input.reply.length ? 'email' : 'comment',
        comment: input.comment,
        cc: input.reply,
        createdAt: now,
      })
      .returning();
    await attachUploads(tx, user, input.files, head.id, post.id);
    const files = await tx
      .select({ id: returnFiles.id, name: returnFiles.name })
      .from(returnFiles)
      .where(eq(returnFiles.commentId, post.id));
    let emailId: number | null = null;
    if (input.reply.length) {
      const links = files.map((f) => `${f.name}: ${publicUrl}${fileUrl(head.id, f.id)}`);
      // The poster's copy and their extra addresses follow their e-mail settings ('comment').
      const who = (await mailRecipients(tx, 'comment', { to: input.reply, cc: [user.email] })) ?? { to: input.reply, cc: [] };
      emailId = await queueMail(
        tx,
        {
          ...who,
          subject: `Return #${head.number}: a comment from ${user.name}`,
          text: [
            input.comment,
            links.length ? `\nFiles:\n${links.join('\n')}` : '',
            `\nReturn #${head.number}: ${publicUrl}/returns/${head.id}`,
          ]
            .join('\n')
            .trim(),
        },
        now,
      );
      await tx.update(returnComments).set({ emailId }).where(eq(returnComments.id, post.id));
    }
    // The new post, as the timeline shows it.
    return {
      id: post.id,
      date: post.createdAt,
      returnID: head.id,
      type: post.type,
      user: { email: user.email, name: user.name },
      cc: post.cc,
      comment: post.comment,
      emailId,
      files: files.map((f) => ({ path: fileUrl(head.id, f.id), name: f.name })),
      canDelete: true,
      creditOrderId: null,
    };
  });
}

/** DELETE /api/return/{id}/comment/{commentId}: the post, its files' rows, then their bytes. */
export async function deleteTimelineComment(
  db: Db,
  files: FileStore,
  user: SessionUser,
  returnId: number,
  commentId: number,
): Promise<{ ok: true }> {
  const keys = await db.transaction(async (tx) => {
    await auditAs(tx, user, new Date());
    const head = await loadReturnForUser(tx, user, returnId);
    const [post] = await tx
      .select({ id: returnComments.id, userId: returnComments.userId })
      .from(returnComments)
      .where(and(eq(returnComments.id, commentId), eq(returnComments.returnId, head.id)))
      .for('update');
    if (!post) throw notFound(RETURN_MESSAGES.commentNotFound);
    // spec 001 §8.1: 'You don't have persmission to delete this comment, …' (403).
    if (!mayDeleteReturnComment(user, post)) throw forbidden(messages.returnCommentDeleteForbidden);
    const removed = await tx.delete(returnFiles).where(eq(returnFiles.commentId, post.id)).returning({ key: returnFiles.key });
    await tx.delete(returnComments).where(eq(returnComments.id, post.id));
    return removed.map((r) => r.key);
  });
  for (const key of keys) await files.delete(key);
  return { ok: true };
}
