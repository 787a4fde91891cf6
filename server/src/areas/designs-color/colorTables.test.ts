import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { DESIGN_COLOR_MESSAGES, messages } from '@portal/shared/core';
import { changesMadeBy } from '../../../test/dbChanges';
import { createTestApp, signIn, type TestApp } from '../../../test/harness';
import { aiSwatches, printerColorMappings } from '../../db/tables/designs-color';

// The AI swatch library and printer colour mappings on the server (spec 001 §2.4, §2.5, §4.3, §5.4,
// §5.5, §7.4, §7.5): paging and search in SQL, artist_manager writes, locked libraries, swatches in use,
// hex rules, only the changed fields of an update.

let t: TestApp;
const cookies = new Map<string, string>();
before(async () => {
  t = await createTestApp();
  for (const who of ['artist@demo.local', 'artmanager@demo.local', 'rep@demo.local']) cookies.set(who, await signIn(t.app, who));
});
after(() => t.close());
const db = () => t.database.db;
const call = (as: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie: cookies.get(as)! }, ...(payload !== undefined ? { payload: payload as object } : {}) });
const SW = '/api/production/ai_swatches_admin';
const PM = '/api/production/printer_color_mappings';

describe('AI swatches', () => {
  test('the table pages 50/100/200 with a total and the libraries (locked league libraries among them)', async () => {
    const page = (await call('artist@demo.local', 'GET', `${SW}?rowsPerPage=100&page=1&orderBy=colorName`)).json();
    assert.equal(page.swatches.length, 100);
    assert.ok(page.total > 100);
    assert.ok(page.libraries.some((l: { name: string; lock: boolean }) => l.name === 'STOCK COLORS' && !l.lock));
    assert.ok(page.libraries.some((l: { lock: boolean }) => l.lock));
    const odd = (await call('artist@demo.local', 'GET', `${SW}?rowsPerPage=7`)).json();
    assert.equal(odd.swatches.length, 50);
    const blue = (await call('artist@demo.local', 'GET', `${SW}?search=royal%20stock`)).json();
    assert.deepEqual(
      blue.swatches.map((s: { colorName: string; libraryName: string }) => `${s.libraryName}/${s.colorName}`),
      ['STOCK COLORS/ROYAL BLUE'],
    );
  });

  test('non-admins read every swatch from /ai_swatches with library and group on request; the rep may not see the admin table', async () => {
    const all = (await call('rep@demo.local', 'GET', '/api/production/ai_swatches?library=1&group=1')).json();
    assert.ok(all.length > 20 && all[0].libraryName && 'groupName' in all[0]);
    const bare = (await call('rep@demo.local', 'GET', '/api/production/ai_swatches')).json();
    assert.equal('libraryName' in bare[0], false);
    assert.equal((await call('rep@demo.local', 'GET', SW)).statusCode, 403);
  });

  test('an artist manager adds a library with rows, names upper-cased; a duplicate row in the group is refused', async () => {
    const response = await call('artmanager@demo.local', 'POST', SW, {
      libraryName: 'Fall Promo',
      swatches: [
        { colorName: 'pumpkin', rgbHex: '#ff7518', groupName: 'oranges' },
        { colorName: 'Ink', rgbHex: '1a1a2e' },
      ],
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(
      response
        .json()
        .map((s: { colorName: string; rgbHex: string; groupName: string; libraryName: string }) => [
          s.libraryName,
          s.groupName,
          s.colorName,
          s.rgbHex,
        ]),
      [
        ['FALL PROMO', 'ORANGES', 'PUMPKIN', 'FF7518'],
        ['FALL PROMO', '', 'INK', '1A1A2E'],
      ],
    );
    const again = await changesMadeBy(db(), () =>
      call('artmanager@demo.local', 'POST', SW, {
        libraryName: 'FALL PROMO',
        swatches: [{ colorName: 'PUMPKIN', rgbHex: '000000', groupName: 'ORANGES' }],
      }),
    );
    assert.equal(again.result.statusCode, 400);
    assert.equal(again.result.json().message, messages.colorExists);
    assert.deepEqual(again.committed, []);
  });

  test('spec 001 §5.4 messages: name required, hex exactly 6, library required, at least one row; artists may not write', async () => {
    for (const [body, message] of [
      [{ libraryName: 'X', swatches: [{ colorName: ' ', rgbHex: '000000' }] }, messages.colorNameRequired],
      [{ libraryName: 'X', swatches: [{ colorName: 'A', rgbHex: '00000' }] }, messages.invalidRgbHex],
      [{ libraryName: 'X', swatches: [{ colorName: 'A', rgbHex: '000000000000' }] }, messages.invalidRgbHex],
      [{ libraryName: '', swatches: [{ colorName: 'A', rgbHex: '000000' }] }, messages.libraryRequired],
      [{ libraryName: 'X', swatches: [] }, DESIGN_COLOR_MESSAGES.rowRequired],
    ] as const) {
      const r = await call('artmanager@demo.local', 'POST', SW, body);
      assert.equal(r.statusCode, 400, JSON.stringify(body));
      assert.equal(r.json().message, message);
    }
    const artist = await call('artist@demo.local', 'POST', SW, { libraryName: 'X', swatches: [{ colorName: 'A', rgbHex: '000000' }] });
    assert.equal(artist.statusCode, 403);
  });

  test('edit changes only the fields sent; a locked library refuses edit and delete with 409', async () => {
    const r = await call('artmanager@demo.local', 'PUT', SW, {
      colorName: 'INK',
      libraryName: 'FALL PROMO',
      groupName: '',
      updates: { rgbHex: '222244' },
    });
    assert.equal(r.statusCode, 200);
    assert.equal(r.json().rgbHex, '222244');
    const [locked] = (await call('artmanager@demo.local', 'GET', SW)).json().libraries.filter((l: { lock: boolean }) => l.lock);
    const [inLocked] = (await call('artmanager@demo.local', 'GET', `/api/production/ai_swatches?library=1&group=1`))
      .json()
      .filter((s: { libraryName: string }) => s.libraryName === locked.name);
    const edit = await call('artmanager@demo.local', 'PUT', SW, {
      colorName: inLocked.colorName,
      libraryName: locked.name,
      groupName: inLocked.groupName,
      updates: { rgbHex: '000000' },
    });
    assert.equal(edit.statusCode, 409);
    assert.equal(edit.json().message, DESIGN_COLOR_MESSAGES.libraryLocked);
    const del = await call(
      'artmanager@demo.local',
      'DELETE',
      `${SW}?colorName=${encodeURIComponent(inLocked.colorName)}&libraryName=${encodeURIComponent(locked.name)}&groupName=${encodeURIComponent(inLocked.groupName)}`,
    );
    assert.equal(del.statusCode, 409);
  });

  test('delete: 204 for an unused swatch, 409 with the spec text for one a design uses', async () => {
    const gone = await call('artmanager@demo.local', 'DELETE', SW, {
      colorName: 'PUMPKIN',
      libraryName: 'FALL PROMO',
      groupName: 'ORANGES',
    });
    assert.equal(gone.statusCode, 204);
    assert.equal((await db().select().from(aiSwatches).where(eq(aiSwatches.colorName, 'PUMPKIN'))).length, 0);
    const used = await changesMadeBy(db(), () =>
      call('artmanager@demo.local', 'DELETE', `${SW}?colorName=ROYAL%20BLUE&libraryName=STOCK%20COLORS&groupName=BLUES`),
    );
    assert.equal(used.result.statusCode, 409);
    assert.equal(used.result.json().message, 'Cannot delete a swatch that has been used in a design.');
    assert.deepEqual(used.committed, []);
  });
});

describe('printer colour mappings', () => {
  test('page 0 is the first, newest change first by default; search words must all match name or equivalent', async () => {
    const first = (await call('artist@demo.local', 'GET', `${PM}?page=0`)).json();
    const times = first.mappings.map((m: { updatedAt: string }) => Date.parse(m.updatedAt));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
    assert.equal(first.total, first.mappedNames.length);
    const asc = (await call('artist@demo.local', 'GET', `${PM}?page=0&orderBy=colorName&desc=0`)).json();
    assert.deepEqual(
      asc.mappings.map((m: { colorName: string }) => m.colorName),
      [...asc.mappings.map((m: { colorName: string }) => m.colorName)].sort(),
    );
    const words = (await call('artist@demo.local', 'GET', `${PM}?search=${encodeURIComponent('  blue   royal ')}`)).json();
    assert.deepEqual(
      words.mappings.map((m: { colorName: string }) => m.colorName),
      ['ROYAL BLUE'],
    );
    assert.equal(words.mappings[0].displayHex, '1D4ED8');
    const navy = (await call('artist@demo.local', 'GET', `${PM}?search=navy`)).json();
    assert.equal(navy.mappings[0].displayHex, '1E2A4A');
  });

  test('add a library colour not yet mapped; a mapped one is 409; hex must be empty or 6 characters', async () => {
    const names = (await call('artmanager@demo.local', 'GET', PM)).json().mappedNames as string[];
    assert.ok(!names.includes('TAN'));
    const bad = await call('artmanager@demo.local', 'POST', PM, { colorName: 'TAN', epsonT7270: 'ABC' });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().message, messages.invalidRgbHex);
    const added = await call('artmanager@demo.local', 'POST', PM, {
      colorName: 'tan',
      audleyS2070_3_4: 'c8a97e',
      epsonT7270: '',
      epsonF6470: '',
      roqNow: '',
      equivalent: 'SILVER',
    });
    assert.equal(added.statusCode, 200);
    assert.equal(added.json().audleyS2070_3_4, 'C8A97E');
    assert.equal((await call('artmanager@demo.local', 'POST', PM, { colorName: 'TAN' })).statusCode, 409);
    assert.equal(
      (await call('artmanager@demo.local', 'POST', PM, { colorName: 'NOT A SWATCH' })).json().message,
      DESIGN_COLOR_MESSAGES.unknownColor,
    );
  });

  test('update writes only the fields sent; artists may read but not write', async () => {
    const before = (await db().select().from(printerColorMappings).where(eq(printerColorMappings.colorName, 'TAN')))[0];
    const r = await call('artmanager@demo.local', 'PUT', PM, { colorName: 'TAN', roqNow: 'AABBCC' });
    assert.equal(r.statusCode, 200);
    const after = (await db().select().from(printerColorMappings).where(eq(printerColorMappings.colorName, 'TAN')))[0];
    assert.deepEqual({ ...after, updatedAt: null }, { ...before, roqNow: 'AABBCC', updatedAt: null });
    const audit = (await db().execute(
      sql`select changes from audit_log where subject = 'printer_color_mapping' and subject_id = ${after.id} and action = 'update'`,
    )) as unknown as { rows: { changes: Record<string, unknown> }[] };
    assert.deepEqual(Object.keys(audit.rows[0].changes), ['roq_now']);
    assert.equal((await call('artist@demo.local', 'PUT', PM, { colorName: 'TAN', roqNow: '000000' })).statusCode, 403);
  });
});
