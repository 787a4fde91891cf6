import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  DR_LIMITS,
  DR_MESSAGES,
  checkArtProportions,
  checkDesignRequestAction,
  imageSizeOf,
  treatmentOf,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../db/client';
import { auditAs } from '../../platform/audit';
import type { FileStore } from '../../platform/fileStore';
import { expireStagedRows, type StagedTable } from '../../platform/stagedUploads';
import { badRequest, conflict, forbidden, notFound } from '../../platform/httpErrors';
import { mayPickCustomer } from '../directory';
import { flowOf, loadDesignRequest, referenceUrl } from './requests';
import { artReferences, designArtUploads } from '../../db/tables/design-requests';
import { dropsView } from '../../db/tables/designs-color.views';

// Files of design requests (spec 001 §5.2): reference images (3 per request, images, 4 MB) and the
// art upload (production and working files .eps .dst .psd .ai .pdf up to 20 MB, design image
// .png/.svg up to 10 MB, PMS image .png up to 10 MB). Every check is made on the bytes: the image's
// size comes from its SVG viewBox or its PNG/JPEG header (the same reader as the browser's), and its
// proportions are checked against the treatment with the same rule as the dialog.

export interface UploadedPart {
  field: string;
  fileName: string;
  data: Buffer;
}

const token = () => randomBytes(16).toString('hex');
const PRODUCTION_EXT = ['.eps', '.dst', '.psd', '.ai', '.pdf'];
const extOf = (name: string) => (/\.[A-Za-z0-9]{1,5}$/.exec(name)?.[0] ?? '').toLowerCase();

/** What the bytes are, whatever the name says. */
export function sniffImage(data: Buffer): 'png' | 'jpeg' | 'svg' | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  const head = data.subarray(0, 4096).toString('utf8');
  if (/^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return 'svg';
  return null;
}

const MIME = { png: 'image/png', jpeg: 'image/jpeg', svg: 'image/svg+xml' } as const;

/** POST /api/designRequest/reference: a reference image, kept as an art reference of the customer. */
export async function storeReference(
  db: Db,
  files: FileStore,
  user: SessionUser,
  part: UploadedPart | null,
  customer: string | null,
  now: Date,
) {
  if (!part) throw badRequest(DR_MESSAGES.referenceFileType);
  if (part.data.length > DR_LIMITS.referenceFileBytes) throw badRequest(DR_MESSAGES.referenceFileTooLarge);
  const kind = sniffImage(part.data);
  if (!kind) throw badRequest(DR_MESSAGES.referenceFileType);
  // A reference is kept for a customer the user may pick (a rep: their own; docs/ownership.md).
  const customerNumb = customer ? customer.slice(0, 20) : null;
  if (customerNumb && !(await mayPickCustomer(db, user, customerNumb))) throw badRequest(DR_MESSAGES.unknownCustomer);
  const key = `design-requests/references/${token()}.${kind === 'jpeg' ? 'jpg' : kind}`;
  await files.put(key, part.data);
  const fileName = part.fileName.replace(/[\u0000-\u001f]/g, '').slice(0, 200) || `reference.${kind}`;
  try {
    return await db.transaction(async (tx) => {
      await auditAs(tx, user, now);
      const [row] = await tx
        .insert(artReferences)
        .values({ customerNumb, uploadedBy: user.id, fileName, fileKey: key, contentType: MIME[kind], createdAt: now })
        .returning();
      return { id: row.id, fileName: row.fileName, createdAt: row.createdAt, path: referenceUrl(row.id) };
    });
  } catch (error) {
    await files.delete(key);
    throw error;
  }
}

/** A reference image, for a user who may pick its customer (another rep's answers as a missing file). */
export async function referenceFile(db: Db, user: SessionUser, id: number) {
  const [row] =
    Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? await db.select().from(artReferences).where(eq(artReferences.id, id)) : [];
  if (!row || (row.customerNumb && !(await mayPickCustomer(db, user, row.customerNumb)))) throw notFound('File not found.');
  return row;
}

/**
 * POST /api/designRequest/{id}/art: the four files of a new design, checked, stored and staged
 * under a token that submitDesignRequestArt names. Fields: production, working, image, pms (files)
 * and method, cc (the treatment and CC of the art, for the proportions check).
 */
