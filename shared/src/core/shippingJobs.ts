import { ORDER_TYPE_CODES } from './orders';

// Shipping jobs (spec 002 §2 "Shipping jobs", §3, §4, §5, §7, §9): the rules both the screens and
// the server use. Decisions where the spec is silent: mfe-orders/README.md "Shipping jobs".

/** spec 002 §9: 50 jobs a page; the total is unknown (-1) when a full page comes back. */
export const SHIPPING_JOB_PAGE_SIZE = 50;
/** spec 002 §9 text limits. */
export const SHIPPING_JOB_PO_MAX = 50;
export const SHIPPING_JOB_TITLE_MAX = 30;
/** Ours: a comment and the address lines. */
export const SHIPPING_JOB_COMMENT_MAX = 1000;
export const SHIPPING_ADDRESS_LINE_MAX = 100;
/** Ours: the create page's order picker answers at most this many orders. */
export const UNSHIPPED_ORDER_LIMIT = 50;
/** Ours: a ship quantity is a whole number up to this (the size grid's own cap). */
export const SHIP_QUANTITY_MAX = 99_999;

/** Shipping job statuses (ours; the spec has a status field and a shipped flag). */
export const SHIPPING_JOB_STATUS = { open: 1, shipped: 2 } as const;
export const SHIPPING_JOB_STATUS_TEXT: Record<number, string> = { 1: 'Open', 2: 'Shipped' };

/**
 * GET /api/shipCodes (spec 002 §3 "Ship code: id, name"). Ours: the carriers the business ships
 * with; the seed's jobs name them by their name, new jobs store the id.
 */
export const SHIP_CODES = [
  { id: 'UPSG', name: 'UPS Ground' },
  { id: 'PURO', name: 'Purolator' },
  { id: 'FDXG', name: 'FedEx Ground' },
  { id: 'CNPR', name: 'Canpar' },
  { id: 'PICK', name: 'Customer Pick-up' },
] as const;
export type ShipCode = (typeof SHIP_CODES)[number];

/** The ship code a job stores, by its id or (older jobs) its name; unknown ones keep their text. */
export function shipCodeOf(stored: string | null | undefined): { id: string; name: string } | null {
  if (!stored) return null;
  const code = SHIP_CODES.find((c) => c.id === stored || c.name === stored);
  return code ? { id: code.id, name: code.name } : { id: stored, name: stored };
}

export const SHIPPING_JOB_MESSAGES = {
  /** spec 002 §5 required fields (ours: the wording). */
  quantityRequired: 'Enter a ship quantity above 0 for at least one size.',
  addressRequired: 'Please enter the shipping address (name, address, city and country).',
  dateRequired: 'Please choose the date required.',
  customerRequired: 'Please choose the customer.',
  shipViaRequired: 'Please choose how it ships (ship via).',
  repRequired: 'Please choose the rep.',
  csrRequired: 'Please choose the CSR.',
  jobTitleRequired: 'Please enter the job title.',
  jobTitleTooLong: `The job title can be at most ${SHIPPING_JOB_TITLE_MAX} characters.`,
  poTooLong: `The PO can be at most ${SHIPPING_JOB_PO_MAX} characters.`,
  quantityInvalid: 'Ship quantities are whole numbers from 0 up to what is available.',
  /** Server refusals (ours). */
  orderNotShippable: 'Order #{number} cannot ship: only Approved orders with units left to ship take shipping jobs.',
  otherCustomer: 'Order #{number} belongs to another customer: a shipping job ships to one customer.',
  tooMany: 'Order #{number}, size {size}: only {available} {kind} can still ship.',
  notOnOrder: 'A size sent is not on the chosen orders.',
  repNotOnOrders: 'The rep must be the rep of one of the chosen orders.',
  csrNotOnOrders: 'The CSR must be the CSR of one of the chosen orders.',
  jobNotFound: 'This shipping job does not exist.',
  jobShipped: 'Shipping job #{id} has shipped: its quantities cannot change.',
  orderShipped: 'Order #{number} has shipped: its quantities on this job cannot change.',
  notOnJob: 'A size sent is not on this shipping job.',
  forbidden: "You don't have permission to create or change shipping jobs.",
  /** The bulk action (ours): marks open jobs shipped. */
  markedShipped: '{count} shipping job(s) marked shipped.',
  markShippedFailed: 'An error occured while marking the shipping jobs shipped, please try again later.',
  created: 'Shipping job #{id} created.',
} as const;

