import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DESIGN_REQUEST_STATUS as S, DR_MESSAGES, ORDER_STATUS, dayAfter } from '@portal/shared/core';
import { changesMadeBy, tablesWrittenBy } from '../../../test/dbChanges';
import { createTestApp, gqlAs, type TestApp } from '../../../test/harness';
import { png } from '../../../test/multipart';
import { aiSwatches, designs } from '../../db/tables/designs-color';
import { orderItems, orders } from '../../db/tables/orders';
import { users } from '../../db/tables/platform';
import { customers, teams } from '../../db/tables/directory';
import { designRequests, designRequestTimeline } from '../../db/tables/design-requests';

// The design-request state machine on the server (spec 001 §4.2, §6), table-driven: every status
// (in the variants that matter: assigned or not, with art or not, design in use or not) × every
// role (the rep, the assigned artist, another artist, the artist manager, an order_edit viewer,
// another rep) × every action. The EXPECTED table below is written out by hand from the spec
// and README (not computed from the machine): an allowed call leaves the listed status and a
// timeline entry; every other call is refused with 403/409/404 and commits nothing.

let t: TestApp;
after(() => t.close());
const db = () => t.database.db;

const gql = gqlAs(() => t);

const USERS = {
  rep: 'rep@demo.local',
  artistA: 'artist@demo.local',
  artistB: 'artist2@demo.local',
  manager: 'artmanager@demo.local',
  viewer: 'csr@demo.local',
  otherRep: 'rep2@demo.local',
} as const;
type Who = keyof typeof USERS;

type Variant = 'UR' | 'PR' | 'AU' | 'AA' | 'AC' | 'AR' | 'CU' | 'CN' | 'SU';
const VARIANTS: Record<Variant, { status: number; assigned: boolean; art: boolean; inUse?: boolean }> = {
  UR: { status: S.UPDATE_REQUIRED, assigned: true, art: false },
  PR: { status: S.PROBLEM, assigned: true, art: false },
  AU: { status: S.AWAITING_ART, assigned: false, art: false },
  AA: { status: S.AWAITING_ART, assigned: true, art: false },
  AC: { status: S.ART_CREATED, assigned: true, art: true },
  AR: { status: S.ART_READY, assigned: true, art: true },
  CU: { status: S.COMPLETE, assigned: true, art: true, inUse: true },
  CN: { status: S.COMPLETE, assigned: true, art: true, inUse: false },
  SU: { status: S.SUSPENDED, assigned: false, art: false },
};

type Mutation = 'update' | 'accept' | 'submitArt' | 'return' | 'reject' | 'advance' | 'approve' | 'fork' | 'suspend' | 'reOpen';

/** The allowed calls and the status they leave (everything not listed is refused). */
const EXPECTED: Record<Mutation, Partial<Record<Variant, Partial<Record<Who, number>>>>> = {
  update: { UR: { rep: S.AWAITING_ART } },
  accept: { AU: { artistA: S.AWAITING_ART, artistB: S.AWAITING_ART, manager: S.AWAITING_ART } },
  submitArt: { AA: { artistA: S.ART_CREATED, manager: S.ART_CREATED } },
  // returnDesignRequest: the manager's return is immediate; the assigned artist's marks it (PROBLEM).
  return: {
    AU: { manager: S.UPDATE_REQUIRED },
    AA: { artistA: S.PROBLEM, manager: S.UPDATE_REQUIRED },
    PR: { manager: S.UPDATE_REQUIRED },
    AC: { manager: S.UPDATE_REQUIRED },
  },
  // rejectDesignRequestArt: the manager rejects art; the rep requests a revision (not of a design in use).
  reject: {
    PR: { manager: S.AWAITING_ART },
    AC: { manager: S.AWAITING_ART },
    AR: { rep: S.AWAITING_ART },
    SU: { rep: S.AWAITING_ART },
    CN: { rep: S.AWAITING_ART },
  },
  advance: { AC: { manager: S.ART_READY } },
  approve: { AR: { rep: S.COMPLETE } },
  fork: { CU: { rep: S.COMPLETE } },
  suspend: { AU: { rep: S.SUSPENDED } },
  reOpen: { SU: { rep: S.AWAITING_ART } },
};

let ids: Record<string, number>;
let customerNumb: string;
let inUse: { id: string; variation: number };
let free: { id: string; variation: number; method: string; width: string; height: string };

