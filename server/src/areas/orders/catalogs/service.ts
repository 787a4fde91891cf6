import { and, asc, count, desc, eq, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  CATALOG_ORDER_OPTIONS_LIMIT,
  CATALOG_PAGE_SIZE,
  orderStatusText,
  type CatalogListArgs,
  type CatalogSortKey,
  type CatalogUpdateInput,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/tables/orders/model';
import { visibleOrders } from '../lists/visibility';
import { containsPattern } from '../../../platform/containsPattern';
import { catalogOrders, catalogs } from '../../../db/tables/orders/catalogs';
import { auditAs } from '../../../platform/audit';
import { usersView } from '../../../db/tables/platform.views';
import { customersView, userCustomersView } from '../../../db/tables/directory.views';

// The catalogs' business rules, free of HTTP/GraphQL: who sees which catalog, the list (filter,
// sort and paging of 50 in SQL), the orders of many catalogs in one query, and the edit.

export interface CatalogRow {
  id: number;
  name: string;
  customer: string;
  customerName: string;
  /** SREP code of the customer's rep. */
  rep: string | null;
  /** Name of the user who created it. */
  user: string | null;
  createdAt: Date;
}

export interface CatalogOrderRow {
  /** The catalog_orders row. */
  id: number;
  catalogId: number;
  orderId: number;
  /** The order's PO, or the collection's name for collections. */
  name: string | null;
  /** The order number. */
  numb: number;
  status: number;
  statusString: string;
}

export class CatalogNotFound extends Error {}
export class CatalogOrdersOfOtherCustomer extends Error {
  constructor(readonly customer: string) {
    super(`orders of another customer than ${customer}`);
  }
}

/**
 * Which catalogs a user sees (ours; spec 000 §6 only says /catalogs is open to any logged-in user):
 * INTERNAL users all; a REP those of the customers assigned to their rep code; a CUSTOMER user
 * those of the customers linked to their account. Undefined means no restriction.
 */
export function catalogVisibility(user: SessionUser): SQL | undefined {
  if (user.userType === 'INTERNAL') return undefined;
  if (user.userType === 'REP') return user.repCode ? eq(customersView.repCode, user.repCode) : sql`false`;
  return inArray(
    catalogs.customerNumb,
    sql`(select ${userCustomersView.customerNumb} from ${userCustomersView} where ${userCustomersView.userId} = ${user.id})`,
  );
}

const SORT_COLUMNS: Record<CatalogSortKey, SQL | AnyColumn> = {
  created_at: catalogs.createdAt,
  name: sql`lower(${catalogs.name})`,
  customer: catalogs.customerNumb,
  customerName: sql`lower(${customersView.name})`,
};

const rowFields = {
  id: catalogs.id,
  name: catalogs.name,
  customer: catalogs.customerNumb,
  customerName: customersView.name,
  rep: customersView.repCode,
  user: usersView.name,
  createdAt: catalogs.createdAt,
};

function baseQuery(db: Db, where: SQL | undefined) {
  return db
    .select(rowFields)
    .from(catalogs)
    .innerJoin(customersView, eq(customersView.numb, catalogs.customerNumb))
    .leftJoin(usersView, eq(usersView.id, catalogs.createdBy))
    .where(where)
    .$dynamic();
}

function listWhere(user: SessionUser, filter: string): SQL | undefined {
  const search = filter
    ? or(
        ilike(catalogs.name, containsPattern(filter)),
        ilike(catalogs.customerNumb, containsPattern(filter)),
        ilike(customersView.name, containsPattern(filter)),
        ilike(usersView.name, containsPattern(filter)),
      )
    : undefined;
  return and(catalogVisibility(user), search);
}

/** One page of the user's catalogs and how many match (filter text over name, customer, creator). */
export async function listCatalogs(db: Db, user: SessionUser, args: CatalogListArgs): Promise<{ rows: CatalogRow[]; total: number }> {
  const where = listWhere(user, args.filter);
  const dir = args.order === 'asc' ? asc : desc;
  const [rows, [{ n }]] = await Promise.all([
    baseQuery(db, where)
      .orderBy(dir(SORT_COLUMNS[args.orderBy]), dir(catalogs.id))
      .limit(CATALOG_PAGE_SIZE)
      .offset((args.page - 1) * CATALOG_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(catalogs)
      .innerJoin(customersView, eq(customersView.numb, catalogs.customerNumb))
      .leftJoin(usersView, eq(usersView.id, catalogs.createdBy))
      .where(where),
  ]);
  return { rows, total: n };
}

/** A catalog the user can see, or null. */
export async function findCatalog(db: Db, user: SessionUser, id: number): Promise<CatalogRow | null> {
  const [row] = await baseQuery(db, and(eq(catalogs.id, id), catalogVisibility(user))).limit(1);
  return row ?? null;
}

/** The orders of several catalogs in one query (the list's loader), by catalog id, by order number. */
export async function ordersOfCatalogs(db: Db, catalogIds: readonly number[]): Promise<Map<number, CatalogOrderRow[]>> {
  const byCatalog = new Map<number, CatalogOrderRow[]>(catalogIds.map((id) => [id, []]));
  if (!catalogIds.length) return byCatalog;
  const rows = await db
    .select({
      id: catalogOrders.id,
      catalogId: catalogOrders.catalogId,
      orderId: orders.id,
      name: orders.po,
      numb: orders.number,
      status: orders.status,
      subStatus: orders.subStatus,
    })
    .from(catalogOrders)
    .innerJoin(orders, eq(orders.id, catalogOrders.orderId))
    .where(inArray(catalogOrders.catalogId, [...new Set(catalogIds)]))
    .orderBy(asc(catalogOrders.catalogId), asc(orders.number));
  for (const { subStatus, ...row } of rows) {
    byCatalog.get(row.catalogId)?.push({ ...row, statusString: orderStatusText(row.status, subStatus) });
  }
  return byCatalog;
}

/**
 * Orders of the catalog's customer for the edit dialog's picker, newest first, optionally those
 * whose number or PO contains `search`: those the user sees in the order lists (a rep's own rep
 * code, even when another rep's order names this customer). Null when the user cannot see the catalog.
 */
export async function catalogOrderOptions(db: Db, user: SessionUser, catalogId: number, search: string) {
  const catalog = await findCatalog(db, user, catalogId);
  if (!catalog) return null;
  const text = search.trim();
  const rows = await db
    .select({ orderId: orders.id, numb: orders.number, name: orders.po, status: orders.status, subStatus: orders.subStatus })
    .from(orders)
    .where(
      and(
        eq(orders.customerNumb, catalog.customer),
        visibleOrders(user),
        text ? or(ilike(sql`${orders.number}::text`, containsPattern(text)), ilike(orders.po, containsPattern(text))) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(CATALOG_ORDER_OPTIONS_LIMIT);
  return rows.map(({ subStatus, ...row }) => ({ ...row, statusString: orderStatusText(row.status, subStatus) }));
}

/**
 * Renames a catalog and adds/removes orders, all or nothing. Added orders must belong to the
 * catalog's customer and be orders the user sees (visibleOrders); removing an order the catalog does not hold, or adding one it holds, changes
 * nothing. The caller has checked the user's right to edit catalogs at all.
 */
export async function updateCatalog(db: Db, user: SessionUser, input: CatalogUpdateInput, now: Date): Promise<CatalogRow> {
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const catalog = await findCatalog(tx, user, input.id);
    if (!catalog) throw new CatalogNotFound();
    // Lock the row: two people saving the same catalog apply one after the other.
    await tx.select({ id: catalogs.id }).from(catalogs).where(eq(catalogs.id, catalog.id)).for('update');

    const adding = input.addOrders.filter((id) => !input.removeOrders.includes(id));
    if (adding.length) {
      const found = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(inArray(orders.id, adding), eq(orders.customerNumb, catalog.customer), visibleOrders(user)));
      if (found.length !== adding.length) throw new CatalogOrdersOfOtherCustomer(catalog.customer);
      await tx
        .insert(catalogOrders)
        .values(adding.map((orderId) => ({ catalogId: catalog.id, orderId })))
        .onConflictDoNothing();
    }
    if (input.removeOrders.length) {
      await tx
        .delete(catalogOrders)
        .where(and(eq(catalogOrders.catalogId, catalog.id), inArray(catalogOrders.orderId, input.removeOrders)));
    }
    await tx.update(catalogs).set({ name: input.name, updatedAt: now }).where(eq(catalogs.id, catalog.id));
    return { ...catalog, name: input.name };
  });
}
