import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { contrastRatio, DESIGN_COLOR_MESSAGES, messages, ORDER_STATUS } from '@portal/shared/core';
import { changesMadeBy } from '../../../test/dbChanges';
import { createTestApp, gqlAs, type TestApp } from '../../../test/harness';
import { orderItems, orders } from '../../db/tables/orders';
import { requestedDesign } from './designsTestKit';
import { createRequestedDesign } from './requestedDesign';
import { designs } from '../../db/tables/designs-color';

// The designs lists on the server (spec 001 §2.3, §4.3, §5.3, §7.3, §9): designs(...) paging, the
// default sort and Active filter, the search columns, the filter options, designV2, the artwork,
// and bulk disable (comment rules, refused with the list of orders while a design is in use).

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());
const db = () => t.database.db;
const gql = gqlAs(() => t);
const cookieOf = gql.cookie;
const LIST = `query($page: Int, $order: String, $orderBy: String, $search: String, $searchCol: String, $filter: DesignFilterInput, $dropship: Boolean) {
  designs(page: $page, order: $order, orderBy: $orderBy, search: $search, searchCol: $searchCol, filter: $filter, dropship: $dropship) {
    total designs { id variation image active stock createdAt customer teamName method colors { rgbHex name } } } }`;
const list = async (as: string, vars: Record<string, unknown> = {}) =>
  (await gql(as, LIST, vars)).data.designs as { total: number; designs: any[] };
const disable = async (as: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/design/disable/bulk', headers: { cookie: await cookieOf(as) }, payload: payload as object });

/** A design on an Approved order (in use) and one on none. */
async function inUseAndFree() {
  const [used] = await db()
    .select({ id: designs.id, variation: designs.variation, orderId: orders.id, number: orders.number })
    .from(designs)
    .innerJoin(orderItems, and(eq(orderItems.designId, designs.id), eq(orderItems.designVariation, designs.variation)))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.status, ORDER_STATUS.Approved), eq(designs.active, true)))
    .limit(1);
  const [free] = await db()
    .select({ id: designs.id, variation: designs.variation })
    .from(designs)
    .where(and(eq(designs.active, true), sql`not exists (select 1 from order_items oi where oi.design_id = ${designs.id})`))
    .limit(1);
  return { used, free };
}

