import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { asc, eq, sql } from 'drizzle-orm';
import { DESIGN_COLOR_MESSAGES, DESIGN_REQUEST_STATUS as S, DR_MESSAGES, dayAfter, fill } from '@portal/shared/core';
import { changesMadeBy } from '../../../test/dbChanges';
import { createTestApp, gqlAs, type TestApp } from '../../../test/harness';
import { designs, drops } from '../../db/tables/designs-color';
import { customers, players, teams } from '../../db/tables/directory';
import { designRequests } from '../../db/tables/design-requests';

// createDesignRequest / createLicenseDesignRequest (spec 001 §5.2): every rule of the form again on
// the server with its message; a refused create commits nothing; a good one is one AWAITING_ART
// request of the caller with its timeline entry.

let t: TestApp;
after(() => t.close());
const db = () => t.database.db;

const gql = gqlAs(() => t);

const CREATE = 'mutation($r: DesignRequestInput!) { createDesignRequest(request: $r) }';
const CREATE_LICENCE = 'mutation($r: DesignRequestInput!) { createLicenseDesignRequest(request: $r) }';
let customerNumb: string;
let drop: { id: number; width: string; height: string; lines: string[]; methods: string[] };
let player: { id: number; team: number; league: number };
const good = () => ({
  customer: customerNumb,
  method: 'SCRP',
  width: 10,
  height: 8,
  cc: true,
  instructions: 'Left chest, two colours.',
  dateRequired: dayAfter(t.clock.now(), 5),
});

before(async () => {
  t = await createTestApp();
  customerNumb = (
    await db().select({ numb: customers.numb }).from(customers).where(eq(customers.repCode, '101')).orderBy(asc(customers.numb)).limit(1)
  )[0].numb;
  const [d] = await db().select().from(drops).where(sql`${drops.active} and cardinality(${drops.lines}) > 0`).limit(1);
  drop = { id: d.id, width: d.widthIn, height: d.heightIn, lines: d.lines, methods: d.methods };
  const [p] = await db()
    .select({ id: players.id, team: teams.id, league: teams.leagueId })
    .from(players)
    .innerJoin(teams, eq(teams.id, players.teamId))
    .limit(1);
  player = p;
  // Sign everyone in first (a session's first use is a write of its own).
  for (const email of ['rep@demo.local', 'artist@demo.local', 'artmanager@demo.local']) await gql(email, '{ designRequestCount { D } }');
});

async function refused(as: string, query: string, request: Record<string, unknown>, message: string) {
  const changes = await changesMadeBy(db(), () => gql(as, query, { r: request }));
  assert.equal(changes.result.error?.message, message, JSON.stringify(request));
  assert.deepEqual(changes.committed, [], await changes.describe());
}