/** spec 002 §5: each ship quantity is an integer clamped between 0 and the available amount. */
export function clampShipQuantity(raw: unknown, available: number): number {
  const n = typeof raw === 'number' ? raw : Number(String(raw ?? '').trim());
  if (!Number.isFinite(n)) return 0;
  return Math.min(Math.max(0, Math.trunc(n)), Math.max(0, available));
}

/**
 * spec 002 §9: "Order type code 211 copies the quantity into a currency-keyed field". An event
 * order's size has one ship quantity; it ships from the warehouse of the order's currency (CAD:
 * C, the Canadian one; USD: U). Other orders send C and U as entered.
 */
export function isCurrencyKeyedOrder(orderType: string): boolean {
  return orderType === ORDER_TYPE_CODES.event;
}
export function currencyKind(currency: string): 'C' | 'U' {
  return currency === 'USD' ? 'U' : 'C';
}
/** The C and U a size ships when the form holds one quantity for a 211 order. */
export function currencyKeyedQuantities(quantity: number, currency: string): { C: number; U: number } {
  return currencyKind(currency) === 'C' ? { C: quantity, U: 0 } : { C: 0, U: quantity };
}

/** spec 002 §5: rep and CSR are chosen automatically when all chosen orders share one. */
export function sharedValue<T>(values: readonly (T | null | undefined)[]): T | null {
  const distinct = [...new Set(values.filter((v): v is T => v !== null && v !== undefined))];
  return values.length > 0 && distinct.length === 1 && values.every((v) => v !== null && v !== undefined) ? distinct[0] : null;
}

/** An order is Shipped when its shipping jobs carry every unit (mfe-orders/README.md). */
export function carriesEveryUnit(sizes: readonly { qtyC: number; qtyU: number; shippedC: number; shippedU: number }[]): boolean {
  return sizes.every((s) => s.shippedC >= s.qtyC && s.shippedU >= s.qtyU);
}

export interface ShippingAddress {
  customerName: string;
  address1: string;
  address2?: string | null;
  address3?: string | null;
  city: string;
  state?: string | null;
  country: string;
  zip?: string | null;
}

export interface ShippingJobFormValues {
  customer: string | null;
  orders: number[];
  shipping: ShippingAddress;
  dateRequired: string | null;
  shipViaCode: string | null;
  rep: string | null;
  csr: string | null;
  po: string;
  jobTitle: string;
  comment: string;
  items: { id: number; abbr: string; C: number; U: number }[];
}

/** spec 002 §5: what stops Create, first problem first (the server's schema checks the same). */
export function shippingJobFormProblem(v: ShippingJobFormValues): string | null {
  if (!v.customer) return SHIPPING_JOB_MESSAGES.customerRequired;
  if (!v.items.some((i) => i.C > 0 || i.U > 0)) return SHIPPING_JOB_MESSAGES.quantityRequired;
  const a = v.shipping;
  if (!a.customerName.trim() || !a.address1.trim() || !a.city.trim() || !a.country.trim()) return SHIPPING_JOB_MESSAGES.addressRequired;
  if (!v.dateRequired) return SHIPPING_JOB_MESSAGES.dateRequired;
  if (!v.shipViaCode) return SHIPPING_JOB_MESSAGES.shipViaRequired;
  if (!v.rep) return SHIPPING_JOB_MESSAGES.repRequired;
  if (!v.csr) return SHIPPING_JOB_MESSAGES.csrRequired;
  if (!v.jobTitle.trim()) return SHIPPING_JOB_MESSAGES.jobTitleRequired;
  if (v.jobTitle.length > SHIPPING_JOB_TITLE_MAX) return SHIPPING_JOB_MESSAGES.jobTitleTooLong;
  if (v.po.length > SHIPPING_JOB_PO_MAX) return SHIPPING_JOB_MESSAGES.poTooLong;
  return null;
}
