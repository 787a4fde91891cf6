import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  contrastRatio,
  DESIGN_COLOR_MESSAGES as M,
  fill,
  tonalOf,
  type designsColorRoutes,
  type newLicenseDesignSchema,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../db/client';
import { auditAs } from '../../platform/audit';
import { badRequest, conflict, notFound } from '../../platform/httpErrors';
import { aiSwatches, aiSwatchLibraries, designs } from '../../db/tables/designs-color';
import { insertChosenColors, lockDesignIds, newDesignId } from './requestedDesign';
import type { FileStore } from '../../platform/fileStore';
import { drawMissingArt } from './drawnArt';
import { playersView, teamsView } from '../../db/tables/directory.views';

// New licence designs (spec 001 §3.3, §7.3; README "New licence design"): GET /api/contrast, the
// contrast list the dialog offers for the Secondary and Neutral colours of a Primary, with its tonal
// colour; POST /api/design/new/license creates the design (a new id, or with parentId a colour-
// coordinated variation of that design), refused with 409 when the same licence design exists.

/**
 * GET /api/contrast[?hex=PRIMARY][&teamId=]: the colour choices of licence designs, every swatch once,
 * the team's library first. With a Primary: by WCAG contrast with it, highest first, and its tonal
 * colour. Without one (spec 001 §7.2 shows the call with no parameter): every choice by name, with
 * no ratio and no tonal.
 */
export async function contrastList(db: Db, { hex, teamId }: z.output<typeof designsColorRoutes.contrast.query>) {
  const rows = await db
    .select({
      colorName: aiSwatches.colorName,
      rgbHex: aiSwatches.rgbHex,
      libraryName: aiSwatchLibraries.name,
      teamIds: aiSwatchLibraries.teamIds,
    })
    .from(aiSwatches)
    .innerJoin(aiSwatchLibraries, eq(aiSwatchLibraries.id, aiSwatches.libraryId))
    .orderBy(asc(aiSwatchLibraries.priorityRank), asc(aiSwatches.colorName));
  // One entry per colour name and hex; it is a team colour when any library of the team holds it.
  const byKey = new Map<string, { colorName: string; rgbHex: string; libraryName: string; team: boolean; ratio: number | null }>();
  for (const r of rows) {
    if (r.rgbHex === hex) continue;
    const key = `${r.colorName}|${r.rgbHex}`;
    const team = teamId !== null && r.teamIds.includes(teamId);
    const entry = byKey.get(key);
    if (entry) entry.team ||= team;
    else
      byKey.set(key, {
        colorName: r.colorName,
        rgbHex: r.rgbHex,
        libraryName: r.libraryName,
        team,
        ratio: hex === null ? null : Math.round(contrastRatio(hex, r.rgbHex) * 100) / 100,
      });
  }
  const colors = [...byKey.values()];
  colors.sort((a, b) => Number(b.team) - Number(a.team) || (b.ratio ?? 0) - (a.ratio ?? 0) || a.colorName.localeCompare(b.colorName));
  return { hex, tonal: hex === null ? null : tonalOf(hex), colors };
}

export async function createLicenseDesign(
  db: Db,
  files: FileStore,
  user: SessionUser,
  input: z.output<typeof newLicenseDesignSchema>,
  now: Date,
): Promise<{ id: string; variation: number }> {
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const [team] = await tx
      .select({ id: teamsView.id })
      .from(teamsView)
      .where(and(eq(teamsView.id, input.teamId), eq(teamsView.leagueId, input.leagueId)));
    if (!team) throw notFound(M.teamNotFound);
    if (input.playerId !== null) {
      const [player] = await tx
        .select({ id: playersView.id })
        .from(playersView)
        .where(and(eq(playersView.id, input.playerId), eq(playersView.teamId, input.teamId)));
      if (!player) throw badRequest(M.playerNotOnTeam);
    }
    // One creation at a time picks the next id (and variation).
    await lockDesignIds(tx);
    const same = await tx
      .select({ id: designs.id, variation: designs.variation })
      .from(designs)
      .where(
        and(
          eq(designs.teamId, input.teamId),
          input.playerId === null ? isNull(designs.playerId) : eq(designs.playerId, input.playerId),
          eq(designs.method, input.method),
          eq(designs.primaryHex, input.primary),
          eq(designs.secondaryHex, input.secondary),
          eq(designs.neutralHex, input.neutral),
          eq(designs.active, true),
        ),
      )
      .limit(1);
    if (same.length) throw conflict(fill(M.licenseDesignExists, { design: `${same[0].id}-${same[0].variation}` }));
    let id: string;
    let variation = 1;
    if (input.parentId) {
      const [parent] = await tx
        .select({ n: sql<number>`max(${designs.variation})::int` })
        .from(designs)
        .where(eq(designs.id, input.parentId));
      if (!parent?.n) throw notFound(M.designNotFound);
      id = input.parentId;
      variation = parent.n + 1;
    } else {
      id = await newDesignId(tx);
    }
    const [row] = await tx
      .insert(designs)
      .values({
        id,
        variation,
        method: input.method,
        leagueId: input.leagueId,
        teamId: input.teamId,
        playerId: input.playerId,
        cc: !!input.parentId,
        parentId: input.parentId ? `${input.parentId}-1` : null,
        royaltyCode: `R${100 + (input.leagueId % 9)}`,
        royaltyDesc: 'League royalty',
        widthIn: input.width.toFixed(2),
        heightIn: input.height.toFixed(2),
        text: input.text,
        comment: input.comment,
        primaryHex: input.primary,
        secondaryHex: input.secondary,
        neutralHex: input.neutral,
        tonalHex: input.tonal,
        createdAt: now,
        updatedAt: now,
        searchText: '',
      })
      .returning({ uid: designs.uid });
    // Its colours: the options chosen, each the library swatch of that hex (highest-ranked library).
    await insertChosenColors(tx, row.uid, [input.primary, input.secondary, input.neutral, ...(input.tonal ? [input.tonal] : [])]);
    await tx.execute(sql`
      update designs d set search_text = lower(concat_ws(' ', d.id || '-' || d.variation, l.name, t.name, p.name, d.method, d.parent_id, d.royalty_code, d.comment, d.text))
        from designs d2
        left join leagues_view l on l.id = d2.league_id
        left join teams_view t on t.id = d2.team_id
        left join players_view p on p.id = d2.player_id
       where d2.uid = d.uid and d.uid = ${row.uid}`);
    // No artwork is uploaded for a licence design: its art is drawn from its team and colours, once.
    await drawMissingArt(tx, files, eq(designs.uid, row.uid));
    return { id, variation };
  });
}
