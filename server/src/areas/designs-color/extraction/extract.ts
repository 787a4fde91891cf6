import { and, asc, eq, inArray } from 'drizzle-orm';
import { DESIGN_COLOR_MESSAGES as M, type ExtractedDesign } from '@portal/shared/core';
import type { Db } from '../../../db/client';
import { badRequest, notFound } from '../../../platform/httpErrors';
import { teams } from '../../platform/schema';
import { artLabel, designSvg } from '../drawnArt';
import { aiSwatches, aiSwatchLibraries, designColors, designs } from '../schema';
import { SwatchIndex } from './colorMath';
import { designInks, quantiseImage, reduceToLibrary } from './quantise';

// GET /api/production/extract_colors_by_team/{leagueId}/{teamId} (spec 001 §2.6, §7.6): the colours
// of every active design of a team, read from its image file (the artwork served at
// /Images/Designs/{id}-{variation}.svg, rasterised and quantised: quantise.ts), each with the
// nearest library swatch by CIEDE2000 as the proposal the Validate Color Mappings dialog shows.

/** The whole swatch library, highest-ranked library first (a tie in distance goes to it). */
export async function loadSwatchIndex(db: Db): Promise<SwatchIndex> {
  const rows = await db
    .select({
      colorName: aiSwatches.colorName,
      rgbHex: aiSwatches.rgbHex,
      libraryName: aiSwatchLibraries.name,
      groupName: aiSwatches.groupName,
    })
    .from(aiSwatches)
    .innerJoin(aiSwatchLibraries, eq(aiSwatchLibraries.id, aiSwatches.libraryId))
    .orderBy(asc(aiSwatchLibraries.priorityRank), asc(aiSwatchLibraries.name), asc(aiSwatches.groupName), asc(aiSwatches.colorName));
  return new SwatchIndex(rows);
}

/** Runs `work` over `items` with at most `limit` at a time (sharp renders on its own threads). */
async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

const positiveId = (value: string) => (/^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null);

export async function extractColorsByTeam(db: Db, leagueParam: string, teamParam: string): Promise<{ designs: ExtractedDesign[] }> {
  const leagueId = positiveId(leagueParam);
  const teamId = positiveId(teamParam);
  if (!leagueId || !teamId) throw badRequest(M.teamRequired);
  const [team] = await db
    .select({ abbreviation: teams.abbreviation, name: teams.name })
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.leagueId, leagueId)));
  if (!team) throw notFound(M.teamNotFound);
  const rows = await db
    .select({ uid: designs.uid, id: designs.id, variation: designs.variation, cc: designs.cc })
    .from(designs)
    .where(and(eq(designs.teamId, teamId), eq(designs.active, true)))
    .orderBy(asc(designs.id), asc(designs.variation));
  const colorRows = rows.length
    ? await db
        .select({ designUid: designColors.designUid, rgbHex: designColors.rgbHex })
        .from(designColors)
        .where(
          inArray(
            designColors.designUid,
            rows.map((r) => r.uid),
          ),
        )
        .orderBy(asc(designColors.designUid), asc(designColors.position))
    : [];
  const colorsOf = new Map<number, string[]>();
  for (const c of colorRows) colorsOf.set(c.designUid, [...(colorsOf.get(c.designUid) ?? []), c.rgbHex]);
  const library = await loadSwatchIndex(db);
  const extracted = await mapLimit(rows, 4, async (row) => {
    // The design's image file: the same bytes GET /Images/Designs/{id}-{variation}.svg serves.
    const svg = designSvg({
      id: row.id,
      variation: row.variation,
      label: artLabel(row.id, team.abbreviation, team.name),
      colors: colorsOf.get(row.uid) ?? [],
      cc: row.cc,
    });
    const inks = reduceToLibrary(designInks(await quantiseImage(Buffer.from(svg))), library);
    const colors = inks.map((i) => i.hex);
    const proposals = colors.map((hex) => {
      const near = library.nearest(hex);
      return near ? { ...near.swatch, deltaE: Math.round(near.deltaE * 100) / 100 } : null;
    });
    return { id: row.id, variation: row.variation, designFile: `/Images/Designs/${row.id}-${row.variation}.svg`, colors, proposals };
  });
  return { designs: extracted };
}
