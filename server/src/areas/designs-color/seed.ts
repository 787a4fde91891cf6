import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@portal/shared/core';
import type { SeedContext } from '../area';
import type { Db } from '../../db/client';
import { bulkInsert } from '../../platform/bulkInsert';
import { drawMissingArt } from './drawnArt';
import { NEUTRALS, PALETTE, teamColors } from './palette';
import {
  aiSwatches,
  aiSwatchLibraries,
  designColors,
  designs,
  DESIGNS_COLOR_TABLES,
  drops,
  printerColorMappings,
} from '../../db/tables/designs-color';
import { usersView } from '../../db/tables/platform.views';
import { customersView, leaguesView, playersView, teamsView } from '../../db/tables/directory.views';
import { orderHeadsView, orderLinesView } from '../../db/tables/orders/views';

// Demo data of designs and colour (mfe-designs-color/README.md "Demo data"), deterministic:
// - swatch libraries: STOCK COLORS (the palette, in groups; unlocked), one locked library per
//   league with its teams' colours, and PMS CORE (unlocked, unused: deletable);
// - designs: every design an order item names (those on Approved orders first: in use, bulk disable
//   refuses them) and 350 × SEED_SCALE more (customer, licence and dropship designs, some inactive), each with 2-4
//   colours that are library swatches, and its art drawn from them once and stored as its image and
//   production file (drawnArt.ts);
// - printer colour mappings for most palette colours (the rest are left to map).

const DAY = 86_400_000;

