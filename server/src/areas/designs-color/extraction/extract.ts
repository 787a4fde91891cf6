import { and, asc, eq } from 'drizzle-orm';
import { DESIGN_COLOR_MESSAGES as M, type ExtractedDesign, type SwatchProposal } from '@portal/shared/core';
import type { Db } from '../../../db/client';
import type { FileStore } from '../../../platform/fileStore';
import { notFound } from '../../../platform/httpErrors';
import { designFileOf } from '../designArt';
import { aiSwatches, aiSwatchLibraries, designs } from '../../../db/tables/designs-color';
import { SwatchIndex } from './colorMath';
import { designInks, mergeSameInks, quantiseImage, reduceToLibrary, type PixelColor } from './quantise';
import { svgColors } from './svgColors';
import { teamsView } from '../../../db/tables/directory.views';

// Colour extraction (spec 001 §2.6, §5.6, §7.6; README "Colour extraction"): the colours of a
// design's real image file, each with the nearest library swatch by CIEDE2000 as the proposal the
// Validate Color Mappings dialog shows. An SVG is read from its own text (svgColors.ts); a raster
// (PNG, JPEG) is quantised from its pixels (quantise.ts). GET
// /api/production/extract_colors_by_team/{leagueId}/{teamId} does it for every active design of a team.

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

/** A design's image file: its format and bytes (designFileOf in designArt.ts answers one). */
export interface ArtFile {
  format: 'svg' | 'png' | 'jpeg';
  data: Buffer;
}

/** One colour of a design file: its share of the design (painted area for a raster, uses for an SVG) and its nearest swatch. */
export interface ExtractedColor {
  hex: string;
  share: number;
  proposal: SwatchProposal | null;
}

/**
 * The colours of a design file, largest first, at most 12 (spec 001 §5.6: more are reduced to the
 * colours the library knows), each with its nearest swatch. Throws on a file that cannot be read.
 */
export async function extractColors(file: ArtFile, library: SwatchIndex): Promise<ExtractedColor[]> {
  let inks: PixelColor[];
  if (file.format === 'svg') {
    const colors = svgColors(file.data);
    const total = colors.reduce((n, c) => n + c.uses, 0);
    inks = mergeSameInks(colors.map((c) => ({ hex: c.hex, share: c.uses / total })));
  } else inks = designInks(await quantiseImage(file.data));
  return reduceToLibrary(inks, library).map(({ hex, share }) => {
    const near = library.nearest(hex);
    return { hex, share, proposal: near ? { ...near.swatch, deltaE: Math.round(near.deltaE * 100) / 100 } : null };
  });
}

/** Where a design whose file cannot be read is reported (the route's logger). */
export interface ExtractionLog {
  warn(details: object, message: string): void;
}

export async function extractColorsByTeam(
  db: Db,
  files: FileStore,
  leagueId: number,
  teamId: number,
  log?: ExtractionLog,
): Promise<{ designs: ExtractedDesign[] }> {
  const [team] = await db
    .select({ id: teamsView.id })
    .from(teamsView)
    .where(and(eq(teamsView.id, teamId), eq(teamsView.leagueId, leagueId)));
  if (!team) throw notFound(M.teamNotFound);
  const rows = await db
    .select({ id: designs.id, variation: designs.variation })
    .from(designs)
    .where(and(eq(designs.teamId, teamId), eq(designs.active, true)))
    .orderBy(asc(designs.id), asc(designs.variation));
  const library = await loadSwatchIndex(db);
  const extracted = await mapLimit(rows, 4, async (row): Promise<ExtractedDesign> => {
    const designFile = `/Images/Designs/${row.id}-${row.variation}.svg`;
    let colors: ExtractedColor[] = [];
    try {
      // The design's image file: the same bytes GET /Images/Designs/{id}-{variation}.svg serves.
      const file = await designFileOf(db, files, row.id, row.variation);
      if (file) colors = await extractColors(file, library);
    } catch (error) {
      // One unreadable file does not fail the team: the design comes back with no colours, which
      // the dialog's enable rules (spec 001 §5.6) keep out of PMS files and saves.
      log?.warn({ err: error, design: `${row.id}-${row.variation}` }, 'design file could not be read for colour extraction');
    }
    return {
      id: row.id,
      variation: row.variation,
      designFile,
      colors: colors.map((c) => c.hex),
      proposals: colors.map((c) => c.proposal),
    };
  });
  return { designs: extracted };
}
