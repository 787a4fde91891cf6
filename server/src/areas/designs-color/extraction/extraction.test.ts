import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { DESIGN_COLOR_MESSAGES as M } from '@portal/shared/core';
import { changesMadeBy } from '../../../../test/dbChanges';
import { createTestApp, signIn, type TestApp } from '../../../../test/harness';
import { teams } from '../../../db/tables/directory';
import { designColors, designs } from '../../../db/tables/designs-color';
import { FULL_COLOR_EXTRAS } from '../seed';
import { multipart } from '../../../../test/multipart';
import { svgColors } from './svgColors';

// Colour extraction on the server (spec 001 §2.6, §3.4, §5.6, §7.6): By Team reads each design's
// image file (its drawn artwork, or the file it was uploaded with), reduces more than 12 colours to the library's, proposes the nearest swatch; the PMS
// file is a real PNG of the swatches; Save Design Colors replaces the colours (204), all or nothing.

let t: TestApp;
const cookies = new Map<string, string>();
before(async () => {
  t = await createTestApp();
  for (const who of ['artist@demo.local', 'artmanager@demo.local', 'rep@demo.local']) cookies.set(who, await signIn(t.app, who));
});
after(() => t.close());
const db = () => t.database.db;
const call = (as: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie: cookies.get(as)! }, ...(payload !== undefined ? { payload: payload as object } : {}) });

interface Extracted {
  id: string;
  variation: number;
  designFile: string;
  colors: string[];
  proposals: ({ colorName: string; rgbHex: string; libraryName: string; deltaE: number } | null)[];
}
const extract = async (as: string, leagueId: number, teamId: number) =>
  call(as, 'GET', `/api/production/extract_colors_by_team/${leagueId}/${teamId}`);
const fullColorTeam = async () => {
  const [d] = await db()
    .select({ teamId: designs.teamId, leagueId: teams.leagueId })
    .from(designs)
    .innerJoin(teams, eq(teams.id, designs.teamId))
    .where(eq(designs.id, 'D59001'));
  return { leagueId: d.leagueId, teamId: d.teamId! };
};

