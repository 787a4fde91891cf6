import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { FileStore } from '../../platform/fileStore';
import { copyFile, designFileKey, extOfKey, newPmsFileName } from './designFiles';
import { storeColorsOfFile } from './fileColors';
import { drawMissingArt } from './drawnArt';
import { teamColors, NEUTRALS } from './palette';
import { refreshDesignSearchText } from './seed';
import { aiSwatches, designColors, designs } from '../../db/tables/designs-color';
import { rankedSwatches } from './swatches';

// A design made from an approved design request (spec 001 §4.2: approve "creates a design,
// reporting its id and variation"). Called by the design requests area through this area's door,
// inside the approving transaction (whose first statement was auditAs): the new row is audited as
// any design write. A revision of a design that is not in use comes back as the next variation of
// the same design id; any other request gets a new id (D + the next number). The design carries the
// request's tags (designs.tags, as designs and drops keep them: designTags and the 'Tags' search read
// them there) and, for a licence request with a colour choice, its Primary / Secondary / Neutral /
// Tonal (the licence colour columns and the design's colours, as a new licence design stores them);
// without a colour choice, its colour list is read from the submitted art (fileColors.ts).

export interface RequestedDesign {
  /** An earlier design of the same request (an in-place revision): the new one is its next variation. */
  baseId: string | null;
  customerNumb: string | null;
  method: string;
  leagueId: number | null;
  teamId: number | null;
  playerId: number | null;
  widthIn: number;
  heightIn: number;
  cc: boolean;
  code: string | null;
  text: string | null;
  comment: string | null;
  /** The request's tags (already checked by the request's rule: at most 10 of at most 30 characters). */
  tags: string[];
  /** The artist's submitted files (their keys in the file store): they become the design's own files. */
  art: { image: string; production: string | null; working: string | null; pms: string | null } | null;
  /** A licence request's colour choice (hex, 6 digits, upper case); null: none chosen. */
  colors: { primary: string; secondary: string; neutral: string; tonal: string | null } | null;
}

/**
 * A design's colours from chosen hexes, in order (duplicates once), each named by its library swatch
 * (the highest-ranked library holding that hex) or by the hex when no swatch has it.
 */
export async function insertChosenColors(tx: Db, designUid: number, chosen: string[]): Promise<void> {
  const hexes = [...new Set(chosen)];
  const swatchRows = await rankedSwatches(tx, inArray(aiSwatches.rgbHex, hexes));
  await tx.insert(designColors).values(
    hexes.map((hex, position) => {
      const swatch = swatchRows.find((s) => s.rgbHex === hex);
      return { designUid, position, rgbHex: hex, name: swatch?.colorName ?? hex, swatchId: swatch?.id ?? null };
    }),
  );
}

/** One writer of new design ids at a time, until the transaction ends (the unique (id, variation) index is the backstop). */
export async function lockDesignIds(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('designs.next_id'))`);
}

/** The next new design id: D + the next number (after lockDesignIds). */
export async function newDesignId(tx: Db): Promise<string> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(substring(${designs.id} from 2)::int), 60000)::int` })
    .from(designs)
    .where(sql`${designs.id} ~ '^D[0-9]{1,9}$'`);
  return `D${Number(row.n) + 1}`;
}

