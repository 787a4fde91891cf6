import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestApp, gqlAs, type TestApp } from '../../../test/harness';

// designRequests(filters, orderBy, desc) (spec 001 §2.2, §7.2; README "Lists"): each list type's
// pages are the requests its rows hold, newest first (id the tie-break), with the rep's, artist's,
// customer's and licence names, and the total; checked against the tables read here with plain joins.

let t: TestApp;
before(async () => {
  t = await createTestApp();
  // More than a page of each list type: the seed's requests copied twice (new ids, a second later each time).
  for (let i = 1; i <= 2; i++) {
    await db().execute(
      sql.raw(`do $$ declare cols text; begin
      select string_agg(quote_ident(column_name), ',') into cols from information_schema.columns where table_name = 'design_requests' and column_name not in ('id', 'date_created');
      execute format('insert into design_requests (%s, date_created) select %s, date_created + interval ''${i} second'' from design_requests', cols, cols);
    end $$`),
    );
  }
});
after(() => t.close());
const db = () => t.database.db;
const gql = gqlAs(() => t);

const LIST = `query($f: DesignRequestFilters, $o: String, $d: Boolean) { designRequests(filters: $f, orderBy: $o, desc: $d) {
  totalCount designRequests { id status { code } customer { number name } user { email name } artist { email name } license league { id name } team { id name } player { id name } method designId designVar } } }`;

interface Expected {
  id: number;
  status: number;
  customer_numb: string | null;
  customer_name: string | null;
  rep_email: string;
  rep_name: string;
  artist_email: string | null;
  artist_name: string | null;
  license: boolean;
  league_id: number | null;
  league_name: string | null;
  team_id: number | null;
  team_name: string | null;
  player_id: number | null;
  player_name: string | null;
  method: string;
  design_id: string | null;
  design_var: number | null;
}

/** The rows of a list type in the list's order, read with joins (the oracle). */
async function expected(where: string, order = 'r.date_created desc, r.id desc'): Promise<Expected[]> {
  const result = (await db().execute(
    sql.raw(`select r.id, r.status, r.customer_numb, c.name customer_name, u.email rep_email, u.name rep_name, a.email artist_email, a.name artist_name,
      r.license, r.league_id, l.name league_name, r.team_id, t.name team_name, r.player_id, p.name player_name, r.method, r.design_id, r.design_var
    from design_requests r join users u on u.id = r.user_id left join users a on a.id = r.artist_id left join customers c on c.numb = r.customer_numb
      left join leagues l on l.id = r.league_id left join teams t on t.id = r.team_id left join players p on p.id = r.player_id
    where ${where} order by ${order}`),
  )) as unknown as { rows: Expected[] };
  return result.rows;
}

const shaped = (r: Expected) => ({
  id: r.id,
  status: { code: r.status },
  customer: r.customer_numb ? { number: r.customer_numb, name: r.customer_name } : null,
  user: { email: r.rep_email, name: r.rep_name },
  artist: r.artist_email ? { email: r.artist_email, name: r.artist_name } : null,
  license: r.license,
  league: r.league_id ? { id: r.league_id, name: r.league_name } : null,
  team: r.team_id ? { id: r.team_id, name: r.team_name } : null,
  player: r.player_id ? { id: r.player_id, name: r.player_name } : null,
  method: r.method,
  designId: r.design_id,
  designVar: r.design_var,
});

describe('design request lists', () => {
  for (const [listType, where] of [
    ['normal', 'not r.license and r.status <> 5'],
    ['L', 'r.license and r.status <> 5'],
    ['H', 'r.status = 5'],
  ] as const) {
    test(`list type ${listType}: page 1, page 2 and the total are the rows in order, with their names`, async () => {
      const all = await expected(where);
      assert.ok(all.length > 50, `the seed holds more than a page of ${listType} (${all.length})`);
      for (const page of [1, 2]) {
        const { data, error } = await gql('artmanager@demo.local', LIST, { f: { listType, page }, o: 'dateCreated', d: true });
        assert.equal(error, null);
        assert.equal(data.designRequests.totalCount, all.length);
        assert.deepEqual(data.designRequests.designRequests, all.slice((page - 1) * 50, page * 50).map(shaped));
      }
    });
  }

  test('a filter, another sort and a rep’s own requests keep the same rows and names', async () => {
    const byStatus = await expected('not r.license and r.status = 2', 'r.date_required asc, r.id asc');
    const { data } = await gql('artmanager@demo.local', LIST, {
      f: { listType: 'normal', status: [2], page: 1 },
      o: 'dateRequired',
      d: false,
    });
    assert.deepEqual(data.designRequests.designRequests, byStatus.slice(0, 50).map(shaped));
    const own = await expected(`r.status = 5 and u.email = 'rep@demo.local'`);
    const mine = await gql('rep@demo.local', LIST, { f: { listType: 'H', page: 1 } });
    assert.equal(mine.data.designRequests.totalCount, own.length);
    assert.deepEqual(mine.data.designRequests.designRequests, own.slice(0, 50).map(shaped));
  });
});

describe('sorting by a name column', () => {
  for (const [key, column] of [
    ['customer', 'c.name'],
    ['rep', 'u.name'],
    ['artist', 'a.name'],
    ['team', 't.name'],
  ] as const) {
    test(`${key} sorts by the name shown, both ways`, async () => {
      for (const d of [false, true]) {
        const dir = d ? 'desc' : 'asc';
        const oracle = await expected('not r.license and r.status <> 5', `${column} ${dir}, r.id ${dir}`);
        const { data, error } = await gql('artmanager@demo.local', LIST, { f: { listType: 'normal', page: 1 }, o: key, d });
        assert.equal(error, null);
        assert.deepEqual(data.designRequests.designRequests, oracle.slice(0, 50).map(shaped), `${key} ${dir}`);
      }
    });
  }
});

describe('designRequestsDomain: the rep filter (spec 001 §6)', () => {
  test('artists, artist managers and order_edit get the reps to filter by; a licence artist and a rep get none', async () => {
    const users = async (as: string) => {
      const answer = await gql(as, '{ designRequestsDomain(listType: "H") { users { email } } }');
      assert.equal(answer.error, null, as);
      return answer.data.designRequestsDomain.users as { email: string }[];
    };
    for (const as of ['artist@demo.local', 'artmanager@demo.local', 'csr@demo.local']) assert.ok((await users(as)).length > 0, as);
    for (const as of ['licence@demo.local', 'rep@demo.local']) assert.deepEqual(await users(as), [], as);
  });
});
