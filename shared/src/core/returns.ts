// Returns: status codes, their texts, and the business constants of spec 001 §3.1, §4.1 and §9,
// shared by the returns screens and the server so both read one truth. The meaning of the
// sub-statuses is ours (spec 001 §4.1: "not shown"); mfe-returns/README.md has the table.

/** spec 001 §4.1: return status codes. */
export const RETURN_STATUS = {
  Initiated: 1,
  Refunded: 2,
  Returned: 3,
  RefundedAndRepaired: 4,
  Cancelled: 99,
} as const;
export type ReturnStatusName = keyof typeof RETURN_STATUS;
export type ReturnStatus = (typeof RETURN_STATUS)[ReturnStatusName];
export const RETURN_STATUSES: readonly ReturnStatus[] = [1, 2, 3, 4, 99];

/**
 * Sub-statuses (ours). spec 001 §4.1: 0 is "the awaiting-goods stage or pending approval".
 * 1: the goods are on their way back (Update to Waiting for Goods). 2: approved, closed.
 */
export const RETURN_SUB_STATUS = {
  Pending: 0,
  WaitingForGoods: 1,
  Approved: 2,
} as const;
export type ReturnSubStatus = (typeof RETURN_SUB_STATUS)[keyof typeof RETURN_SUB_STATUS];

/** The status filter's descriptions (the list's domain `statuses`). */
export const RETURN_STATUS_NAME: Record<ReturnStatus, string> = {
  1: 'Initiated',
  2: 'Refunded',
  3: 'Returned',
  4: 'Refunded and Repaired',
  99: 'Cancelled',
};

/** The key the list looks status texts up by (spec 001 §4.1: 10*status + subStatus). */
export const returnStatusKey = (status: number, subStatus: number) => 10 * status + subStatus;

/**
 * Every state a return can be in, by key (ours: spec 001 §4.1 gives no texts). Only these
 * combinations exist; the state machine (returnFlow.ts) never leaves them.
 */
export const RETURN_STATUS_TEXT: Readonly<Record<number, string>> = {
  10: 'Initiated',
  11: 'Initiated - Waiting for Goods',
  20: 'Refunded - Pending Approval',
  21: 'Refunded - Waiting for Goods',
  22: 'Refunded - Approved',
  32: 'Returned - Approved',
  40: 'Refunded and Repaired - Pending Approval',
  41: 'Refunded and Repaired - Waiting for Goods',
  42: 'Refunded and Repaired - Approved',
  990: 'Cancelled',
};

/** The (status, subStatus) pairs of RETURN_STATUS_TEXT. */
export const RETURN_STATES: readonly { status: ReturnStatus; subStatus: ReturnSubStatus }[] = Object.keys(RETURN_STATUS_TEXT).map((key) => {
  const k = Number(key);
  return { status: Math.floor(k / 10) as ReturnStatus, subStatus: (k % 10) as ReturnSubStatus };
});

export function returnStatusText(status: number, subStatus: number): string {
  return RETURN_STATUS_TEXT[returnStatusKey(status, subStatus)] ?? RETURN_STATUS_NAME[status as ReturnStatus] ?? String(status);
}

/**
 * What approving an Initiated return leads to (ours): each return code names one (spec 001 §1:
 * "refund, return of goods, or refund plus repair"). A Returned return is closed by the order
 * approval; Refunded and RefundedAndRepaired returns wait for the refund or restock approval.
 */
export type ReturnResolution = typeof RETURN_STATUS.Refunded | typeof RETURN_STATUS.Returned | typeof RETURN_STATUS.RefundedAndRepaired;

/** spec 001 §4.1, §9: returns whose total refund is above 5,000 need approve5kReturns to be approved. */
export const RETURN_APPROVAL_TIER_CENTS = 500_000;

/** spec 001 §9: timeline comment 8000 characters (the return's own comment field uses the same cap, ours). */
export const RETURN_COMMENT_MAX = 8_000;
/** spec 001 §9: commission 0 to 100 (percent, whole numbers: ours). */
export const RETURN_COMMISSION_MAX = 100;
/** Ours: a new return's commission percent, the approval dialog's default (spec 001 §5.1). */
export const RETURN_DEFAULT_COMMISSION = 100;

/** Ours: uploads on returns (spec 001 names none). Checked on the bytes, not the file name. */
export const RETURN_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const RETURN_FILES_MAX = 10;
export const RETURN_FILE_TYPES: readonly { ext: string; mime: string }[] = [
  { ext: 'pdf', mime: 'application/pdf' },
  { ext: 'png', mime: 'image/png' },
  { ext: 'jpg', mime: 'image/jpeg' },
  { ext: 'gif', mime: 'image/gif' },
  { ext: 'webp', mime: 'image/webp' },
  { ext: 'heic', mime: 'image/heic' },
  { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  { ext: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
];
/** The file picker's accept attribute (a convenience; the server checks the bytes). */
export const RETURN_FILE_ACCEPT = RETURN_FILE_TYPES.map((t) => `.${t.ext}`).join(',');
/** Ours: at most this many cc addresses on one timeline post. */
export const RETURN_CC_MAX = 10;

/** spec 001 §2.1: the list's query keys and defaults. */
export const RETURN_PAGE_SIZES: readonly number[] = [25, 50, 100];
export const RETURN_DEFAULT_PAGE_SIZE = 50;
/** The columns the list sorts by (spec 001 §2.1 "columns are built from the row fields"). */
export const RETURN_SORT_KEYS = [
  'number',
  'dateCreated',
  'customer',
  'rep',
  'csr',
  'orderNum',
  'items',
  'status',
  'returnCode',
  'jobNum',
] as const;
export type ReturnSortKey = (typeof RETURN_SORT_KEYS)[number];
/** spec 001 §2.1: orderBy default dateCreated. */
export const RETURN_LIST_DEFAULT_SORT: ReturnSortKey = 'dateCreated';
export const RETURN_FILTER_KEYS = ['status', 'returnCode', 'customer', 'rep', 'csr'] as const;

/** The order's status that allows returns (spec 001 §4.1: only Shipped orders). */
export const RETURNABLE_ORDER_STATUS = 7;

/** Ours: the order type of the return (credit) orders that the order approval creates. */
export const RETURN_ORDER_TYPE = { code: '280', name: 'Return' } as const;

/** Kinds of timeline entries: a staff comment, a comment e-mailed to its cc addresses, a status change. */
export const RETURN_TIMELINE_TYPES = ['comment', 'email', 'status'] as const;
export type ReturnTimelineType = (typeof RETURN_TIMELINE_TYPES)[number];
