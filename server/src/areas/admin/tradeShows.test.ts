import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, desc, eq, sql } from 'drizzle-orm';
import { SCHEDULE_MESSAGES as M } from '@portal/shared/core';
import { changesMadeBy } from '../../../test/dbChanges';
import { createTestApp, gqlAs, type TestApp } from '../../../test/harness';
import { SEED_TIME } from '../../../test/template';
import { auditLog, outbox } from '../../db/tables/platform';
import { customers } from '../../db/tables/directory';
import { tradeShowDays, tradeShowMeetings, tradeShows } from '../../db/tables/admin';
import { SEED_OPEN_SHOW } from './seedTradeShows';

// Trade-show schedule on the server (spec 002 §2, §3, §4, §5, §6, §7, §9; mfe-admin/README.md
// "Trade-show schedule"): the list and a show for every signed-in user, what each caller sees of
// others' meetings, booking (ours) with the slot, overlap, window and quota rules, moving between
// stations, deleting with the customer's e-mail in the outbox; refusals change nothing.

let t: TestApp;
before(async () => {
  t = await createTestApp();
  // The seeded shows' bookings windows are relative to the seed's time.
  t.clock.set(SEED_TIME);
});
after(() => t.close());

const db = () => t.database.db;
const call = gqlAs(() => t);
const cookieOf = call.cookie;
interface Meeting {
  id: number;
  station: string | null;
  startTime: string;
  endTime: string;
  host: string;
  hostName: string | null;
  customerName: string | null;
  email: string | null;
  mine: boolean;
}
interface Show {
  name: string;
  startDate: string;
  maxMeetings: number;
  singleSessionLength: number;
  stations: { station: string; hexCode: string; dark: boolean }[];
  days: { name: string; startTime: string; endTime: string; meetings: Meeting[] }[];
  quota: { usedMinutes: number; quotaMinutes: number; reached: boolean } | null;
  bookingsOpen: boolean;
}
const SHOW = `query($name: String!) { tradeShow(name: $name) { name startDate maxMeetings singleSessionLength bookingsOpen stations { station hexCode dark }
  days { name startTime endTime meetings { id station startTime endTime host hostName customerName email mine } } quota { usedMinutes quotaMinutes reached } } }`;
const gql = <T>(query: string, variables: Record<string, unknown>, as: string | null) => call<T>(as, query, variables);
const show = async (as: string, name = SEED_OPEN_SHOW) => (await gql<{ tradeShow: Show | null }>(SHOW, { name }, as)).data!.tradeShow!;
const send = async (method: 'POST' | 'PUT', url: string, payload: unknown, as: string) =>
  t.app.inject({ method, url, headers: { cookie: await cookieOf(as) }, payload: payload as object });

const at = (day: { startTime: string }, minutes: number) => new Date(new Date(day.startTime).getTime() + minutes * 60_000).toISOString();
/** The first day's last hour is left free by the seed: 16:00 is 420 minutes after 9:00. */
const LAST_HOUR = 420;
const booking = (day: { startTime: string }, over: Record<string, unknown> = {}) => ({
  show: SEED_OPEN_SHOW,
  station: '1',
  startTime: at(day, LAST_HOUR),
  endTime: at(day, LAST_HOUR + 30),
  customerName: 'Lakeside Golf',
  atendee: 'Robin Hale',
  email: 'robin.hale@lakeside.example.com',
  phone: '416-555-0100',
  comment: 'Fall program',
  ...over,
});
const meetingCount = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(tradeShowMeetings))[0].n;

