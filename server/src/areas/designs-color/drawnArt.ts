import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { FileStore } from '../../platform/fileStore';
import { designFileKey } from './designFiles';
import { designColors, designs } from '../../db/tables/designs-color';
import { teamsView } from '../../db/tables/directory.views';

// The portal's drawn artwork: an SVG drawn from a design's colours (design_colors, in order) and its
// team's abbreviation. It is how the demo designs get their art, and the art of a new licence design
// (made from a team and its colours, with no artwork uploaded). Drawn once, when the design is made,
// and stored as its image and production file (designFiles.ts); every later step reads that file.

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

/**
 * Draws the art of the designs that have no image yet (all of them, or those `where` selects) and
 * stores it as each design's image and production file, in the database handle's transaction.
 * Answers how many were drawn.
 */
export async function drawMissingArt(db: Db, files: FileStore, where?: SQL): Promise<number> {
  const rows = await db
    .select({
      uid: designs.uid,
      id: designs.id,
      variation: designs.variation,
      cc: designs.cc,
      abbreviation: teamsView.abbreviation,
      teamName: teamsView.name,
    })
    .from(designs)
    .leftJoin(teamsView, eq(teamsView.id, designs.teamId))
    .where(and(isNull(designs.imageKey), where))
    .orderBy(asc(designs.uid));
  const colorsOf = new Map<number, string[]>();
  for (let i = 0; i < rows.length; i += 5000) {
    const colorRows = await db
      .select({ designUid: designColors.designUid, rgbHex: designColors.rgbHex })
      .from(designColors)
      .where(
        inArray(
          designColors.designUid,
          rows.slice(i, i + 5000).map((r) => r.uid),
        ),
      )
      .orderBy(asc(designColors.designUid), asc(designColors.position));
    for (const c of colorRows) colorsOf.set(c.designUid, [...(colorsOf.get(c.designUid) ?? []), c.rgbHex]);
  }
  const keys: { uid: number; key: string }[] = [];
  for (const r of rows) {
    const key = designFileKey(r.id, r.variation, 'image', 'svg');
    const colors = colorsOf.get(r.uid) ?? [];
    await files.put(
      key,
      designSvg({ id: r.id, variation: r.variation, label: artLabel(r.id, r.abbreviation, r.teamName), colors, cc: r.cc }),
    );
    keys.push({ uid: r.uid, key });
  }
  // The drawing is the design's production file too (a vector file a printer takes as it is).
  for (let i = 0; i < keys.length; i += 2000) {
    const values = sql.join(
      keys.slice(i, i + 2000).map((k) => sql`(${k.uid}::int, ${k.key}::text)`),
      sql`, `,
    );
    await db.execute(
      sql`update designs d set image_key = v.key, prod_image = v.key from (values ${values}) as v(uid, key) where d.uid = v.uid`,
    );
  }
  return rows.length;
}
