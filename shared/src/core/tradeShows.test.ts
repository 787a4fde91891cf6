import { accessFrom, type SessionUser } from './access';
import {
  canBookMeetings,
  isNonManagerRep,
  meetingMatches,
  meetingTimeProblem,
  overlaps,
  quotaReached,
  seesAllAppointments,
  showsScheduleTools,
} from './tradeShows';

const user = (over: Partial<SessionUser> = {}): SessionUser => ({
  id: 1,
  email: 'x@demo.local',
  name: 'X',
  userType: 'REP',
  repCode: '101',
  repManagerCode: null,
  access: accessFrom([]),
  ...over,
});
// 9:00–17:00 Toronto on 2026-03-10 (daylight time): 13:00–21:00 UTC.
const DAY = { startTime: '2026-03-10T13:00:00Z', endTime: '2026-03-10T21:00:00Z' };
const SHOW = { singleSessionLength: 30, maxSessionLength: 60, days: [DAY] };
const at = (minutes: number) => new Date(Date.parse(DAY.startTime) + minutes * 60_000).toISOString();

describe('trade-show rules (spec 002 §5, §6, §9)', () => {
  it('the slot rule: the 30-minute grid inside a day, singleSessionLength to maxSessionLength', () => {
    expect(meetingTimeProblem(at(0), at(30), SHOW)).toBeNull();
    expect(meetingTimeProblem(at(450), at(480), SHOW)).toBeNull();
    expect(meetingTimeProblem(at(10), at(40), SHOW)).toMatch(/30-minute slot/);
    expect(meetingTimeProblem(at(-30), at(0), SHOW)).toMatch(/30-minute slot/);
    expect(meetingTimeProblem(at(450), at(510), SHOW)).toMatch(/30-minute slot/);
    expect(meetingTimeProblem(at(30), at(30), SHOW)).toMatch(/30-minute slot/);
    expect(meetingTimeProblem(at(0), at(90), SHOW)).toBe('A meeting is 30 to 60 minutes long.');
    expect(meetingTimeProblem('nonsense', at(30), SHOW)).toMatch(/30-minute slot/);
  });

  it('overlap: each starts before the other ends (touching meetings do not overlap)', () => {
    expect(overlaps({ startTime: at(0), endTime: at(60) }, { startTime: at(30), endTime: at(90) })).toBe(true);
    expect(overlaps({ startTime: at(0), endTime: at(30) }, { startTime: at(30), endTime: at(60) })).toBe(false);
  });

  it('a non-manager rep: a rep code other than 000 and 100, no repManagerCode, no view_appointments', () => {
    expect(isNonManagerRep(user())).toBe(true);
    expect(isNonManagerRep(user({ repCode: '000' }))).toBe(false);
    expect(isNonManagerRep(user({ repCode: '100' }))).toBe(false);
    expect(isNonManagerRep(user({ repManagerCode: '101' }))).toBe(false);
    expect(isNonManagerRep(user({ access: accessFrom(['viewAllAppointments']) }))).toBe(false);
    expect(isNonManagerRep(user({ repCode: null, userType: 'INTERNAL' }))).toBe(false);
    expect(quotaReached(179, { maxMeetings: 6, singleSessionLength: 30 })).toBe(false);
    expect(quotaReached(180, { maxMeetings: 6, singleSessionLength: 30 })).toBe(true);
  });

  it('§6: details for rep 000 or view_appointments; tools for INTERNAL or a repManagerCode; booking for reps and those who see all', () => {
    expect(seesAllAppointments(user({ repCode: '000' }))).toBe(true);
    expect(seesAllAppointments(user({ repCode: null, access: accessFrom(['viewAllAppointments']) }))).toBe(true);
    expect(seesAllAppointments(user())).toBe(false);
    expect(showsScheduleTools(user({ userType: 'INTERNAL', repCode: null }))).toBe(true);
    expect(showsScheduleTools(user({ repManagerCode: '101' }))).toBe(true);
    expect(showsScheduleTools(user())).toBe(false);
    expect(canBookMeetings(user())).toBe(true);
    expect(canBookMeetings(user({ userType: 'INTERNAL', repCode: null }))).toBe(false);
    expect(canBookMeetings(user({ userType: 'INTERNAL', repCode: null, access: accessFrom(['viewAllAppointments']) }))).toBe(true);
    expect(canBookMeetings(user({ userType: 'CUSTOMER', repCode: null }))).toBe(false);
  });

  it('the complete view search looks in customer, attendee, rep, contact, comment and station', () => {
    const m = {
      customer: '1001',
      customerName: 'Lakeside Golf',
      atendee: 'Robin Hale',
      host: '101',
      hostName: 'Riley',
      email: 'r@x.com',
      phone: '416',
      comment: 'Fall',
      station: null,
    };
    for (const q of ['lakeside', '1001', 'ROBIN', 'riley', 'r@x', '416', 'fall', 'walk']) expect(meetingMatches(m, q)).toBe(true);
    expect(meetingMatches(m, 'summit')).toBe(false);
    expect(meetingMatches(m, '  ')).toBe(true);
  });
});
