import type { Db } from '../../../db/client';

// SEAM for the records other areas keep about an order: returns (spec 001: /order_history/{id}/return
// creates them) and design requests. An area that keeps such records registers its source from its
// own folder, through the orders door (`registerRelatedRecordSource` from '../orders', called in its
// Area `register` hook, which buildApp runs), and the detail page shows its links, with no change to
// this area. One source per kind: registering again replaces it (tests build several apps).

export type RelatedRecordKind = 'returns' | 'designRequests';

export interface RelatedRecordLink {
  id: number;
  /** What staff read ('Return #12 - Approved'). */
  label: string;
  /** The portal path that opens it ('/returns/12'). */
  path: string;
}

export interface RelatedRecordSource {
  kind: RelatedRecordKind;
  /** The records of one order, newest first. */
  load(db: Db, orderId: number): Promise<RelatedRecordLink[]>;
}

const sources = new Map<RelatedRecordKind, RelatedRecordSource>();

export function registerRelatedRecordSource(source: RelatedRecordSource): void {
  sources.set(source.kind, source);
}

/** Every registered source's links for the order, by kind (empty lists while no source exists). */
export async function relatedRecordsOf(db: Db, orderId: number): Promise<Record<RelatedRecordKind, RelatedRecordLink[]>> {
  const result: Record<RelatedRecordKind, RelatedRecordLink[]> = { returns: [], designRequests: [] };
  for (const source of sources.values()) result[source.kind].push(...(await source.load(db, orderId)));
  return result;
}
