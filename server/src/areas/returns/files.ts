import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { RETURN_FILE_MAX_BYTES, RETURN_FILE_TYPES, RETURN_MESSAGES, type SessionUser } from '@portal/shared/core';
import type { Db } from '../../db/client';
import type { FileStore } from '../../platform/fileStore';
import { badRequest, notFound } from '../../platform/httpErrors';
import { loadReturnForUser, requireReturnsAccess } from './access';
import { returnFiles } from '../../db/tables/returns';

// Files of returns (spec 001 §2.1, §3.1, §7.1). Upload is its own call (POST /api/return/upload,
// multipart, with progress in the browser): the bytes are checked with file-type (the name and
// the browser's type are not trusted), limited in size, written to the FileStore, and staged for
// their uploader. createReturn, updateReturn and createReturnTimelinePost attach staged uploads
// by id. Downloads go through GET /api/return/{id}/file/{fileId}, for people who may see the
// return. Staged uploads nobody attached are removed after a day.

const STAGED_TTL_MS = 24 * 60 * 60_000;

export interface StagedUpload {
  id: string;
  name: string;
  size: number;
  type: string;
}

/** The path a file is downloaded from (the spec's file `url`/`path`). */
export const fileUrl = (returnId: number, fileId: number) => `/api/return/${returnId}/file/${fileId}`;

/** The file id in a path given back by the browser (POST /api/return/file/delete), if it is one of this return's. */
export function fileIdOf(returnId: number, path: string): number | null {
  const match = /^\/api\/return\/(\d+)\/file\/(\d+)$/.exec(path.trim());
  return match && Number(match[1]) === returnId ? Number(match[2]) : null;
}

/** A file name safe to show and to send back in Content-Disposition. */
export function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .trim()
    .slice(0, 200);
  return cleaned || 'file';
}

/** Checks and stores one upload for its uploader. */
export async function stageUpload(
  db: Db,
  files: FileStore,
  user: SessionUser,
  name: string,
  data: Buffer,
  now: Date,
): Promise<StagedUpload> {
  requireReturnsAccess(user);
  if (data.length > RETURN_FILE_MAX_BYTES) throw badRequest(RETURN_MESSAGES.fileTooLarge);
  const detected = await fileTypeFromBuffer(data);
  const allowed = detected && RETURN_FILE_TYPES.find((t) => t.mime === detected.mime);
  if (!allowed) throw badRequest(RETURN_MESSAGES.fileType);
  const uploadId = randomUUID();
  const key = `returns/files/${uploadId}.${allowed.ext}`;
  await files.put(key, data);
  try {
    await db
      .insert(returnFiles)
      .values({ uploadId, uploadedBy: user.id, name: cleanName(name), key, mime: allowed.mime, size: data.length, createdAt: now });
  } catch (error) {
    await files.delete(key);
    throw error;
  }
  await sweepStaged(db, files, user.id, now);
  return { id: uploadId, name: cleanName(name), size: data.length, type: allowed.mime };
}

/** Removes this user's uploads that were never attached (a form left without saving). */
async function sweepStaged(db: Db, files: FileStore, userId: number, now: Date): Promise<void> {
  const stale = await db
    .delete(returnFiles)
    .where(
      and(
        eq(returnFiles.uploadedBy, userId),
        isNull(returnFiles.returnId),
        lt(returnFiles.createdAt, new Date(now.getTime() - STAGED_TTL_MS)),
      ),
    )
    .returning({ key: returnFiles.key });
  for (const { key } of stale) await files.delete(key);
}

/** Attaches the user's staged uploads to a return (and a timeline post); 400 when one is not theirs or gone. */
export async function attachUploads(
  tx: Db,
  user: SessionUser,
  uploadIds: readonly string[],
  returnId: number,
  commentId: number | null,
): Promise<number> {
  const ids = [...new Set(uploadIds)];
  if (!ids.length) return 0;
  const attached = await tx
    .update(returnFiles)
    .set({ returnId, commentId })
    .where(and(inArray(returnFiles.uploadId, ids), eq(returnFiles.uploadedBy, user.id), isNull(returnFiles.returnId)))
    .returning({ id: returnFiles.id });
  if (attached.length !== ids.length) throw badRequest(RETURN_MESSAGES.fileUnknown);
  return attached.length;
}

/** The stored file for a download, for people who may see the return. */
export async function fileForDownload(db: Db, files: FileStore, user: SessionUser, returnId: number, fileId: number) {
  await loadReturnForUser(db, user, returnId);
  const [file] = await db
    .select()
    .from(returnFiles)
    .where(and(eq(returnFiles.id, fileId), eq(returnFiles.returnId, returnId)))
    .limit(1);
  if (!file) throw notFound(RETURN_MESSAGES.fileNotFound);
  return { name: file.name, mime: file.mime, size: file.size, stream: await files.get(file.key) };
}
