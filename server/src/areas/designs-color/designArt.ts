import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { API_MESSAGES, PMS_FILE_NAME } from '@portal/shared/core';
import { getAuth } from '../../platform/auth';
import { servedFileHeaders } from '../../platform/servedFiles';
import { teams } from '../platform/schema';
import { designColors, designs } from './schema';
import type { FileStore } from '../../platform/fileStore';
import { designVisibleTo } from './designs';
import { uploadedImageOf, type UploadFormat } from './upload';

// The seeded designs' artwork (spec 001 §3.3 image): an SVG drawn from the design's own colours
// (design_colors, in order) and its team's abbreviation, the same bytes every time. Served at
// /Images/Designs/{id}-{variation}.svg to signed-in users (designImageUrl in @portal/shared/core).

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function designSvg(d: { id: string; variation: number; label: string; colors: string[]; cc: boolean }): string {
  if (d.colors.length > 4) return mosaicSvg(d.label, d.colors);
  // Fewer than three colours: the outline takes the first, so the artwork wears only the design's own colours.
  const [a = '1D4ED8', b = 'FFFFFF', c = d.colors[0] ?? '111111', e = a] = d.colors;
  const shape =
    d.variation % 3 === 0
      ? `<circle cx="100" cy="100" r="84" fill="#${a}" stroke="#${c}" stroke-width="8"/><circle cx="100" cy="100" r="58" fill="#${b}"/>`
      : d.variation % 3 === 1
        ? `<path d="M100 12 L176 40 L168 124 Q150 170 100 190 Q50 170 32 124 L24 40 Z" fill="#${a}" stroke="#${c}" stroke-width="8"/><path d="M100 40 L150 58 L144 118 Q132 150 100 164 Q68 150 56 118 L50 58 Z" fill="#${b}"/>`
        : `<rect x="16" y="40" width="168" height="120" rx="18" fill="#${a}" stroke="#${c}" stroke-width="8"/><rect x="36" y="60" width="128" height="80" rx="10" fill="#${b}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">${shape}<text x="100" y="116" font-family="Arial, Helvetica, sans-serif" font-size="40" font-weight="700" text-anchor="middle" fill="#${e === b ? c : e}">${esc(d.label)}</text>${d.cc ? `<text x="100" y="190" font-family="Arial" font-size="14" text-anchor="middle" fill="#${c}">CC</text>` : ''}</svg>`;
}

/** A full-colour design (more than 4 colours, e.g. sublimation): a 4 × 4 mosaic of its colours, in order, under its label. */
function mosaicSvg(label: string, colors: string[]): string {
  const tiles = Array.from(
    { length: 16 },
    (_, i) => `<rect x="${(i % 4) * 50}" y="${Math.floor(i / 4) * 50}" width="50" height="50" fill="#${colors[i % colors.length]}"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">${tiles.join('')}<text x="100" y="114" font-family="Arial, Helvetica, sans-serif" font-size="40" font-weight="700" text-anchor="middle" fill="#${colors[0]}" stroke="#${colors[1]}" stroke-width="2">${esc(label)}</text></svg>`;
}

/** The label of a design's artwork: its team's abbreviation, else the team's first letters, else the end of its id. */
export function artLabel(id: string, abbreviation: string | null, teamName: string | null): string {
  return abbreviation ?? teamName?.slice(0, 3).toUpperCase() ?? id.slice(-3);
}

/** A design's artwork drawn from its colours (SVG text), or null for an unknown design. */
export async function svgOf(db: Db, id: string, variation: number): Promise<string | null> {
  const [row] = await db
    .select({ uid: designs.uid, cc: designs.cc, abbreviation: teams.abbreviation, teamName: teams.name })
    .from(designs)
    .leftJoin(teams, eq(teams.id, designs.teamId))
    .where(and(eq(designs.id, id), eq(designs.variation, variation)));
  if (!row) return null;
  const colors = await db
    .select({ rgbHex: designColors.rgbHex })
    .from(designColors)
    .where(eq(designColors.designUid, row.uid))
    .orderBy(designColors.position);
  return designSvg({ id, variation, label: artLabel(id, row.abbreviation, row.teamName), colors: colors.map((c) => c.rgbHex), cc: row.cc });
}

/**
 * A design's file, as production and the design files zip use it: an uploaded design's own image
 * (a PNG stays a PNG, an SVG stays SVG), else its artwork drawn from its colours (SVG); null for an
 * unknown design.
 */
export async function designFileOf(
  db: Db,
  files: FileStore,
  id: string,
  variation: number,
): Promise<{ format: UploadFormat; data: Buffer; uploaded: boolean } | null> {
  const uploaded = await uploadedImageOf(db, files, id, variation);
  if (uploaded) return { format: uploaded.format, data: uploaded.data, uploaded: true };
  const svg = await svgOf(db, id, variation);
  return svg === null ? null : { format: 'svg', data: Buffer.from(svg), uploaded: false };
}

export const designArtRoutes: FastifyPluginAsync = async (app) => {
  const { db, files } = app.platform;
  // The PMS files of the colour extraction tool (extraction/pmsFile.ts), for signed-in users.
  app.get<{ Params: { file: string } }>('/Images/PMS/:file', async (request, reply) => {
    if (!(await getAuth(request))) return reply.code(401).send({ message: API_MESSAGES.signInRequired });
    if (!PMS_FILE_NAME.test(request.params.file) || !(await files.exists(`pms/${request.params.file}`)))
      return reply.code(404).send({ message: 'Not found.' });
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'private, max-age=86400, immutable')
      .send(await files.get(`pms/${request.params.file}`));
  });
  app.get<{ Params: { file: string } }>('/Images/Designs/:file', async (request, reply) => {
    const auth = await getAuth(request);
    if (!auth) return reply.code(401).send({ message: API_MESSAGES.signInRequired });
    const m = /^(.{1,20})-(\d{1,5})\.svg$/.exec(request.params.file);
    // A customer account sees its own customers' designs only, here as in the lists.
    if (m && !(await designVisibleTo(db, auth.user, m[1], Number(m[2])))) return reply.code(404).send({ message: 'Not found.' });
    // An uploaded design answers with its own image (PNG or SVG, by its type), sandboxed: an SVG
    // opened on its own runs no script (README "Upload a design").
    const uploaded = m ? await uploadedImageOf(db, files, m[1], Number(m[2])) : null;
    if (uploaded)
      return servedFileHeaders(reply, { cache: 'private, max-age=3600', sandbox: true })
        .header('content-type', uploaded.mime)
        .send(uploaded.data);
    const svg = m ? await svgOf(db, m[1], Number(m[2])) : null;
    if (!svg) return reply.code(404).send({ message: 'Not found.' });
    return servedFileHeaders(reply, { cache: 'private, max-age=3600' }).header('content-type', 'image/svg+xml').send(svg);
  });
};