export async function seedDesignsColor(tx: Db, { scale, faker, now, files }: SeedContext): Promise<void> {
  const rand = () => faker.number.float({ min: 0, max: 1 });
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];

  // Libraries and swatches.
  const leagueRows = await tx.select({ id: leaguesView.id, name: leaguesView.name }).from(leaguesView).orderBy(leaguesView.id);
  const teamRows = await tx
    .select({ id: teamsView.id, leagueId: teamsView.leagueId, name: teamsView.name })
    .from(teamsView)
    .orderBy(teamsView.id);
  const [stock] = await tx.insert(aiSwatchLibraries).values({ name: 'STOCK COLORS', priorityRank: 1 }).returning();
  const leagueLibs = leagueRows.length
    ? await tx
        .insert(aiSwatchLibraries)
        .values(
          leagueRows.map((l, i) => ({
            name: `${l.name.toUpperCase()} TEAM COLORS`,
            locked: true,
            priorityRank: 10 + i,
            teamIds: teamRows.filter((t) => t.leagueId === l.id).map((t) => t.id),
          })),
        )
        .returning()
    : [];
  const [pms] = await tx.insert(aiSwatchLibraries).values({ name: 'PMS CORE', priorityRank: 50 }).returning();
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const stockIds = await bulkInsert(
    tx,
    aiSwatches,
    PALETTE.map((p, i) => ({
      libraryId: stock.id,
      groupName: p.group,
      colorName: p.name,
      rgbHex: p.hex,
      equivalent: null,
      updatedAt: at(200 - i),
    })),
  );
  const stockByHex = new Map(PALETTE.map((p, i) => [p.hex, stockIds[i]]));
  const teamSwatchRows: (typeof aiSwatches.$inferInsert)[] = [];
  for (const lib of leagueLibs) {
    for (const teamId of lib.teamIds) {
      const team = teamRows.find((t) => t.id === teamId)!;
      const { primary, secondary } = teamColors(teamId);
      const group = team.name.toUpperCase().slice(0, 50);
      teamSwatchRows.push({
        libraryId: lib.id,
        groupName: group,
        colorName: `${primary.name}`,
        rgbHex: primary.hex,
        equivalent: primary.name,
        updatedAt: at(150),
      });
      teamSwatchRows.push({
        libraryId: lib.id,
        groupName: group,
        colorName: `${secondary.name}`,
        rgbHex: secondary.hex,
        equivalent: secondary.name,
        updatedAt: at(150),
      });
    }
  }
  if (teamSwatchRows.length) await bulkInsert(tx, aiSwatches, teamSwatchRows);
  const pmsRows = Array.from({ length: 40 }, (_, i) => {
    const hex = faker.color.rgb({ format: 'hex', casing: 'upper' }).slice(1);
    return {
      libraryId: pms.id,
      groupName: i < 20 ? 'COATED' : 'UNCOATED',
      colorName: `PMS ${1000 + i * 7}${i < 20 ? ' C' : ' U'}`,
      rgbHex: hex,
      equivalent: null,
      updatedAt: at(100 - i),
    };
  });
  await bulkInsert(tx, aiSwatches, pmsRows);

  // Designs: every design an order item names (the orders seed draws them from a small pool), then
  // the generated ones. Those on Approved orders (in use) come first, so they are the oldest: the
  // top of /designs.
  const onOrders = async (approvedOnes: boolean) =>
    tx
      .selectDistinct({ id: orderLinesView.designId, variation: orderLinesView.designVariation })
      .from(orderLinesView)
      .innerJoin(orderHeadsView, eq(orderHeadsView.id, orderLinesView.orderId))
      .where(
        and(
          isNotNull(orderLinesView.designId),
          approvedOnes ? eq(orderHeadsView.status, ORDER_STATUS.Approved) : ne(orderHeadsView.status, ORDER_STATUS.Approved),
        ),
      )
      .orderBy(orderLinesView.designId, orderLinesView.designVariation);
  const approved = await onOrders(true);
  const seen = new Set(approved.map((u) => `${u.id}-${u.variation}`));
  const others = (await onOrders(false)).filter((u) => !seen.has(`${u.id}-${u.variation}`));
  const used = [...approved, ...others];
  const customerRows = await tx.select({ numb: customersView.numb }).from(customersView).orderBy(customersView.numb).limit(120);
  const playerRows = await tx.select({ id: playersView.id, teamId: playersView.teamId }).from(playersView).orderBy(playersView.id);
  const keys = new Set(used.map((u) => `${u.id}-${u.variation}`));
  const plan: { id: string; variation: number }[] = used.map((u) => ({ id: u.id!, variation: u.variation! }));
  for (let n = 0; plan.length < used.length + 350 * scale; n++) {
    const id = `D${60_001 + Math.floor(n / 2)}`;
    const variation = (n % 2) + 1;
    if (keys.has(`${id}-${variation}`)) continue;
    keys.add(`${id}-${variation}`);
    plan.push({ id, variation });
  }
  const tagsPool = ['hockey', 'vintage', 'retro', 'script', 'crest', 'playoffs', 'holiday', 'youth', 'alumni', 'tonal'];
  const seasons = ['FALL', 'WIN', 'SPR', 'SUM'];
  const dropCodes = Array.from(
    { length: 24 },
    (_, i) => `DR-${seasons[i % 4]}${22 + Math.floor(i / 4)}${i >= 16 ? String.fromCharCode(65 + (i % 4)) : ''}`,
  );
  // Who showcases designs: the art staff (artist@, artmanager@), as the showcase is their work.
  const curators = (
    await tx
      .select({ id: usersView.id })
      .from(usersView)
      .where(inArray(usersView.email, ['artist@demo.local', 'artmanager@demo.local']))
      .orderBy(usersView.id)
  ).map((u) => u.id);
  const designRows: (typeof designs.$inferInsert)[] = [];
  const colorPlans: string[][] = [];
  const customerOfId = new Map<string, string | null>();
  plan.forEach((p, i) => {
    const licence = rand() < 0.55 && teamRows.length > 0;
    const team = licence ? pick(teamRows) : null;
    const teamPlayers = team ? playerRows.filter((pl) => pl.teamId === team.id) : [];
    const player = team && teamPlayers.length && rand() < 0.35 ? pick(teamPlayers) : null;
    const colors = team ? teamColors(team.id) : { primary: pick(PALETTE), secondary: pick(PALETTE) };
    const neutral = pick(NEUTRALS);
    const hexes = [colors.primary.hex, colors.secondary.hex, neutral.hex];
    if (rand() < 0.3) hexes.push(pick(PALETTE).hex);
    colorPlans.push([...new Set(hexes)]);
    const created = at(1000 - Math.floor((i / plan.length) * 990) - rand());
    const method = pick(['EMB', 'SCRP', 'SCRP', 'SUB', 'DTF'] as const);
    // A design's variations are one customer's (or all stock): the first variation drawn decides.
    const drawn = licence && rand() < 0.6 ? null : (pick(customerRows)?.numb ?? null);
    const customer = customerOfId.has(p.id) ? customerOfId.get(p.id)! : drawn;
    customerOfId.set(p.id, customer);
    const stockDesign = rand() < 0.15;
    const tags = faker.helpers.arrayElements(tagsPool, { min: 0, max: 3 });
    const comment = rand() < 0.3 ? faker.lorem.sentence() : null;
    const active = i < used.length ? true : rand() > 0.12;
    const showcase = active && rand() < 0.2;
    designRows.push({
      id: p.id,
      variation: p.variation,
      customerNumb: customer,
      method,
      leagueId: team?.leagueId ?? null,
      teamId: team?.id ?? null,
      playerId: player?.id ?? null,
      leagueApproved: !!team && rand() < 0.7,
      code: stockDesign || rand() < 0.1 ? pick(dropCodes) : null,
      active,
      stock: stockDesign,
      cc: rand() < 0.15,
      parentId: p.variation > 1 ? `${p.id}-1` : null,
      royaltyCode: team ? `R${100 + (team.leagueId % 9)}` : null,
      royaltyDesc: team ? 'League royalty' : null,
      widthIn: (faker.number.int({ min: 20, max: 240 }) / 20).toFixed(2),
      heightIn: (faker.number.int({ min: 20, max: 200 }) / 20).toFixed(2),
      quantity: faker.number.int({ min: 0, max: 500 }),
      text: team && rand() < 0.3 ? team.name.toUpperCase().slice(0, 22) : null,
      comment,
      tags,
      approved: rand() < 0.8,
      showcase,
      showcaseComment: showcase && comment ? comment : null,
      // From the row's position, not rand(): the generator's sequence (and every seeded value after) stays as it was.
      showcasedBy: showcase && curators.length ? curators[i % curators.length] : null,
      prototype: active && i >= used.length && i % 17 === 5,
      pattern: method === 'SUB' && i % 3 === 0,
      primaryHex: colors.primary.hex,
      secondaryHex: colors.secondary.hex,
      neutralHex: neutral.hex,
      tonalHex: null,
      disabledComment: active ? null : 'Retired artwork',
      createdAt: created,
      updatedAt: created,
      lastUsed: i < used.length ? at(rand() * 60) : null,
      searchText: '',
    });
  });
  const uids: number[] = [];
  for (let i = 0; i < designRows.length; i += 1000) {
    const rows = await tx
      .insert(designs)
      .values(designRows.slice(i, i + 1000))
      .returning({ uid: designs.uid });
    uids.push(...rows.map((r) => r.uid));
  }
  const nameOf = new Map(PALETTE.map((p) => [p.hex, p.name]));
  const colorRows: (typeof designColors.$inferInsert)[] = [];
  colorPlans.forEach((hexes, i) =>
    hexes.forEach((hex, position) =>
      colorRows.push({ designUid: uids[i], position, rgbHex: hex, name: nameOf.get(hex) ?? hex, swatchId: stockByHex.get(hex) ?? null }),
    ),
  );
  for (let i = 0; i < colorRows.length; i += 2000) await tx.insert(designColors).values(colorRows.slice(i, i + 2000));
  await seedFullColorDesigns(tx, teamRows, stockByHex, at(3));
  await refreshDesignSearchText(tx);
  // Each design's art, drawn once from its colours and stored as its files (drawnArt.ts).
  await drawMissingArt(tx, files);

  // Drops (spec 002 §3): one per drop code the designs carry, a few inactive; usage comes from orders.
  const dropTags = ['hockey', 'baseball', 'holiday', 'retro', 'kids', 'fan-shop'];
  const lines = ['Tees', 'Hoodies', 'Caps', 'Crewnecks', 'Youth'];
  await tx.insert(drops).values(
    dropCodes.map((code, i) => {
      const start = at(720 - i * 30);
      return {
        code,
        name: `${faker.word.adjective({ length: { min: 4, max: 9 } })} ${faker.word.noun({ length: { min: 4, max: 9 } })}`.replace(
          /\b\w/g,
          (c) => c.toUpperCase(),
        ),
        widthIn: (faker.number.int({ min: 40, max: 240 }) / 20).toFixed(2),
        heightIn: (faker.number.int({ min: 40, max: 200 }) / 20).toFixed(2),
        methods: i % 3 === 0 ? ['SCRP', 'DTF'] : i % 3 === 1 ? ['SCRP'] : ['EMB'],
        lines: faker.helpers.arrayElements(lines, { min: 1, max: 3 }),
        startDate: start,
        endDate: new Date(start.getTime() + 120 * DAY),
        logoRequired: i % 4 === 1,
        active: i % 7 !== 6,
        locationIds: i % 2 ? [1, 3] : [2],
        tags: faker.helpers.arrayElements(dropTags, { min: 1, max: 2 }),
        subCategory: i % 5 === 0 ? 'Licensed' : null,
        createdAt: at(740 - i * 30),
      };
    }),
  );

  // Printer colour mappings: most palette colours; five left for someone to map.
  await tx.insert(printerColorMappings).values(
    PALETTE.slice(0, -5).map((p, i) => ({
      colorName: p.name,
      audleyS2070_3_4: p.hex,
      epsonT7270: p.hex,
      epsonF6470: i % 3 === 0 ? '' : p.hex,
      roqNow: i % 4 === 0 ? '' : p.hex,
      equivalent: i % 2 === 0 ? p.name : null,
      updatedAt: at(90 - i),
    })),
  );
  // The planner needs statistics of what was just written (without them, at SEED_SCALE=100, the
  // three-filter designs page takes 160 ms on estimates of 84 rows for 20,153).
  for (const table of DESIGNS_COLOR_TABLES) await tx.execute(sql`analyze ${sql.identifier(table)}`);
}

