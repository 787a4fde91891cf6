import { MONEY_LOCALE } from './intl';

// Its own module, not orders.ts: the customer's public approval page shows amounts too, and on a
// phone it must not load the order lists' definitions along with the formatter.

/**
 * Money is kept in integer cents; shown in the order's currency, the sign before the symbol
 * (a return order's -$1,006.85, not $-1,006.85). The one money formatter of the portal.
 */
// Made once: toLocaleString with options builds a formatter per call (50 per list page).
const moneyAmount = new Intl.NumberFormat(MONEY_LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatMoney(cents: number, currency: string = 'CAD'): string {
  const amount = moneyAmount.format(Math.abs(cents) / 100);
  return `${cents < 0 ? '-' : ''}${currency === 'USD' ? 'US$' : '$'}${amount}`;
}
