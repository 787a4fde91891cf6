import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { DRAFTED_MESSAGES, submissionStartOf, torontoDay, votingInstant } from '@portal/shared/core';
import { changesMadeBy } from '../../../../test/dbChanges';
import { createTestApp, gqlAs, type TestApp } from '../../../../test/harness';
import { draftedContests, draftedOrganizations } from '../../../db/tables/events-fpa';

// Drafted contests on the server (spec 002 §2-§9): draftedManager only, the list sorted in SQL by
// sortBy/desc, uploads checked (logo types, agreement HTML sanitised), every rule of §5 as a
// BAD_USER_INPUT that changes nothing, strict date ordering, sponsorId -1, partial updates.

let t: TestApp;
const call = gqlAs(() => t);
const DRAFTED = 'drafted@demo.local';
let cookie = '';
before(async () => {
  t = await createTestApp();
  cookie = await call.cookie(DRAFTED);
});
after(() => t.close());
const db = () => t.database.db;

const gql = (query: string, variables: Record<string, unknown> = {}, as = DRAFTED) => call(as, query, variables);
async function upload(kind: 'logo' | 'agreement', name: string, data: Buffer, as = DRAFTED) {
  const boundary = '----drafted';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/drafted/upload?kind=${kind}`,
    headers: { cookie: await call.cookie(as), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);
const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
);
const AGREEMENT = Buffer.from(
  '<h1>Agreement</h1><p onclick="steal()">Terms</p><script>alert(1)</script><iframe src="https://evil.example"></iframe>',
);

const CREATE =
  'mutation($input: DraftedContestInput!) { createDraftedContest(input: $input) { id name handle details sponsor { id } organization { id name } submissionStart voteStart voteEnd agreementUrl logoUrl } }';
const UPDATE =
  'mutation($input: DraftedContestInput!) { updateDraftedContest(input: $input) { id name handle details sponsor { id } primaryColorHex } }';
const day = (offset: number) => torontoDay(new Date(t.clock.now().getTime() + offset * 86_400_000));

async function validInput() {
  const logo = (await upload('logo', 'logo.png', PNG)).json();
  const agreement = (await upload('agreement', 'agreement.html', AGREEMENT)).json();
  const [org] = await db().select({ id: draftedOrganizations.id }).from(draftedOrganizations).limit(1);
  return {
    name: '  Spring Jersey Contest  ',
    handle: '--Spring Jersey!! 2026--',
    logo: { upload: logo.upload },
    organizationId: org.id,
    primaryColorHex: '0b3d91',
    secondaryColorHex: 'C8102E',
    primaryTextColorHex: 'FFFFFF',
    secondaryTextColorHex: '000000',
    submissionStart: submissionStartOf(day(1)).toISOString(),
    voteStart: votingInstant(day(10), '09:30:00').toISOString(),
    voteEnd: votingInstant(day(20), '21:00:00').toISOString(),
    agreement: agreement.upload,
    details: 'Design the spring jersey.',
  };
}

async function refused(input: Record<string, unknown>, message: string, query = CREATE) {
  const call = await changesMadeBy(db(), () => gql(query, { input }));
  assert.equal(call.result.error?.message, message);
  assert.deepEqual(call.committed, [], await call.describe());
}

describe('who (spec 002 §6: draftedManager)', () => {
  test('others are refused the list, the upload and the writes', async () => {
    const csr = 'csr@demo.local';
    assert.equal((await gql('{ draftedContests { id } }', {}, csr)).error?.code, 'FORBIDDEN');
    assert.equal((await upload('logo', 'logo.png', PNG, csr)).statusCode, 403);
  });
});

describe('the list and the detail (spec 002 §2)', () => {
  test('sorted in SQL by each column, both ways; the seeded contests with organization, league, team, sponsor', async () => {
    const list = async (sortBy: string, desc: boolean) =>
      (
        await gql(
          'query($s: String, $d: Boolean) { draftedContests(sortBy: $s, desc: $d) { id name voteEnd organization { name league team } sponsor { name } } }',
          { s: sortBy, d: desc },
        )
      ).data.draftedContests;
    const byName = await list('name', false);
    assert.ok(byName.length >= 4);
    assert.deepEqual(
      byName.map((c: any) => c.name),
      [...byName.map((c: any) => c.name)].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    assert.deepEqual(
      (await list('name', true)).map((c: any) => c.id),
      byName.map((c: any) => c.id).reverse(),
    );
    const byEnd = await list('voteEnd', true);
    assert.ok(byEnd.every((c: any, i: number) => i === 0 || c.voteEnd <= byEnd[i - 1].voteEnd));
    for (const sort of ['organization', 'league', 'team', 'sponsor', 'submissionStart', 'voteStart', 'id'])
      assert.equal((await list(sort, false)).length, byName.length);
    assert.ok(byName.some((c: any) => c.organization.league && c.organization.team && c.sponsor));
  });

  test('an unknown contest is null; the seeded logo and agreement are served', async () => {
    assert.equal((await gql('{ draftedContest(id: 999999) { id } }')).data.draftedContest, null);
    const [first] = (await gql('{ draftedContests(sortBy: "id") { id logoUrl } }')).data.draftedContests;
    const logo = await t.app.inject({ url: first.logoUrl, headers: { cookie } });
    assert.equal(logo.statusCode, 200);
    assert.equal(logo.headers['content-type'], 'image/svg+xml');
    const agreement = await t.app.inject({ url: `/api/drafted/contest/${first.id}/agreement`, headers: { cookie } });
    assert.match(agreement.body, /Artist Agreement/);
  });
});

describe('uploads (spec 002 §5: logo jpeg/png/svg; agreement HTML)', () => {
  test('a PNG and an SVG logo are taken, anything else refused; the agreement is stored sanitised', async () => {
    assert.match((await upload('logo', 'a.png', PNG)).json().path, /^\/api\/drafted\/logo\/[0-9a-f-]{36}\.png$/);
    assert.match((await upload('logo', 'a.svg', SVG)).json().upload, /\.svg$/);
    const gif = await upload('logo', 'a.png', Buffer.from('474946383961010001000000002c00000000010001000002', 'hex'));
    assert.deepEqual([gif.statusCode, gif.json().message], [400, DRAFTED_MESSAGES.logoType]);
    assert.equal((await upload('agreement', 'a.html', PNG)).statusCode, 400);
    const input = await validInput();
    const { data } = await gql(CREATE, { input: { ...input, handle: 'sanitised-agreement' } });
    const html = (await t.app.inject({ url: data.createDraftedContest.agreementUrl, headers: { cookie } })).body;
    assert.match(html, /<h1>Agreement<\/h1>/);
    assert.doesNotMatch(html, /script|onclick|iframe/);
  });
});

describe('create (spec 002 §5)', () => {
  test('name trimmed, handle normalised, colours upper-cased, no sponsor; audited', async () => {
    const { data, error } = await gql(CREATE, { input: await validInput() });
    assert.equal(error, null);
    const c = data.createDraftedContest;
    assert.equal(c.name, 'Spring Jersey Contest');
    assert.equal(c.handle, 'spring-jersey-2026');
    assert.equal(c.sponsor, null);
    const audit = (await db().execute(
      sql`select count(*)::int as n from audit_log where subject = 'drafted_contest' and subject_id = ${c.id}`,
    )) as unknown as { rows: { n: number }[] };
    assert.equal(audit.rows[0].n, 1);
  });

  test('every rule is a BAD_USER_INPUT with its message that changes nothing', async () => {
    const input = await validInput();
    await refused({ ...input, handle: 'other-1', name: '   ' }, DRAFTED_MESSAGES.nameRequired);
    await refused({ ...input, handle: 'other-2', name: 'x'.repeat(51) }, DRAFTED_MESSAGES.nameTooLong);
    await refused({ ...input, handle: '!!!' }, DRAFTED_MESSAGES.handleRequired);
    await refused({ ...input, handle: 'other-3', primaryColorHex: '12345' }, DRAFTED_MESSAGES.colorRequired);
    await refused({ ...input, handle: 'other-4', details: 'x'.repeat(2001) }, DRAFTED_MESSAGES.detailsTooLong);
    await refused({ ...input, handle: 'other-5', agreement: null }, DRAFTED_MESSAGES.agreementRequired);
    await refused(
      { ...input, handle: 'other-6', logo: { upload: '00000000-0000-0000-0000-000000000000.png' } },
      DRAFTED_MESSAGES.logoUnknown,
    );
    await refused({ ...input, handle: 'other-7', submissionStart: submissionStartOf(day(-1)).toISOString() }, DRAFTED_MESSAGES.pastDay);
    await refused({ ...input, handle: 'other-8', organizationId: 999999 }, DRAFTED_MESSAGES.organizationNotFound);
    await refused({ ...input, handle: 'spring-jersey-2026' }, DRAFTED_MESSAGES.handleTaken);
  });

  test('dates strictly ordered (README: the strict reading): equal voting start and end refused with the spec’s message', async () => {
    const input = await validInput();
    await refused({ ...input, handle: 'dates-1', voteEnd: input.voteStart }, 'Must be after voting start date/time.');
    await refused(
      { ...input, handle: 'dates-2', voteEnd: new Date(Date.parse(input.voteStart) - 1000).toISOString() },
      'Must be after voting start date/time.',
    );
    await refused({ ...input, handle: 'dates-3', voteStart: input.submissionStart }, DRAFTED_MESSAGES.voteStartAfterSubmission);
    const ok = await gql(CREATE, {
      input: { ...input, handle: 'dates-4', voteEnd: new Date(Date.parse(input.voteStart) + 1000).toISOString() },
    });
    assert.equal(ok.error, null, 'one second after voting start is after');
  });

  test('submission starts at midnight (Toronto) of the chosen day on the server too, whatever time is sent', async () => {
    const input = await validInput();
    const afternoon = new Date(submissionStartOf(day(2)).getTime() + 15.5 * 3_600_000).toISOString();
    const made = await gql(CREATE, { input: { ...input, handle: 'midnight-1', submissionStart: afternoon } });
    assert.equal(made.error, null);
    assert.equal(new Date(made.data.createDraftedContest.submissionStart).toISOString(), submissionStartOf(day(2)).toISOString());
  });
});

describe('update (spec 002 §5, §7)', () => {
  test('only the fields given change; sponsorId sets and -1 removes; the agreement is not required', async () => {
    const [seeded] = await db().select().from(draftedContests).where(eq(draftedContests.handle, 'harbour-city-third-jersey'));
    assert.ok(seeded.sponsorId);
    const { id } = (await gql(CREATE, { input: { ...(await validInput()), handle: 'update-me', sponsorId: seeded.sponsorId } })).data
      .createDraftedContest;
    const [contest] = await db().select().from(draftedContests).where(eq(draftedContests.id, id));
    const renamed = (await gql(UPDATE, { input: { id: contest.id, name: ' Third Jersey ' } })).data.updateDraftedContest;
    assert.deepEqual(
      [renamed.name, renamed.handle, renamed.sponsor.id, renamed.primaryColorHex],
      ['Third Jersey', contest.handle, contest.sponsorId, contest.primaryColorHex],
    );
    assert.equal((await gql(UPDATE, { input: { id: contest.id, sponsorId: -1 } })).data.updateDraftedContest.sponsor, null);
    assert.equal(
      (await gql(UPDATE, { input: { id: contest.id, sponsorId: contest.sponsorId } })).data.updateDraftedContest.sponsor.id,
      contest.sponsorId,
    );
    await refused({ id: contest.id, voteEnd: contest.voteStart.toISOString() }, 'Must be after voting start date/time.', UPDATE);
    // The contest page's History: every change, newest first, with who and the fields before and after.
    const history = (
      await gql('query($id: Int) { draftedContest(id: $id) { changes { actorName table action changes { field before after } } } }', {
        id: contest.id,
      })
    ).data.draftedContest.changes;
    assert.deepEqual(
      history.map((e: { action: string }) => e.action),
      ['update', 'update', 'update', 'insert'],
    );
    assert.equal(history.at(-1).action, 'insert');
    assert.ok(history.every((e: { actorName: string | null; table: string }) => e.actorName && e.table === 'drafted_contests'));
    assert.deepEqual(
      history
        .find((e: { changes: { field: string }[] }) => e.changes.some((c) => c.field === 'name') && e.changes.length <= 2)
        ?.changes.find((c: { field: string }) => c.field === 'name'),
      { field: 'name', before: 'Spring Jersey Contest', after: 'Third Jersey' },
    );
  });

  test('a running contest keeps its past submission start when other fields change', async () => {
    // Seeded contests start in the past of the test clock (the seed's time is fixed: test/template.ts).
    const [running] = await db().select().from(draftedContests).where(eq(draftedContests.handle, 'northern-lights-away-kit'));
    assert.ok(running.submissionStart < t.clock.now());
    const { error } = await gql(UPDATE, { input: { id: running.id, details: 'New details' } });
    assert.equal(error, null);
  });
});

describe('organizations and sponsors', () => {
  test('a new organization gets the default text colours; an update changes only what is sent; the team must be of the league', async () => {
    const created = (
      await gql(
        'mutation($i: DraftedOrganizationInput!) { createDraftedOrganization(input: $i) { id name primaryTextColorHex secondaryTextColorHex } }',
        { i: { name: ' Riverside Rowing ' } },
      )
    ).data.createDraftedOrganization;
    assert.deepEqual([created.name, created.primaryTextColorHex, created.secondaryTextColorHex], ['Riverside Rowing', 'FFFFFF', '000000']);
    const updated = (
      await gql(
        'mutation($i: DraftedOrganizationInput!) { updateDraftedOrganization(input: $i) { id name primaryColorHex primaryTextColorHex } }',
        { i: { id: created.id, primaryColorHex: 'abcdef' } },
      )
    ).data.updateDraftedOrganization;
    assert.deepEqual([updated.name, updated.primaryColorHex, updated.primaryTextColorHex], ['Riverside Rowing', 'ABCDEF', 'FFFFFF']);
    const leagues = (await t.app.inject({ url: '/api/leagueTeam', headers: { cookie } })).json() as {
      id: number;
      teams: { id: number }[];
    }[];
    const [a, b] = leagues;
    const wrong = await gql('mutation($i: DraftedOrganizationInput!) { updateDraftedOrganization(input: $i) { id } }', {
      i: { id: created.id, leagueId: a.id, teamId: b.teams[0].id },
    });
    assert.equal(wrong.error?.message, DRAFTED_MESSAGES.teamNotInLeague);
  });

  test('a sponsor is created and renamed', async () => {
    const s = (await gql('mutation($i: DraftedSponsorInput!) { createDraftedSponsor(input: $i) { id name } }', { i: { name: 'Bay Bank' } }))
      .data.createDraftedSponsor;
    const renamed = (
      await gql('mutation($i: DraftedSponsorInput!) { updateDraftedSponsor(input: $i) { id name } }', {
        i: { id: s.id, name: 'Bay Bank Ltd' },
      })
    ).data.updateDraftedSponsor;
    assert.equal(renamed.name, 'Bay Bank Ltd');
  });
});
