import type { AccessRuleName } from './access';

// Orders: status codes, list definitions and the business constants of spec 000 §3, §4 and §9,
// shared by the order screens and the server so both read one truth.

/** spec 000 §3: order status codes. */
export const ORDER_STATUS = {
  Saved: 0,
  AwaitingArt: 1,
  ArtRequested: 2,
  ArtCompleted: 3,
  AwaitingArtConf: 4,
  ManagersApproval: 5,
  Approved: 6,
  Shipped: 7,
  Cancelled: 99,
} as const;
export type OrderStatusName = keyof typeof ORDER_STATUS;
export type OrderStatus = (typeof ORDER_STATUS)[OrderStatusName];

/** The status flow in order (spec 000 §4); Cancelled is apart from it. */
export const ORDER_STATUS_FLOW: readonly OrderStatus[] = [0, 1, 2, 3, 4, 5, 6, 7];
export const ORDER_STATUSES: readonly OrderStatus[] = [...ORDER_STATUS_FLOW, ORDER_STATUS.Cancelled];

/** spec 000 §3: sub-status codes (only ManagersApproval carries one). */
export const ORDER_SUB_STATUS = {
  CustomerApproved: 1,
  AwaitingCustomerApproval: 4,
} as const;
export type OrderSubStatus = (typeof ORDER_SUB_STATUS)[keyof typeof ORDER_SUB_STATUS];

/** Status texts as staff read them (the list's `statusString`). */
export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  0: 'Saved',
  1: 'Awaiting Art',
  2: 'Art Requested',
  3: 'Art Completed',
  4: 'Awaiting Art Confirmation',
  5: "Manager's Approval",
  6: 'Approved',
  7: 'Shipped',
  99: 'Cancelled',
};

export const ORDER_SUB_STATUS_TEXT: Record<OrderSubStatus, string> = {
  1: 'Customer Approved',
  4: 'Awaiting Customer Approval',
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'number' && (ORDER_STATUSES as readonly number[]).includes(value);
}

/** The text of a status, with the sub-status when there is one ("Manager's Approval - Customer Approved"). */
export function orderStatusText(status: number, subStatus?: number | null): string {
  const base = ORDER_STATUS_TEXT[status as OrderStatus] ?? String(status);
  const sub = subStatus ? ORDER_SUB_STATUS_TEXT[subStatus as OrderSubStatus] : undefined;
  return sub ? `${base} - ${sub}` : base;
}

/** The fifteen order lists (spec 000 §2), by path without the slash. */
export const ORDER_LISTS = [
  'parked',
  'sellsheet',
  'manager',
  'art_awaiting',
  'art_requested',
  'art_completed',
  'color_stories',
  'license_collections',
  'awaiting_customer_approval',
  'customer_approved',
  'other_orders',
  'saved',
  'approved',
  'order_history',
  'orders',
] as const;
export type OrderListName = (typeof ORDER_LISTS)[number];

export function isOrderListName(value: unknown): value is OrderListName {
  return typeof value === 'string' && (ORDER_LISTS as readonly string[]).includes(value);
}

/** spec 000 §3: the counters GET /api/orders/total answers. */
export const ORDER_COUNTERS = [
  'total',
  'parked',
  'saved',
  'orders',
  'sellsheet',
  'manager',
  'awaiting',
  'completed',
  'requested',
  'approved',
  'shipped',
  'awaitingApproval',
  'customerApproved',
] as const;
export type OrderCounterName = (typeof ORDER_COUNTERS)[number];

/** Order type codes (platform order_types) that some lists and rules single out. */
export const ORDER_TYPE_CODES = {
  sellSheet: '210',
  event: '211',
  licenseCollection: '220',
  colorStory: '230',
} as const;
/** Collections are orders of these types: their PO field holds the collection name (spec 000 §5). */
export const COLLECTION_ORDER_TYPES: readonly string[] = [ORDER_TYPE_CODES.licenseCollection, ORDER_TYPE_CODES.colorStory];

export interface OrderListDefinition {
  /** The list's name as users know it (drawer label and page title). */
  label: string;
  /** Named access rule of the route, the drawer entry and the server (spec 000 §6). */
  access: AccessRuleName;
  /** Lowest and highest status, inclusive. */
  statuses: readonly [number, number];
  subStatus?: OrderSubStatus;
  /** Only orders of this order type. */
  orderType?: string;
  /** Only orders on hold (parked) / only orders not on hold. */
  onHold?: boolean;
  /** Only orders of the reps the user manages (repManagerCode). */
  other?: boolean;
  /** The counter of GET /api/orders/total that counts this list, if any. */
  counter?: OrderCounterName;
}

