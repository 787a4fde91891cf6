import { and, asc, count, desc, eq, exists, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  ORDER_STATUS,
  TEMPLATE_PAGE_SIZE,
  type SessionUser,
  type TemplateCreateInput,
  type TemplateEditInput,
  type TemplateListArgs,
  type TemplateSortKey,
} from '@portal/shared/core';
import type { Db } from '../../../db/client';
import { containsPattern } from '../../../platform/containsPattern';
import { orderItems, orderItemSizes, orders } from '../../../db/tables/orders/model';
import { templateReps, templates } from '../../../db/tables/orders/templates';
import { auditAs } from '../../../platform/audit';
import { usersView } from '../../../db/tables/platform.views';
import { customersView, orderTypesView, repsView } from '../../../db/tables/directory.views';

// The template orders' business rules, free of HTTP/GraphQL: who sees which template, the list
// (filter, sort and paging of 50 in SQL), the filter options, reps and items of many templates in
// one query each, and add / edit / delete. Rights (spec 000 §6) are checked by the caller.

export interface TemplateRow {
  id: number;
  name: string;
  customer: string;
  customerName: string;
  order: number;
  orderId: number;
  type: string;
  orderType: string;
  orderTypeName: string | null;
  status: number;
  subStatus: number | null;
  po: string | null;
  currency: string;
  totalCents: number;
  itemCount: number;
  orderRep: string;
  createdAt: Date;
  updatedAt: Date;
  createdBy: string | null;
}

export interface TemplateRepRow {
  code: string;
  name: string;
  email: string | null;
}

export interface TemplateLineRow {
  id: number;
  styleCode: string;
  name: string;
  color: string;
  quantity: number;
}

/** A refusal the GraphQL layer turns into an error with the message of `key`. */
export class TemplateRefusal extends Error {
  constructor(
    readonly key: 'notFound' | 'orderNotFound' | 'alreadyTemplate' | 'cancelledOrder' | 'repsInvalid',
    readonly number?: number,
  ) {
    super(key);
  }
}

/**
 * Which templates a user sees (ours; spec 000 §6 only guards the page): INTERNAL users all; a REP
 * the templates of their own orders and those shared with them (template_reps). CUSTOMER users
 * never reach here (the /templates guard). Undefined means no restriction.
 */
export function templateVisibility(user: SessionUser): SQL | undefined {
  if (user.userType === 'INTERNAL') return undefined;
  if (user.userType !== 'REP' || !user.repCode) return sql`false`;
  return or(
    eq(orders.repCode, user.repCode),
    exists(
      sql`(select 1 from ${templateReps} where ${templateReps.templateId} = ${templates.id} and ${templateReps.repCode} = ${user.repCode})`,
    ),
  );
}

/** Which orders a user may make a template of: INTERNAL any, a REP their own. */
function orderVisibility(user: SessionUser): SQL | undefined {
  if (user.userType === 'INTERNAL') return undefined;
  return user.userType === 'REP' && user.repCode ? eq(orders.repCode, user.repCode) : sql`false`;
}

const SORT_COLUMNS: Record<TemplateSortKey, SQL | AnyColumn> = {
  created_at: templates.createdAt,
  id: templates.id,
  name: sql`lower(${templates.name})`,
  order: orders.number,
  custNumb: orders.customerNumb,
  customerName: sql`lower(${customersView.name})`,
  type: orders.type,
};

const rowFields = {
  id: templates.id,
  name: templates.name,
  customer: orders.customerNumb,
  customerName: customersView.name,
  order: orders.number,
  orderId: orders.id,
  type: orders.type,
  orderType: orders.orderType,
  orderTypeName: orderTypesView.name,
  status: orders.status,
  subStatus: orders.subStatus,
  po: orders.po,
  currency: orders.currency,
  totalCents: orders.totalCents,
  itemCount: orders.itemCount,
  orderRep: orders.repCode,
  createdAt: templates.createdAt,
  updatedAt: templates.updatedAt,
  createdBy: usersView.name,
};

