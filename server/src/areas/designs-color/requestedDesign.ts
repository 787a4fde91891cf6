import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamColors, NEUTRALS } from './palette';
import { refreshDesignSearchText } from './seed';
import { designColors, designs } from './schema';

// A design made from an approved design request (spec 001 §4.2: approve "creates a design,
// reporting its id and variation"). Called by the design requests area through this area's door,
// inside the approving transaction (whose first statement was auditAs): the new row is audited as
// any design write. A revision of a design that is not in use comes back as the next variation of
// the same design id; any other request gets a new id (D + the next number).

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

export async function createRequestedDesign(tx: Db, d: RequestedDesign, now: Date): Promise<{ id: string; variation: number }> {
  await lockDesignIds(tx);
  let id: string;
  let variation: number;
  if (d.baseId) {
    const [row] = await tx.select({ v: sql<number>`coalesce(max(${designs.variation}), 0)::int` }).from(designs).where(eq(designs.id, d.baseId));
    id = d.baseId;
    variation = Number(row.v) + 1;
  } else {
    id = await newDesignId(tx);
    variation = 1;
  }
  const colors = d.teamId ? teamColors(d.teamId) : null;
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
      approved: true,
      primaryHex: colors?.primary.hex ?? null,
      secondaryHex: colors?.secondary.hex ?? null,
      neutralHex: colors ? NEUTRALS[0].hex : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ uid: designs.uid });
  if (colors) {
    await tx.insert(designColors).values(
      [colors.primary, colors.secondary, NEUTRALS[0]].map((c, position) => ({ designUid: inserted.uid, position, rgbHex: c.hex, name: c.name })),
    );
  }
  await refreshDesignSearchText(tx, inserted.uid);
  return { id, variation };
}

/** Whether a design exists (submit art with an existing design). */
export async function designExists(db: Db, id: string, variation: number): Promise<{ widthIn: number; heightIn: number; cc: boolean; method: string } | null> {
  const [row] = await db
    .select({ widthIn: designs.widthIn, heightIn: designs.heightIn, cc: designs.cc, method: designs.method })
    .from(designs)
    .where(and(eq(designs.id, id), eq(designs.variation, variation)));
  return row ? { widthIn: Number(row.widthIn), heightIn: Number(row.heightIn), cc: row.cc, method: row.method } : null;
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
