// The one search box (issue 29; shell/README.md "Search"): what it finds, how a hit looks on the
// wire, and the path each kind of record opens at. The server's providers build each hit's path with
// recordPaths.ts (the records' addresses, which the remotes' urls.ts use too); the shell only follows it.

/** The kinds of record the box finds, in the order their groups show. */
export const SEARCH_KINDS = [
  'order',
  'return',
  'designRequest',
  'designSample',
  'designOrder',
  'design',
  'customer',
  'customEvent',
  'shippingJob',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * The kinds with a page of their own (a detail page at recordPaths): a page of one of them that the
 * user opens, however, joins the box's recently opened records (GET /api/search/record).
 */
export const SEARCH_RECORD_KINDS = [
  'order',
  'return',
  'designRequest',
  'designSample',
  'designOrder',
  'customEvent',
  'shippingJob',
] as const;
export type SearchRecordKind = (typeof SEARCH_RECORD_KINDS)[number];

/** Ours: the group headings. */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  order: 'Orders',
  return: 'Returns',
  designRequest: 'Design Requests',
  designSample: 'Design Sample Requests',
  designOrder: 'Design Orders',
  design: 'Designs',
  customer: 'Customers',
  customEvent: 'Custom Events',
  shippingJob: 'Shipping Jobs',
};

export const SEARCH_LIMITS = {
  /** The longest term the box sends (longer input is cut). */
  term: 100,
  /** Hits per kind. */
  perKind: 5,
  /** Letters need this many characters (a trigram); a number is matched whole from one digit. */
  minLetters: 3,
} as const;

/** One record found: enough to recognise it and to open it. */
export interface SearchHit {
  kind: SearchKind;
  /** The record's own key as the user knows it (an order number, a design key, a customer number). */
  id: string;
  title: string;
  /** The line that tells two similar records apart (customer, status, date). */
  detail: string;
  /** The portal path that opens it. */
  path: string;
}

/** The term as the providers read it: trimmed, lower-cased, cut; `number` when it is a whole number (with an optional '#'). */
export function searchTermOf(raw: string): { text: string; number: number | null } {
  const text = raw
    .replace(/\u0000/g, '')
    .trim()
    .toLowerCase()
    .slice(0, SEARCH_LIMITS.term);
  const digits = /^#?(\d{1,9})$/.exec(text);
  return { text, number: digits ? Number(digits[1]) : null };
}

/** Whether a term is worth a search: any whole number, or letters of at least minLetters. */
export const searchable = (raw: string) => {
  const { text, number } = searchTermOf(raw);
  return number !== null || text.length >= SEARCH_LIMITS.minLetters;
};
