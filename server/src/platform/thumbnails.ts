import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { FileStore } from './fileStore';

// Small PNGs of stored images (list rows, e-mails, the public approval page), made with sharp once per
// source file and size and kept in the file store under `folder`, named by the box and the source's
// hash: the same bytes are never drawn twice, and a new file gets new ones.

export interface ImageSource {
  format: 'png' | 'svg' | 'jpeg';
  data: Buffer;
}

/** Renders in flight, so concurrent first requests for one image make it once. */
const making = new Map<string, Promise<void>>();

/** The stored key of the image fitted in a px × px box (a PNG), made when missing. */
export async function thumbnail(files: FileStore, source: ImageSource, px: number, folder: string): Promise<string> {
  const key = `${folder}/${px}-${createHash('sha256').update(source.data).digest('hex')}.png`;
  if (await files.exists(key)) return key;
  let pending = making.get(key);
  if (!pending) {
    pending = (async () => {
      // An SVG is drawn at the density that makes its longest side the box's (its own size is at 72 dpi), not blown up blurry afterwards.
      const longest = source.format === 'svg' ? await svgLongestSide(source.data) : null;
      const png = await sharp(source.data, longest ? { density: Math.min(2400, Math.max(1, (72 * px) / longest)) } : {})
        .resize(px, px, { fit: 'inside', withoutEnlargement: source.format !== 'svg' })
        .png({ compressionLevel: 9, palette: true })
        .toBuffer();
      await files.put(key, png);
    })();
    making.set(key, pending);
    pending.finally(() => making.delete(key)).catch(() => undefined);
  }
  await pending;
  return key;
}

async function svgLongestSide(svg: Buffer): Promise<number | null> {
  const { width, height } = await sharp(svg).metadata();
  return width && height ? Math.max(width, height) : null;
}
