import { z } from 'zod';
import { MEETING_COMMENT_MAX, MEETING_TEXT_MAX, SCHEDULE_MESSAGES as M } from './tradeShows';

// The bodies of the schedule's writes (spec 002 §7; the booking call is ours), parsed by the server;
// the booking dialog runs bookMeetingSchema too.

const instant = z.iso.datetime({ offset: true, error: M.slot });
const show = z.string({ error: M.showNotFound }).trim().min(1, M.showNotFound).max(200, M.showNotFound);
const station = z.string({ error: M.unknownStation }).trim().min(1, M.unknownStation).max(50, M.unknownStation).nullable();
const rep = z.string({ error: M.unknownHost }).trim().min(1, M.unknownHost).max(20, M.unknownHost);
const text = (required: string) => z.string({ error: required }).trim().min(1, required).max(MEETING_TEXT_MAX, M.tooLong);
const optional = (max: number) =>
  z
    .string({ error: M.tooLong })
    .trim()
    .max(max, M.tooLong)
    .nullish()
    .transform((v) => v || null);

/** POST /api/schedule/book (ours): host only for those who see every appointment (else the caller's rep code). */
export const bookMeetingSchema = z.object({
  show,
  station,
  startTime: instant,
  endTime: instant,
  host: rep.nullish(),
  customer: optional(20),
  customerName: text(M.customerNameRequired),
  atendee: text(M.attendeeRequired),
  email: z
    .string({ error: M.emailInvalid })
    .trim()
    .max(255, M.emailInvalid)
    .pipe(z.email({ error: M.emailInvalid })),
  phone: optional(30),
  comment: optional(MEETING_COMMENT_MAX),
});
export type BookMeetingInput = z.input<typeof bookMeetingSchema>;

/** POST /api/schedule/delete: the meeting named by show, station, rep and its times (spec 002 §7). */
export const deleteMeetingSchema = z.object({ show, station, rep, startTime: instant, endTime: instant });
export type DeleteMeetingInput = z.input<typeof deleteMeetingSchema>;

/** PUT /api/schedule/station: the host's meeting at start–end moves to station (null: walk-through). */
export const moveMeetingSchema = z.object({ show, host: rep, station, start: instant, end: instant });
export type MoveMeetingInput = z.input<typeof moveMeetingSchema>;