describe('extract colours by team', () => {
  test('every active design of the team, its colours read from its image file, each with the nearest swatch', async () => {
    const { leagueId, teamId } = await fullColorTeam();
    const response = await extract('artist@demo.local', leagueId, teamId);
    assert.equal(response.statusCode, 200);
    const list = response.json().designs as Extracted[];
    const expected = await db()
      .select({ id: designs.id, variation: designs.variation })
      .from(designs)
      .where(and(eq(designs.teamId, teamId), eq(designs.active, true)))
      .orderBy(asc(designs.id), asc(designs.variation));
    assert.deepEqual(
      list.map((d) => `${d.id}-${d.variation}`),
      expected.map((d) => `${d.id}-${d.variation}`),
    );
    for (const d of list.filter((x) => x.id !== 'D59001')) {
      // The colours come from the file: a drawn design's artwork names the colours it was drawn with.
      const [row] = await db()
        .select({ uid: designs.uid })
        .from(designs)
        .where(and(eq(designs.id, d.id), eq(designs.variation, d.variation)));
      const drawn = (await db().select({ rgbHex: designColors.rgbHex }).from(designColors).where(eq(designColors.designUid, row.uid))).map(
        (c) => c.rgbHex,
      );
      assert.equal(d.colors.length, d.proposals.length);
      assert.ok(d.colors.length >= 2 && d.colors.length <= 12, `${d.id}: ${d.colors}`);
      assert.deepEqual([...d.colors].sort(), [...new Set(drawn)].sort(), d.id);
      for (const p of d.proposals) assert.ok(p && p.deltaE < 3, JSON.stringify(p));
      assert.equal(d.designFile, `/Images/Designs/${d.id}-${d.variation}.svg`);
    }
  });

  test('a design with more than 12 colours is reduced to the colours the library knows (spec 001 §5.6)', async () => {
    const { leagueId, teamId } = await fullColorTeam();
    const full = ((await extract('artist@demo.local', leagueId, teamId)).json().designs as Extracted[]).find((d) => d.id === 'D59001')!;
    // The artwork really has more than 12 inks (ten stock colours and four no library holds).
    const svg = (await call('artist@demo.local', 'GET', full.designFile)).rawPayload;
    assert.ok(svgColors(svg).length > 12);
    assert.ok(full.colors.length > 0 && full.colors.length <= 12);
    for (const extra of FULL_COLOR_EXTRAS) assert.ok(!full.colors.includes(extra), extra);
    for (const p of full.proposals) assert.ok(p && p.deltaE <= 2.5, JSON.stringify(p));
  });

  test('a design uploaded as a PNG answers the PNG’s colours, not its stored colour list', async () => {
    // Three inks side by side on a transparent ground: navy 50 %, red 30 %, gold 20 % of the painted area.
    const inks: [string, number][] = [
      ['1E2A4A', 200],
      ['C8102E', 120],
      ['FFD700', 80],
    ];
    let x = 0;
    const png = await sharp({ create: { width: 440, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite(
        inks.map(([hex, width]) => {
          const n = Number.parseInt(hex, 16);
          const block = {
            input: {
              create: { width, height: 200, channels: 4 as const, background: { r: n >> 16, g: (n >> 8) & 255, b: n & 255, alpha: 1 } },
            },
            left: x,
            top: 0,
          };
          x += width;
          return block;
        }),
      )
      .png()
      .toBuffer();
    // Uploaded as the Upload button does (README "Upload a design").
    const form = multipart([{ field: 'file', name: 'crest.png', data: png }]);
    const staged = await t.app.inject({
      method: 'POST',
      url: '/api/design/upload/image',
      headers: { ...form.headers, cookie: cookies.get('artist@demo.local')! },
      payload: form.payload,
    });
    assert.equal(staged.statusCode, 200, staged.body);
    const customer = (
      (await db().execute(sql`select numb from customers order by numb limit 1`)) as unknown as { rows: { numb: string }[] }
    ).rows[0];
    const made = await call('artist@demo.local', 'POST', '/api/design/upload', {
      upload: staged.json().id,
      customer: customer.numb,
      method: 'SCRP',
      width: 8.8,
    });
    assert.equal(made.statusCode, 200, made.body);
    const { id } = made.json() as { id: string };
    // Put on a team of its own league, with a stored colour list that is not the image's.
    const [team] = await db()
      .select({ id: teams.id, leagueId: teams.leagueId })
      .from(teams)
      .where(sql`${teams.id} <> ${(await fullColorTeam()).teamId}`)
      .limit(1);
    const [row] = await db()
      .update(designs)
      .set({ teamId: team.id, leagueId: team.leagueId })
      .where(and(eq(designs.id, id), eq(designs.variation, 1)))
      .returning({ uid: designs.uid });
    await db()
      .insert(designColors)
      .values(['1D4ED8', 'FFFFFF'].map((rgbHex, position) => ({ designUid: row.uid, position, rgbHex, name: rgbHex })));
    const response = await extract('artist@demo.local', team.leagueId, team.id);
    assert.equal(response.statusCode, 200);
    const uploaded = (response.json().designs as Extracted[]).find((d) => d.id === id)!;
    assert.deepEqual(uploaded.colors, ['1E2A4A', 'C8102E', 'FFD700']);
    assert.equal(uploaded.proposals.length, 3);
    assert.ok(uploaded.proposals.every((p) => p !== null));
    await db().execute(sql`delete from designs where uid = ${row.uid}`);
  });

  test('league and team must be ids of a team of that league; the rep may not use the tool', async () => {
    const { leagueId, teamId } = await fullColorTeam();
    const bad = await call('artist@demo.local', 'GET', `/api/production/extract_colors_by_team/x/${teamId}`);
    assert.deepEqual([bad.statusCode, bad.json().message], [400, M.teamRequired]);
    const other = await extract('artist@demo.local', leagueId + 1000, teamId);
    assert.deepEqual([other.statusCode, other.json().message], [404, M.teamNotFound]);
    assert.equal((await extract('rep@demo.local', leagueId, teamId)).statusCode, 403);
  });

  test('a team of 50 designs is extracted in under 5 s', async () => {
    const { leagueId, teamId } = await fullColorTeam();
    const [d] = await db().select().from(designs).where(eq(designs.id, 'D59002'));
    const { uid: _uid, ...rest } = d;
    const colours = await db().select().from(designColors).where(eq(designColors.designUid, d.uid));
    for (let i = 0; i < 50; i++) {
      const [row] = await db()
        .insert(designs)
        .values({ ...rest, id: `DX${i}`, teamId, leagueId })
        .returning({ uid: designs.uid });
      await db()
        .insert(designColors)
        .values(colours.map(({ id: _id, ...c }) => ({ ...c, designUid: row.uid, rgbHex: i % 2 ? c.rgbHex : c.rgbHex })));
    }
    const start = performance.now();
    const response = await extract('artist@demo.local', leagueId, teamId);
    const ms = performance.now() - start;
    assert.ok(response.json().designs.length >= 50);
    assert.ok(ms < 5000, `${ms.toFixed(0)} ms`);
    console.log(`extraction of ${response.json().designs.length} designs: ${ms.toFixed(0)} ms`);
    await db().execute(sql`delete from designs where id like 'DX%'`);
  });
});

describe('PMS file and save', () => {
  const colors = [
    { name: 'ROYAL BLUE', rgbHex: '1D4ED8' },
    { name: 'WHITE', rgbHex: 'FFFFFF' },
  ];

  test('the PMS file is a PNG of the swatches, served to signed-in users; the same colours make the same file', async () => {
    const response = await call('artist@demo.local', 'POST', '/api/decorate/pms_file', { colors });
    assert.equal(response.statusCode, 200);
    const url = response.json() as string;
    assert.match(url, /^\/Images\/PMS\/PMS-[0-9a-f]{16}\.png$/);
    assert.equal((await call('artist@demo.local', 'POST', '/api/decorate/pms_file', { colors })).json(), url);
    const image = await call('rep@demo.local', 'GET', url);
    assert.equal(image.headers['content-type'], 'image/png');
    const { data, info } = await sharp(image.rawPayload).raw().toBuffer({ resolveWithObject: true });
    assert.ok(info.width >= 400 && info.height >= 48 + 2 * 56);
    // The first swatch's square is drawn in its colour.
    const at = (x: number, y: number) =>
      Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    assert.deepEqual(at(48, 70), [0x1d, 0x4e, 0xd8]);
    // Text is drawn (dark pixels right of the squares).
    let dark = 0;
    for (let y = 48; y < 160; y++) for (let x = 96; x < 400; x++) if (at(x, y)[0] < 80) dark++;
    assert.ok(dark > 200, `${dark} dark pixels`);
    assert.equal((await t.app.inject({ method: 'GET', url })).statusCode, 401);
    assert.equal((await call('rep@demo.local', 'GET', '/Images/PMS/PMS-0000000000000000.png')).statusCode, 404);
  });

  test('a bad PMS request is a 400 with our message', async () => {
    for (const [body, message] of [
      [{ colors: [] }, M.rowRequired],
      [{ colors: [{ name: 'X', rgbHex: '12' }] }, 'Invalid RGB Hex'],
      [{ colors: Array.from({ length: 41 }, () => colors[0]) }, M.tooManyColors],
    ] as const) {
      const response = await call('artist@demo.local', 'POST', '/api/decorate/pms_file', body);
      assert.deepEqual([response.statusCode, response.json().message], [400, message]);
    }
  });

  test('Save Design Colors replaces the colours and the PMS file (204, audited); refusals change nothing', async () => {
    const [d] = await db()
      .select({ uid: designs.uid, id: designs.id, variation: designs.variation })
      .from(designs)
      .where(eq(designs.id, 'D59003'));
    const url = (await call('artist@demo.local', 'POST', '/api/decorate/pms_file', { colors })).json() as string;
    const fileName = url.split('/').pop()!;
    const artBefore = (await call('artist@demo.local', 'GET', `/Images/Designs/${d.id}-${d.variation}.svg`)).rawPayload;
    const save = (as: string, body: unknown) => call(as, 'POST', '/api/production/save_design_colors', body);
    const refusals: [string, unknown, number, string][] = [
      [
        'artmanager@demo.local',
        { designs: [{ id: d.id, variation: d.variation, fileName: 'PMS-0000000000000000.png', colors }] },
        400,
        M.pmsFileMissing,
      ],
      [
        'artmanager@demo.local',
        { designs: [{ id: d.id, variation: d.variation, fileName, colors: [{ name: 'ROYAL BLUE', rgbHex: '1D4ED9' }] }] },
        400,
        M.unknownColor,
      ],
      [
        'artmanager@demo.local',
        {
          designs: [
            { id: d.id, variation: d.variation, fileName, colors },
            { id: 'NOPE', variation: 1, fileName, colors },
          ],
        },
        404,
        M.designNotFound,
      ],
      ['artmanager@demo.local', { designs: [] }, 400, M.selectDesign],
      ['artist@demo.local', { designs: [{ id: d.id, variation: d.variation, fileName, colors }] }, 403, M.saveColorsForbidden],
    ];
    for (const [as, body, status, message] of refusals) {
      const refused = await changesMadeBy(db(), () => save(as, body));
      assert.deepEqual([refused.result.statusCode, refused.result.json().message], [status, message]);
      assert.deepEqual(refused.committed, [], await refused.describe());
    }
    const ok = await save('artmanager@demo.local', { designs: [{ id: d.id, variation: d.variation, fileName, colors }] });
    assert.equal(ok.statusCode, 204);
    const saved = await db()
      .select({ rgbHex: designColors.rgbHex, name: designColors.name, swatchId: designColors.swatchId })
      .from(designColors)
      .where(eq(designColors.designUid, d.uid))
      .orderBy(designColors.position);
    assert.deepEqual(
      saved.map((c) => [c.name, c.rgbHex]),
      colors.map((c) => [c.name, c.rgbHex]),
    );
    assert.ok(saved.every((c) => c.swatchId));
    const [after] = await db().select({ pmsImage: designs.pmsImage }).from(designs).where(eq(designs.uid, d.uid));
    assert.equal(after.pmsImage, fileName);
    const audit = (await db().execute(
      sql`select count(*)::int as n from audit_log where subject = 'design' and subject_id = ${d.uid}`,
    )) as unknown as { rows: { n: number }[] };
    assert.ok(audit.rows[0].n >= 3);
    // The colour list changed, the art did not: the design's file is the one it was made with.
    const served = (await call('artist@demo.local', 'GET', `/Images/Designs/${d.id}-${d.variation}.svg`)).rawPayload;
    assert.ok(served.equals(artBefore), 'the design file is unchanged');
  });
});
