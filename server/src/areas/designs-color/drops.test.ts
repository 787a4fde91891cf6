import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { DESIGN_COLOR_MESSAGES } from '@portal/shared/core';
import { createTestApp, signIn, type TestApp } from '../../../test/harness';
import { drops as dropsTable } from '../../db/tables/designs-color';

// The drops catalogue on the server (spec 002 "Drops", §7 dropsV2, §9): usage derived from orders and
// the default sort (descending), the filters (active, method, logoRequired, tags), search columns,
// and the total: -1 for a full page, else exact.

let t: TestApp;
let cookie = '';
before(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, 'rep@demo.local');
});
after(() => t.close());

type DropRow = {
  id: number;
  code: string;
  name: string;
  usage: number;
  active: boolean;
  logoRequired: boolean;
  tags: string[];
  methods: { id: string; name: string }[];
  image: string | null;
};
async function drops(vars: Record<string, unknown> = {}): Promise<{ total: number; drops: DropRow[] }> {
  const query = `query($page: Int, $search: String, $searchCol: String, $filters: DropFiltersInput, $orderBy: String, $orderByOrder: String) {
    dropsV2(page: $page, search: $search, searchCol: $searchCol, filters: $filters, orderBy: $orderBy, orderByOrder: $orderByOrder) {
      total drops { id code name usage active logoRequired tags methods { id name } image } } }`;
  const response = await t.app.inject({ method: 'POST', url: '/gql', headers: { cookie }, payload: { query, variables: vars } });
  const body = response.json();
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data.dropsV2;
}

