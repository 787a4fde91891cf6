import { fullRefund, setItemRefund, setLineRefund, setSizeQuantity, spreadTotal, type RefundDraft, type RefundOrder } from './refundMath';

// What a user may do on the refund form, for the property tests of refundMath: each test draws
// these with its own ranges (fast-check), and applyRefundEdit plays one on a draft. Indexes wrap
// around the order's items, sizes and lines, so any drawn number names one that exists.

export type RefundEdit =
  | { kind: 'full' }
  | { kind: 'size'; item: number; size: number; which: 'C' | 'U'; value: number }
  | { kind: 'item'; item: number; value: number }
  | { kind: 'line'; which: 'charges' | 'shipping'; line: number; value: number }
  | { kind: 'total'; value: number };

export function applyRefundEdit(order: RefundOrder, draft: RefundDraft, edit: RefundEdit): RefundDraft {
  switch (edit.kind) {
    case 'full':
      return fullRefund(order, draft.codeId);
    case 'size': {
      const item = order.items[edit.item % order.items.length];
      return setSizeQuantity(order, draft, item.id, item.sizes[edit.size % item.sizes.length].id, edit.which, edit.value);
    }
    case 'item':
      return setItemRefund(order, draft, order.items[edit.item % order.items.length].id, edit.value);
    case 'line': {
      const lines = order[edit.which];
      return lines.length ? setLineRefund(order, draft, edit.which, lines[edit.line % lines.length].id, edit.value) : draft;
    }
    case 'total':
      return spreadTotal(order, draft, edit.value);
  }
}