function joined(db: Db, where: SQL | undefined) {
  return db
    .select(rowFields)
    .from(templates)
    .innerJoin(orders, eq(orders.id, templates.orderId))
    .innerJoin(customersView, eq(customersView.numb, orders.customerNumb))
    .leftJoin(orderTypesView, eq(orderTypesView.code, orders.orderType))
    .leftJoin(usersView, eq(usersView.id, templates.createdBy))
    .where(where)
    .$dynamic();
}

function listWhere(user: SessionUser, args: Pick<TemplateListArgs, 'filter' | 'custNumb' | 'type'>): SQL | undefined {
  const text = args.filter;
  const search = text
    ? or(
        ilike(templates.name, containsPattern(text)),
        ilike(sql`${orders.number}::text`, containsPattern(text)),
        ilike(orders.customerNumb, containsPattern(text)),
        ilike(customersView.name, containsPattern(text)),
        ilike(orders.po, containsPattern(text)),
      )
    : undefined;
  return and(
    templateVisibility(user),
    search,
    args.custNumb.length ? inArray(orders.customerNumb, args.custNumb) : undefined,
    args.type.length ? inArray(orders.type, args.type) : undefined,
  );
}

/** One page of the user's templates (spec 000 §2, §9: 50 a page, default created_at desc) and the count. */
export async function listTemplates(db: Db, user: SessionUser, args: TemplateListArgs): Promise<{ rows: TemplateRow[]; total: number }> {
  const where = listWhere(user, args);
  const dir = args.order === 'asc' ? asc : desc;
  const [rows, [{ n }]] = await Promise.all([
    joined(db, where)
      .orderBy(dir(SORT_COLUMNS[args.orderBy]), dir(templates.id))
      .limit(TEMPLATE_PAGE_SIZE)
      .offset((args.page - 1) * TEMPLATE_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(templates)
      .innerJoin(orders, eq(orders.id, templates.orderId))
      .innerJoin(customersView, eq(customersView.numb, orders.customerNumb))
      .where(where),
  ]);
  return { rows, total: n };
}

/** The filter drawer's options (spec 000 §3: customer {name, numb} and type) over the user's templates. */
export async function templateFilterOptions(db: Db, user: SessionUser) {
  const visible = templateVisibility(user);
  const [customerRows, typeRows] = await Promise.all([
    db
      .selectDistinct({ numb: customersView.numb, name: customersView.name })
      .from(templates)
      .innerJoin(orders, eq(orders.id, templates.orderId))
      .innerJoin(customersView, eq(customersView.numb, orders.customerNumb))
      .where(visible)
      .orderBy(asc(customersView.name), asc(customersView.numb)),
    db
      .selectDistinct({ type: orders.type })
      .from(templates)
      .innerJoin(orders, eq(orders.id, templates.orderId))
      .where(visible)
      .orderBy(asc(orders.type)),
  ]);
  return { customer: customerRows, type: typeRows.map((r) => r.type) };
}

/** A template the user can see, by its id or by its order's id. */
export async function findTemplate(
  db: Db,
  user: SessionUser,
  by: { id?: number | null; orderId?: number | null },
): Promise<TemplateRow | null> {
  const key = by.id != null ? eq(templates.id, by.id) : by.orderId != null ? eq(templates.orderId, by.orderId) : undefined;
  if (!key) return null;
  const [row] = await joined(db, and(key, templateVisibility(user))).limit(1);
  return row ?? null;
}

/** The reps of several templates in one query, by template id, by name. */
export async function repsOfTemplates(db: Db, templateIds: readonly number[]): Promise<Map<number, TemplateRepRow[]>> {
  const byTemplate = new Map<number, TemplateRepRow[]>(templateIds.map((id) => [id, []]));
  if (!templateIds.length) return byTemplate;
  const rows = await db
    .select({ templateId: templateReps.templateId, code: repsView.code, name: repsView.name, email: repsView.email })
    .from(templateReps)
    .innerJoin(repsView, eq(repsView.code, templateReps.repCode))
    .where(inArray(templateReps.templateId, [...new Set(templateIds)]))
    .orderBy(asc(repsView.name), asc(repsView.code));
  for (const { templateId, ...rep } of rows) byTemplate.get(templateId)?.push(rep);
  return byTemplate;
}

/** The items of several orders with their total quantity, in one query, by order id, by line. */
export async function linesOfOrders(db: Db, orderIds: readonly number[]): Promise<Map<number, TemplateLineRow[]>> {
  const byOrder = new Map<number, TemplateLineRow[]>(orderIds.map((id) => [id, []]));
  if (!orderIds.length) return byOrder;
  const rows = await db
    .select({
      orderId: orderItems.orderId,
      id: orderItems.id,
      styleCode: orderItems.styleCode,
      name: orderItems.name,
      color: orderItems.color,
      quantity: sql<number>`coalesce(sum(${orderItemSizes.quantity}), 0)::int`,
    })
    .from(orderItems)
    .leftJoin(orderItemSizes, eq(orderItemSizes.itemId, orderItems.id))
    .where(inArray(orderItems.orderId, [...new Set(orderIds)]))
    .groupBy(orderItems.id)
    .orderBy(asc(orderItems.orderId), asc(orderItems.line));
  for (const { orderId, ...line } of rows) byOrder.get(orderId)?.push(line);
  return byOrder;
}

/** Rep codes that all exist (one query); throws repsInvalid otherwise. */
async function checkReps(db: Db, codes: readonly string[]): Promise<void> {
  if (!codes.length) return;
  const found = await db
    .select({ code: repsView.code })
    .from(repsView)
    .where(inArray(repsView.code, [...codes]));
  if (found.length !== codes.length) throw new TemplateRefusal('repsInvalid');
}

/**
 * A template from an existing order (by its number), shared with `reps` (none: the order's own
 * rep). Refused for an order the user cannot see, a cancelled order, and an order that already is
 * a template (one template per order: the screens address it by its order).
 */
export async function addTemplate(db: Db, user: SessionUser, input: TemplateCreateInput, now: Date): Promise<TemplateRow> {
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const [order] = await tx
      .select({ id: orders.id, status: orders.status, repCode: orders.repCode })
      .from(orders)
      .where(and(eq(orders.number, input.order), orderVisibility(user)))
      .limit(1);
    if (!order) throw new TemplateRefusal('orderNotFound', input.order);
    if (order.status === ORDER_STATUS.Cancelled) throw new TemplateRefusal('cancelledOrder', input.order);
    const repCodes = input.reps.length ? input.reps : [order.repCode];
    await checkReps(tx, repCodes);
    const [created] = await tx
      .insert(templates)
      .values({ orderId: order.id, name: input.name, createdBy: user.id, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: templates.id });
    if (!created) throw new TemplateRefusal('alreadyTemplate', input.order);
    await tx.insert(templateReps).values(repCodes.map((repCode) => ({ templateId: created.id, repCode })));
    return (await findTemplate(tx, user, { id: created.id }))!;
  });
}

/** New name and reps of a template the user can see. */
export async function editTemplate(db: Db, user: SessionUser, input: TemplateEditInput, now: Date): Promise<TemplateRow> {
  return db.transaction(async (tx) => {
    await auditAs(tx, user, now);
    const template = await findTemplate(tx, user, { id: input.id });
    if (!template) throw new TemplateRefusal('notFound');
    await checkReps(tx, input.reps);
    await tx.update(templates).set({ name: input.name, updatedAt: now }).where(eq(templates.id, template.id));
    await tx.delete(templateReps).where(eq(templateReps.templateId, template.id));
    if (input.reps.length) await tx.insert(templateReps).values(input.reps.map((repCode) => ({ templateId: template.id, repCode })));
    return { ...template, name: input.name, updatedAt: now };
  });
}

/** Deletes a template the user can see (its order stays); returns the id. */
export async function deleteTemplate(db: Db, user: SessionUser, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    await auditAs(tx, user, new Date());
    const template = await findTemplate(tx, user, { id });
    if (!template) throw new TemplateRefusal('notFound');
    await tx.delete(templates).where(eq(templates.id, template.id));
    return template.id;
  });
}