describe('tradeShows and tradeShow(name)', () => {
  test('every signed-in user lists the shows, newest bookings window first; anonymous callers are refused', async () => {
    const list = await gql<{ tradeShows: { name: string; startDate: string; endDate: string }[] }>(
      '{ tradeShows { name startDate endDate } }',
      {},
      'customer@demo.local',
    );
    const shows = list.data!.tradeShows;
    assert.ok(shows.length >= 4);
    assert.ok(shows.some((s) => s.name === SEED_OPEN_SHOW));
    const starts = shows.map((s) => s.startDate);
    assert.deepEqual(starts, [...starts].sort().reverse());
    assert.equal((await gql('{ tradeShows { name } }', {}, null)).error?.code, 'UNAUTHENTICATED');
    assert.equal((await gql<{ tradeShow: null }>(SHOW, { name: 'No such show' }, 'rep@demo.local')).data!.tradeShow, null);
  });

  test('stations in order, days with meetings; details only on their own meetings unless rep 000 or view_appointments (§6)', async () => {
    const asRep = await show('rep@demo.local');
    assert.deepEqual(
      asRep.stations.map((s) => s.station),
      ['1', '2', '3', '4', '5', '6'],
    );
    assert.equal(asRep.days.length, 2);
    assert.ok(asRep.bookingsOpen);
    const all = asRep.days.flatMap((d) => d.meetings);
    assert.ok(all.length > 20, 'the seed books about half of the slots');
    const others = all.filter((m) => m.host !== '101');
    assert.ok(others.length && others.every((m) => m.hostName === null && m.customerName === null && m.email === null && !m.mine));
    for (const m of all.filter((x) => x.host === '101')) assert.ok(m.mine && m.hostName === 'Riley Thompson' && m.email);
    const asAdmin = (await show('admin@demo.local')).days.flatMap((d) => d.meetings);
    assert.ok(asAdmin.every((m) => m.hostName && m.customerName && m.email));
    const asCsr = (await show('csr@demo.local')).days.flatMap((d) => d.meetings);
    assert.ok(asCsr.every((m) => m.hostName === null));
  });

  test("the quota is the caller's own, for non-manager reps only: maxMeetings × singleSessionLength", async () => {
    const rep2 = await show('rep2@demo.local');
    const used = rep2.days
      .flatMap((d) => d.meetings)
      .filter((m) => m.mine)
      .reduce((n, m) => n + (new Date(m.endTime).getTime() - new Date(m.startTime).getTime()) / 60_000, 0);
    assert.ok(used > 0, 'the seed books meetings for rep 102');
    assert.deepEqual(rep2.quota, {
      usedMinutes: used,
      quotaMinutes: rep2.maxMeetings * rep2.singleSessionLength,
      reached: used >= rep2.maxMeetings * rep2.singleSessionLength,
    });
    assert.equal((await show('rep@demo.local')).quota, null, 'rep@ manages rep 102: a repManagerCode');
    assert.equal((await show('admin@demo.local')).quota, null);
    assert.equal((await show('csr@demo.local')).quota, null);
  });
});