before(async () => {
  t = await createTestApp();
  // The art file the approval tests' requests carry (set straight in the rows): the design takes a copy.
  await t.app.platform.files.put('design-requests/x/image.png', png(40, 40));
  const rows = await db()
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.values(USERS)));
  ids = Object.fromEntries(rows.map((r) => [r.email, r.id]));
  customerNumb = (
    await db().select({ numb: customers.numb }).from(customers).where(eq(customers.repCode, '101')).orderBy(asc(customers.numb)).limit(1)
  )[0].numb;
  // Designs the request's customer may use (its own or a stock design: another customer's is
  // refused), picked in a fixed order so that no plan change picks another.
  const usable = sql`(${designs.customerNumb} is null or ${designs.customerNumb} = ${customerNumb})`;
  const [u] = await db()
    .selectDistinct({ id: orderItems.designId, variation: orderItems.designVariation })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(designs, and(eq(designs.id, orderItems.designId), eq(designs.variation, orderItems.designVariation)))
    .where(and(eq(orders.status, ORDER_STATUS.Approved), usable))
    .orderBy(asc(orderItems.designId), asc(orderItems.designVariation))
    .limit(1);
  inUse = { id: u.id!, variation: u.variation! };
  const [f] = await db()
    .select({ id: designs.id, variation: designs.variation, method: designs.method, width: designs.widthIn, height: designs.heightIn })
    .from(designs)
    .where(
      and(
        usable,
        sql`not exists (select 1 from order_items oi join orders o on o.id = oi.order_id where oi.design_id = ${designs.id} and o.status = ${ORDER_STATUS.Approved})`,
      ),
    )
    .orderBy(asc(designs.id), asc(designs.variation))
    .limit(1);
  free = f;
  // Sign everyone in first (a session's first use is a write of its own).
  for (const email of Object.values(USERS)) await gql(email, '{ designRequestCount { D } }');
});

async function fixture(variant: Variant): Promise<number> {
  const v = VARIANTS[variant];
  const now = t.clock.now();
  const design = v.art ? (v.inUse ? inUse : free) : null;
  const [row] = await db()
    .insert(designRequests)
    .values({
      status: v.status,
      customerNumb,
      userId: ids[USERS.rep],
      artistId: v.assigned ? ids[USERS.artistA] : null,
      method: free.method,
      widthIn: free.width,
      heightIn: free.height,
      instructions: 'Fixture',
      dateCreated: now,
      dateRequired: dayAfter(now, 10),
      updatedAt: now,
      designId: design?.id ?? null,
      designVar: design?.variation ?? null,
      artWidthIn: design ? free.width : null,
      artHeightIn: design ? free.height : null,
      artMethod: design ? free.method : null,
    })
    .returning({ id: designRequests.id });
  return row.id;
}

const input = (instructions: string) => ({
  customer: customerNumb,
  method: free.method,
  width: Number(free.width),
  height: Number(free.height),
  instructions,
  dateRequired: dayAfter(t.clock.now(), 10),
});

const CALLS: Record<Mutation, (id: number) => [string, Record<string, unknown>]> = {
  update: (id) => [
    'mutation($id: Int!, $u: DesignRequestInput!) { updateDesignRequest(id: $id, updates: $u) }',
    { id, u: input('Updated instructions') },
  ],
  accept: (id) => ['mutation($id: Int!) { acceptDesignRequest(id: $id) }', { id }],
  submitArt: (id) => [
    'mutation($id: Int!, $d: ExistingDesignInput) { submitDesignRequestArt(id: $id, existingDesign: $d) }',
    { id, d: { id: free.id, variation: free.variation } },
  ],
  return: (id) => [
    'mutation($id: Int!, $i: [DesignIssueInput!]!) { returnDesignRequest(id: $id, issues: $i) }',
    { id, i: [{ desc: 'Missing colour information' }] },
  ],
  reject: (id) => ['mutation($id: Int!) { rejectDesignRequestArt(id: $id, reason: "Thicker script, please.") }', { id }],
  advance: (id) => ['mutation($id: Int!) { advanceDesignRequest(id: $id) }', { id }],
  approve: (id) => ['mutation($id: Int!) { approveDesignRequestArt(id: $id) { id variation } }', { id }],
  fork: (id) => [
    'mutation($id: Int!, $u: DesignRequestInput!) { forkDesignRequest(id: $id, updates: $u) }',
    { id, u: input('Forked: new colours') },
  ],
  suspend: (id) => ['mutation($id: Int!) { suspendDesignRequest(id: $id) }', { id }],
  reOpen: (id) => ['mutation($id: Int!) { reOpenDesignRequest(id: $id) }', { id }],
};

