import { EVENT_ORDER_STATUS_TEXT, EVENT_STATUS_TEXT, type EventOrderStatus, type EventStatus } from '@portal/shared/core';

// The statuses as the screens get them: the code and its text (spec 002 §4).

/** An event's status: 1 Enabled, 2 Disabled, 3 Closed, 99 Cancelled. */
export const eventStatusOf = (code: number) => ({ code, description: EVENT_STATUS_TEXT[code as EventStatus] ?? String(code) });

/** A store order's status: 1 Placed, 2 In Production, 99 Cancelled. */
export const storeOrderStatusOf = (code: number) => ({
  status: code,
  statusDesc: EVENT_ORDER_STATUS_TEXT[code as EventOrderStatus] ?? String(code),
});
