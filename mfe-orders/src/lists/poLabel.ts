import { COLLECTION_ORDER_TYPES } from '@portal/shared';
import type { OrderRow } from './api';

/** The PO field's label: 'PO', or '{order type} Name' for a License Collection or a Color Story (spec 000 §5). */
export function poLabelOf(order: Pick<OrderRow, 'order_type' | 'orderTypeName'>): string {
  return COLLECTION_ORDER_TYPES.includes(order.order_type) ? `${order.orderTypeName} Name` : 'PO';
}
