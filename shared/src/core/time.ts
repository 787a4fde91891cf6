import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Every date in the portal is shown in Toronto time (spec 000 §9, 002 §9). */
export const TIME_ZONE = 'America/Toronto';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD h:mm A';

type DateInput = string | number | Date | null | undefined;

/** Formats an instant in Toronto time; empty string for a missing value. */
export function formatToronto(value: DateInput, format: string = DATE_TIME_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.tz(TIME_ZONE).format(format) : '';
}

export function formatTorontoDate(value: DateInput): string {
  return formatToronto(value, DATE_FORMAT);
}

/**
 * A calendar date without a time (scheduled ship date, collection dates: 'YYYY-MM-DD' on the wire)
 * in the portal's date format. Not through formatTorontoDate: a bare date read as an instant is
 * UTC midnight, which is the day before in Toronto.
 */
export function formatCalendarDate(value: string | null | undefined): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value ?? '')?.[0];
  if (!day) return '';
  // dayjs reads a bare date as local midnight: formatting it gives the same day back, and a day
  // that does not exist (2026-02-31) rolls over, so it is refused.
  const formatted = dayjs(day).format(DATE_FORMAT);
  return formatted === day ? formatted : '';
}

/** Today's calendar date in Toronto, as YYYY-MM-DD. */
export function torontoToday(now: DateInput = Date.now()): string {
  return dayjs(now).tz(TIME_ZONE).format(DATE_FORMAT);
}

export { dayjs };
