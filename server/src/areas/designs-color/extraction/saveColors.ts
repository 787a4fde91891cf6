import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { DESIGN_COLOR_MESSAGES as M, type saveDesignColorsSchema } from '@portal/shared/core';
import type { Db } from '../../../db/client';
import { auditAs } from '../../../platform/audit';
import type { SessionUser } from '@portal/shared/core';
import type { FileStore } from '../../../platform/fileStore';
import { badRequest, notFound } from '../../../platform/httpErrors';
import { aiSwatches, designColors, designs } from '../../../db/tables/designs-color';
import { rankedSwatches } from '../swatches';

// POST /api/production/save_design_colors (spec 001 §3.4, §5.6, §7.6): each design's colours become
// the swatches chosen in the Validate Color Mappings dialog, and its PMS file the one generated for
// them. All or nothing, in one transaction with its audit entry: an unknown design (404), a PMS file
// the server did not make or a colour that is not a swatch (400) changes nothing.

export async function saveDesignColors(
  db: Db,
  files: FileStore,
  user: SessionUser,
  input: z.output<typeof saveDesignColorsSchema>,
  now: Date,
): Promise<void> {
  for (const d of input.designs) if (!(await files.exists(`pms/${d.fileName}`))) throw badRequest(M.pmsFileMissing);
  const names = [...new Set(input.designs.flatMap((d) => d.colors.map((c) => c.name)))];
  await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    // A colour is a swatch of that name and hex; the highest-ranked library's when several hold it.
    const swatchRows = await rankedSwatches(tx, inArray(aiSwatches.colorName, names));
    const swatchOf = new Map<string, number>();
    for (const s of swatchRows) if (!swatchOf.has(`${s.colorName}\u0000${s.rgbHex}`)) swatchOf.set(`${s.colorName}\u0000${s.rgbHex}`, s.id);
    const seen = new Set<string>();
    for (const d of input.designs) {
      const key = `${d.id}\u0000${d.variation}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const [row] = await tx
        .select({ uid: designs.uid })
        .from(designs)
        .where(and(eq(designs.id, d.id), eq(designs.variation, d.variation)))
        .for('update');
      if (!row) throw notFound(M.designNotFound);
      const rows = d.colors.map((c, position) => {
        const swatchId = swatchOf.get(`${c.name}\u0000${c.rgbHex}`);
        if (!swatchId) throw badRequest(M.unknownColor);
        return { designUid: row.uid, position, rgbHex: c.rgbHex, name: c.name, swatchId };
      });
      await tx.delete(designColors).where(eq(designColors.designUid, row.uid));
      await tx.insert(designColors).values(rows);
      await tx.update(designs).set({ pmsImage: d.fileName, updatedAt: now }).where(eq(designs.uid, row.uid));
    }
  });
}
