// License SKU approval (/license_approval, spec 002 §2, §3, §4, §7, §8, §9): the list
// (50 a page, styleCode ascending), search by column, sort, selection, approve (one-way), enable /
// disable, and the sell sheet of the selected style codes as a PDF. The screen and the server
// (GraphQL licenseSkus, POST /api/license/approve, /api/license/active, /api/sellsheet/license/sku)
// use these.

/** spec 002 §9: 50 rows a page; the total is unknown (-1) when a full page comes back. */
export const LICENSE_SKU_PAGE_SIZE = 50;
/** spec 002 §2 columns that sort (orderBy), as the API names them; default styleCode ascending (§9). */
export const LICENSE_SKU_SORTS = [
  'styleCode',
  'name',
  'color',
  'colorCode',
  'C',
  'U',
  'team',
  'league',
  'player',
  'createdAt',
  'approve',
  'active',
] as const;
export type LicenseSkuSort = (typeof LICENSE_SKU_SORTS)[number];
/** The search columns (searchCol). Ours: the text columns; default styleCode. */
export const LICENSE_SKU_SEARCH_COLS = [
  { value: 'styleCode', label: 'Style' },
  { value: 'name', label: 'Name' },
  { value: 'team', label: 'Team' },
  { value: 'league', label: 'League' },
  { value: 'player', label: 'Player' },
] as const;
export type LicenseSkuSearchCol = (typeof LICENSE_SKU_SEARCH_COLS)[number]['value'];
/** Ours: at most this many SKUs per approve / enable / disable call, and style codes per sell sheet. */
export const LICENSE_ITEMS_MAX = 200;
export const SELL_SHEET_MAX_STYLES = 50;
export const SELL_SHEET_FILE = 'LicenseSellSheet.pdf';

export const LICENSE_MESSAGES = {
  forbidden: "You don't have permission to manage license SKUs.",
  selectSkus: 'Please select at least one SKU.',
  tooMany: 'At most 200 SKUs can be changed at once.',
  tooManyStyles: 'A sell sheet holds at most 50 styles.',
  unknownSku: 'SKU {sku} in colour {color} does not exist.',
  activeNotBoolean: 'Active must be true or false.',
  approved: 'Approved {count} SKU(s).',
  enabled: 'Enabled {count} SKU(s).',
  disabled: 'Disabled {count} SKU(s).',
  alreadyApproved: 'Approval cannot be undone.',
} as const;
