import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { contrastRatio, DESIGN_COLOR_MESSAGES as M, fill, tonalOf } from '@portal/shared/core';
import { changesMadeBy } from '../../../test/dbChanges';
import { createTestApp, signIn, type TestApp } from '../../../test/harness';
import { users } from '../../db/tables/platform';
import { players, teams } from '../../db/tables/directory';
import { aiSwatches, designColors, designs } from '../../db/tables/designs-color';

// New licence designs (spec 001 §3.3, §6, §7.3, §8.3): the contrast list, creation with the Primary /
// Secondary / Neutral / Tonal options, a colour-coordinated variation, 409 for one that exists.

let t: TestApp;
const cookies = new Map<string, string>();
before(async () => {
  t = await createTestApp();
  for (const who of ['artmanager@demo.local', 'csr@demo.local', 'artist@demo.local']) cookies.set(who, await signIn(t.app, who));
});
after(() => t.close());
const db = () => t.database.db;
const call = (as: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie: cookies.get(as)! }, ...(payload !== undefined ? { payload: payload as object } : {}) });

describe('new licence design', () => {
  test('the contrast list of a colour: the team library first, then by WCAG contrast, with the tonal colour', async () => {
    const [team] = await db().select({ id: teams.id }).from(teams).limit(1);
    const answer = (await call('csr@demo.local', 'GET', `/api/contrast?hex=1d4ed8&teamId=${team.id}`)).json();
    assert.equal(answer.hex, '1D4ED8');
    assert.equal(answer.tonal, tonalOf('1D4ED8'));
    const firstOther = answer.colors.findIndex((c: { team: boolean }) => !c.team);
    assert.ok(firstOther > 0 && answer.colors.slice(firstOther).every((c: { team: boolean }) => !c.team));
    const others = answer.colors.slice(firstOther) as { ratio: number; rgbHex: string }[];
    for (let i = 1; i < others.length; i++) assert.ok(others[i - 1].ratio >= others[i].ratio);
    assert.equal(others[0].ratio, Math.round(contrastRatio('1D4ED8', others[0].rgbHex) * 100) / 100);
    assert.equal((await call('csr@demo.local', 'GET', '/api/contrast?hex=zz')).statusCode, 400);
    assert.equal((await call('artist@demo.local', 'GET', '/api/contrast?hex=1D4ED8')).statusCode, 403);
  });

  test('without parameters (spec 001 §7.2) the contrast list is every colour choice once, by name, with no ratio', async () => {
    const answer = await call('csr@demo.local', 'GET', '/api/contrast');
    assert.equal(answer.statusCode, 200);
    const { hex, tonal, colors } = answer.json() as {
      hex: null;
      tonal: null;
      colors: { colorName: string; rgbHex: string; ratio: null; team: boolean }[];
    };
    assert.equal(hex, null);
    assert.equal(tonal, null);
    const swatches = await db().selectDistinct({ colorName: aiSwatches.colorName, rgbHex: aiSwatches.rgbHex }).from(aiSwatches);
    assert.equal(colors.length, swatches.length);
    assert.ok(colors.every((c) => c.ratio === null && !c.team));
    const names = colors.map((c) => c.colorName);
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b)),
    );
  });

  test('the contrast list is read by whoever may create or edit a licence design request: license_order, an artist manager without license_artist', async () => {
    // rep@ holds licenseOrder (no licence creation flag); viewer@ becomes an artist manager without licenseArtist.
    await db()
      .update(users)
      .set({ access: ['artistManager'] })
      .where(eq(users.email, 'viewer@demo.local'));
    for (const who of ['rep@demo.local', 'viewer@demo.local']) cookies.set(who, await signIn(t.app, who));
    for (const who of ['rep@demo.local', 'viewer@demo.local']) {
      const answer = await call(who, 'GET', '/api/contrast?hex=1D4ED8');
      assert.equal(answer.statusCode, 200, who);
      assert.equal(answer.json().hex, '1D4ED8');
      assert.ok(answer.json().colors.length > 0);
      // Reading the list is not creating a licence design.
      assert.equal((await call(who, 'POST', '/api/design/new/license', {})).statusCode, 403, who);
    }
    // Without any of those flags (an artist, order_edit without licence flags): 403.
    await db()
      .update(users)
      .set({ access: ['artist', 'orderEdit'] })
      .where(eq(users.email, 'viewer@demo.local'));
    cookies.set('viewer@demo.local', await signIn(t.app, 'viewer@demo.local'));
    assert.equal((await call('viewer@demo.local', 'GET', '/api/contrast?hex=1D4ED8')).statusCode, 403);
  });

  test('creates the design with its colours (the next id); the same design again is a 409 with the server text; a CC variation follows', async () => {
    const [team] = await db().select({ id: teams.id, leagueId: teams.leagueId }).from(teams).limit(1);
    const [player] = await db().select({ id: players.id }).from(players).where(eq(players.teamId, team.id)).limit(1);
    const body = {
      leagueId: team.leagueId,
      teamId: team.id,
      playerId: player.id,
      method: 'SCRP',
      primary: '#1d4ed8',
      secondary: 'FFFFFF',
      neutral: '111111',
      tonal: '',
      width: 10.5,
      height: 8,
      text: 'GO TEAM',
      comment: 'Home',
    };
    const created = await call('artmanager@demo.local', 'POST', '/api/design/new/license', body);
    assert.equal(created.statusCode, 200, created.body);
    const { id, variation } = created.json();
    assert.match(id, /^D\d+$/);
    assert.equal(variation, 1);
    const [row] = await db()
      .select()
      .from(designs)
      .where(and(eq(designs.id, id), eq(designs.variation, 1)));
    assert.deepEqual(
      [row.primaryHex, row.secondaryHex, row.neutralHex, row.tonalHex, row.widthIn, row.playerId, row.active],
      ['1D4ED8', 'FFFFFF', '111111', null, '10.50', player.id, true],
    );
    // No artwork is uploaded for a licence design: its art is drawn once, from its colours, and stored.
    assert.ok(row.imageKey && (await t.app.platform.files.exists(row.imageKey)), 'the drawn art is a stored file');
    assert.match((await t.app.platform.files.bytes(row.imageKey!)).toString(), /#1D4ED8/);
    const colors = await db().select().from(designColors).where(eq(designColors.designUid, row.uid)).orderBy(designColors.position);
    assert.deepEqual(
      colors.map((c) => [c.name, c.rgbHex]),
      [
        ['ROYAL BLUE', '1D4ED8'],
        ['WHITE', 'FFFFFF'],
        ['BLACK', '111111'],
      ],
    );
    assert.ok(colors.every((c) => c.swatchId));

    const again = await changesMadeBy(db(), () => call('csr@demo.local', 'POST', '/api/design/new/license', body));
    assert.deepEqual([again.result.statusCode, again.result.json().message], [409, fill(M.licenseDesignExists, { design: `${id}-1` })]);
    assert.deepEqual(again.committed, []);

    const cc = await call('csr@demo.local', 'POST', '/api/design/new/license', {
      ...body,
      secondary: 'FFB81C',
      parentId: id,
      tonal: tonalOf('1D4ED8'),
    });
    assert.deepEqual(cc.json(), { id, variation: 2 });
    const [ccRow] = await db()
      .select()
      .from(designs)
      .where(and(eq(designs.id, id), eq(designs.variation, 2)));
    assert.deepEqual([ccRow.cc, ccRow.parentId, ccRow.tonalHex], [true, `${id}-1`, tonalOf('1D4ED8')]);
  });

  test('refusals say why and change nothing; artists without licence flags may not create', async () => {
    const [team] = await db().select({ id: teams.id, leagueId: teams.leagueId }).from(teams).limit(1);
    const ok = {
      leagueId: team.leagueId,
      teamId: team.id,
      method: 'EMB',
      primary: 'C8102E',
      secondary: 'FFFFFF',
      neutral: '111111',
      width: 4,
      height: 4,
    };
    const cases: [unknown, number, string][] = [
      [{ ...ok, method: 'XX' }, 400, M.methodRequired],
      [{ ...ok, primary: '' }, 400, M.licenseColorsRequired],
      [{ ...ok, width: 0.2 }, 400, M.designSizeInvalid],
      [{ ...ok, width: 40.01 }, 400, M.designSizeInvalid],
      [{ ...ok, text: 'x'.repeat(23) }, 400, M.designTextTooLong],
      [{ ...ok, leagueId: team.leagueId + 999 }, 404, M.teamNotFound],
      [{ ...ok, playerId: 2_000_000 }, 400, M.playerNotOnTeam],
      [{ ...ok, parentId: 'NOPE' }, 404, M.designNotFound],
    ];
    for (const [body, status, message] of cases) {
      const refused = await changesMadeBy(db(), () => call('csr@demo.local', 'POST', '/api/design/new/license', body));
      assert.deepEqual([refused.result.statusCode, refused.result.json().message], [status, message], JSON.stringify(body));
      assert.deepEqual(refused.committed, []);
    }
    const artist = await call('artist@demo.local', 'POST', '/api/design/new/license', ok);
    assert.deepEqual([artist.statusCode, artist.json().message], [403, M.licenseCreateForbidden]);
  });
});
