import { and, asc, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  canBookMeetings,
  fill,
  formatToronto,
  isNonManagerRep,
  meetingTimeProblem,
  minutesBetween,
  quotaMinutes,
  SCHEDULE_MESSAGES as M,
  seesAllAppointments,
  torontoToday,
  WALK_THROUGH_LABEL,
  type bookMeetingSchema,
  type deleteMeetingSchema,
  type meetingSchema,
  type moveMeetingSchema,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../db/client';
import { auditAs } from '../../platform/audit';
import { badRequest, conflict, forbidden, notFound } from '../../platform/httpErrors';
import { queueMail } from '../../platform/outbox';
import { tradeShowDays, tradeShowMeetings, tradeShows, tradeShowStations } from '../../db/tables/admin';
import { customersView, repsView } from '../../db/tables/directory.views';

// Trade-show schedule (spec 002 §2, §3, §4, §5, §6, §7, §9; mfe-admin/README.md "Trade-show
// schedule"). Reads: GraphQL tradeShows (the list) and tradeShow(name) (stations, days with their
// meetings, the caller's quota). Writes (REST, each one transaction with its audit entry, under
// the show's row lock so two bookings of one slot cannot both pass the overlap checks):
// POST /api/schedule/book (ours: the spec shows no booking call), PUT /api/schedule/station (move
// between stations, null a walk-through), POST /api/schedule/delete (e-mails the customer).
//
// Visibility (spec 002 §6): every signed-in user sees which slots are taken (station, times, host
// rep number); the details (host name, customer, attendee, contact, comment) only on their own
// meetings, or on all for rep 000 and view_appointments.

type ShowRow = typeof tradeShows.$inferSelect;
type MeetingRow = typeof tradeShowMeetings.$inferSelect;

/** A meeting as the schedule shows it (adminRoutes in @portal/shared/core; tradeShow's days in GraphQL). */
export type MeetingView = z.output<typeof meetingSchema>;

const viewOf = (user: SessionUser, m: MeetingRow, hostName: string | null): MeetingView => {
  const mine = !!user.repCode && user.repCode === m.host;
  const details = mine || seesAllAppointments(user);
  return {
    id: m.id,
    station: m.station,
    startTime: m.startTime,
    endTime: m.endTime,
    host: m.host,
    hostName: details ? hostName : null,
    customer: details ? m.customer : null,
    customerName: details ? m.customerName : null,
    atendee: details ? m.atendee : null,
    email: details ? m.email : null,
    phone: details ? m.phone : null,
    comment: details ? m.comment : null,
    mine,
  };
};

export interface TradeShowSummary {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
  singleSessionLength: number;
  maxSessionLength: number;
  maxMeetings: number;
}

/** tradeShows: every show, the newest bookings window first (index trade_shows_start_idx). */
export async function listTradeShows(db: Db): Promise<TradeShowSummary[]> {
  return db.select().from(tradeShows).orderBy(desc(tradeShows.startDate), asc(tradeShows.name));
}

export const showStations = (db: Db, showId: number) =>
  db
    .select({ station: tradeShowStations.station, hexCode: tradeShowStations.hexCode, dark: tradeShowStations.dark })
    .from(tradeShowStations)
    .where(eq(tradeShowStations.showId, showId))
    .orderBy(asc(tradeShowStations.position), asc(tradeShowStations.id));

/** A show's days, each with its meetings as the caller may see them. */
export async function showDays(db: Db, user: SessionUser, showId: number) {
  const days = await db.select().from(tradeShowDays).where(eq(tradeShowDays.showId, showId)).orderBy(asc(tradeShowDays.startTime));
  const meetings = await db
    .select({ m: tradeShowMeetings, hostName: repsView.name })
    .from(tradeShowMeetings)
    .innerJoin(repsView, eq(repsView.code, tradeShowMeetings.host))
    .where(eq(tradeShowMeetings.showId, showId))
    .orderBy(asc(tradeShowMeetings.startTime), asc(tradeShowMeetings.id));
  return days.map((d) => ({
    name: d.name,
    startTime: d.startTime,
    endTime: d.endTime,
    meetings: meetings.filter((r) => r.m.startTime >= d.startTime && r.m.startTime < d.endTime).map((r) => viewOf(user, r.m, r.hostName)),
  }));
}

const usedMinutes = async (db: Db, showId: number, host: string) => {
  const [row] = await db
    .select({
      minutes: sql<string>`coalesce(sum(extract(epoch from (${tradeShowMeetings.endTime} - ${tradeShowMeetings.startTime}))) / 60, 0)`,
    })
    .from(tradeShowMeetings)
    .where(and(eq(tradeShowMeetings.showId, showId), eq(tradeShowMeetings.host, host)));
  return Math.round(Number(row.minutes));
};

export interface ScheduleQuota {
  usedMinutes: number;
  quotaMinutes: number;
  reached: boolean;
}

/** The caller's own quota (spec 002 §5, §6 "others see their own quota"): null when they have none. */
export async function showQuota(db: Db, user: SessionUser, show: ShowRow): Promise<ScheduleQuota | null> {
  if (!isNonManagerRep(user)) return null;
  const used = await usedMinutes(db, show.id, user.repCode!);
  const quota = quotaMinutes(show);
  return { usedMinutes: used, quotaMinutes: quota, reached: used >= quota };
}

/** Whether the bookings window (startDate–endDate, Toronto calendar days) is open today. */
export const bookingsOpen = (show: Pick<ShowRow, 'startDate' | 'endDate'>, now: Date) => {
  const today = torontoToday(now);
  return show.startDate <= today && today <= show.endDate;
};

/** tradeShow(name): null for an unknown name. */
export async function readTradeShow(db: Db, name: string): Promise<ShowRow | null> {
  // PostgreSQL text holds no U+0000: no show has such a name.
  if (name.includes('\u0000')) return null;
  const [show] = await db
    .select()
    .from(tradeShows)
    .where(eq(tradeShows.name, name.slice(0, 200)));
  return show ?? null;
}

async function lockShow(tx: Db, name: string): Promise<ShowRow> {
  const [show] = await tx.select().from(tradeShows).where(eq(tradeShows.name, name)).for('update');
  if (!show) throw notFound(M.showNotFound);
  return show;
}

/** One write: a transaction with its audit entry, under the show's row lock (404 for an unknown show). */
function inShow<T>(db: Db, user: SessionUser, name: string, now: Date, write: (tx: Db, show: ShowRow) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    return write(tx, await lockShow(tx, name));
  });
}