export async function stageArt(
  db: Db,
  files: FileStore,
  user: SessionUser,
  id: number,
  parts: UploadedPart[],
  fields: Record<string, string>,
  now: Date,
) {
  const row = await loadDesignRequest(db, user, id);
  const c = checkDesignRequestAction(user, flowOf(row), 'submitArt');
  if (!c.ok) throw c.kind === 'forbidden' ? forbidden(c.message) : conflict(c.message);
  const byField = new Map(parts.map((p) => [p.field, p]));
  const production = byField.get('production');
  const working = byField.get('working');
  const image = byField.get('image');
  const pms = byField.get('pms');
  if (!production || !working || !image || !pms) throw badRequest(DR_MESSAGES.filesRequired);
  if (production.data.length > DR_LIMITS.productionFileBytes) throw badRequest(DR_MESSAGES.productionFileTooLarge);
  if (working.data.length > DR_LIMITS.productionFileBytes) throw badRequest(DR_MESSAGES.workingFileTooLarge);
  if (image.data.length > DR_LIMITS.imageBytes) throw badRequest(DR_MESSAGES.designImageTooLarge);
  if (pms.data.length > DR_LIMITS.imageBytes) throw badRequest(DR_MESSAGES.pmsImageTooLarge);
  for (const f of [production, working])
    if (!PRODUCTION_EXT.includes(extOf(f.fileName)) || f.data.length === 0) throw badRequest(DR_MESSAGES.incompatibleFileType);
  // The design image: PNG or SVG by its bytes (a renamed file is refused); its size from them.
  const kind = sniffImage(image.data);
  if (kind !== 'png' && kind !== 'svg') throw badRequest(DR_MESSAGES.incompatibleFileType);
  if (sniffImage(pms.data) !== 'png') throw badRequest(DR_MESSAGES.incompatibleFileType);
  const size = imageSizeOf(new Uint8Array(image.data), kind === 'svg' ? 'image.svg' : 'image.png');
  if ('error' in size) throw badRequest(size.error);
  const treatment = treatmentOf(fields.method || row.method);
  if (!treatment) throw badRequest(DR_MESSAGES.unknownTreatment);
  const drop = row.dropId ? (await db.select().from(dropsView).where(eq(dropsView.id, row.dropId)))[0] : null;
  const problem = checkArtProportions(size, treatment, {
    cc: fields.cc === 'true',
    fixed: drop ? { width: Number(drop.widthIn), height: Number(drop.heightIn) } : null,
  });
  if (problem) throw badRequest(problem);
  const t = token();
  const base = `design-requests/${id}/${t}`;
  const keys = {
    imageKey: `${base}/image.${kind}`,
    pmsKey: `${base}/pms.png`,
    productionKey: `${base}/production${extOf(production.fileName)}`,
    workingKey: `${base}/working${extOf(working.fileName)}`,
  };
  await files.put(keys.imageKey, image.data);
  await files.put(keys.pmsKey, pms.data);
  await files.put(keys.productionKey, production.data);
  await files.put(keys.workingKey, working.data);
  await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    await tx.insert(designArtUploads).values({
      token: t,
      requestId: id,
      userId: user.id,
      ...keys,
      imageWidth: String(size.width),
      imageHeight: String(size.height),
      createdAt: now,
    });
  });
  return { upload: t, width: size.width, height: size.height };
}

export const ART_MIME: Record<string, string> = { '.png': 'image/png', '.svg': 'image/svg+xml', '.pdf': 'application/pdf' };

/**
 * The staged art uploads, for the platform's sweeper: rows submitDesignRequestArt never named
 * (it deletes the row it names, under a row lock), created before the cut-off; their four files go.
 */
export const stagedArtUploads: StagedTable = {
  kind: 'table',
  name: 'design request art',
  expire: (tx, cutoff) =>
    expireStagedRows(tx, cutoff, {
      table: 'design_art_uploads',
      key: 'token',
      unclaimed: sql`true`,
      fileColumns: ['image_key', 'pms_key', 'production_key', 'working_key'],
    }),
};
