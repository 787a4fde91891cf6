import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { PORTAL_LOCALE, TIME_ZONE } from './intl';

dayjs.extend(utc);
dayjs.extend(timezone);

export { TIME_ZONE } from './intl';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD h:mm A';

type DateInput = string | number | Date | null | undefined;

// One formatter, made once: dayjs's tz() builds an Intl formatter on every call, and a list of
// 50 rows with three dates spent a tenth of its first render (120 ms on a busy machine) there.
const torontoParts = new Intl.DateTimeFormat(PORTAL_LOCALE, {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Toronto's wall clock at an instant, as the UTC instant with the same clock reading. */
function torontoWallClock(ms: number): number {
  const p: Record<string, number> = {};
  for (const { type, value } of torontoParts.formatToParts(ms)) if (type !== 'literal') p[type] = Number(value);
  const wholeSecond = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wholeSecond + (((ms % 1000) + 1000) % 1000);
}

/**
 * Formats an instant in Toronto time; empty string for a missing value. The format must not hold
 * an offset token (Z, ZZ): the clock reading is formatted, not the zone.
 */
export function formatToronto(value: DateInput, format: string = DATE_TIME_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? dayjs.utc(torontoWallClock(d.valueOf())).format(format) : '';
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
  return formatToronto(now ?? Date.now(), DATE_FORMAT);
}

export { dayjs };
