import { MANAGER_REP_CODES, type SessionUser } from './access';

// Trade-show schedule (/schedule, spec 002 §2, §3, §4, §5, §6, §7, §8, §9;
// mfe-admin/README.md "Trade-show schedule"). The screens and the server (GraphQL tradeShows and
// tradeShow(name); POST /api/schedule/book (ours), POST /api/schedule/delete, PUT
// /api/schedule/station) use these rules; the bodies' zod schemas are tradeShowSchemas.ts.

/** spec 002 §9: a schedule slot is 30 minutes, drawn 48 pixels high. */
export const SLOT_MINUTES = 30;
export const SLOT_HEIGHT_PX = 48;
/** Ours: text limits of a booking. */
export const MEETING_TEXT_MAX = 100;
export const MEETING_COMMENT_MAX = 500;

export const SCHEDULE_MESSAGES = {
  showNotFound: 'This trade show does not exist.',
  meetingNotFound: 'This meeting does not exist.',
  notYours: 'You can only change your own meetings.',
  notARep: 'Only reps can book meetings.',
  unknownHost: 'This rep does not exist.',
  unknownStation: 'This station does not exist.',
  unknownCustomer: 'This customer does not exist.',
  customerNotHosts: "This customer is not one of the rep's customers.",
  slot: "A meeting starts and ends on a 30-minute slot within one of the show's days.",
  length: 'A meeting is {min} to {max} minutes long.',
  stationTaken: 'The station is already booked at that time.',
  hostBusy: 'The rep already has a meeting at that time.',
  quota: 'The rep has used their {quota} minutes of meetings at this show.',
  closed: 'Bookings for this show are closed.',
  attendeeRequired: 'Please enter the attendee.',
  customerNameRequired: 'Please enter the customer.',
  emailInvalid: 'Please enter a valid email address.',
  tooLong: 'This text is too long.',
  booked: 'Meeting booked.',
  deleted: 'Meeting deleted.',
  bookFailed: 'An error occured while booking the meeting.',
} as const;

/** Host name and every meeting's details: rep 000 or view_appointments (spec 002 §6). */
export function seesAllAppointments(user: Pick<SessionUser, 'repCode' | 'access'>): boolean {
  return user.repCode === '000' || user.access.viewAllAppointments;
}

/** Rep filter and the complete-view toggle: INTERNAL users or those with a repManagerCode (spec 002 §6). */
export function showsScheduleTools(user: Pick<SessionUser, 'userType' | 'repManagerCode'>): boolean {
  return user.userType === 'INTERNAL' || !!user.repManagerCode;
}

/**
 * A non-manager rep (spec 002 §5 quota; ours, README "Decisions"): a user with a rep code other
 * than the house codes 000 and 100, without a repManagerCode (the spec's mark of a rep manager in
 * §6) and without view_appointments. Only they have a quota.
 */
export function isNonManagerRep(user: Pick<SessionUser, 'repCode' | 'repManagerCode' | 'access'>): boolean {
  return (
    !!user.repCode &&
    !(MANAGER_REP_CODES as readonly string[]).includes(user.repCode) &&
    !user.repManagerCode &&
    !user.access.viewAllAppointments
  );
}

/** Who may book at all: a rep (for themselves) or someone who sees every appointment (for any rep). */
export function canBookMeetings(user: Pick<SessionUser, 'repCode' | 'access' | 'userType'>): boolean {
  return user.userType !== 'CUSTOMER' && (!!user.repCode || seesAllAppointments(user));
}

/** spec 002 §5: a non-manager rep's time at a show: maxMeetings × singleSessionLength minutes. */
export function quotaMinutes(show: { maxMeetings: number; singleSessionLength: number }): number {
  return show.maxMeetings * show.singleSessionLength;
}

/** spec 002 §5: booking is disabled once the used time reaches the quota. */
export function quotaReached(usedMinutes: number, show: { maxMeetings: number; singleSessionLength: number }): boolean {
  return usedMinutes >= quotaMinutes(show);
}

export const minutesBetween = (start: string | Date, end: string | Date) =>
  Math.round((new Date(end).getTime() - new Date(start).getTime()) / 60_000);

export interface ScheduleDayWindow {
  startTime: string | Date;
  endTime: string | Date;
}

/**
 * The slot rule (spec 002 §9): start and end on the day's 30-minute grid, inside one day, the
 * length between singleSessionLength and maxSessionLength. Answers the message or null.
 */
export function meetingTimeProblem(
  start: string | Date,
  end: string | Date,
  show: { singleSessionLength: number; maxSessionLength: number; days: readonly ScheduleDayWindow[] },
): string | null {
  const s = new Date(start).getTime();
  const e = new Date(end).getTime();
  if (!Number.isFinite(s) || !Number.isFinite(e) || e <= s) return SCHEDULE_MESSAGES.slot;
  const day = show.days.find((d) => new Date(d.startTime).getTime() <= s && e <= new Date(d.endTime).getTime());
  if (!day) return SCHEDULE_MESSAGES.slot;
  const slot = SLOT_MINUTES * 60_000;
  const from = new Date(day.startTime).getTime();
  if ((s - from) % slot !== 0 || (e - from) % slot !== 0) return SCHEDULE_MESSAGES.slot;
  const length = (e - s) / 60_000;
  if (length < show.singleSessionLength || length > show.maxSessionLength) {
    return SCHEDULE_MESSAGES.length.replace('{min}', String(show.singleSessionLength)).replace('{max}', String(show.maxSessionLength));
  }
  return null;
}

/** Two meetings overlap when each starts before the other ends. */
export const overlaps = (
  a: { startTime: string | Date; endTime: string | Date },
  b: { startTime: string | Date; endTime: string | Date },
) => new Date(a.startTime).getTime() < new Date(b.endTime).getTime() && new Date(b.startTime).getTime() < new Date(a.endTime).getTime();

/** The free-text search of the complete view: customer, attendee, host, e-mail, phone, comment, station. */
export function meetingMatches(
  m: {
    customer?: string | null;
    customerName?: string | null;
    atendee?: string | null;
    host?: string | null;
    hostName?: string | null;
    email?: string | null;
    phone?: string | null;
    comment?: string | null;
    station?: string | null;
  },
  search: string,
): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return [m.customer, m.customerName, m.atendee, m.host, m.hostName, m.email, m.phone, m.comment, m.station ?? 'walk-through'].some((v) =>
    (v ?? '').toLowerCase().includes(q),
  );
}

/** The station of a walk-through meeting is null (spec 002 §7). */
export const WALK_THROUGH_LABEL = 'Walk-through';
