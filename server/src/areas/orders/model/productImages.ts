import type { FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';
import { API_MESSAGES } from '@portal/shared/core';
import type { FileStore } from '../../../platform/fileStore';
import { parseProductImageFile } from './catalogue';
import { garmentSvg } from './productImageSvg';

// GET /Images/Products/{file}: the picture of an order item, a PNG per style, colour and look.
// Rendered with sharp from an SVG silhouette on first request and kept in the FileStore, so each
// image is drawn once; its content depends only on its name, so browsers may cache it for a year.
// Public: item pictures carry no customer data, and the public approval pages show them.

const CACHE = 'public, max-age=31536000, immutable';
const storeKey = (file: string) => `product-images/${file}`;
/** Renders of the same file in flight, so concurrent first requests draw it once. */
const rendering = new Map<string, Promise<Buffer>>();

export async function renderProductImage(file: string): Promise<Buffer | null> {
  const parsed = parseProductImageFile(file);
  if (!parsed) return null;
  const svg = garmentSvg(parsed.style.silhouette, parsed.colour.hex, parsed.look);
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}

/** Renders a product image into the store (again, when `force`); false when the name is not a product image. */
export async function ensureProductImage(files: FileStore, file: string, force = false): Promise<boolean> {
  if (!parseProductImageFile(file)) return false;
  if (!force && (await files.exists(storeKey(file)))) return true;
  let pending = rendering.get(file);
  if (!pending) {
    pending = renderProductImage(file).then(async (png) => {
      await files.put(storeKey(file), png!);
      return png!;
    });
    rendering.set(file, pending);
    pending.finally(() => rendering.delete(file)).catch(() => undefined);
  }
  await pending;
  return true;
}

/** A product image's PNG bytes (rendered into the store first when needed); null when the name is not a product image. */
export async function productImageBytes(files: FileStore, file: string): Promise<Buffer | null> {
  if (!(await ensureProductImage(files, file))) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of await files.get(storeKey(file))) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export const productImageRoutes: FastifyPluginAsync = async (app) => {
  const { files } = app.platform;
  const handler = async (request: { params: { file: string } }, reply: import('fastify').FastifyReply) => {
    const { file } = request.params;
    if (!(await ensureProductImage(files, file))) {
      return reply.code(404).send({ message: API_MESSAGES.notFound });
    }
    reply.header('content-type', 'image/png').header('cache-control', CACHE);
    const size = await files.size(storeKey(file));
    if (size !== null) reply.header('content-length', size);
    return reply.send(await files.get(storeKey(file)));
  };
  app.get<{ Params: { file: string } }>('/Images/Products/:file', handler);
  // spec 000 §7: HEAD on image URLs checks which images exist (fastify answers HEAD from GET).
};
