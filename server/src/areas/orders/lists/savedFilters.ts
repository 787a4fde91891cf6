import { and, asc, eq } from 'drizzle-orm';
import type { SavedFilterInput, SessionUser } from '@portal/shared/core';
import type { Db } from '../../../db/client';
import { savedFilters } from '../../../db/tables/orders/model';
import { checkListAccess, checkPrivilegedUse, ListForbidden } from './listQuery';
import { listArgsFromLink } from './listLink';
import { countOrders } from './listService';
import { auditAs } from '../../../platform/audit';

// Saved filters (spec 000 §3, §4): a user's named list links. Creating one answers the full list
// with each link's count (the number of orders its view holds for this user now). A link the user
// may not open counts 0. Names need not be unique (the spec does not ask it); newest last.

export interface SavedFilterView {
  id: number;
  name: string;
  link: string;
  count: number;
}

async function countOf(db: Db, user: SessionUser, link: string): Promise<number> {
  const args = listArgsFromLink(link);
  if (!args) return 0;
  try {
    checkListAccess(user, args);
    checkPrivilegedUse(user, args);
  } catch (error) {
    if (error instanceof ListForbidden) return 0;
    throw error;
  }
  return countOrders(db, user, args);
}

export async function listSavedFilters(db: Db, user: SessionUser): Promise<SavedFilterView[]> {
  const rows = await db
    .select({ id: savedFilters.id, name: savedFilters.name, link: savedFilters.link })
    .from(savedFilters)
    .where(eq(savedFilters.userId, user.id))
    .orderBy(asc(savedFilters.id));
  const out: SavedFilterView[] = [];
  for (const row of rows) out.push({ ...row, count: await countOf(db, user, row.link) });
  return out;
}

export async function createSavedFilter(db: Db, user: SessionUser, input: SavedFilterInput, now: Date): Promise<SavedFilterView[]> {
  await db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    await tx.insert(savedFilters).values({ userId: user.id, name: input.name, link: input.link, createdAt: now });
  });
  return listSavedFilters(db, user);
}

const isFilterId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;

/** Removes one of the user's saved filters; false when the user has no such filter. */
export async function deleteSavedFilter(db: Db, user: SessionUser, id: number, now: Date): Promise<boolean> {
  if (!isFilterId(id)) return false;
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const deleted = await tx
      .delete(savedFilters)
      .where(and(eq(savedFilters.id, id), eq(savedFilters.userId, user.id)))
      .returning({ id: savedFilters.id });
    return deleted.length > 0;
  });
}

/** Renames one of the user's saved filters (its link stays); false when the user has no such filter. */
export async function renameSavedFilter(db: Db, user: SessionUser, id: number, name: string, now: Date): Promise<boolean> {
  if (!isFilterId(id)) return false;
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const renamed = await tx
      .update(savedFilters)
      .set({ name })
      .where(and(eq(savedFilters.id, id), eq(savedFilters.userId, user.id)))
      .returning({ id: savedFilters.id });
    return renamed.length > 0;
  });
}
