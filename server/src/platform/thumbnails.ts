import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import sharp from 'sharp';
import { STORED_IMAGE_PX, type StoredImageSize } from '@portal/shared/core';
import type { FileStore } from './fileStore';
import { servedFileHeaders } from './servedFiles';

// Small PNGs of stored images (list rows, cards, e-mails, the public approval page), made with sharp
// once per source file and box and kept in the file store: the same bytes are never drawn twice.

export interface ImageSource {
  format: 'png' | 'svg' | 'jpeg' | 'gif' | 'webp';
  data: Buffer;
}

/** Renders in flight, so concurrent first requests for one image make it once. */
const making = new Map<string, Promise<void>>();

async function makeOnce(key: string, files: FileStore, make: () => Promise<Buffer>): Promise<string> {
  if (await files.exists(key)) return key;
  let pending = making.get(key);
  if (!pending) {
    pending = (async () => {
      await files.put(key, await make());
    })();
    making.set(key, pending);
    pending.finally(() => making.delete(key)).catch(() => undefined);
  }
  await pending;
  return key;
}

/** The image fitted in a px × px box, as a PNG. */
async function fitted(source: ImageSource, px: number): Promise<Buffer> {
  // An SVG is drawn at the density that makes its longest side the box's (its own size is at 72 dpi), not blown up blurry afterwards.
  const longest = source.format === 'svg' ? await svgLongestSide(source.data) : null;
  return sharp(source.data, longest ? { density: Math.min(2400, Math.max(1, (72 * px) / longest)) } : {})
    .resize(px, px, { fit: 'inside', withoutEnlargement: source.format !== 'svg' })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

async function svgLongestSide(svg: Buffer): Promise<number | null> {
  const { width, height } = await sharp(svg).metadata();
  return width && height ? Math.max(width, height) : null;
}

/** The stored key of the image fitted in a px × px box (a PNG) under `folder`, named by the box and the source's hash; made when missing. */
export function thumbnail(files: FileStore, source: ImageSource, px: number, folder: string): Promise<string> {
  const key = `${folder}/${px}-${createHash('sha256').update(source.data).digest('hex')}.png`;
  return makeOnce(key, files, () => fitted(source, px));
}

/** The formats sharp draws, by a stored key's extension. */
const DRAWABLE: Record<string, ImageSource['format']> = {
  png: 'png',
  svg: 'svg',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
};

/** Whether a stored file is an image a box can be made of (by its key's extension). */
export const isDrawable = (key: string) => Object.hasOwn(DRAWABLE, (/\.([a-z0-9]+)$/i.exec(key)?.[1] ?? '').toLowerCase());

/**
 * The stored key of a stored image fitted in a box, thumbnails/{px}/{its key}.png, made the first
 * time it is asked for. The store's uploads are written once under their key (named by a token or
 * by their record), so the key names the bytes and a view never reads the source again.
 */
export function storedThumbnail(files: FileStore, key: string, size: StoredImageSize): Promise<string> {
  const px = STORED_IMAGE_PX[size];
  const format = DRAWABLE[(/\.([a-z0-9]+)$/i.exec(key)?.[1] ?? '').toLowerCase()];
  if (!format) throw new Error(`Not an image: ${key}`);
  return makeOnce(`thumbnails/${px}/${key}.png`, files, async () => fitted({ format, data: await files.bytes(key) }, px));
}

/** Sends a stored image's thumbnail (see storedThumbnail): a PNG the browser may keep, as the source's own route does. */
export async function sendStoredThumbnail(reply: FastifyReply, files: FileStore, key: string, size: StoredImageSize) {
  const thumb = await storedThumbnail(files, key, size);
  return servedFileHeaders(reply, { cache: 'private, max-age=3600' })
    .header('content-type', 'image/png')
    .send(await files.get(thumb));
}