describe('designs list', () => {
  test('page 1 holds 50 active designs, oldest first, with the total (spec 001 §9 created_at ascending, Active=Yes)', async () => {
    const page = await list('artist@demo.local');
    assert.equal(page.designs.length, 50);
    assert.ok(page.designs.every((d) => d.active));
    const times = page.designs.map((d) => Date.parse(d.createdAt));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => a - b),
    );
    const [{ n }] = await db().select({ n: sql<number>`count(*)::int` }).from(designs).where(eq(designs.active, true));
    assert.equal(page.total, n);
  });

  test('active "all" lists inactive designs too; "N" only them', async () => {
    const all = await list('artist@demo.local', { filter: { active: 'all' } });
    const inactive = await list('artist@demo.local', { filter: { active: 'N' } });
    const active = await list('artist@demo.local');
    assert.ok(inactive.total > 0);
    assert.equal(all.total, active.total + inactive.total);
    assert.ok(inactive.designs.every((d) => !d.active));
  });

  test('dropship lists design stock only; page 2 follows page 1 without overlap; desc reverses', async () => {
    const stock = await list('artist@demo.local', { dropship: true });
    assert.ok(stock.total > 0 && stock.designs.every((d) => d.stock));
    const p1 = await list('artist@demo.local', { filter: { active: 'all' } });
    const p2 = await list('artist@demo.local', { filter: { active: 'all' }, page: 2 });
    const keys1 = new Set(p1.designs.map((d) => `${d.id}-${d.variation}`));
    assert.ok(p2.designs.every((d) => !keys1.has(`${d.id}-${d.variation}`)));
    const newest = await list('artist@demo.local', { order: 'desc' });
    assert.ok(Date.parse(newest.designs[0].createdAt) >= Date.parse(newest.designs[49].createdAt));
  });

  test('searches the Design ID by prefix (the default column) and the team by name', async () => {
    const first = (await list('artist@demo.local')).designs[0];
    const byId = await list('artist@demo.local', { search: `${first.id}-${first.variation}` });
    assert.deepEqual(
      byId.designs.map((d) => `${d.id}-${d.variation}`),
      [`${first.id}-${first.variation}`],
    );
    const withTeam = (await list('artmanager@demo.local')).designs.find((d) => d.teamName)!;
    const byTeam = await list('artmanager@demo.local', { search: withTeam.teamName.slice(0, 5), searchCol: 'team' });
    assert.ok(
      byTeam.designs.length > 0 &&
        byTeam.designs.every((d) => d.teamName?.toLowerCase().includes(withTeam.teamName.slice(0, 5).toLowerCase())),
    );
  });

  test('filters by method and by team', async () => {
    const sub = await list('artist@demo.local', { filter: { method: ['SUB'] } });
    assert.ok(sub.total > 0 && sub.designs.every((d) => d.method === 'SUB'));
    const options = (await gql('artist@demo.local', '{ designFilter { team { id name } method { code name } customer { numb } } }')).data
      .designFilter;
    assert.deepEqual(
      options.method.map((m: { code: string }) => m.code),
      ['EMB', 'SCRP', 'SUB', 'DTF'],
    );
    const team = options.team[0];
    const byTeam = await list('artmanager@demo.local', { filter: { team: [team.id], active: 'all' } });
    assert.ok(byTeam.total > 0 && byTeam.designs.every((d) => d.teamName === team.name));
  });

  test("designFilter's stock (spec 001 §3.3): the Stock values present among the caller's designs", async () => {
    const { data } = await gql('artist@demo.local', '{ designFilter { stock } }');
    const present = (await db().execute(sql`select distinct stock from designs order by stock desc`)) as unknown as {
      rows: { stock: boolean }[];
    };
    assert.deepEqual(
      data.designFilter.stock,
      present.rows.map((r) => (r.stock ? 'Y' : 'N')),
    );
    assert.ok(data.designFilter.stock.length > 0);
  });

  test('the showcase lists showcased designs only, searched by tag', async () => {
    const q = `query($search: String, $searchCol: String) { designs(showcase: true, search: $search, searchCol: $searchCol) { designs { id tags showcase } } }`;
    const all = (await gql('rep@demo.local', q)).data.designs.designs as { id: string; tags: string[]; showcase: boolean }[];
    assert.ok(all.length > 0 && all.every((d) => d.showcase));
    const tag = all.find((d) => d.tags.length)!.tags[0];
    const byTag = (await gql('rep@demo.local', q, { search: tag, searchCol: 'tags' })).data.designs.designs as {
      tags: string[];
      showcase: boolean;
    }[];
    assert.ok(byTag.length > 0 && byTag.every((d) => d.showcase && d.tags.some((t) => t.includes(tag))));
  });

  test('designV2 answers one design with its colours; an unknown one is null', async () => {
    const first = (await list('csr@demo.local')).designs[0];
    const one = await gql(
      'csr@demo.local',
      'query($id: String!, $v: Int!) { designV2(id: $id, variation: $v) { id variation colors { rgbHex name } image } }',
      { id: first.id, v: first.variation },
    );
    assert.equal(one.data.designV2.id, first.id);
    assert.ok(one.data.designV2.colors.length >= 2);
    const none = await gql('csr@demo.local', '{ designV2(id: "NOPE", variation: 1) { id } }');
    assert.equal(none.data.designV2, null);
  });

  test('each user is sent the columns and filter options their screen shows (spec 001 §6), nothing more', async () => {
    const q = `query { designs(filter: { active: "all" }) { designs { customer customerName leagueName teamName playerName
      league { id } team { id } player { id } same showcasedBy } }
      designFilter { league { id } team { id } } }`;
    const answer = async (as: string) =>
      (await gql(as, q)).data as {
        designs: { designs: Record<string, string | null>[] };
        designFilter: { league: unknown[]; team: unknown[] };
      };
    // The customer account: its own customers' designs, without customer names or licence fields.
    const customer = await answer('customer@demo.local');
    assert.ok(customer.designs.designs.length > 0);
    assert.ok(
      customer.designs.designs.every(
        (d) =>
          d.customerName === null &&
          d.leagueName === null &&
          d.teamName === null &&
          d.playerName === null &&
          d.league === null &&
          d.team === null &&
          d.player === null &&
          d.same === null &&
          d.showcasedBy === null,
      ),
    );
    assert.deepEqual(customer.designFilter.league, []);
    // An artist reads the customer columns, not the licence ones; an artist manager (license_artist) both.
    const artist = await answer('artist@demo.local');
    assert.ok(artist.designs.designs.some((d) => d.customerName !== null));
    assert.ok(artist.designs.designs.every((d) => d.leagueName === null && d.teamName === null && d.team === null && d.same === null));
    const manager = await answer('artmanager@demo.local');
    assert.ok(manager.designs.designs.some((d) => d.customerName !== null) && manager.designs.designs.some((d) => d.teamName !== null));
    assert.ok(manager.designs.designs.some((d) => d.team !== null) && manager.designs.designs.every((d) => d.same !== null));
    assert.ok(manager.designFilter.league.length > 0);
  });

  test('designV2 carries every field of spec 001 §3.3, read from the row (the licence and showcase fields included)', async () => {
    const SPEC = `prototype pattern tonal tonalHex methodDesc colorCode colorVar prodImage pmsImage workingImage
      league { id name } team { id name } player { id name } showcasedBy hasText contrast same primary secondary text cc parentId`;
    const one = async (as: string, id: string, v: number) =>
      (await gql(as, `query($id: String!, $v: Int!) { designV2(id: $id, variation: $v) { ${SPEC} } }`, { id, v })).data.designV2;
    // A showcased licence design with a player, text and a colour-coordinated parent; and a pattern.
    const [licence] = (
      (await db().execute(sql`
        update designs set cc = true, parent_id = id || '-1', pms_image = 'pms-test.png', tonal_hex = '112233', prototype = true,
          text = 'GO TEAM', showcase = true, showcased_by = (select id from users where email = 'artist@demo.local'),
          player_id = (select min(p.id) from players p where p.team_id = designs.team_id)
        where uid = (select d.uid from designs d where d.team_id is not null and exists (select 1 from players p where p.team_id = d.team_id)
          and d.primary_hex is not null and d.secondary_hex is not null
          -- one on an order: never the design the disable test picks (one on no order), whose audit rows it counts
          and exists (select 1 from order_items oi where oi.design_id = d.id) order by d.uid limit 1)
        returning id, variation, league_id, team_id, player_id, primary_hex, secondary_hex, method`)) as unknown as {
        rows: {
          id: string;
          variation: number;
          league_id: number;
          team_id: number;
          player_id: number;
          primary_hex: string;
          secondary_hex: string;
          method: string;
        }[];
      }
    ).rows;
    assert.ok(licence, 'the seed has a licence design on an order');
    const names = (
      (await db().execute(sql`
        select l.name league, t.name team, p.name player, u.name curator from designs d join leagues l on l.id = d.league_id
        join teams t on t.id = d.team_id join players p on p.id = d.player_id join users u on u.id = d.showcased_by
        where d.id = ${licence.id} and d.variation = ${licence.variation}`)) as unknown as {
        rows: { league: string; team: string; player: string; curator: string }[];
      }
    ).rows[0];
    const manager = await one('artmanager@demo.local', licence.id, licence.variation);
    assert.equal(manager.prototype, true);
    assert.equal(manager.tonal, '112233');
    assert.equal(manager.tonalHex, '112233');
    assert.equal(manager.colorCode, licence.id);
    assert.equal(manager.colorVar, 1);
    assert.equal(manager.pmsImage, '/Images/PMS/pms-test.png');
    assert.deepEqual(manager.league, { id: licence.league_id, name: names.league });
    assert.deepEqual(manager.team, { id: licence.team_id, name: names.team });
    assert.deepEqual(manager.player, { id: licence.player_id, name: names.player });
    assert.equal(manager.showcasedBy, names.curator);
    assert.equal(manager.hasText, true);
    assert.equal(manager.contrast, Math.round(contrastRatio(licence.primary_hex, licence.secondary_hex) * 100) / 100);
    assert.match(manager.methodDesc, /, up to \d+ x \d+ in$/);
    assert.equal(manager.same, false);
    // An active twin (same team, player, method and colours) makes both the same.
    await db().execute(sql`
      insert into designs (id, variation, method, league_id, team_id, player_id, primary_hex, secondary_hex, neutral_hex, width_in, height_in, created_at, updated_at)
      select 'TWIN1', 1, method, league_id, team_id, player_id, primary_hex, secondary_hex, neutral_hex, width_in, height_in, now(), now()
      from designs where id = ${licence.id} and variation = ${licence.variation}`);
    assert.equal((await one('artmanager@demo.local', licence.id, licence.variation)).same, true);
    assert.equal((await one('artmanager@demo.local', 'TWIN1', 1)).same, true);
    // Gone again: an active design on no order is what the disable test picks.
    await db().execute(sql`delete from designs where id = 'TWIN1'`);
    // A sublimation pattern, no text: pattern and hasText as stored.
    const [pattern] = (
      (await db().execute(
        sql`select id, variation from designs where pattern and (text is null or text = '') order by uid limit 1`,
      )) as unknown as {
        rows: { id: string; variation: number }[];
      }
    ).rows;
    assert.ok(pattern, 'the seed has pattern designs');
    const p = await one('csr@demo.local', pattern.id, pattern.variation);
    assert.equal(p.pattern, true);
    assert.equal(p.hasText, false);
    assert.equal(p.colorCode, null);
  });

  test("a customer user sees only their own customers' designs", async () => {
    const page = await list('customer@demo.local', { filter: { active: 'all' } });
    const mine = (await db().execute(
      sql`select customer_numb from user_customers uc join users u on u.id = uc.user_id where u.email = 'customer@demo.local'`,
    )) as unknown as { rows: { customer_numb: string }[] };
    const allowed = new Set(mine.rows.map((r) => r.customer_numb));
    assert.ok(page.designs.every((d) => allowed.has(d.customer)));
  });

  test("a rep sees their own customers' designs, licence designs and the showcase: not another rep's customers' designs", async () => {
    const counted = async (where: ReturnType<typeof sql>) =>
      ((await db().execute(sql`select count(*)::int as n from designs d where ${where}`)) as unknown as { rows: { n: number }[] }).rows[0]
        .n;
    const rep101 = sql`(d.customer_numb in (select numb from customers where rep_code = '101') or d.customer_numb is null or d.showcase)`;
    // The total from design_counts and the rows' own count (a search takes the rows' path) agree with the rule.
    assert.equal((await list('rep@demo.local', { filter: { active: 'all' } })).total, await counted(rep101));
    assert.equal(
      (await list('rep@demo.local', { search: 'D', filter: { active: 'all' } })).total,
      await counted(sql`${rep101} and d.id like 'D%'`),
    );
    const [theirs] = (
      (await db().execute(sql`
      select d.id, d.variation, d.customer_numb as customer from designs d join customers c on c.numb = d.customer_numb
      where c.rep_code = '102' and not d.showcase
        and not exists (select 1 from designs s where s.customer_numb = d.customer_numb and s.showcase)
      order by d.id limit 1`)) as unknown as {
        rows: { id: string; variation: number; customer: string }[];
      }
    ).rows;
    const detail = await gql('rep@demo.local', 'query($id: String!, $v: Int!) { designV2(id: $id, variation: $v) { id } }', {
      id: theirs.id,
      v: theirs.variation,
    });
    assert.equal(detail.data.designV2, null);
    const artOf = async (as: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/Images/Designs/${theirs.id}-${theirs.variation}.svg`,
          headers: { cookie: await cookieOf(as) },
        })
      ).statusCode;
    assert.equal(await artOf('rep@demo.local'), 404);
    const options = (await gql('rep@demo.local', '{ designFilter { customer { numb } } }')).data.designFilter.customer as {
      numb: string;
    }[];
    assert.ok(!options.some((c) => c.numb === theirs.customer), 'the Customer filter offers no customer of rep 102');
    // Their own rep sees it.
    assert.equal(await artOf('rep2@demo.local'), 200);
  });

  test('the total, summed from design_counts for the counted filters, equals a count of the designs, before and after a write', async () => {
    const counted = async (where: ReturnType<typeof sql>) =>
      ((await db().execute(sql`select count(*)::int as n from designs where ${where}`)) as unknown as { rows: { n: number }[] }).rows[0].n;
    const [some] = await db()
      .select({ customer: designs.customerNumb, method: designs.method })
      .from(designs)
      .where(sql`${designs.customerNumb} is not null`)
      .limit(1);
    const cases: [Record<string, unknown>, ReturnType<typeof sql>][] = [
      [{}, sql`active`],
      [{ filter: { active: 'all' } }, sql`true`],
      [{ filter: { active: 'N' } }, sql`not active`],
      [{ dropship: true }, sql`active and stock`],
      [{ filter: { active: 'Y', method: ['SCRP', 'SUB'], stock: 'N' } }, sql`active and method in ('SCRP', 'SUB') and not stock`],
      [{ filter: { active: 'all', customer: [some.customer] } }, sql`customer_numb = ${some.customer}`],
    ];
    const check = async () => {
      for (const [vars, where] of cases)
        assert.equal((await list('artmanager@demo.local', vars)).total, await counted(where), JSON.stringify(vars));
    };
    await check();
    const { free } = await inUseAndFree();
    assert.equal(
      (await disable('csr@demo.local', { designs: [{ id: free.id, variation: free.variation }], comment: 'Counted' })).statusCode,
      200,
    );
    await db()
      .update(designs)
      .set({ method: some.method === 'SUB' ? 'EMB' : 'SUB' })
      .where(and(eq(designs.id, free.id), eq(designs.variation, free.variation)));
    await check();
    // A customer user's total is of their customers' designs only.
    const mine = sql`customer_numb in (select customer_numb from user_customers uc join users u on u.id = uc.user_id where u.email = 'customer@demo.local')`;
    assert.equal((await list('customer@demo.local', { filter: { active: 'all' } })).total, await counted(mine));
  });

  test("the artwork is an SVG in the design's own colours, for signed-in users only", async () => {
    const first = (await list('artist@demo.local')).designs[0];
    const svg = await t.app.inject({ method: 'GET', url: first.image, headers: { cookie: await cookieOf('artist@demo.local') } });
    assert.equal(svg.statusCode, 200);
    assert.match(svg.headers['content-type'] as string, /image\/svg\+xml/);
    for (const c of first.colors.slice(0, 2)) assert.ok(svg.body.includes(`#${c.rgbHex}`));
    const again = await t.app.inject({ method: 'GET', url: first.image, headers: { cookie: await cookieOf('csr@demo.local') } });
    assert.equal(again.body, svg.body);
    assert.equal((await t.app.inject({ method: 'GET', url: first.image })).statusCode, 401);
  });

  test('every design an order item of the demo data names is a design with its art', async () => {
    const [{ missing, named }] = (
      (await db().execute(sql`
      select count(*) filter (where not exists (select 1 from designs d where d.id = i.design_id and d.variation = i.design_variation))::int as missing,
             count(*)::int as named
      from order_items i where i.design_id is not null`)) as unknown as { rows: { missing: number; named: number }[] }
    ).rows;
    assert.ok(named > 0, 'the seed decorates items');
    assert.equal(missing, 0, `${missing} of ${named} items name a design that does not exist`);
    const [item] = (
      (await db().execute(
        sql`select design_id as id, design_variation as v from order_items where design_id is not null order by id desc limit 1`,
      )) as unknown as {
        rows: { id: string; v: number }[];
      }
    ).rows;
    const art = await t.app.inject({
      method: 'GET',
      url: `/Images/Designs/${item.id}-${item.v}.svg`,
      headers: { cookie: await cookieOf('admin@demo.local') },
    });
    assert.equal(art.statusCode, 200);
  });
});

