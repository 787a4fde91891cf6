import fc from 'fast-check';
import { dayjs, formatCalendarDate, formatToronto, formatTorontoDate, TIME_ZONE, torontoToday } from './time';

describe('dates are shown one way (spec 000 §9: Toronto time)', () => {
  it('an instant is shown in Toronto time, with or without its time', () => {
    expect(formatToronto('2025-12-24T04:30:00Z')).toBe('2025-12-23 11:30 PM');
    expect(formatTorontoDate('2025-12-24T04:30:00Z')).toBe('2025-12-23');
    expect(formatToronto(null)).toBe('');
  });

  it('a calendar date (scheduled ship date) keeps its day, where reading it as an instant loses one', () => {
    expect(formatTorontoDate('2026-01-20')).toBe('2026-01-19');
    expect(formatCalendarDate('2026-01-20')).toBe('2026-01-20');
    expect(formatCalendarDate('2026-01-20T00:00:00.000Z')).toBe('2026-01-20');
  });

  it('a missing or impossible calendar date shows nothing', () => {
    for (const value of [null, undefined, '', 'soon', '2026-02-31', '20260120']) expect(formatCalendarDate(value)).toBe('');
  });

  it('reads the clock as dayjs.tz does at any instant, across both daylight-saving changes', () => {
    const format = 'YYYY-MM-DD HH:mm:ss.SSS h A';
    const edges = [
      '2026-03-08T06:59:59.999Z',
      '2026-03-08T07:00:00Z',
      '2026-11-01T05:59:59.999Z',
      '2026-11-01T06:00:00Z',
      '2026-11-01T06:30:00Z',
    ];
    for (const at of edges) expect(formatToronto(at, format)).toBe(dayjs(at).tz(TIME_ZONE).format(format));
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) }), (ms) => {
        expect(formatToronto(ms, format)).toBe(dayjs(ms).tz(TIME_ZONE).format(format));
      }),
      { numRuns: 2000 },
    );
  });

  it("today in Toronto is yesterday in UTC's first hours", () => {
    expect(torontoToday(Date.parse('2026-01-20T03:00:00Z'))).toBe('2026-01-19');
    expect(torontoToday(Date.parse('2026-01-20T06:00:00Z'))).toBe('2026-01-20');
  });
});