describe('POST /api/schedule/book', () => {
  test("a customer number must be one of the host's customers (a prospect goes by name only)", async () => {
    const day = (await show('rep@demo.local')).days[0];
    const [theirs] = await db().select({ numb: customers.numb }).from(customers).where(eq(customers.repCode, '102')).limit(1);
    const refused = await send('POST', '/api/schedule/book', booking(day, { station: '4', customer: theirs.numb }), 'rep@demo.local');
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().message, M.customerNotHosts);
    const unknown = await send('POST', '/api/schedule/book', booking(day, { station: '4', customer: 'NOPE' }), 'rep@demo.local');
    assert.equal(unknown.json().message, M.unknownCustomer);
  });

  test('a rep books a free slot for themselves, audited; the slot, station and host are then taken', async () => {
    const day = (await show('rep@demo.local')).days[0];
    const made = await changesMadeBy(db(), () => send('POST', '/api/schedule/book', booking(day), 'rep@demo.local'));
    assert.equal(made.result.statusCode, 200, made.result.body);
    const m = made.result.json() as Meeting;
    assert.equal(m.host, '101');
    assert.ok(m.mine && m.customerName === 'Lakeside Golf');
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, 'trade_show_meeting'), eq(auditLog.subjectId, m.id)));
    assert.ok(audit, 'the booking has its audit entry');

    const before = await meetingCount();
    const taken = await send('POST', '/api/schedule/book', booking(day, { host: '102' }), 'admin@demo.local');
    assert.equal(taken.statusCode, 409);
    assert.equal(taken.json().message, M.stationTaken);
    const busy = await send('POST', '/api/schedule/book', booking(day, { station: '2' }), 'rep@demo.local');
    assert.equal(busy.statusCode, 409);
    assert.equal(busy.json().message, M.hostBusy);
    assert.equal(await meetingCount(), before);
  });

  test('the slot rule: the 30-minute grid inside a day, singleSessionLength to maxSessionLength', async () => {
    const day = (await show('rep@demo.local')).days[1];
    const cases: [Record<string, unknown>, string][] = [
      [{ startTime: at(day, LAST_HOUR + 10), endTime: at(day, LAST_HOUR + 40) }, M.slot],
      [{ startTime: at(day, LAST_HOUR), endTime: at(day, LAST_HOUR + 90) }, M.slot],
      [{ startTime: at(day, -30), endTime: at(day, 0) }, M.slot],
      [{ startTime: at(day, LAST_HOUR + 30), endTime: at(day, LAST_HOUR) }, M.slot],
      [{ station: '9' }, M.unknownStation],
      [{ email: 'not an address' }, M.emailInvalid],
      [{ atendee: ' ' }, M.attendeeRequired],
      [{ customerName: '' }, M.customerNameRequired],
      [{ customer: '999999' }, M.unknownCustomer],
      [{ show: 'No such show' }, M.showNotFound],
    ];
    const before = await meetingCount();
    for (const [over, message] of cases) {
      const r = await send('POST', '/api/schedule/book', booking(day, over), 'rep@demo.local');
      assert.ok([400, 404].includes(r.statusCode), `${JSON.stringify(over)} -> ${r.statusCode}`);
      assert.equal(r.json().message, message, JSON.stringify(over));
    }
    // A 60-minute meeting is within maxSessionLength (60); 90 is not (the show's days end at 17:00).
    const long = await send(
      'POST',
      '/api/schedule/book',
      booking(day, { startTime: at(day, 0), endTime: at(day, 90) }),
      'admin@demo.local',
    );
    assert.equal(long.statusCode, 400);
    assert.equal(long.json().message, 'A meeting is 30 to 60 minutes long.');
    assert.equal(await meetingCount(), before);
  });

  test('who books: reps for themselves; rep 000 and view_appointments for any rep; others are refused', async () => {
    const day = (await show('rep@demo.local')).days[1];
    for (const [as, status, message] of [
      ['viewer@demo.local', 403, M.notARep],
      ['customer@demo.local', 403, M.notARep],
      ['rep@demo.local', 403, M.notYours],
    ] as const) {
      const r = await send('POST', '/api/schedule/book', booking(day, { host: '102', station: '3' }), as);
      assert.equal(r.statusCode, status, as);
      assert.equal(r.json().message, message);
    }
    const forRep = await send('POST', '/api/schedule/book', booking(day, { host: '102', station: '3' }), 'admin@demo.local');
    assert.equal(forRep.statusCode, 200, forRep.body);
    assert.equal((forRep.json() as Meeting).host, '102');
    const unknown = await send('POST', '/api/schedule/book', booking(day, { host: '999', station: '4' }), 'admin@demo.local');
    assert.equal(unknown.json().message, M.unknownHost);
  });

  test('a closed bookings window refuses bookings', async () => {
    const [closed] = await db().select().from(tradeShows).where(eq(tradeShows.name, 'Pro Sports Licensing Summit'));
    const [day] = await db().select().from(tradeShowDays).where(eq(tradeShowDays.showId, closed.id)).orderBy(tradeShowDays.startTime);
    const r = await send(
      'POST',
      '/api/schedule/book',
      booking(
        { startTime: day.startTime.toISOString() },
        {
          show: closed.name,
          startTime: day.startTime.toISOString(),
          endTime: new Date(day.startTime.getTime() + 30 * 60_000).toISOString(),
        },
      ),
      'rep@demo.local',
    );
    assert.equal(r.statusCode, 400);
    assert.equal(r.json().message, M.closed);
    assert.equal((await show('rep@demo.local', closed.name)).bookingsOpen, false);
  });

  test('the quota (§5): a non-manager rep cannot pass maxMeetings × singleSessionLength; a manager rep can', async () => {
    const open = await show('rep2@demo.local');
    const used = open.quota!.usedMinutes;
    await db()
      .update(tradeShows)
      .set({ maxMeetings: used / 30 + 1 })
      .where(eq(tradeShows.name, SEED_OPEN_SHOW));
    const day = open.days[1];
    const ok = await send(
      'POST',
      '/api/schedule/book',
      booking(day, { station: '5', startTime: at(day, LAST_HOUR + 30), endTime: at(day, LAST_HOUR + 60) }),
      'rep2@demo.local',
    );
    assert.equal(ok.statusCode, 200, ok.body);
    const after = await show('rep2@demo.local');
    assert.deepEqual(after.quota, { usedMinutes: used + 30, quotaMinutes: used + 30, reached: true });
    const free = open.days[0];
    const refused = await send(
      'POST',
      '/api/schedule/book',
      booking(free, { station: '6', startTime: at(free, LAST_HOUR + 30), endTime: at(free, LAST_HOUR + 60) }),
      'rep2@demo.local',
    );
    assert.equal(refused.statusCode, 400, refused.body);
    assert.equal(refused.json().message, `The rep has used their ${used + 30} minutes of meetings at this show.`);
    await db().update(tradeShows).set({ maxMeetings: 0 }).where(eq(tradeShows.name, SEED_OPEN_SHOW));
    const manager = await send(
      'POST',
      '/api/schedule/book',
      booking(day, { station: '6', startTime: at(day, LAST_HOUR + 30), endTime: at(day, LAST_HOUR + 60) }),
      'rep@demo.local',
    );
    assert.equal(manager.statusCode, 200, manager.body);
    await db().update(tradeShows).set({ maxMeetings: 6 }).where(eq(tradeShows.name, SEED_OPEN_SHOW));
  });
});

