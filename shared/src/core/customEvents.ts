import { ORDER_LIST_DEFINITIONS } from './orders';

// Custom events (event stores; spec 002 §2, §3, §4, §5, §7, §8, §9): the rules, codes and texts
// the screens and the server share. Decisions where the spec is silent: mfe-events-fpa/README.md
// "Custom events".

/** spec 002 §4: event status codes. 1 and 2 are open (the /events list), 3 closed, 99 cancelled. */
export const EVENT_STATUS = { Enabled: 1, Disabled: 2, Closed: 3, Cancelled: 99 } as const;
export type EventStatus = (typeof EVENT_STATUS)[keyof typeof EVENT_STATUS];
export const EVENT_STATUSES: readonly EventStatus[] = [1, 2, 3, 99];
/** Ours: the descriptions (spec 002 §4 names 1 "enabled" and 2 "another open state": the store is disabled). */
export const EVENT_STATUS_TEXT: Record<EventStatus, string> = { 1: 'Enabled', 2: 'Disabled', 3: 'Closed', 99: 'Cancelled' };
export const isEventStatus = (code: number): code is EventStatus => (EVENT_STATUSES as readonly number[]).includes(code);
export const isOpenEvent = (status: number) => status === EVENT_STATUS.Enabled || status === EVENT_STATUS.Disabled;

/** Event order statuses: 1 placed, 2 in a production order (ours), 99 cancelled (spec 002 §4). */
export const EVENT_ORDER_STATUS = { Placed: 1, InProduction: 2, Cancelled: 99 } as const;
export type EventOrderStatus = (typeof EVENT_ORDER_STATUS)[keyof typeof EVENT_ORDER_STATUS];
export const EVENT_ORDER_STATUS_TEXT: Record<EventOrderStatus, string> = { 1: 'Placed', 2: 'In Production', 99: 'Cancelled' };

/** spec 002 §2: the three lists; listType of customEvents. */
export const EVENT_LIST_TYPES = ['open', 'history', 'cancelled'] as const;
export type EventListType = (typeof EVENT_LIST_TYPES)[number];
export const EVENT_LIST_STATUSES: Record<EventListType, readonly EventStatus[]> = { open: [1, 2], history: [3], cancelled: [99] };
export const EVENT_LIST_PATHS: Record<EventListType, '/events' | '/events_history' | '/events_cancelled'> = {
  open: '/events',
  history: '/events_history',
  cancelled: '/events_cancelled',
};
export const EVENT_LIST_TITLES: Record<EventListType, string> = {
  open: 'Events',
  history: 'Events History',
  cancelled: 'Cancelled Events',
};
/** The list an event of this status belongs to (the detail redirects to its path). */
export const eventListTypeOf = (status: number): EventListType =>
  status === EVENT_STATUS.Closed ? 'history' : status === EVENT_STATUS.Cancelled ? 'cancelled' : 'open';
export const eventPathOf = (status: number, id: number | string) => `${EVENT_LIST_PATHS[eventListTypeOf(status)]}/${id}`;

/**
 * spec 002 §2: a production order links to /order_history/{id} when its status is in that list
 * (Approved, Shipped, Cancelled), else to /orders/{id}.
 */
export function productionOrderPath(id: number, status: number): string {
  const [low, high] = ORDER_LIST_DEFINITIONS.order_history.statuses;
  return `${status >= low && status <= high ? '/order_history' : '/orders'}/${id}`;
}

/** spec 002 §9: 50 rows a page (the total unknown: a full page means there may be more). */
export const EVENT_PAGE_SIZE = 50;
/** spec 002 §9: events sort by end ascending, search column name. */
export const EVENT_SORTS = ['id', 'name', 'handle', 'customer', 'customerName', 'start', 'end', 'status'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];
export const EVENT_DEFAULT_SORT: EventSort = 'end';
export const EVENT_SEARCH_COLS = [
  { value: 'name', label: 'Name' },
  { value: 'handle', label: 'Handle' },
  { value: 'id', label: 'Event #' },
  { value: 'customer', label: 'Customer #' },
  { value: 'customerName', label: 'Customer' },
] as const;
export type EventSearchCol = (typeof EVENT_SEARCH_COLS)[number]['value'];
export const EVENT_DEFAULT_SEARCH_COL: EventSearchCol = 'name';

/** spec 002 §5, §9: the markup percent shown for a price rate, and back (the form derives the rate). */
export const markupPercentOf = (priceRate: number): number => Math.round((priceRate * 10 - 10) * 10 * 10_000) / 10_000;
export const priceRateOf = (percent: number): number => Math.round((percent / 100 + 1) * 10_000) / 10_000;

/** spec 002 §9 event region: null all, C Canada, otherwise USA; languages EN, FR. */
export const EVENT_REGIONS = [
  { value: null, label: 'All' },
  { value: 'C', label: 'Canada' },
  { value: 'U', label: 'USA' },
] as const;
export const regionText = (country: string | null | undefined) => (country == null ? 'All' : country === 'C' ? 'Canada' : 'USA');
export const EVENT_LANGUAGES = [
  { value: 'EN', label: 'English' },
  { value: 'FR', label: 'French' },
] as const;
export type EventLanguage = (typeof EVENT_LANGUAGES)[number]['value'];

/** spec 002 §7: template images (logo, banners) load from /Images/Templates/{image}. */
export const templateImageUrl = (image: string | null | undefined) => (image ? `/Images/Templates/${encodeURIComponent(image)}` : null);

/** Ours: custom option types (spec 002 §3 names optionType without values). */
export const EVENT_OPTION_TYPES = ['text', 'select', 'checkbox'] as const;
export const EVENT_INFO_POSITIONS = ['top', 'bottom', 'left', 'right'] as const;
export const EVENT_BG_SIZES = ['cover', 'contain', 'auto'] as const;

/** The report's file name: the event's name (spec 002 §7), made safe for a file system. */
export const eventReportFileName = (name: string) =>
  `${
    name
      .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 100) || 'event'
  }.xlsx`;

/** Messages of ours (spec 002 §8 gives the failures; these say why the server refused). */
export const EVENT_MESSAGES = {
  forbidden: "You don't have permission to view custom events.",
  editForbidden: 'Only users with order edit access can change custom events.',
  notFound: 'This event does not exist.',
  notOpen: 'This event is closed or cancelled and cannot be changed.',
  toggleOnlyOpen: 'Only an open event can be enabled or disabled.',
  productionOnlyDisabled: 'A production order can be created only while the event is disabled.',
  nothingToProduce: 'There are no new event orders to put in a production order.',
  orderNotFound: 'This event order does not exist.',
  orderAlreadyCancelled: 'This order is already cancelled.',
  orderInProduction: 'This order is in production order #{number} and cannot be cancelled.',
  orderCancelled: 'Order #{number} cancelled.',
  emailResent: 'The order e-mail was sent again.',
  noEmail: 'This order has no e-mail address.',
  enabled: 'Event enabled.',
  disabled: 'Event disabled.',
  closed: 'Event closed.',
  cancelled: 'Event cancelled.',
  updated: 'Event updated.',
  handleTaken: 'This handle is already used by another event.',
  confirmClose: 'Closing the event clears its stock holds. This actions is irreversible.',
  confirmCancel: 'Cancelling the event cancels its orders that are not in production. This actions is irreversible.',
} as const;
