import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { STYLE_LIMITS as L, STYLE_MESSAGES as M, styleMaskUrl } from '@portal/shared/core';
import type { Db } from '../../../db/client';
import type { FileStore } from '../../../platform/fileStore';
import { claimStagedFile, type StagedFolder } from '../../../platform/stagedUploads';
import { badUserInput } from '../../../platform/gqlErrors';
import { badRequest, notFound } from '../../../platform/httpErrors';
import { productImageMasks, products } from '../../../db/tables/admin/styles';

// Mask images of the product style editor (ours: the spec names only mask copies and deletions;
// mfe-admin/README.md "Mask images"). A mask file is uploaded first (POST /api/styles/{sku}/masks:
// checked on its bytes, kept in the FileStore under styles/{productId}/masks/{upload}.png and
// answered as its `upload`), then UpdateStyle's `imageMasks` names the upload: a new mask row, or a
// saved mask whose file it replaces, in the save's one audited transaction. A file is served
// (GET /media/styles/{sku}/masks/{file}) only while a mask row names it, so an upload nobody saved
// is never shown. The seeded masks' files are drawn on first request and kept in the store.

export interface MaskUpload {
  fileName: string;
  data: Buffer;
}

const UPLOAD = /^[0-9a-f]{32}$/;
const FILE = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}\.png$/;
const SEEDED = /^[A-Z0-9]{1,10}_\d{1,2}_(front|chest)\.png$/;

export const maskKey = (productId: number, file: string) => `styles/${productId}/masks/${file}`;
export const uploadFile = (upload: string) => `${upload}.png`;
/** The mask's file name from its src (the last segment), or null when the src is not one of the product's mask URLs. */
export const maskFileOf = (sku: string, src: string): string | null => {
  const prefix = styleMaskUrl(sku, '');
  const file = src.startsWith(prefix) ? src.slice(prefix.length) : '';
  return FILE.test(file) ? file : null;
};

/** Why these bytes are no mask, or null: a PNG by its bytes (not its name), with transparent pixels, at most 4000 px a side. */
export async function maskProblem(data: Buffer): Promise<string | null> {
  if (!data.length) return M.maskFileRequired;
  if (data.length > L.maskBytes) return M.maskTooLarge;
  const type = await fileTypeFromBuffer(data);
  if (type?.mime !== 'image/png') return M.maskFileType;
  try {
    const meta = await sharp(data).metadata();
    if (meta.format !== 'png' || !meta.width || !meta.height) return M.maskFileType;
    if (meta.width > L.maskSide || meta.height > L.maskSide) return M.maskTooManyPixels;
    // Decodes every pixel (a damaged file fails here); a mask needs somewhere to be see-through.
    const stats = await sharp(data, { limitInputPixels: L.maskSide * L.maskSide }).stats();
    if (!meta.hasAlpha || stats.isOpaque) return M.maskNotTransparent;
  } catch {
    return M.maskFileType;
  }
  return null;
}

async function productId(db: Db, sku: string): Promise<number | null> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.sku, sku.replace(/\u0000/g, '').slice(0, 40)));
  return row?.id ?? null;
}

/** The style a mask is uploaded for (404 before its file is read). */
export async function maskProduct(db: Db, sku: string): Promise<number> {
  const id = await productId(db, sku);
  if (id == null) throw notFound(M.notFound);
  return id;
}

/** POST /api/styles/{sku}/masks (styleEdit): the file checked and staged for the style; answers its `upload`. */
export async function stageMask(files: FileStore, productId: number, part: MaskUpload | null) {
  if (!part) throw badRequest(M.maskFileRequired);
  const problem = await maskProblem(part.data);
  if (problem) throw badRequest(problem);
  const meta = await sharp(part.data).metadata();
  const upload = randomBytes(16).toString('hex');
  await files.put(maskKey(productId, uploadFile(upload)), part.data);
  return {
    upload,
    fileName: part.fileName.replace(/[\u0000-\u001f]/g, '').slice(0, 200),
    size: part.data.length,
    width: meta.width!,
    height: meta.height!,
  };
}