describe('POST /api/design/disable/bulk', () => {
  test('refuses a design in a confirmed unshipped order with 409, the spec text and its orders, and changes nothing', async () => {
    const { used, free } = await inUseAndFree();
    assert.ok(used, 'the seed puts designs on Approved orders');
    await cookieOf('artmanager@demo.local');
    const call = await changesMadeBy(db(), () =>
      disable('artmanager@demo.local', {
        designs: [
          { id: free.id, variation: free.variation },
          { id: used.id, variation: used.variation },
        ],
        comment: 'Retire',
      }),
    );
    assert.equal(call.result.statusCode, 409);
    const body = call.result.json();
    assert.equal(body.message, messages.designsInUse);
    assert.deepEqual(
      body.designs.map((d: { id: string; variation: number }) => `${d.id}-${d.variation}`),
      [`${used.id}-${used.variation}`],
    );
    assert.ok(body.designs[0].orders.some((o: { id: number; number: number }) => o.id === used.orderId && o.number === used.number));
    assert.deepEqual(call.committed, [], await call.describe());
  });

  test('disables the designs with the comment in one audited transaction', async () => {
    const { free } = await inUseAndFree();
    const response = await disable('csr@demo.local', {
      designs: [{ id: free.id, variation: free.variation }],
      comment: '  Artwork retired  ',
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { disabled: 1 });
    const [row] = await db()
      .select()
      .from(designs)
      .where(and(eq(designs.id, free.id), eq(designs.variation, free.variation)));
    assert.equal(row.active, false);
    assert.equal(row.disabledComment, 'Artwork retired');
    const audit = (await db().execute(
      sql`select count(*)::int as n from audit_log where subject = 'design' and subject_id = ${row.uid}`,
    )) as unknown as { rows: { n: number }[] };
    assert.equal(audit.rows[0].n, 1);
  });

  test('spec 001 §5.3: a comment is required, at most 1000 characters, and one design at least (400, nothing changed)', async () => {
    const { free } = await inUseAndFree();
    const one = [{ id: free.id, variation: free.variation }];
    for (const [payload, message] of [
      [{ designs: one, comment: '   ' }, DESIGN_COLOR_MESSAGES.commentRequired],
      [{ designs: one, comment: 'x'.repeat(1001) }, DESIGN_COLOR_MESSAGES.commentTooLong],
      [{ designs: [], comment: 'Retire' }, DESIGN_COLOR_MESSAGES.selectDesign],
    ] as const) {
      const call = await changesMadeBy(db(), () => disable('artist@demo.local', payload));
      assert.equal(call.result.statusCode, 400);
      assert.equal(call.result.json().message, message);
      assert.deepEqual(call.committed, []);
    }
    assert.equal((await disable('artist@demo.local', { designs: one, comment: 'x'.repeat(1000) })).statusCode, 200);
  });

  test('403 for someone without artist, artist manager or order edit, before the input is read', async () => {
    const response = await disable('rep@demo.local', {});
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().message, DESIGN_COLOR_MESSAGES.disableForbidden);
  });

  test('an unknown design is 404 and nothing is disabled', async () => {
    const { free } = await inUseAndFree();
    const call = await changesMadeBy(db(), () =>
      disable('artist@demo.local', {
        designs: [
          { id: free.id, variation: free.variation },
          { id: 'NOPE', variation: 1 },
        ],
        comment: 'x',
      }),
    );
    assert.equal(call.result.statusCode, 404);
    assert.deepEqual(call.committed, []);
    const [row] = await db()
      .select({ active: designs.active })
      .from(designs)
      .where(and(eq(designs.id, free.id), eq(designs.variation, free.variation)));
    assert.equal(row.active, true);
  });
});