const statusOf = async (id: number) =>
  (await db().select({ s: designRequests.status }).from(designRequests).where(eq(designRequests.id, id)))[0].s;
const entries = async (id: number) =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(designRequestTimeline).where(eq(designRequestTimeline.requestId, id)))[0].n;

describe('every status × role × action of spec 001 §4.2', () => {
  for (const mutation of Object.keys(CALLS) as Mutation[]) {
    test(`${mutation}: allowed exactly where the table says, refused (nothing changes) everywhere else`, async () => {
      for (const variant of Object.keys(VARIANTS) as Variant[]) {
        for (const who of Object.keys(USERS) as Who[]) {
          const id = await fixture(variant);
          const expected = EXPECTED[mutation][variant]?.[who];
          const [query, variables] = CALLS[mutation](id);
          const label = `${mutation} on ${variant} by ${who}`;
          if (expected === undefined) {
            const call = await changesMadeBy(db(), () => gql(USERS[who], query, variables));
            assert.ok(call.result.error, `${label}: should be refused`);
            assert.ok(
              ['FORBIDDEN', 'CONFLICT', 'NOT_FOUND'].includes(call.result.error!.code!),
              `${label}: ${JSON.stringify(call.result.error)}`,
            );
            assert.deepEqual(call.committed, [], `${label}: ${await call.describe()}`);
          } else {
            const before = await entries(id);
            const r = await gql(USERS[who], query, variables);
            assert.equal(r.error, null, `${label}: ${JSON.stringify(r.error)}`);
            assert.equal(await statusOf(id), expected, label);
            assert.equal(await entries(id), before + 1, `${label}: one system timeline entry`);
          }
        }
      }
    });
  }
});

describe('what the refusals say', () => {
  test('another rep cannot see the request; an artist cannot take an accepted one', async () => {
    const id = await fixture('AA');
    assert.deepEqual((await gql(USERS.otherRep, 'mutation($id: Int!) { acceptDesignRequest(id: $id) }', { id })).error, {
      message: DR_MESSAGES.forbidden,
      code: 'FORBIDDEN',
    });
    assert.deepEqual((await gql(USERS.artistB, 'mutation($id: Int!) { acceptDesignRequest(id: $id) }', { id })).error, {
      message: DR_MESSAGES.alreadyAssigned,
      code: 'FORBIDDEN',
    });
  });
  test('the rep cannot suspend once an artist is assigned; a revision of a design in use must fork', async () => {
    const id = await fixture('AA');
    assert.deepEqual((await gql(USERS.rep, CALLS.suspend(id)[0], { id })).error, {
      message: DR_MESSAGES.suspendAssigned,
      code: 'CONFLICT',
    });
    const cu = await fixture('CU');
    assert.deepEqual((await gql(USERS.rep, CALLS.reject(cu)[0], { id: cu })).error, { message: DR_MESSAGES.designInUse, code: 'CONFLICT' });
    const cn = await fixture('CN');
    const [q, v] = CALLS.fork(cn);
    assert.deepEqual((await gql(USERS.rep, q, v)).error, { message: DR_MESSAGES.designNotInUse, code: 'CONFLICT' });
  });
  test("art is never another customer's existing design", async () => {
    const aa = await fixture('AA');
    const [other] = await db()
      .select({ id: designs.id, variation: designs.variation })
      .from(designs)
      .where(sql`${designs.customerNumb} is not null and ${designs.customerNumb} <> ${customerNumb}`)
      .limit(1);
    const call = await changesMadeBy(db(), () =>
      gql(USERS.artistA, CALLS.submitArt(aa)[0], { id: aa, d: { id: other.id, variation: other.variation } }),
    );
    assert.deepEqual(call.result.error, { message: DR_MESSAGES.unknownDesign, code: 'BAD_USER_INPUT' });
    assert.deepEqual(call.committed, []);
  });

  test('a manager cannot confirm art that does not exist; returns need an issue; a revision needs its reason', async () => {
    const pr = await fixture('PR');
    assert.deepEqual((await gql(USERS.manager, CALLS.advance(pr)[0], { id: pr })).error, { message: DR_MESSAGES.noArt, code: 'CONFLICT' });
    const aa = await fixture('AA');
    const r = await changesMadeBy(db(), () =>
      gql(USERS.manager, 'mutation($id: Int!) { returnDesignRequest(id: $id, issues: []) }', { id: aa }),
    );
    assert.deepEqual(r.result.error, { message: DR_MESSAGES.issuesRequired, code: 'BAD_USER_INPUT' });
    assert.deepEqual(r.committed, []);
    const twice = await changesMadeBy(db(), () =>
      gql(USERS.manager, CALLS.return(aa)[0], {
        id: aa,
        i: [{ desc: 'Missing colour information' }, { desc: ' missing COLOUR information ' }],
      }),
    );
    assert.deepEqual(twice.result.error, { message: DR_MESSAGES.duplicateIssue, code: 'BAD_USER_INPUT' });
    assert.deepEqual(twice.committed, []);
    const ar = await fixture('AR');
    assert.deepEqual((await gql(USERS.rep, 'mutation($id: Int!) { rejectDesignRequestArt(id: $id, reason: "  ") }', { id: ar })).error, {
      message: DR_MESSAGES.revisionNoteRequired,
      code: 'BAD_USER_INPUT',
    });
    assert.deepEqual(
      (
        await gql(USERS.rep, 'mutation($id: Int!, $r: String!) { rejectDesignRequestArt(id: $id, reason: $r) }', {
          id: ar,
          r: 'x'.repeat(501),
        })
      ).error,
      {
        message: DR_MESSAGES.revisionNoteTooLong,
        code: 'BAD_USER_INPUT',
      },
    );
  });
});