describe('dropsV2', () => {
  test("sorted by usage, most used first; usage counts the order items of the drop's designs", async () => {
    const page = await drops();
    assert.ok(page.drops.length > 10);
    const usages = page.drops.map((d) => d.usage);
    assert.deepEqual(
      usages,
      [...usages].sort((a, b) => b - a),
    );
    const top = page.drops[0];
    const counted = (await t.database.db.execute(
      sql`select count(*)::int as n from order_items oi join designs d on d.id = oi.design_id and d.variation = oi.design_variation where d.code = ${top.code}`,
    )) as unknown as { rows: { n: number }[] };
    assert.equal(top.usage, counted.rows[0].n);
    assert.ok(top.usage > 0);
    // A short page: the total is exact.
    assert.equal(page.total, page.drops.length);
    const asc = await drops({ orderByOrder: 'asc' });
    assert.deepEqual(
      asc.drops.map((d) => d.usage),
      [...usages].sort((a, b) => a - b),
    );
  });

  test('usage is kept by the writes that change it: items added, moved and removed, a design re-coded, a new drop', async () => {
    const db = t.database.db;
    const rows = async <T>(q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;
    const counted = async (code: string) =>
      (
        await rows<{ n: number }>(
          sql`select count(*)::int as n from order_items oi join designs d on d.id = oi.design_id and d.variation = oi.design_variation where d.code = ${code}`,
        )
      )[0].n;
    const usageOf = async (code: string) =>
      (await db.select({ usage: dropsTable.usage }).from(dropsTable).where(eq(dropsTable.code, code)))[0].usage;
    // After the seed every drop holds its count.
    const mismatched = await rows<{ code: string }>(
      sql`select code from drops d where usage <> (select count(*) from order_items oi join designs ds on ds.id = oi.design_id and ds.variation = oi.design_variation where ds.code = d.code)`,
    );
    assert.deepEqual(mismatched, []);
    const [a, b] = (await drops()).drops;
    const [design] = await rows<{ id: string; variation: number }>(sql`select id, variation from designs where code = ${a.code} limit 1`);
    const [other] = await rows<{ id: string; variation: number }>(sql`select id, variation from designs where code = ${b.code} limit 1`);
    const [item] = await rows<{ id: number }>(sql`select id from order_items limit 1`);
    const before = { a: await usageOf(a.code), b: await usageOf(b.code) };
    const audits = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from audit_log where table_name = 'drops'`))[0].n;
    const auditsBefore = await audits();
    // Two items added in one statement, one moved to the other drop's design, one removed.
    const added = await rows<{
      id: number;
    }>(sql`insert into order_items (order_id, line, style_code, name, color, color_code, image_key, price_cents, final_price_cents, design_id, design_variation)
      select order_id, line + 1000 + g, style_code, name, color, color_code, image_key, price_cents, final_price_cents, ${design.id}, ${design.variation}
        from order_items, generate_series(1, 2) g where id = ${item.id} returning id`);
    assert.equal(await usageOf(a.code), before.a + 2);
    await db.execute(sql`update order_items set design_id = ${other.id}, design_variation = ${other.variation} where id = ${added[0].id}`);
    assert.deepEqual([await usageOf(a.code), await usageOf(b.code)], [before.a + 1, before.b + 1]);
    await db.execute(sql`delete from order_items where id = ${added[1].id}`);
    assert.equal(await usageOf(a.code), before.a);
    // The other design moves to drop a with its items.
    const otherItems = (
      await rows<{ n: number }>(
        sql`select count(*)::int as n from order_items where design_id = ${other.id} and design_variation = ${other.variation}`,
      )
    )[0].n;
    await db.execute(sql`update designs set code = ${a.code} where id = ${other.id} and variation = ${other.variation}`);
    assert.deepEqual([await usageOf(a.code), await usageOf(b.code)], [before.a + otherItems, before.b + 1 - otherItems]);
    for (const code of [a.code, b.code]) assert.equal(await usageOf(code), await counted(code));
    // A new drop whose code designs already carry starts with their items.
    await db.execute(sql`update designs set code = 'ZZUSAGE' where id = ${other.id} and variation = ${other.variation}`);
    await db.execute(sql`insert into drops (code, name, width_in, height_in, created_at) values ('ZZUSAGE', 'Usage test', 4, 4, now())`);
    assert.equal(await usageOf('ZZUSAGE'), otherItems);
    // The counter is bookkeeping: its changes leave no audit trace (the new drop's insert does).
    assert.equal(await audits(), auditsBefore + 1);
  });

  test('filters: method (SCRP for /drops_screen), active, logo required, tags', async () => {
    const screen = await drops({ filters: { method: ['SCRP'] } });
    assert.ok(screen.drops.length > 0 && screen.drops.every((d) => d.methods.some((m) => m.id === 'SCRP' && m.name === 'Screen Print')));
    const inactive = await drops({ filters: { active: ['false'] } });
    assert.ok(inactive.drops.length > 0 && inactive.drops.every((d) => !d.active));
    const both = await drops({ filters: { active: ['true', 'false'] } });
    assert.equal(both.drops.length, (await drops()).drops.length);
    const logo = await drops({ filters: { logoRequired: ['true'] } });
    assert.ok(logo.drops.length > 0 && logo.drops.every((d) => d.logoRequired));
    const tag = (await drops()).drops[0].tags[0];
    const tagged = await drops({ filters: { tags: [tag] } });
    assert.ok(tagged.drops.every((d) => d.tags.includes(tag)));
  });

  test('searches the id by default, the name when asked; a drop shows the artwork of one of its designs', async () => {
    const all = (await drops()).drops;
    const one = all.find((d) => d.image)!;
    assert.match(one.image!, /^\/Images\/Designs\/.+-\d+\.svg$/);
    assert.deepEqual(
      (await drops({ search: String(one.id) })).drops.map((d) => d.id),
      [one.id],
    );
    const byName = await drops({ search: one.name.split(' ')[0], searchCol: 'name' });
    assert.ok(byName.drops.some((d) => d.id === one.id));
  });
});

describe('add a drop (dropManager)', () => {
  test('adds an active drop with the audit entry; a taken code is 409; bad input 400; others 403', async () => {
    const admin = await signIn(t.app, 'admin@demo.local');
    const post = (cookie: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/drops', headers: { cookie }, payload: payload as object });
    const body = {
      code: 'dr-test1',
      name: 'Test Drop',
      width: 12,
      height: 10.5,
      methods: ['SCRP', 'DTF'],
      lines: ['Tees'],
      startDate: '2026-03-01',
      endDate: '2026-06-30',
      logoRequired: true,
      locationIds: [1, 3],
      tags: ['retro'],
    };
    const created = await post(admin, body);
    assert.equal(created.statusCode, 200, created.body);
    assert.equal(created.json().code, 'DR-TEST1');
    const [row] = await t.database.db.select().from(dropsTable).where(eq(dropsTable.code, 'DR-TEST1'));
    assert.deepEqual(
      [row.active, row.methods, row.widthIn, row.logoRequired, row.locationIds],
      [true, ['SCRP', 'DTF'], '12.00', true, [1, 3]],
    );
    const audit = (await t.database.db.execute(
      sql`select count(*)::int as n from audit_log where subject = 'drop' and subject_id = ${row.id}`,
    )) as unknown as { rows: { n: number }[] };
    assert.equal(audit.rows[0].n, 1);
    const again = await post(admin, body);
    assert.deepEqual([again.statusCode, again.json().message], [409, DESIGN_COLOR_MESSAGES.dropCodeExists]);
    for (const [bad, message] of [
      [{ ...body, code: 'DR TEST' }, DESIGN_COLOR_MESSAGES.dropCodeRequired],
      [{ ...body, code: 'DR-X2', methods: [] }, DESIGN_COLOR_MESSAGES.dropMethodRequired],
      [{ ...body, code: 'DR-X3', endDate: '2026-02-01' }, DESIGN_COLOR_MESSAGES.dropDatesInvalid],
      [{ ...body, code: 'DR-X4', locationIds: [9] }, DESIGN_COLOR_MESSAGES.dropLocationInvalid],
    ] as const) {
      const refused = await post(admin, bad);
      assert.deepEqual([refused.statusCode, refused.json().message], [400, message]);
    }
    const artmanager = await signIn(t.app, 'artmanager@demo.local');
    assert.deepEqual([(await post(artmanager, body)).statusCode], [403]);
  });
});
