import { draftTotals, emptyDraft, normaliseDraft, type RefundDraft, type RefundOrder, type ReturnCreateInput } from '@portal/shared';
import type { StagedUpload } from '../common/uploadApi';
import type { ReturnChargeLine, ReturnItemLine } from '../returnDetail/api';

// What the create and edit forms hold, and how it becomes the call's input. The money part is a
// refundMath draft, so the form clamps and totals exactly as the server will check.

export interface ReturnFormValues {
  draft: RefundDraft;
  comments: string;
  dateContact: string | null;
  dateInfo: string | null;
  files: StagedUpload[];
}

export const blankValues = (order: RefundOrder): ReturnFormValues => ({
  draft: emptyDraft(order),
  comments: '',
  dateContact: null,
  dateInfo: null,
  files: [],
});

/** A saved return as the edit form's start (GetReturnItems + the return's charges and shipping). */
export function savedValues(
  order: RefundOrder,
  items: ReturnItemLine[],
  saved: {
    codeId: number;
    comment: string | null;
    dateContact: string | null;
    dateInfo: string | null;
    charges: ReturnChargeLine[];
    shipping: ReturnChargeLine[];
  },
): ReturnFormValues {
  const draft = normaliseDraft(order, {
    codeId: saved.codeId,
    items: items.map((i) => ({ id: i.orderItemId, refundCents: i.refundCents, sizes: i.size.map((s) => ({ id: s.id, C: s.C, U: s.U })) })),
    charges: saved.charges.map((c) => ({ id: c.chargeId, refundCents: c.refundCents })),
    shipping: saved.shipping.map((s) => ({ id: s.chargeId, refundCents: s.refundCents })),
  });
  return { draft, comments: saved.comment ?? '', dateContact: saved.dateContact, dateInfo: saved.dateInfo, files: [] };
}

/** The createReturn / updateReturn input (spec 001 §3.1): only lines that take or refund something. */
export function inputOf(orderId: number, values: ReturnFormValues, waiting = false): ReturnCreateInput {
  const { draft } = values;
  return {
    order: orderId,
    items: draft.items
      .filter((i) => i.refundCents > 0 || i.sizes.some((s) => s.C + s.U > 0))
      .map((i) => ({ id: i.id, refundCents: i.refundCents, sizes: i.sizes.filter((s) => s.C + s.U > 0) })),
    charges: draft.charges.filter((c) => c.refundCents > 0),
    shipping: draft.shipping.filter((s) => s.refundCents > 0),
    returnCode: draft.codeId,
    comments: values.comments.trim() || null,
    files: values.files.map((f) => f.id),
    dateContact: values.dateContact,
    dateInfo: values.dateInfo,
    waiting,
  };
}

export const totalsOf = (values: ReturnFormValues) => draftTotals(values.draft);