export async function createRequestedDesign(
  tx: Db,
  files: FileStore,
  d: RequestedDesign,
  now: Date,
): Promise<{ id: string; variation: number }> {
  await lockDesignIds(tx);
  let id: string;
  let variation: number;
  // A revision continues its design with the next variation, never a design of another customer
  // (the request's customer may have changed since): that one gets a new design id.
  const [base] = d.baseId
    ? await tx
        .select({
          v: sql<number>`coalesce(max(${designs.variation}), 0)::int`,
          others: sql<boolean>`coalesce(bool_or(${designs.customerNumb} is distinct from ${d.customerNumb}), false)`,
        })
        .from(designs)
        .where(eq(designs.id, d.baseId))
    : [];
  if (d.baseId && base && !base.others) {
    id = d.baseId;
    variation = Number(base.v) + 1;
  } else {
    id = await newDesignId(tx);
    variation = 1;
  }
  // A licence request without a colour choice keeps the team's colours (what approval made before requests carried colours).
  const colors = d.colors || !d.teamId ? null : teamColors(d.teamId);
  const [inserted] = await tx
    .insert(designs)
    .values({
      id,
      variation,
      customerNumb: d.customerNumb,
      method: d.method,
      leagueId: d.leagueId,
      teamId: d.teamId,
      playerId: d.playerId,
      code: d.code,
      cc: d.cc,
      parentId: variation > 1 ? `${id}-1` : null,
      widthIn: d.widthIn.toFixed(2),
      heightIn: d.heightIn.toFixed(2),
      text: d.text,
      comment: d.comment,
      tags: d.tags,
      approved: true,
      primaryHex: d.colors?.primary ?? colors?.primary.hex ?? null,
      secondaryHex: d.colors?.secondary ?? colors?.secondary.hex ?? null,
      neutralHex: d.colors?.neutral ?? (colors ? NEUTRALS[0].hex : null),
      tonalHex: d.colors?.tonal ?? null,
      ...(d.art ? await takeArt(files, id, variation, d.art) : {}),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ uid: designs.uid, imageKey: designs.imageKey });
  if (d.colors) {
    const { primary, secondary, neutral, tonal } = d.colors;
    await insertChosenColors(tx, inserted.uid, [primary, secondary, neutral, ...(tonal ? [tonal] : [])]);
  } else if (inserted.imageKey) {
    // The colours the submitted art wears, read from the design's copy of it.
    await storeColorsOfFile(tx, inserted.uid, {
      format: extOfKey(inserted.imageKey) === 'png' ? 'png' : 'svg',
      data: await files.bytes(inserted.imageKey),
    });
  } else if (colors) {
    await tx.insert(designColors).values(
      [colors.primary, colors.secondary, NEUTRALS[0]].map((c, position) => ({
        designUid: inserted.uid,
        position,
        rgbHex: c.hex,
        name: c.name,
      })),
    );
  }
  await refreshDesignSearchText(tx, inserted.uid);
  // Approved without submitted files (an art of its colours): drawn once, as a licence design's is.
  if (!d.art) await drawMissingArt(tx, files, eq(designs.uid, inserted.uid));
  return { id, variation };
}

/**
 * The design's own copies of the artist's files (designFiles.ts): the image, the production and
 * working files as uploaded, the PMS image as the design's PMS reference. Copied, not shared, so the
 * request's files can be swept or replaced without touching the design.
 */
async function takeArt(files: FileStore, id: string, variation: number, art: NonNullable<RequestedDesign['art']>) {
  const copy = async (from: string | null, kind: 'image' | 'production' | 'working') =>
    from ? copyFile(files, from, designFileKey(id, variation, kind, extOfKey(from))) : null;
  const pms = art.pms ? newPmsFileName() : null;
  if (art.pms && pms) await copyFile(files, art.pms, `pms/${pms}`);
  return {
    imageKey: await copy(art.image, 'image'),
    prodImage: await copy(art.production, 'production'),
    workingImage: await copy(art.working, 'working'),
    pmsImage: pms,
  };
}

/** Whether a design exists (submit art with an existing design). */
export async function designExists(
  db: Db,
  id: string,
  variation: number,
): Promise<{ widthIn: number; heightIn: number; cc: boolean; method: string; customerNumb: string | null } | null> {
  const [row] = await db
    .select({
      widthIn: designs.widthIn,
      heightIn: designs.heightIn,
      cc: designs.cc,
      method: designs.method,
      customerNumb: designs.customerNumb,
    })
    .from(designs)
    .where(and(eq(designs.id, id), eq(designs.variation, variation)));
  return row
    ? { widthIn: Number(row.widthIn), heightIn: Number(row.heightIn), cc: row.cc, method: row.method, customerNumb: row.customerNumb }
    : null;
}

/** spec 001 §3.2 compatible designs: active designs of the customer with the method, nearest in size first. */
export async function compatibleDesigns(
  db: Db,
  q: { customer: string | null; method: string; width: number; height: number | null; dropCode: string | null },
): Promise<{ id: string; variation: number; width: number; height: number; lastUsed: Date | null }[]> {
  const rows = await db
    .select({ id: designs.id, variation: designs.variation, width: designs.widthIn, height: designs.heightIn, lastUsed: designs.lastUsed })
    .from(designs)
    .where(
      and(
        eq(designs.active, true),
        eq(designs.method, q.method),
        q.customer ? eq(designs.customerNumb, q.customer) : sql`${designs.customerNumb} is null`,
        q.dropCode ? eq(designs.code, q.dropCode) : undefined,
      ),
    )
    .orderBy(sql`abs(${designs.widthIn} - ${q.width}) + abs(${designs.heightIn} - ${q.height ?? q.width})`, designs.id, designs.variation)
    .limit(50);
  return rows.map((r) => ({ ...r, width: Number(r.width), height: Number(r.height) }));
}
