import type { Db } from '../../db/client';
import { returnEvents } from '../../db/tables/returns';

// The return's history (spec 001 §4.1 "each transition recorded on the timeline with who and
// when"): every transition of the state machine, the creation, and the edits that change what the
// return is (items, code, rep, CSR, comment, a deleted file). The timeline shows them as entries.

export interface ReturnEvent {
  returnId: number;
  action: string;
  from: { status: number; subStatus: number } | null;
  to: { status: number; subStatus: number };
  userId: number;
  at: Date;
  commission?: number | null;
  creditOrderId?: number | null;
  note?: string | null;
}

export async function recordEvent(tx: Db, e: ReturnEvent): Promise<void> {
  await tx.insert(returnEvents).values({
    returnId: e.returnId,
    action: e.action,
    fromStatus: e.from?.status ?? null,
    fromSubStatus: e.from?.subStatus ?? null,
    toStatus: e.to.status,
    toSubStatus: e.to.subStatus,
    userId: e.userId,
    at: e.at,
    commission: e.commission ?? null,
    creditOrderId: e.creditOrderId ?? null,
    note: e.note ?? null,
  });
}
