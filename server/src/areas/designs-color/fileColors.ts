import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { extractColors, loadSwatchIndex, type ArtFile } from './extraction/extract';
import { aiSwatches, aiSwatchLibraries, designColors } from '../../db/tables/designs-color';

// A design made from artwork (the Upload button, an approved design request) takes its colour list
// from its file, read as the colour extraction reads it (extraction/extract.ts): the colours the art
// really wears, so the production tools can map and recolour exactly those. Each colour is named by
// its nearest library swatch when it is that swatch (ΔE2000 within SAME_AS_SWATCH), so the printer
// colour mappings (keyed by colour name) apply to it; otherwise by its hex.

const SAME_AS_SWATCH = 2.5;

/** Replaces the design's colour list with the colours of its file, in the transaction; answers the hexes stored. */
export async function storeColorsOfFile(tx: Db, designUid: number, file: ArtFile): Promise<string[]> {
  const colors = await extractColors(file, await loadSwatchIndex(tx));
  await tx.delete(designColors).where(eq(designColors.designUid, designUid));
  if (!colors.length) return [];
  const named = colors.map((c) => ({
    hex: c.hex,
    swatch: c.proposal && c.proposal.deltaE <= SAME_AS_SWATCH ? c.proposal : null,
  }));
  // The swatch rows the names came from (library, group and name identify one).
  const names = [...new Set(named.flatMap((c) => (c.swatch ? [c.swatch.colorName] : [])))];
  const swatchRows = names.length
    ? await tx
        .select({
          id: aiSwatches.id,
          colorName: aiSwatches.colorName,
          groupName: aiSwatches.groupName,
          libraryName: aiSwatchLibraries.name,
        })
        .from(aiSwatches)
        .innerJoin(aiSwatchLibraries, eq(aiSwatchLibraries.id, aiSwatches.libraryId))
        .where(and(inArray(aiSwatches.colorName, names)))
    : [];
  await tx.insert(designColors).values(
    named.map((c, position) => {
      const row = c.swatch
        ? swatchRows.find(
            (s) => s.colorName === c.swatch!.colorName && s.groupName === c.swatch!.groupName && s.libraryName === c.swatch!.libraryName,
          )
        : undefined;
      return { designUid, position, rgbHex: c.hex, name: c.swatch?.colorName ?? c.hex, swatchId: row?.id ?? null };
    }),
  );
  return named.map((c) => c.hex);
}