describe('PUT /api/schedule/station and POST /api/schedule/delete', () => {
  test("the host moves a meeting between stations and to the walk-through; a taken station and others' meetings are refused", async () => {
    const day = (await show('rep@demo.local')).days[0];
    const mine = (await show('rep@demo.local')).days[0].meetings.find((m) => m.mine && m.startTime === at(day, LAST_HOUR))!;
    const body = { show: SEED_OPEN_SHOW, host: '101', start: mine.startTime, end: mine.endTime };
    const moved = await send('PUT', '/api/schedule/station', { ...body, station: '2' }, 'rep@demo.local');
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal((moved.json() as Meeting).station, '2');
    // admin's meeting for 102 is at station 3 on day 2; here book station 3 on day 1 for 102, then try to move onto it.
    assert.equal(
      (await send('POST', '/api/schedule/book', booking(day, { host: '102', station: '3' }), 'admin@demo.local')).statusCode,
      200,
    );
    const before = await meetingCount();
    const taken = await changesMadeBy(db(), () => send('PUT', '/api/schedule/station', { ...body, station: '3' }, 'rep@demo.local'));
    assert.equal(taken.result.statusCode, 409);
    assert.equal(taken.result.json().message, M.stationTaken);
    assert.deepEqual(taken.committed, []);
    const notMine = await send(
      'PUT',
      '/api/schedule/station',
      { show: SEED_OPEN_SHOW, host: '102', start: mine.startTime, end: mine.endTime, station: '4' },
      'rep@demo.local',
    );
    assert.equal(notMine.statusCode, 403);
    assert.equal(notMine.json().message, M.notYours);
    const unknown = await send(
      'PUT',
      '/api/schedule/station',
      { ...body, start: at(day, 0), end: at(day, 30), host: '000', station: '4' },
      'rep@demo.local',
    );
    assert.equal(unknown.statusCode, 404);
    const walk = await send('PUT', '/api/schedule/station', { ...body, station: null }, 'rep@demo.local');
    assert.equal((walk.json() as Meeting).station, null);
    const back = await send('PUT', '/api/schedule/station', { ...body, station: '7' }, 'rep@demo.local');
    assert.equal(back.json().message, M.unknownStation);
    assert.equal(await meetingCount(), before);
  });

  test("deleting e-mails the customer through the outbox in the same transaction; others' meetings are refused", async () => {
    const day = (await show('rep@demo.local')).days[0];
    const theirs = (await show('admin@demo.local')).days[0].meetings.find((m) => m.host === '102' && m.startTime === at(day, LAST_HOUR))!;
    const refused = await changesMadeBy(db(), () =>
      send(
        'POST',
        '/api/schedule/delete',
        { show: SEED_OPEN_SHOW, station: theirs.station, rep: '102', startTime: theirs.startTime, endTime: theirs.endTime },
        'rep@demo.local',
      ),
    );
    assert.equal(refused.result.statusCode, 403);
    assert.deepEqual(refused.committed, []);
    const body = { show: SEED_OPEN_SHOW, station: null, rep: '101', startTime: at(day, LAST_HOUR), endTime: at(day, LAST_HOUR + 30) };
    const wrongStation = await send('POST', '/api/schedule/delete', { ...body, station: '1' }, 'rep@demo.local');
    assert.equal(wrongStation.statusCode, 404);
    assert.equal(wrongStation.json().message, M.meetingNotFound);
    const before = await meetingCount();
    const deleted = await send('POST', '/api/schedule/delete', body, 'rep@demo.local');
    assert.equal(deleted.statusCode, 204, deleted.body);
    assert.equal(await meetingCount(), before - 1);
    const [mail] = await db().select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    assert.deepEqual(mail.to, ['robin.hale@lakeside.example.com']);
    assert.equal(mail.subject, `Your meeting at ${SEED_OPEN_SHOW} has been cancelled`);
    assert.match(mail.bodyText, /Hello Robin Hale,/);
    assert.match(mail.bodyText, /Riley Thompson/);
    assert.match(mail.bodyText, /4:00 PM – 4:30 PM \(Toronto time\), Walk-through\./);
    const again = await send('POST', '/api/schedule/delete', body, 'rep@demo.local');
    assert.equal(again.statusCode, 404);
    // rep 000 deletes anyone's meeting.
    assert.equal(
      (
        await send(
          'POST',
          '/api/schedule/delete',
          { show: SEED_OPEN_SHOW, station: '3', rep: '102', startTime: theirs.startTime, endTime: theirs.endTime },
          'admin@demo.local',
        )
      ).statusCode,
      204,
    );
  });
});
