import type { OrderListName } from '@portal/shared/core';

// Names of the orders area's screens that are made per list, shared by routes.data.ts (which names
// them) and screens.ts (which loads them). Kept apart so the screens module does not carry the data.

/** The screen of ./screens.ts that renders a list. */
export const orderListScreen = (list: OrderListName) => `orderList.${list}`;
