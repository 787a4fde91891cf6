import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { eq, or } from 'drizzle-orm';
import sharp from 'sharp';
import { API_MESSAGES } from '@portal/shared/core';
import type { Db } from '../../../db/client';
import { getAuth } from '../../../platform/auth';
import type { FileStore } from '../../../platform/fileStore';
import { notFound, unauthorized } from '../../../platform/httpErrors';
import { sendServedFile } from '../../../platform/servedFiles';
import { customEvents } from '../../../db/tables/events-fpa';

// GET /Images/Templates/{image} (spec 002 §7 "Template images load from /Images/Templates/{image}"):
// the custom events' logos and banners, from the FileStore under templates/{image}, for
// signed-in users (the event screens are theirs). The name is one safe file name (letters, digits,
// '.', '_', '-'; no folders: nothing outside templates/ can be named) with an image extension; else
// 404. The seeded events' images (seed.ts names them <handle>-logo.png,
// <handle>-banner.jpg, <handle>-banner-mobile.jpg) are drawn with sharp on first request and kept
// in the store, so a fresh data folder has real images; any other missing name is 404.

const NAME = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;
const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };
const storeKey = (file: string) => `templates/${file}`;
/** Private (signed-in users); the same name may be replaced by a new image: a day, revalidated by ETag. */
const CACHE = 'private, max-age=86400, must-revalidate';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const COLOURS = [
  ['0B3D91', 'F2C500'],
  ['C8102E', 'FFFFFF'],
  ['006847', 'F5DEB3'],
  ['5A2D82', 'FFC72C'],
  ['007A99', 'FFFFFF'],
  ['222222', 'E85D04'],
];

/** What a seeded image looks like: the event's name on its colours (logo square, banners wide). */
export async function drawTemplateImage(kind: 'logo' | 'banner' | 'mobile', event: { handle: string; name: string }): Promise<Buffer> {
  const [bg, fg] = COLOURS[createHash('sha1').update(event.handle).digest()[0] % COLOURS.length];
  const [w, h] = kind === 'logo' ? [400, 400] : kind === 'banner' ? [1200, 300] : [600, 300];
  const initials = event.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3)
    .map((p) => p[0]!.toUpperCase())
    .join('');
  const body =
    kind === 'logo'
      ? `<circle cx="200" cy="200" r="180" fill="#${bg}" stroke="#${fg}" stroke-width="16"/><text x="200" y="235" font-family="Arial, Helvetica, sans-serif" font-size="110" font-weight="700" text-anchor="middle" fill="#${fg}">${esc(initials)}</text>`
      : `<rect width="${w}" height="${h}" fill="#${bg}"/><rect y="${h - 40}" width="${w}" height="16" fill="#${fg}"/><text x="${w / 2}" y="${h / 2 + 18}" font-family="Arial, Helvetica, sans-serif" font-size="${kind === 'banner' ? 64 : 40}" font-weight="700" text-anchor="middle" fill="#${fg}">${esc(event.name)}</text>`;
  const image = sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`),
  );
  return kind === 'logo' ? image.png({ compressionLevel: 9 }).toBuffer() : image.jpeg({ quality: 82 }).toBuffer();
}

/** The seeded image a name stands for: the event that names it in its seeded pattern; null otherwise. */
async function seededImage(db: Db, file: string): Promise<Buffer | null> {
  const m = /^(.+)-(logo\.png|banner\.jpg|banner-mobile\.jpg)$/.exec(file);
  if (!m) return null;
  const [event] = await db
    .select({
      handle: customEvents.handle,
      name: customEvents.name,
      logo: customEvents.logo,
      banner: customEvents.banner,
      mobileBanner: customEvents.mobileBanner,
    })
    .from(customEvents)
    .where(or(eq(customEvents.logo, file), eq(customEvents.banner, file), eq(customEvents.mobileBanner, file)))
    .limit(1);
  if (!event || event.handle !== m[1]) return null;
  const kind = m[2] === 'logo.png' ? 'logo' : m[2] === 'banner.jpg' ? 'banner' : 'mobile';
  return drawTemplateImage(kind, event);
}

/** The image's bytes from the store (a seeded one written there first); null when there is none. */
export async function templateImage(db: Db, files: FileStore, file: string): Promise<{ bytes: Buffer; type: string } | null> {
  const ext = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
  if (!NAME.test(file) || file.includes('..') || !TYPES[ext]) return null;
  const key = storeKey(file);
  if (!(await files.exists(key))) {
    const drawn = await seededImage(db, file);
    if (!drawn) return null;
    await files.put(key, drawn);
  }
  const chunks: Buffer[] = [];
  for await (const c of await files.get(key)) chunks.push(c as Buffer);
  return { bytes: Buffer.concat(chunks), type: TYPES[ext] };
}

export const templateImageRoutes: FastifyPluginAsync = async (app) => {
  const { db, files } = app.platform;
  app.get<{ Params: { file: string } }>('/Images/Templates/:file', async (request, reply) => {
    if (!(await getAuth(request))) throw unauthorized();
    const image = await templateImage(db, files, request.params.file);
    if (!image) throw notFound(API_MESSAGES.notFound);
    return sendServedFile(request, reply, { bytes: image.bytes, type: image.type, cache: CACHE });
  });
};
