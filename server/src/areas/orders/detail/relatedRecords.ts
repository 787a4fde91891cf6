import type { Db } from '../../../db/client';

// SEAM for the records other areas keep about an order: returns (spec 001: /order_history/{id}/return
// creates them) and design requests. Their tables do not exist yet, so the detail page lists none.
// When the returns or design-requests area lands, it registers a source here from its own folder
// (registerRelatedRecordSource in its index.ts) and the detail page shows its links, with no change
// to this area.

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

const sources: RelatedRecordSource[] = [];

export function registerRelatedRecordSource(source: RelatedRecordSource): void {
  sources.push(source);
}

/** Every registered source's links for the order, by kind (empty lists while no source exists). */
export async function relatedRecordsOf(db: Db, orderId: number): Promise<Record<RelatedRecordKind, RelatedRecordLink[]>> {
  const result: Record<RelatedRecordKind, RelatedRecordLink[]> = { returns: [], designRequests: [] };
  for (const source of sources) result[source.kind].push(...(await source.load(db, orderId)));
  return result;
}