/** UpdateStyle: an upload is usable by this product once: staged for it and named by no mask yet. */
export async function checkUploads(tx: Db, files: FileStore, pid: number, sku: string, uploads: string[]): Promise<void> {
  if (new Set(uploads).size !== uploads.length) throw badUserInput(M.maskUploadUnknown);
  // Claimed: held against the staged-upload sweeper until the save commits (platform/stagedUploads.ts).
  for (const u of uploads)
    if (!UPLOAD.test(u) || !(await claimStagedFile(tx, files, maskKey(pid, uploadFile(u))))) throw badUserInput(M.maskUploadUnknown);
  if (!uploads.length) return;
  const taken = await tx
    .select({ id: productImageMasks.id })
    .from(productImageMasks)
    .where(
      inArray(
        productImageMasks.src,
        uploads.map((u) => styleMaskUrl(sku, uploadFile(u))),
      ),
    )
    .limit(1);
  if (taken.length) throw badUserInput(M.maskUploadUnknown);
}

/**
 * The staged mask uploads, for the platform's sweeper: files named by an upload token
 * (styles/{productId}/masks/{32 hex}.png) that no mask of that style names. Saved masks' files and
 * the seeded ones (BLK_0_front.png) are never touched.
 */
export const stagedMaskUploads: StagedFolder = {
  kind: 'folder',
  name: 'style masks',
  folder: 'styles',
  staged: /^styles\/\d+\/masks\/[0-9a-f]{32}\.png$/,
  async named(tx, keys) {
    const wanted = keys.map((key) => ({ key, pid: Number(key.split('/')[1]), file: key.split('/')[3] }));
    const pids = [...new Set(wanted.map((w) => w.pid))].filter((id) => id <= 2_147_483_647);
    const skus = new Map(
      (pids.length ? await tx.select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.id, pids)) : []).map(
        (p) => [p.id, p.sku],
      ),
    );
    const srcs = wanted.flatMap((w) => (skus.has(w.pid) ? [styleMaskUrl(skus.get(w.pid)!, w.file)] : []));
    const used = new Set(
      srcs.length
        ? (
            await tx
              .select({ productId: productImageMasks.productId, src: productImageMasks.src })
              .from(productImageMasks)
              .where(inArray(productImageMasks.src, srcs))
          ).map((r) => `${r.productId} ${r.src}`)
        : [],
    );
    return new Set(
      wanted.filter((w) => skus.has(w.pid) && used.has(`${w.pid} ${styleMaskUrl(skus.get(w.pid)!, w.file)}`)).map((w) => w.key),
    );
  },
};

/** After a committed save: the files of replaced or deleted masks that no mask names. */
export async function dropUnusedMaskFiles(db: Db, files: FileStore, pid: number, sku: string, srcs: string[]): Promise<void> {
  const unique = [...new Set(srcs)];
  if (!unique.length) return;
  const used = new Set(
    (await db.select({ src: productImageMasks.src }).from(productImageMasks).where(inArray(productImageMasks.src, unique))).map(
      (r) => r.src,
    ),
  );
  for (const src of unique) {
    const file = maskFileOf(sku, src);
    if (file && !used.has(src)) await files.delete(maskKey(pid, file));
  }
}

/** What a seeded mask looks like: the location's printable area opaque on a transparent 1000 × 1000 canvas. */
async function drawSeededMask(kind: 'front' | 'chest'): Promise<Buffer> {
  const shape =
    kind === 'front'
      ? '<rect x="300" y="230" width="400" height="460" rx="24"/>'
      : '<rect x="560" y="200" width="150" height="150" rx="12"/>';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000"><g fill="#ffffff" fill-opacity="0.85" stroke="#1f2937" stroke-width="4">${shape}</g></svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** GET /media/styles/{sku}/masks/{file}: the bytes of a file a mask of that style names; null otherwise. */
export async function maskImage(db: Db, files: FileStore, sku: string, file: string): Promise<Buffer | null> {
  if (!FILE.test(file) || file.includes('..')) return null;
  const id = await productId(db, sku);
  if (id == null) return null;
  const [row] = await db
    .select({ id: productImageMasks.id })
    .from(productImageMasks)
    .where(and(eq(productImageMasks.productId, id), eq(productImageMasks.src, styleMaskUrl(sku, file))))
    .limit(1);
  if (!row) return null;
  const key = maskKey(id, file);
  if (!(await files.exists(key))) {
    const seeded = SEEDED.exec(file);
    if (!seeded) return null;
    await files.put(key, await drawSeededMask(seeded[1] as 'front' | 'chest'));
  }
  const chunks: Buffer[] = [];
  for await (const c of await files.get(key)) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}