// spec 000 §4 gives most ranges; the rest are our decisions (mfe-orders/README.md "The fifteen lists").
// "Order history covers Approved up to Cancelled plus one": statuses 6..99 (the 'plus one' makes the
// upper bound exclusive in the original, so Cancelled itself is in).
export const ORDER_LIST_DEFINITIONS: Record<OrderListName, OrderListDefinition> = {
  saved: { label: 'Saved', access: 'orderPages', statuses: [0, 0], onHold: false, counter: 'saved' },
  parked: { label: 'Parked', access: 'orderPages', statuses: [0, 99], onHold: true, counter: 'parked' },
  sellsheet: {
    label: 'Sellsheet',
    access: 'orderPages',
    statuses: [0, 5],
    orderType: ORDER_TYPE_CODES.sellSheet,
    onHold: false,
    counter: 'sellsheet',
  },
  manager: { label: 'Manager', access: 'orderPages', statuses: [4, 6], onHold: false, counter: 'manager' },
  art_awaiting: { label: 'Art Awaiting', access: 'orderPages', statuses: [0, 2], onHold: false, counter: 'awaiting' },
  art_requested: { label: 'Art Requested', access: 'orderPages', statuses: [1, 4], onHold: false, counter: 'requested' },
  art_completed: { label: 'Art Completed', access: 'orderPages', statuses: [3, 5], onHold: false, counter: 'completed' },
  color_stories: { label: 'Color Stories', access: 'colorStories', statuses: [0, 99], orderType: ORDER_TYPE_CODES.colorStory },
  license_collections: {
    label: 'License Collections',
    access: 'licenseCollections',
    statuses: [0, 99],
    orderType: ORDER_TYPE_CODES.licenseCollection,
  },
  awaiting_customer_approval: {
    label: 'Awaiting Customer Approval',
    access: 'orderPages',
    statuses: [5, 5],
    subStatus: 4,
    onHold: false,
    counter: 'awaitingApproval',
  },
  customer_approved: {
    label: 'Customer Approved',
    access: 'orderPages',
    statuses: [5, 5],
    subStatus: 1,
    onHold: false,
    counter: 'customerApproved',
  },
  other_orders: { label: 'Other Orders', access: 'otherOrders', statuses: [0, 99], other: true },
  approved: { label: 'Approved', access: 'orderPages', statuses: [6, 6], counter: 'approved' },
  order_history: { label: 'Order History', access: 'orderPages', statuses: [6, 99], counter: 'shipped' },
  orders: { label: 'Orders', access: 'orderPages', statuses: [0, 99], counter: 'orders' },
};

/** spec 000 §4: where an order of a status is listed (links to an order use {path}/{id}). */
export function orderListPathOf(status: number): `/${OrderListName}` {
  switch (status) {
    case ORDER_STATUS.AwaitingArt:
      return '/art_awaiting';
    case ORDER_STATUS.ArtRequested:
    case ORDER_STATUS.ArtCompleted:
      return '/art_requested';
    case ORDER_STATUS.AwaitingArtConf:
      return '/art_completed';
    case ORDER_STATUS.ManagersApproval:
      return '/manager';
    case ORDER_STATUS.Saved:
      return '/saved';
    case ORDER_STATUS.Approved:
      return '/approved';
    case ORDER_STATUS.Shipped:
    case ORDER_STATUS.Cancelled:
      return '/order_history';
    default:
      return '/orders';
  }
}

/** spec 000 §9: search-by options; billTo only for privilegedOrders users (spec 000 §6). */
export const ORDER_SEARCH_OPTIONS = [
  { value: 'order', label: 'Order' },
  { value: 'all', label: 'All' },
  { value: 'customer', label: 'Customer' },
  { value: 'rep', label: 'Rep' },
  { value: 'sku', label: 'Style Code' },
  { value: 'design', label: 'Design ID' },
  { value: 'po', label: 'PO' },
  { value: 'quote', label: 'Quote' },
  { value: 'jobcodes', label: 'Job Codes' },
  { value: 'billTo', label: 'Bill To Customer' },
] as const;
export type OrderSearchColumn = (typeof ORDER_SEARCH_OPTIONS)[number]['value'];
export const DEFAULT_ORDER_SEARCH_COLUMN: OrderSearchColumn = 'order';
export const ORDER_SEARCH_COLUMNS = ORDER_SEARCH_OPTIONS.map((o) => o.value) as readonly OrderSearchColumn[];