describe('createRequestedDesign (a design request approved)', () => {
  test('a revision continues its design with the next variation, never a design of another customer', async () => {
    // A design whose variations are all one customer's.
    const [base] = (
      (await db().execute(
        sql`select id, max(customer_numb) as customer from designs group by id having count(distinct coalesce(customer_numb, '')) = 1 and max(customer_numb) is not null limit 1`,
      )) as unknown as { rows: { id: string; customer: string | null }[] }
    ).rows;
    const [{ other }] = (
      (await db().execute(sql`select numb as other from customers where numb <> ${base.customer} limit 1`)) as unknown as {
        rows: { other: string }[];
      }
    ).rows;
    const [{ max }] = (
      (await db().execute(sql`select max(variation)::int as max from designs where id = ${base.id}`)) as unknown as {
        rows: { max: number }[];
      }
    ).rows;
    const requested = (customerNumb: string) => requestedDesign({ baseId: base.id, customerNumb, method: 'EMB' });
    const now = new Date();
    const same = await db().transaction((tx) => createRequestedDesign(tx, t.app.platform.files, requested(base.customer!), now));
    assert.deepEqual(same, { id: base.id, variation: max + 1 });
    const elsewhere = await db().transaction((tx) => createRequestedDesign(tx, t.app.platform.files, requested(other), now));
    assert.notEqual(elsewhere.id, base.id);
    assert.equal(elsewhere.variation, 1);
  });
});