async function requireStation(tx: Db, show: ShowRow, station: string | null) {
  if (station === null) return;
  const [row] = await tx
    .select({ id: tradeShowStations.id })
    .from(tradeShowStations)
    .where(and(eq(tradeShowStations.showId, show.id), eq(tradeShowStations.station, station)));
  if (!row) throw badRequest(M.unknownStation);
}

/** A meeting at the station (walk-throughs share no station) overlapping start–end, other than `except`. */
async function stationTaken(tx: Db, show: ShowRow, station: string | null, start: Date, end: Date, except?: number) {
  if (station === null) return false;
  const rows = await tx
    .select({ id: tradeShowMeetings.id })
    .from(tradeShowMeetings)
    .where(
      and(
        eq(tradeShowMeetings.showId, show.id),
        eq(tradeShowMeetings.station, station),
        lt(tradeShowMeetings.startTime, end),
        gt(tradeShowMeetings.endTime, start),
        except ? ne(tradeShowMeetings.id, except) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

const mayChange = (user: SessionUser, m: MeetingRow) => seesAllAppointments(user) || (!!user.repCode && user.repCode === m.host);

async function meetingView(tx: Db, user: SessionUser, id: number): Promise<MeetingView> {
  const [r] = await tx
    .select({ m: tradeShowMeetings, hostName: repsView.name })
    .from(tradeShowMeetings)
    .innerJoin(repsView, eq(repsView.code, tradeShowMeetings.host))
    .where(eq(tradeShowMeetings.id, id));
  return viewOf(user, r.m, r.hostName);
}

/**
 * POST /api/schedule/book (ours). A rep books for themselves; rep 000 and view_appointments for any
 * rep (host). Rules: the bookings window is open; the station is the show's (null: walk-through);
 * the slot rule (30-minute grid inside a day, singleSessionLength to maxSessionLength); the station
 * and the host are free then; a non-manager rep stays within maxMeetings × singleSessionLength.
 */
export async function bookMeeting(db: Db, user: SessionUser, input: z.output<typeof bookMeetingSchema>, now: Date): Promise<MeetingView> {
  if (!canBookMeetings(user)) throw forbidden(M.notARep);
  let host = user.repCode;
  if (input.host && input.host !== user.repCode) {
    if (!seesAllAppointments(user)) throw forbidden(M.notYours);
    host = input.host;
  }
  if (!host) throw badRequest(M.unknownHost);
  const hostCode: string = host;
  const start = new Date(input.startTime);
  const end = new Date(input.endTime);
  return inShow(db, user, input.show, now, async (tx, show) => {
    if (!bookingsOpen(show, now)) throw badRequest(M.closed);
    const [rep] = await tx.select({ code: repsView.code }).from(repsView).where(eq(repsView.code, hostCode));
    if (!rep) throw badRequest(M.unknownHost);
    await requireStation(tx, show, input.station);
    if (input.customer) {
      const [c] = await tx
        .select({ numb: customersView.numb, repCode: customersView.repCode })
        .from(customersView)
        .where(eq(customersView.numb, input.customer));
      if (!c) throw badRequest(M.unknownCustomer);
      // A meeting names one of its host's customers (or, by name only, a prospect).
      if (c.repCode !== hostCode) throw badRequest(M.customerNotHosts);
    }
    const days = await tx.select().from(tradeShowDays).where(eq(tradeShowDays.showId, show.id));
    const problem = meetingTimeProblem(start, end, { ...show, days });
    if (problem) throw badRequest(problem);
    if (await stationTaken(tx, show, input.station, start, end)) throw conflict(M.stationTaken);
    const busy = await tx
      .select({ id: tradeShowMeetings.id })
      .from(tradeShowMeetings)
      .where(
        and(
          eq(tradeShowMeetings.showId, show.id),
          eq(tradeShowMeetings.host, hostCode),
          lt(tradeShowMeetings.startTime, end),
          gt(tradeShowMeetings.endTime, start),
        ),
      )
      .limit(1);
    if (busy.length) throw conflict(M.hostBusy);
    if (isNonManagerRep(user)) {
      const quota = quotaMinutes(show);
      if ((await usedMinutes(tx, show.id, hostCode)) + minutesBetween(start, end) > quota) throw badRequest(fill(M.quota, { quota }));
    }
    const [row] = await tx
      .insert(tradeShowMeetings)
      .values({
        showId: show.id,
        station: input.station,
        startTime: start,
        endTime: end,
        host: hostCode,
        customer: input.customer,
        customerName: input.customerName,
        atendee: input.atendee,
        email: input.email,
        phone: input.phone,
        comment: input.comment,
        bookedBy: user.id,
        bookedAt: now,
      })
      .returning({ id: tradeShowMeetings.id });
    return meetingView(tx, user, row.id);
  });
}

/** PUT /api/schedule/station (spec 002 §7): the host's meeting at start–end moves to station (null: walk-through). */
export async function moveMeeting(db: Db, user: SessionUser, input: z.output<typeof moveMeetingSchema>, now: Date): Promise<MeetingView> {
  const start = new Date(input.start);
  const end = new Date(input.end);
  return inShow(db, user, input.show, now, async (tx, show) => {
    const [m] = await tx
      .select()
      .from(tradeShowMeetings)
      .where(
        and(
          eq(tradeShowMeetings.showId, show.id),
          eq(tradeShowMeetings.host, input.host),
          eq(tradeShowMeetings.startTime, start),
          eq(tradeShowMeetings.endTime, end),
        ),
      );
    if (!m) throw notFound(M.meetingNotFound);
    if (!mayChange(user, m)) throw forbidden(M.notYours);
    if (m.station === input.station) return meetingView(tx, user, m.id);
    await requireStation(tx, show, input.station);
    if (await stationTaken(tx, show, input.station, start, end, m.id)) throw conflict(M.stationTaken);
    await tx.update(tradeShowMeetings).set({ station: input.station }).where(eq(tradeShowMeetings.id, m.id));
    return meetingView(tx, user, m.id);
  });
}

/** POST /api/schedule/delete (spec 002 §7, §4): deletes the meeting and e-mails its customer, in one transaction. */
export async function deleteMeeting(db: Db, user: SessionUser, input: z.output<typeof deleteMeetingSchema>, now: Date): Promise<void> {
  const start = new Date(input.startTime);
  const end = new Date(input.endTime);
  await inShow(db, user, input.show, now, async (tx, show) => {
    const [r] = await tx
      .select({ m: tradeShowMeetings, hostName: repsView.name, hostEmail: repsView.email })
      .from(tradeShowMeetings)
      .innerJoin(repsView, eq(repsView.code, tradeShowMeetings.host))
      .where(
        and(
          eq(tradeShowMeetings.showId, show.id),
          eq(tradeShowMeetings.host, input.rep),
          input.station === null ? isNull(tradeShowMeetings.station) : eq(tradeShowMeetings.station, input.station),
          eq(tradeShowMeetings.startTime, start),
          eq(tradeShowMeetings.endTime, end),
        ),
      );
    if (!r) throw notFound(M.meetingNotFound);
    if (!mayChange(user, r.m)) throw forbidden(M.notYours);
    await tx.delete(tradeShowMeetings).where(eq(tradeShowMeetings.id, r.m.id));
    await queueMail(tx, cancellationMail(show, r.m, r.hostName, r.hostEmail), now);
  });
}

function cancellationMail(show: ShowRow, m: MeetingRow, hostName: string, hostEmail: string | null) {
  const when = `${formatToronto(m.startTime, 'dddd, MMMM D, YYYY h:mm A')} – ${formatToronto(m.endTime, 'h:mm A')} (Toronto time)`;
  const where = m.station === null ? WALK_THROUGH_LABEL : `Station ${m.station}`;
  return {
    to: [m.email],
    subject: `Your meeting at ${show.name} has been cancelled`,
    text: [
      `Hello ${m.atendee},`,
      '',
      `Your meeting with ${hostName} at ${show.name} has been cancelled:`,
      `${when}, ${where}.`,
      '',
      `Please contact ${hostName}${hostEmail ? ` (${hostEmail})` : ''} to book another time.`,
    ].join('\n'),
  };
}
