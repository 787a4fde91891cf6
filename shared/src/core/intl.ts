// The locales and zone the portal formats in, and their data loaded ahead of need.

/** Every date in the portal is shown in Toronto time (spec 000 §9, 002 §9). */
export const TIME_ZONE = 'America/Toronto';

/** Money amounts: 1,006.85 (formatMoney). */
export const MONEY_LOCALE = 'en-CA';

/** Dates (their zone rules; the formats are the portal's own) and counts: 12,345. */
export const PORTAL_LOCALE = 'en-US';

/**
 * Makes the browser load its number and time-zone data (ICU): the first Intl formatter of a page
 * does, 60-170 ms of Chromium's main thread on this machine (bench), and a list makes its money
 * and Toronto date formatters in its first render. The shell calls this once the page is idle
 * (the login form, before Submit), so that cost is off the way to the first rows; later
 * formatters of these locales are made in well under a millisecond.
 */
export function loadIntlData(): void {
  new Intl.NumberFormat(MONEY_LOCALE, { minimumFractionDigits: 2 }).format(1);
  new Intl.NumberFormat(PORTAL_LOCALE).format(1);
  new Intl.DateTimeFormat(PORTAL_LOCALE, { timeZone: TIME_ZONE, hour: 'numeric' }).formatToParts(0);
}
