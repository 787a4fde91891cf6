import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { z } from 'zod';
import {
  DESIGN_UPLOAD_MAX_BYTES,
  DESIGN_UPLOAD_MESSAGES as M,
  imageSizeOf,
  uploadedDesignSize,
  type ArtSize,
  type SessionUser,
  type uploadDesignSchema,
} from '@portal/shared/core';
import type { Db } from '../../db/client';
import { auditAs } from '../../platform/audit';
import type { FileStore } from '../../platform/fileStore';
import { badRequest, forbidden, notFound } from '../../platform/httpErrors';
import { claimStagedFile, type StagedFolder } from '../../platform/stagedUploads';
import { designFileKey } from './designFiles';
import { storeColorsOfFile } from './fileColors';
import { lockDesignIds, newDesignId } from './requestedDesign';
import { refreshDesignSearchText } from './seed';
import { designs } from '../../db/tables/designs-color';
import { customersView, userCustomersView } from '../../db/tables/directory.views';

// Upload a design (spec 001 §6 "Upload button"; mfe-designs-color/README.md "Upload a design"):
// 1. POST /api/design/upload/image (multipart, one file): the image is checked on its bytes (PNG or
//    SVG by content, whatever its name says; 10 MB; an SVG needs a viewBox) and kept under a token in
//    the uploader's own folder of the file store: { id, name, width, height, format }.
// 2. POST /api/design/upload { upload, customer, method, width, text, comment }: the staged image is
//    read again, its proportions checked against the method, its size fitted to the method's maximum,
//    and the design created (a new id, variation 1) in one transaction with its audit entry; the
//    image is stored as the design's image and production file (designFiles.ts) and served as its art.

export type UploadFormat = 'png' | 'svg';
export interface UploadedImagePart {
  fileName: string;
  data: Buffer;
}

const stagedKey = (userId: number, token: string, format: UploadFormat) => `designs/uploads/${userId}/${token}.${format}`;
/**
 * The staged design images, for the platform's sweeper: no saved row ever names one (the upload
 * copies it to the design's files and deletes it), so any older than the sweeper's age is removed.
 */
export const stagedDesignImages: StagedFolder = {
  kind: 'folder',
  name: 'design images',
  folder: 'designs/uploads',
  staged: /^designs\/uploads\/\d+\/[0-9a-f]{32}\.(png|svg)$/,
  named: async () => new Set(),
};
export const DESIGN_IMAGE_MIME: Record<UploadFormat, string> = { png: 'image/png', svg: 'image/svg+xml' };
export const formatOfKey = (key: string): UploadFormat => (key.endsWith('.png') ? 'png' : 'svg');

/** The image's format and size from its bytes (an image library names the format), or the spec's message. */
async function readImage(data: Buffer): Promise<{ format: UploadFormat; size: ArtSize }> {
  if (data.length > DESIGN_UPLOAD_MAX_BYTES) throw badRequest(M.imageTooLarge);
  let format: string | undefined;
  try {
    format = (await sharp(data).metadata()).format;
  } catch {
    throw badRequest(M.incompatibleFileType);
  }
  if (format !== 'png' && format !== 'svg') throw badRequest(M.incompatibleFileType);
  const size = imageSizeOf(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), `image.${format}`);
  if ('error' in size) throw badRequest(size.error);
  return { format, size };
}

/** POST /api/design/upload/image: checks and stages the design image for this user. */
export async function stageDesignImage(files: FileStore, user: SessionUser, parts: UploadedImagePart[]) {
  if (parts.length !== 1) throw badRequest(M.oneImage);
  const [part] = parts;
  const { format, size } = await readImage(part.data);
  const token = randomBytes(16).toString('hex');
  await files.put(stagedKey(user.id, token, format), part.data);
  const name = part.fileName.replace(/[\u0000-\u001f]/g, '').slice(0, 200) || `design.${format}`;
  return { id: token, name, width: size.width, height: size.height, format };
}

/** Who may upload for this customer: anyone the rule lets through; a CUSTOMER user only for their own customers. */
async function checkCustomer(db: Db, user: SessionUser, numb: string) {
  const [customer] = await db.select({ numb: customersView.numb }).from(customersView).where(eq(customersView.numb, numb));
  if (user.userType === 'CUSTOMER') {
    const [own] = customer
      ? await db
          .select({ numb: userCustomersView.customerNumb })
          .from(userCustomersView)
          .where(and(eq(userCustomersView.userId, user.id), eq(userCustomersView.customerNumb, numb)))
      : [];
    if (!own) throw forbidden(M.notYourCustomer);
  }
  if (!customer) throw notFound(M.customerNotFound);
}

/** POST /api/design/upload: creates the design from the staged image. */
export async function uploadDesign(
  db: Db,
  files: FileStore,
  user: SessionUser,
  input: z.output<typeof uploadDesignSchema>,
  now: Date,
): Promise<{ id: string; variation: number; width: number; height: number }> {
  await checkCustomer(db, user, input.customer);
  let staged: string | null = null;
  for (const format of ['png', 'svg'] as const)
    if (await files.exists(stagedKey(user.id, input.upload, format))) staged = stagedKey(user.id, input.upload, format);
  if (!staged) throw badRequest(M.imageExpired);
  const stagedFile = staged;
  const data = await files.bytes(stagedFile);
  const { format, size: image } = await readImage(data);
  const size = uploadedDesignSize(image, input.method, input.width);
  if ('error' in size) throw badRequest(size.error);
  const created = await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    // Held against the staged-upload sweeper until the commit; swept meanwhile: uploaded again.
    if (!(await claimStagedFile(tx, files, stagedFile))) throw badRequest(M.imageExpired);
    await lockDesignIds(tx);
    const id = await newDesignId(tx);
    const imageKey = designFileKey(id, 1, 'image', format);
    const [row] = await tx
      .insert(designs)
      .values({
        id,
        variation: 1,
        customerNumb: input.customer,
        method: input.method,
        widthIn: size.width.toFixed(2),
        heightIn: size.height.toFixed(2),
        text: input.text,
        comment: input.comment,
        imageKey,
        // The user's own artwork is what a printer gets.
        prodImage: imageKey,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ uid: designs.uid });
    await refreshDesignSearchText(tx, row.uid);
    // Its colour list is the one its file wears, so the production tools can map and recolour it.
    await storeColorsOfFile(tx, row.uid, { format, data });
    // Stored before the commit: a failed write rolls the design back (a file left behind is only replaced by the next upload of this id).
    await files.put(imageKey, data);
    // Used once: removed while the claim is held, so a second save naming it finds nothing.
    await files.delete(stagedFile);
    return { id, variation: 1, ...size };
  });
  return created;
}

export interface UploadedImage {
  format: UploadFormat;
  mime: string;
  data: Buffer;
}

/** The stored image of an uploaded design (its `image_key`), or null when the key is null or the file is gone. */
export async function storedImage(files: FileStore, imageKey: string | null): Promise<UploadedImage | null> {
  if (!imageKey || !(await files.exists(imageKey))) return null;
  const format = formatOfKey(imageKey);
  return { format, mime: DESIGN_IMAGE_MIME[format], data: await files.bytes(imageKey) };
}