/** search_text of the 'Everything' search: id, variation, customer number and name, league, team, player, method, parent, royalty, tags, comment. */
export async function refreshDesignSearchText(tx: Db, uid?: number): Promise<void> {
  await tx.execute(sql`
    update designs d set search_text = lower(concat_ws(' ', d.id || '-' || d.variation, d.customer_numb, c.name, l.name, t.name, p.name, d.method,
        d.parent_id, d.royalty_code, array_to_string(d.tags, ' '), d.comment, d.code))
      from designs d2
      left join customers_view c on c.numb = d2.customer_numb
      left join leagues_view l on l.id = d2.league_id
      left join teams_view t on t.id = d2.team_id
      left join players_view p on p.id = d2.player_id
     where d2.uid = d.uid${uid === undefined ? sql`` : sql` and d.uid = ${uid}`}`);
}

/**
 * Full-colour (sublimation) designs of the first teams: 14 colours each, ten stock colours and four
 * that no library holds, drawn as a mosaic (drawnArt.ts). Colour extraction finds more than 12
 * colours in them and reduces them to the library's (spec 001 §5.6).
 */
export const FULL_COLOR_EXTRAS = ['7A3E9D', '2F8F6B', 'D96C3A', '4B5D8A'] as const;
async function seedFullColorDesigns(
  tx: Db,
  teamRows: { id: number; leagueId: number }[],
  stockByHex: Map<string, number>,
  created: Date,
): Promise<void> {
  const stock = PALETTE.filter((p) => p.group !== 'NEUTRALS');
  for (const [n, team] of teamRows.slice(0, 3).entries()) {
    const chosen = Array.from({ length: 10 }, (_, i) => stock[(n * 3 + i) % stock.length]);
    const [row] = await tx
      .insert(designs)
      .values({
        id: `D5900${n + 1}`,
        variation: 1,
        method: 'SUB',
        leagueId: team.leagueId,
        teamId: team.id,
        widthIn: '12.00',
        heightIn: '12.00',
        tags: ['full-color'],
        createdAt: created,
        updatedAt: created,
        searchText: '',
      })
      .returning({ uid: designs.uid });
    await tx.insert(designColors).values([
      ...chosen.map((p, position) => ({
        designUid: row.uid,
        position,
        rgbHex: p.hex,
        name: p.name,
        swatchId: stockByHex.get(p.hex) ?? null,
      })),
      ...FULL_COLOR_EXTRAS.map((hex, i) => ({ designUid: row.uid, position: 10 + i, rgbHex: hex, name: hex, swatchId: null })),
    ]);
  }
}
