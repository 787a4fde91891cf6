import type { OrderLines } from '../detail/orderDetail';

// The order's lines as the customer approves them, one shape for the public page (orderApproval)
// and the request e-mail: read by the order page's own reader (readOrderLines), so the amounts and
// the total are the order's.

export interface ApprovalLinkSize {
  size: string;
  quantity: number;
  upchargeCents: number;
}

export interface ApprovalLinkItem {
  id: number;
  styleCode: string;
  name: string;
  color: string;
  /** The design on the item as the art names it, 'id-variation'; null for an item without one. */
  design: string | null;
  /** The unit price the customer pays (the item's final price; a size's upcharge is added to it). */
  priceCents: number;
  quantity: number;
  amountCents: number;
  /** The sizes ordered (a size with no quantity is not shown to the customer). */
  sizes: ApprovalLinkSize[];
}

export interface CustomerLines {
  items: ApprovalLinkItem[];
  charges: { name: string; amountCents: number }[];
  totalCents: number;
}

/** The order's lines as the customer sees them (the page and the e-mail): no cost, shipped counts or internal codes beyond the style's. */
export function customerLines(lines: OrderLines): CustomerLines {
  return {
    items: lines.items.map((item) => ({
      id: item.id,
      styleCode: item.styleCode,
      name: item.name,
      color: item.color,
      design: item.designId === null ? null : `${item.designId}-${item.designVariation}`,
      priceCents: item.finalPriceCents,
      quantity: item.quantity,
      amountCents: item.amountCents,
      sizes: item.sizes.filter((s) => s.quantity > 0).map((s) => ({ size: s.size, quantity: s.quantity, upchargeCents: s.upchargeCents })),
    })),
    charges: lines.charges.map((c) => ({ name: c.name, amountCents: c.amountCents })),
    totalCents: lines.totals.totalCents,
  };
}
