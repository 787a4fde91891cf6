import { and, inArray } from 'drizzle-orm';
import { allows, type SessionUser } from '@portal/shared/core';
import type { Db } from '../../db/client';
import { visibilityCondition } from './requests';
import { designOrders, designRequests, designSampleRequests } from '../../db/tables/design-requests';

// Live updates (Area.live, platform/liveChanges.ts): which of some records a user may read, by the
// rules the lists and detail pages apply: a design request by the designRequests rule and
// visibilityCondition (a requester without the all-requests right sees their own); samples and
// design orders by their view rules alone (no ownership: spec 001 "Design samples").

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

export async function readableDesignRequests(db: Db, user: SessionUser, wanted: number[]): Promise<number[]> {
  if (!allows('designRequests', user) || !wanted.length) return [];
  return ids(
    await db
      .select({ id: designRequests.id })
      .from(designRequests)
      .where(and(inArray(designRequests.id, wanted), visibilityCondition(user))),
  );
}

export async function readableDesignSamples(db: Db, user: SessionUser, wanted: number[]): Promise<number[]> {
  if (!allows('designSamples', user) || !wanted.length) return [];
  return ids(await db.select({ id: designSampleRequests.id }).from(designSampleRequests).where(inArray(designSampleRequests.id, wanted)));
}

export async function readableDesignOrders(db: Db, user: SessionUser, wanted: number[]): Promise<number[]> {
  if (!allows('designOrders', user) || !wanted.length) return [];
  return ids(await db.select({ id: designOrders.id }).from(designOrders).where(inArray(designOrders.id, wanted)));
}