describe('approve, fork and bulk suspend', () => {
  test('approving new art creates a real design the designs area lists, with its id and variation', async () => {
    const id = await fixture('AA');
    const design = (await gql(USERS.artistA, CALLS.submitArt(id)[0], CALLS.submitArt(id)[1])).error;
    assert.equal(design, null);
    // Existing design at submit: approve reports it as is.
    await gql(USERS.manager, CALLS.advance(id)[0], { id });
    const approved = await gql(USERS.rep, CALLS.approve(id)[0], { id });
    assert.deepEqual(approved.data.approveDesignRequestArt, { id: free.id, variation: free.variation });
    // New art (no design chosen): a new design id.
    const id2 = await fixture('AR');
    await db()
      .update(designRequests)
      .set({ designId: null, designVar: null, artKey: 'design-requests/x/image.png' })
      .where(eq(designRequests.id, id2));
    const made = await gql(USERS.rep, CALLS.approve(id2)[0], { id: id2 });
    assert.equal(made.error, null);
    const { id: newId, variation } = made.data.approveDesignRequestArt;
    assert.match(newId, /^D\d+$/);
    assert.equal(variation, 1);
    const listed = await gql(USERS.rep, `{ designs(search: ${JSON.stringify(newId)}, searchCol: "id") { designs { id variation } } }`);
    assert.deepEqual(listed.error, null);
    assert.deepEqual(listed.data.designs.designs, [{ id: newId, variation: 1 }]);
    const detail = await gql(USERS.rep, 'query($id: Int!) { designRequest(id: $id) { status { code } designId designVar actions } }', {
      id: id2,
    });
    assert.deepEqual(detail.data.designRequest, { status: { code: S.COMPLETE }, designId: newId, designVar: 1, actions: ['revise'] });
  });

  test('the design made on approval carries the request’s tags and licence colours, as the designs area reads them', async () => {
    const [team] = await db().select({ id: teams.id, leagueId: teams.leagueId }).from(teams).orderBy(asc(teams.id)).limit(1);
    const swatches = await db()
      .select({ hex: aiSwatches.rgbHex, name: aiSwatches.colorName })
      .from(aiSwatches)
      .orderBy(asc(aiSwatches.id))
      .limit(40);
    const [primary, secondary, neutral] = [...new Set(swatches.map((s) => s.hex))];
    const tonal = 'ABCDEF';
    const tags = ['hockey', `approved-${Date.now()}`];
    const licence = await fixture('AR');
    await db()
      .update(designRequests)
      .set({
        designId: null,
        designVar: null,
        artKey: 'design-requests/x/image.png',
        license: true,
        customerNumb: null,
        leagueId: team.leagueId,
        teamId: team.id,
        tags,
        primaryHex: primary,
        secondaryHex: secondary,
        neutralHex: neutral,
        tonalHex: tonal,
      })
      .where(eq(designRequests.id, licence));
    const approval = await changesMadeBy(db(), () => gql(USERS.rep, CALLS.approve(licence)[0], { id: licence }));
    const made = approval.result;
    assert.equal(made.error, null);
    // One transaction writes the design, its colours and the request (with their audit entries).
    assert.equal(approval.committed.length, 1);
    const written = await tablesWrittenBy(db(), approval.committed);
    for (const table of ['designs', 'design_colors', 'design_requests', 'design_request_timeline'])
      assert.ok(written.includes(table), `${table} in ${written.join(', ')}`);
    const { id: designId, variation } = made.data.approveDesignRequestArt;
    const DESIGN =
      'query($id: String!, $v: Int!) { designV2(id: $id, variation: $v) { tags primary secondary neutral tonalHex colors { rgbHex name } } }';
    const shown = await gql(USERS.manager, DESIGN, { id: designId, v: variation });
    assert.equal(shown.error, null);
    const named = (hex: string) => swatches.find((s) => s.hex === hex)?.name ?? hex;
    assert.deepEqual(shown.data.designV2, {
      tags,
      primary,
      secondary,
      neutral,
      tonalHex: tonal,
      colors: [primary, secondary, neutral, tonal].map((hex) => ({ rgbHex: hex, name: named(hex) })),
    });
    // The designs list finds it by a tag ('Tags' search) and shows the same colours.
    const listed = await gql(
      USERS.manager,
      `{ designs(search: ${JSON.stringify(tags[1])}, searchCol: "tags") { designs { id variation tags primary colors { rgbHex } } } }`,
    );
    assert.equal(listed.error, null);
    assert.deepEqual(listed.data.designs.designs, [
      { id: designId, variation, tags, primary, colors: [primary, secondary, neutral, tonal].map((rgbHex) => ({ rgbHex })) },
    ]);
    const [request] = await db()
      .select({ status: designRequests.status, designId: designRequests.designId })
      .from(designRequests)
      .where(eq(designRequests.id, licence));
    assert.deepEqual(request, { status: S.COMPLETE, designId });

    // A customer request: its tags, no licence colours.
    const customer = await fixture('AR');
    await db()
      .update(designRequests)
      .set({ designId: null, designVar: null, artKey: 'design-requests/x/image.png', tags: ['retro'] })
      .where(eq(designRequests.id, customer));
    const plain = (await gql(USERS.rep, CALLS.approve(customer)[0], { id: customer })).data.approveDesignRequestArt;
    const plainShown = await gql(USERS.manager, DESIGN, { id: plain.id, v: plain.variation });
    assert.deepEqual(plainShown.data.designV2, {
      tags: ['retro'],
      primary: null,
      secondary: null,
      neutral: null,
      tonalHex: null,
      // No colour choice: the colours the submitted art wears (a black square).
      colors: [{ name: '000000', rgbHex: '000000' }],
    });
  });

  test('a fork is a new AWAITING_ART request of the rep, one revision up, pointing at the original', async () => {
    const cu = await fixture('CU');
    const [q, v] = CALLS.fork(cu);
    const forked = (await gql(USERS.rep, q, v)).data.forkDesignRequest as number;
    const [row] = await db().select().from(designRequests).where(eq(designRequests.id, forked));
    assert.equal(row.status, S.AWAITING_ART);
    assert.equal(row.forkedFrom, cu);
    assert.equal(row.revisions, 1);
    assert.equal(row.userId, ids[USERS.rep]);
  });

  test('bulk suspend: all of the rep’s own unassigned requests, or none', async () => {
    const a = await fixture('AU');
    const b = await fixture('AU');
    const assigned = await fixture('AA');
    const refused = await changesMadeBy(db(), () =>
      gql(USERS.rep, 'mutation($ids: [Int!]!) { suspendDesignRequests(ids: $ids) }', { ids: [a, b, assigned] }),
    );
    assert.deepEqual(refused.result.error, { message: DR_MESSAGES.bulkSuspendRefused, code: 'CONFLICT' });
    assert.deepEqual(refused.committed, []);
    const ok = await gql(USERS.rep, 'mutation($ids: [Int!]!) { suspendDesignRequests(ids: $ids) }', { ids: [a, b] });
    assert.equal(ok.data.suspendDesignRequests, 2);
    assert.equal(await statusOf(a), S.SUSPENDED);
    assert.equal(await statusOf(b), S.SUSPENDED);
  });
});
