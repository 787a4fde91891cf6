import { formatCalendarDate, formatToronto, formatTorontoDate } from './time';

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
});