describe('create design request (spec 001 §5.2)', () => {
  test('a rep creates a customer request: AWAITING_ART, theirs, with the sizes and the date sent', async () => {
    const { data, error } = await gql('rep@demo.local', CREATE, { r: good() });
    assert.equal(error, null);
    const [row] = await db().select().from(designRequests).where(eq(designRequests.id, data.createDesignRequest));
    assert.equal(row.status, S.AWAITING_ART);
    assert.equal(row.customerNumb, customerNumb);
    assert.equal(Number(row.widthIn), 10);
    assert.equal(row.dateRequired, dayAfter(t.clock.now(), 5));
  });

  test('each rule refuses with its message and commits nothing', async () => {
    const as = 'rep@demo.local';
    await refused(as, CREATE, { ...good(), customer: null }, DR_MESSAGES.customerOrPlayer);
    await refused(as, CREATE, { ...good(), method: 'NOPE' }, DR_MESSAGES.unknownTreatment);
    await refused(as, CREATE, { ...good(), method: 'EMB' }, DR_MESSAGES.ccUnavailable);
    await refused(as, CREATE, { ...good(), width: 17 }, fill(DR_MESSAGES.sizeRange, { max: 20 }));
    await refused(as, CREATE, { ...good(), width: 0.2 }, fill(DR_MESSAGES.sizeRange, { max: 20 }));
    await refused(as, CREATE, { ...good(), height: 21 }, fill(DR_MESSAGES.sizeRange, { max: 20 }));
    await refused(as, CREATE, { ...good(), instructions: '   ' }, DR_MESSAGES.instructionsRequired);
    await refused(as, CREATE, { ...good(), dateRequired: dayAfter(t.clock.now(), -1) }, DR_MESSAGES.dateRequiredRange);
    await refused(as, CREATE, { ...good(), dateRequired: dayAfter(t.clock.now(), 91) }, DR_MESSAGES.dateRequiredRange);
    await refused(as, CREATE, { ...good(), referenceFiles: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }] }, DR_MESSAGES.referenceFilesMax);
    const method = drop.methods[0];
    await refused(
      as,
      CREATE,
      { ...good(), method, cc: false, dropId: drop.id, lines: drop.lines.map(() => '') },
      DR_MESSAGES.dropLinesRequired,
    );
  });

  test("a rep asks for their own customers only: another rep's customer answers as an unknown one; staff pick any", async () => {
    const [{ numb: others }] = await db().select({ numb: customers.numb }).from(customers).where(eq(customers.repCode, '102')).limit(1);
    await refused('rep@demo.local', CREATE, { ...good(), customer: others }, DR_MESSAGES.unknownCustomer);
    await gql('rep2@demo.local', '{ designRequestCount { D } }'); // signed in first: a session's first use writes
    await refused('rep2@demo.local', CREATE, { ...good(), customer: customerNumb }, DR_MESSAGES.unknownCustomer);
    assert.equal((await gql('artmanager@demo.local', CREATE, { r: { ...good(), customer: others } })).error, null);
  });

  test('today and 90 days ahead are the window’s ends', async () => {
    for (const days of [0, 90]) {
      const { error } = await gql('rep@demo.local', CREATE, { r: { ...good(), dateRequired: dayAfter(t.clock.now(), days) } });
      assert.equal(error, null, `${days} days`);
    }
  });

  test('a drop fixes the sizes and its lines are cut to 22 characters', async () => {
    const method = drop.methods[0];
    const long = 'A line far longer than twenty-two characters';
    const { data, error } = await gql('rep@demo.local', CREATE, {
      r: { ...good(), method, cc: false, width: 1, height: null, dropId: drop.id, lines: drop.lines.map(() => long) },
    });
    assert.equal(error, null);
    const [row] = await db().select().from(designRequests).where(eq(designRequests.id, data.createDesignRequest));
    assert.equal(row.widthIn, drop.width);
    assert.equal(row.heightIn, drop.height);
    assert.deepEqual(
      row.lines,
      drop.lines.map(() => long.slice(0, 22)),
    );
  });

  test('a licence request needs artist_manager, license_artist or license_order, and a league, team and player', async () => {
    const licence = {
      method: 'SCRP',
      width: 10,
      instructions: 'Player name and number.',
      dateRequired: dayAfter(t.clock.now(), 5),
      league: player.league,
      team: player.team,
      player: player.id,
    };
    await refused('artist@demo.local', CREATE_LICENCE, licence, DR_MESSAGES.licenceForbidden);
    await refused('artmanager@demo.local', CREATE_LICENCE, { ...licence, player: null }, DR_MESSAGES.customerOrPlayer);
    const { data, error } = await gql('artmanager@demo.local', CREATE_LICENCE, { r: licence });
    assert.equal(error, null);
    const [row] = await db().select().from(designRequests).where(eq(designRequests.id, data.createLicenseDesignRequest));
    assert.equal(row.license, true);
    assert.equal(row.playerId, player.id);
  });

  test('createDesignRequestLicense, the spec’s name, is the same call', async () => {
    const licence = {
      method: 'SCRP',
      width: 10,
      instructions: 'Team name.',
      dateRequired: dayAfter(t.clock.now(), 5),
      league: player.league,
      team: player.team,
      player: player.id,
    };
    const SPEC_NAME = 'mutation($r: DesignRequestInput!) { createDesignRequestLicense(request: $r) }';
    await refused('artist@demo.local', SPEC_NAME, licence, DR_MESSAGES.licenceForbidden);
    const { data, error } = await gql('artmanager@demo.local', SPEC_NAME, { r: licence });
    assert.equal(error, null);
    const [row] = await db().select().from(designRequests).where(eq(designRequests.id, data.createDesignRequestLicense));
    assert.equal(row.license, true);
  });

  test('designTags answers the tags of active designs and drops, distinct and sorted; a request keeps its tags', async () => {
    const { data, error } = await gql('rep@demo.local', '{ designTags }');
    assert.equal(error, null);
    const expected = (await db().execute(
      sql`select distinct t from (select unnest(tags) t from designs where active union select unnest(tags) t from drops where active) x order by t`,
    )) as unknown as { rows: { t: string }[] };
    assert.deepEqual(
      data.designTags,
      expected.rows.map((r) => r.t),
    );
    assert.ok(data.designTags.length > 0, 'the seed tags designs and drops');
    const [tagged] = await db()
      .select({ tags: designs.tags })
      .from(designs)
      .where(sql`${designs.active} and cardinality(${designs.tags}) > 0`)
      .limit(1);
    assert.ok(data.designTags.includes(tagged.tags[0]));
    await refused(
      'rep@demo.local',
      CREATE,
      { ...good(), tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      DESIGN_COLOR_MESSAGES.dropTagsInvalid,
    );
    await refused('rep@demo.local', CREATE, { ...good(), tags: ['x'.repeat(31)] }, DESIGN_COLOR_MESSAGES.dropTagsInvalid);
    const created = await gql('rep@demo.local', CREATE, { r: { ...good(), tags: [data.designTags[0], 'brand-new', 'brand-new'] } });
    assert.equal(created.error, null);
    const [row] = await db().select().from(designRequests).where(eq(designRequests.id, created.data.createDesignRequest));
    assert.deepEqual(row.tags, [data.designTags[0], 'brand-new']);
    const detail = await gql('rep@demo.local', 'query($id: Int!) { designRequest(id: $id) { tags colors { primary } } }', { id: row.id });
    assert.deepEqual(detail.data.designRequest, { tags: [data.designTags[0], 'brand-new'], colors: null });
  });

  test('a licence request carries its colour choice (Primary, Secondary, Neutral, optional Tonal); a customer request none', async () => {
    const licence = {
      method: 'SCRP',
      width: 10,
      instructions: 'Team colours.',
      dateRequired: dayAfter(t.clock.now(), 5),
      league: player.league,
      team: player.team,
      player: player.id,
    };
    await refused(
      'artmanager@demo.local',
      CREATE_LICENCE,
      { ...licence, colors: { primary: '1D4ED8', secondary: 'nope', neutral: 'FFFFFF' } },
      DESIGN_COLOR_MESSAGES.licenseColorsRequired,
    );
    const { data, error } = await gql('artmanager@demo.local', CREATE_LICENCE, {
      r: { ...licence, colors: { primary: '#1d4ed8', secondary: 'FFFFFF', neutral: '111111' } },
    });
    assert.equal(error, null);
    const detail = await gql(
      'artmanager@demo.local',
      'query($id: Int!) { designRequest(id: $id) { colors { primary secondary neutral tonal } } }',
      { id: data.createLicenseDesignRequest },
    );
    assert.deepEqual(detail.data.designRequest.colors, { primary: '1D4ED8', secondary: 'FFFFFF', neutral: '111111', tonal: null });
    const customer = await gql('rep@demo.local', CREATE, {
      r: { ...good(), colors: { primary: '1D4ED8', secondary: 'FFFFFF', neutral: '111111' } },
    });
    assert.equal(customer.error, null);
    const [row] = await db().select().from(designRequests).where(eq(designRequests.id, customer.data.createDesignRequest));
    assert.equal(row.primaryHex, null);
  });
});