/** spec 000 §2: the repeated filter keys of the order lists' query string. */
export const ORDER_FILTER_KEYS = [
  'alloc',
  'custNumb',
  'order_type',
  'rep',
  'status',
  'type',
  'department',
  'credit',
  'jobCode',
  'csr',
  'csr2',
  'scheduled',
  'buyingGroup',
  'bda',
  'tags',
  'billToNumb',
  'startDate',
  'endDate',
] as const;
export type OrderFilterKey = (typeof ORDER_FILTER_KEYS)[number];
/** Filters only privilegedOrders users may use (spec 000 §6). */
export const PRIVILEGED_ORDER_FILTER_KEYS: readonly OrderFilterKey[] = ['billToNumb', 'department'];

/** The columns an order list may be sorted by (the `orderBy` values the server accepts). */
export const ORDER_SORT_KEYS = [
  'number',
  'updated_at',
  'date_required',
  'status',
  'scheduled',
  'quote',
  'job',
  'custNumb',
  'order_type',
  'po',
  'items',
  'total',
  'csr',
  'csr2',
  'rep',
  'created_at',
] as const;
export type OrderSortKey = (typeof ORDER_SORT_KEYS)[number];
/** spec 000 §9: default sort updated_at descending. */
export const DEFAULT_ORDER_SORT: OrderSortKey = 'updated_at';

/** spec 000 §5, §9. */
export const PO_MAX_LENGTH = 30;
export const FILTER_NAME_MAX_LENGTH = 50;

/** spec 000 §9: an item image that fails to load is retried after 1 s, at most this many times (ours: 3). */
export const IMAGE_RETRY_DELAY_MS = 1_000;
export const IMAGE_RETRY_MAX = 3;

/**
 * Ours (the spec names no rush fee): turning an order's rush flag on adds this charge line,
 * turning it off removes it. The amount is what the seeded rush orders carry ('Rush Fee', 75.00 in
 * the order's currency, CAD or USD alike); mfe-orders/README.md "Rush charge".
 */
export const RUSH_CHARGE = { code: 'RUSH', name: 'Rush Fee', amountCents: 7_500 } as const;

/** Currencies an order is priced in. */
export const ORDER_CURRENCIES = ['CAD', 'USD'] as const;
export type OrderCurrency = (typeof ORDER_CURRENCIES)[number];

/** Regenerate images: M is the ghost image, V the vector render (spec 000 §4, §5). */
export const COLLECTION_IMAGE_TYPES = [
  { value: 'M', label: 'Ghost' },
  { value: 'V', label: 'Vector' },
] as const;
export type CollectionImageType = (typeof COLLECTION_IMAGE_TYPES)[number]['value'];

/**
 * The columns of the order lists (spec 000 §2), in order: the screen's headers and the export's.
 * The approved view shows 'Scheduled Ship Date' where the others show 'Status'.
 */
export const ORDER_LIST_COLUMNS = [
  { id: 'number', title: 'Order #', sortKey: 'number' },
  { id: 'updated', title: 'Updated', sortKey: 'updated_at' },
  { id: 'dateRequired', title: 'Date Required', sortKey: 'date_required' },
  { id: 'status', title: 'Status', sortKey: 'status' },
  { id: 'scheduled', title: 'Scheduled Ship Date', sortKey: 'scheduled' },
  { id: 'quote', title: 'Quote #', sortKey: 'quote' },
  { id: 'job', title: 'Job #', sortKey: 'job' },
  { id: 'customer', title: 'Customer', sortKey: 'custNumb' },
  { id: 'type', title: 'Type', sortKey: 'order_type' },
  { id: 'po', title: 'PO', sortKey: 'po' },
  { id: 'items', title: 'Items', sortKey: 'items' },
  { id: 'total', title: 'Total', sortKey: 'total' },
  { id: 'csr', title: 'CSR', sortKey: 'csr' },
  { id: 'csr2', title: 'CSR 2', sortKey: 'csr2' },
  { id: 'rep', title: 'Rep', sortKey: 'rep' },
  { id: 'created', title: 'Created', sortKey: 'created_at' },
] as const satisfies readonly { id: string; title: string; sortKey: OrderSortKey }[];
export type OrderListColumnId = (typeof ORDER_LIST_COLUMNS)[number]['id'];

/** The columns a list shows: 'Scheduled Ship Date' instead of 'Status' in the approved view (spec 000 §2). */
export function orderListColumnIds(list: OrderListName): OrderListColumnId[] {
  return ORDER_LIST_COLUMNS.map((c) => c.id).filter((id) => (list === 'approved' ? id !== 'status' : id !== 'scheduled'));
}
