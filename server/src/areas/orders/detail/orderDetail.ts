import { asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  isHeaderEditable,
  isItemsEditable,
  mayCreateReturns,
  mayEditOrder,
  mayOpenOrderEdit,
  maySendForCustomerApproval,
  orderListPathOf,
  orderStatusText,
  ORDER_STATUS_TEXT,
  RETURNABLE_ORDER_STATUS,
  ORDER_SUB_STATUS_TEXT,
  transitionsFor,
  type OrderStatus,
  type OrderSubStatus,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../../db/client';
import { allQueries } from '../../../db/queries';
import { orderApprovals } from '../../../db/tables/orders/approval';
import {
  orderCharges,
  orderItems,
  orderItemSizes,
  orders,
  orderStatusHistory,
  shippingJobItems,
  shippingJobs,
} from '../../../db/tables/orders/model';
import { loadOrderForUser, notFoundError, type OrderHead } from './orderAccess';
import { relatedRecordsOf, type RelatedRecordLink } from './relatedRecords';
import { orderComments } from '../../../db/tables/orders/detail';
import { usersView } from '../../../db/tables/platform.views';
import { csrsView, customersView, orderTypesView, repsView, userCustomersView } from '../../../db/tables/directory.views';

// The order detail page's data (GraphQL `order(id)`): one order with everything staff read on it,
// in a fixed number of queries whatever its size. Money stays integer cents in the order's currency.

export interface Party {
  numb: string;
  name: string;
  /** C Canada, U United States; with the province or state, it picks the shipping lead days. */
  country: string;
  province: string | null;
}
export interface Person {
  code: string;
  name: string;
  email: string | null;
}

export interface DetailSize {
  id: number;
  size: string;
  quantity: number;
  qtyC: number;
  qtyU: number;
  shippedC: number;
  shippedU: number;
  upchargeCents: number;
}

export interface DetailItem {
  id: number;
  line: number;
  styleCode: string;
  name: string;
  color: string;
  colorCode: string;
  designId: string | null;
  designVariation: number | null;
  image: string;
  /** The product picture's file name (GET /Images/Products/{imageKey}): the item's mock-up. */
  imageKey: string;
  priceCents: number;
  finalPriceCents: number;
  quantity: number;
  shipped: number;
  amountCents: number;
  sizes: DetailSize[];
}

export interface OrderDetail {
  id: number;
  number: number;
  status: number;
  subStatus: number | null;
  statusString: string;
  subStatusString: string | null;
  listPath: string;
  customer: Party;
  billTo: Party;
  rep: Person;
  csr: Person | null;
  csr2: Person | null;
  type: string;
  orderType: string;
  orderTypeName: string;
  currency: string;
  po: string | null;
  quote: string | null;
  job: string | null;
  jobCodes: string[];
  tags: string[];
  department: string | null;
  credit: string;
  alloc: string;
  bda: string | null;
  buyingGroup: string | null;
  scheduledShipDate: string | null;
  dateRequired: Date | null;
  rush: boolean;
  event: boolean;
  onHold: boolean;
  createdAt: Date;
  updatedAt: Date;
  createdBy: { name: string; email: string } | null;
  comments: string | null;
  collectionStart: string | null;
  collectionEnd: string | null;
  items: DetailItem[];
  charges: { code: string; name: string; amountCents: number }[];
  totals: { itemsCents: number; chargesCents: number; totalCents: number; units: number; shippedUnits: number };
  history: {
    id: number;
    fromStatus: number | null;
    toStatus: number;
    fromSubStatus: number | null;
    toSubStatus: number | null;
    text: string;
    at: Date;
    user: { name: string; email: string } | null;
    comment: string | null;
  }[];
  shippingJobs: {
    id: number;
    job: string | null;
    shipped: boolean;
    shippedAt: Date | null;
    createdAt: Date;
    shipVia: string | null;
    chargeCents: number;
    invoices: string[];
    units: number;
  }[];
  returns: RelatedRecordLink[];
  designRequests: RelatedRecordLink[];
  /** The links sent to the customer (their secret ids are not shown to staff either). */
  approvals: {
    createdAt: Date;
    createdBy: string | null;
    sentTo: string[];
    usedAt: Date | null;
    superseded: boolean;
    result: string | null;
    name: string | null;
    email: string | null;
    comment: string | null;
  }[];
  actions: {
    transitions: { to: number; toText: string; label: string; confirm: boolean }[];
    canEdit: boolean;
    canEditItems: boolean;
    canOpenEdit: boolean;
    canSendForApproval: boolean;
    /** A return may be created for it by this user (the returns area's rules: Shipped, item editing flags). */
    canCreateReturn: boolean;
  };
  /** Addresses proposed for the customer approval e-mail: the customer's portal users. */
  customerEmails: string[];
}

const billTo = alias(customersView, 'bill_to');
const csr2 = alias(csrsView, 'csr2_person');
const creator = alias(usersView, 'creator');

const statusName = (status: number | null) => (status === null ? '' : (ORDER_STATUS_TEXT[status as OrderStatus] ?? String(status)));

/** The detail of an order the user may see (403/404 otherwise, see orderAccess.ts). */
export async function orderDetailFor(db: Db, user: SessionUser, id: number): Promise<OrderDetail> {
  const head = await loadOrderForUser(db, user, id);
  return readOrderDetail(db, user, head);
}

export async function readOrderDetail(db: Db, user: SessionUser, head: OrderHead): Promise<OrderDetail> {
  const id = head.id;
  const [row] = await db
    .select({
      order: orders,
      customerName: customersView.name,
      customerCountry: customersView.country,
      customerProvince: customersView.province,
      billToName: billTo.name,
      billToCountry: billTo.country,
      billToProvince: billTo.province,
      repName: repsView.name,
      repEmail: repsView.email,
      csrName: csrsView.name,
      csrEmail: csrsView.email,
      csr2Name: csr2.name,
      csr2Email: csr2.email,
      orderTypeName: orderTypesView.name,
      creatorName: creator.name,
      creatorEmail: creator.email,
      comments: orderComments.comments,
    })
    .from(orders)
    .innerJoin(customersView, eq(customersView.numb, orders.customerNumb))
    .innerJoin(billTo, eq(billTo.numb, orders.billToNumb))
    .innerJoin(repsView, eq(repsView.code, orders.repCode))
    .innerJoin(orderTypesView, eq(orderTypesView.code, orders.orderType))
    .leftJoin(csrsView, eq(csrsView.code, orders.csr))
    .leftJoin(csr2, eq(csr2.code, orders.csr2))
    .leftJoin(creator, eq(creator.id, orders.createdBy))
    .leftJoin(orderComments, eq(orderComments.orderId, orders.id))
    .where(eq(orders.id, id))
    .limit(1);
  if (!row) throw notFoundError();
  const o = row.order;

  const [lines, historyRows, jobRows, approvalRows, related, emailRows] = await allQueries(db, [
    () => readOrderLines(db, id),
    db
      .select({ h: orderStatusHistory, name: usersView.name, email: usersView.email })
      .from(orderStatusHistory)
      .leftJoin(usersView, eq(usersView.id, orderStatusHistory.userId))
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id)),
    db
      .select({
        job: shippingJobs,
        units: sql<number>`sum(${shippingJobItems.qtyC} + ${shippingJobItems.qtyU})::int`,
      })
      .from(shippingJobItems)
      .innerJoin(shippingJobs, eq(shippingJobs.id, shippingJobItems.jobId))
      .where(eq(shippingJobItems.orderId, id))
      .groupBy(shippingJobs.id)
      .orderBy(asc(shippingJobs.createdAt), asc(shippingJobs.id)),
    db
      .select({ a: orderApprovals, by: usersView.name })
      .from(orderApprovals)
      .leftJoin(usersView, eq(usersView.id, orderApprovals.createdBy))
      .where(eq(orderApprovals.orderId, id))
      .orderBy(desc(orderApprovals.createdAt)),
    () => relatedRecordsOf(db, id),
    db
      .select({ email: usersView.email })
      .from(userCustomersView)
      .innerJoin(usersView, eq(usersView.id, userCustomersView.userId))
      .where(eq(userCustomersView.customerNumb, o.customerNumb))
      .orderBy(asc(usersView.email)),
  ]);

  const { items, charges, totals } = lines;

  const flowOrder = { number: o.number, status: o.status, subStatus: o.subStatus, repCode: o.repCode, createdBy: o.createdBy };
  const mayEdit = mayEditOrder(user, flowOrder);
  const canSendForApproval = maySendForCustomerApproval(user, flowOrder);

  return {
    id: o.id,
    number: o.number,
    status: o.status,
    subStatus: o.subStatus,
    statusString: orderStatusText(o.status, o.subStatus),
    subStatusString: o.subStatus ? (ORDER_SUB_STATUS_TEXT[o.subStatus as OrderSubStatus] ?? null) : null,
    listPath: orderListPathOf(o.status),
    customer: { numb: o.customerNumb, name: row.customerName, country: row.customerCountry, province: row.customerProvince },
    billTo: { numb: o.billToNumb, name: row.billToName, country: row.billToCountry, province: row.billToProvince },
    rep: { code: o.repCode, name: row.repName, email: row.repEmail },
    csr: o.csr ? { code: o.csr, name: row.csrName ?? o.csr, email: row.csrEmail } : null,
    csr2: o.csr2 ? { code: o.csr2, name: row.csr2Name ?? o.csr2, email: row.csr2Email } : null,
    type: o.type,
    orderType: o.orderType,
    orderTypeName: row.orderTypeName,
    currency: o.currency,
    po: o.po,
    quote: o.quote,
    job: o.job,
    jobCodes: o.jobCodes,
    tags: o.tags,
    department: o.department,
    credit: o.credit,
    alloc: o.alloc,
    bda: o.bda,
    buyingGroup: o.buyingGroup,
    scheduledShipDate: o.scheduledShipDate,
    dateRequired: o.dateRequired,
    rush: o.rush,
    event: o.event,
    onHold: o.onHold,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
    createdBy: row.creatorName ? { name: row.creatorName, email: row.creatorEmail! } : null,
    comments: row.comments ?? null,
    collectionStart: o.collectionStart,
    collectionEnd: o.collectionEnd,
    items,
    charges,
    totals,
    history: historyRows.map(({ h, name, email }) => ({
      id: h.id,
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      fromSubStatus: h.fromSubStatus,
      toSubStatus: h.toSubStatus,
      text: h.fromStatus === null ? `Created as ${statusName(h.toStatus)}` : orderStatusText(h.toStatus, h.toSubStatus),
      at: h.at,
      user: name ? { name, email: email! } : null,
      comment: h.comment,
    })),
    shippingJobs: jobRows.map(({ job, units }) => ({
      id: job.id,
      job: job.job,
      shipped: job.shipped,
      shippedAt: job.shippedAt,
      createdAt: job.createdAt,
      shipVia: job.shipViaCode,
      chargeCents: job.chargeCents,
      invoices: job.invoices,
      units,
    })),
    returns: related.returns,
    designRequests: related.designRequests,
    approvals: approvalRows.map(({ a, by }) => ({
      createdAt: a.createdAt,
      createdBy: by,
      sentTo: a.sentTo,
      usedAt: a.usedAt,
      superseded: a.superseded,
      result: a.result,
      name: a.name,
      email: a.email,
      comment: a.comment,
    })),
    actions: {
      transitions: transitionsFor(user, flowOrder).map((t) => ({
        to: t.to,
        toText: statusName(t.to),
        label: t.label,
        confirm: !!t.confirm,
      })),
      canEdit: mayEdit && isHeaderEditable(o.status),
      canEditItems: mayEdit && isItemsEditable(o.status),
      canOpenEdit: mayOpenOrderEdit(user, flowOrder),
      canSendForApproval,
      // spec 001 §4.1: only Shipped orders; §6: creating a return is item editing (returnFlow.ts).
      // The returns area's create screen and createReturn check the same rules again.
      canCreateReturn: o.status === RETURNABLE_ORDER_STATUS && mayCreateReturns(user),
    },
    customerEmails: canSendForApproval ? emailRows.map((r) => r.email) : [],
  };
}

export interface OrderLines {
  items: DetailItem[];
  charges: OrderDetail['charges'];
  totals: OrderDetail['totals'];
}

/**
 * An order's items (with their sizes, prices and amounts), charges and totals, in three queries:
 * the order page reads them here, and so does the customer's approval page (approval/service.ts),
 * so both show the same amounts. The totals equal `orders.total_cents` as recomputeOrderTotals
 * keeps it (items: quantity x (final price + the size's upcharge); plus the charges).
 */
export async function readOrderLines(db: Db, orderId: number): Promise<OrderLines> {
  const [itemRows, sizeRows, chargeRows] = await allQueries(db, [
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.line), asc(orderItems.id)),
    db
      .select()
      .from(orderItemSizes)
      .where(eq(orderItemSizes.orderId, orderId))
      .orderBy(asc(orderItemSizes.itemId), asc(orderItemSizes.sortOrder)),
    db.select().from(orderCharges).where(eq(orderCharges.orderId, orderId)).orderBy(asc(orderCharges.id)),
  ]);
  const sizesByItem = new Map<number, DetailSize[]>();
  for (const s of sizeRows) {
    const list = sizesByItem.get(s.itemId) ?? [];
    list.push({
      id: s.id,
      size: s.size,
      quantity: s.quantity,
      qtyC: s.qtyC,
      qtyU: s.qtyU,
      shippedC: s.shippedC,
      shippedU: s.shippedU,
      upchargeCents: 0,
    });
    sizesByItem.set(s.itemId, list);
  }
  const items: DetailItem[] = itemRows.map((item) => {
    const sizes = (sizesByItem.get(item.id) ?? []).map((s) => ({ ...s, upchargeCents: item.sizeUpcharges[s.size] ?? 0 }));
    return {
      id: item.id,
      line: item.line,
      styleCode: item.styleCode,
      name: item.name,
      color: item.color,
      colorCode: item.colorCode,
      designId: item.designId,
      designVariation: item.designVariation,
      image: `/Images/Products/${encodeURIComponent(item.imageKey)}`,
      imageKey: item.imageKey,
      priceCents: item.priceCents,
      finalPriceCents: item.finalPriceCents,
      quantity: sizes.reduce((n, s) => n + s.quantity, 0),
      shipped: sizes.reduce((n, s) => n + s.shippedC + s.shippedU, 0),
      amountCents: sizes.reduce((n, s) => n + s.quantity * (item.finalPriceCents + s.upchargeCents), 0),
      sizes,
    };
  });
  const itemsCents = items.reduce((n, i) => n + i.amountCents, 0);
  const chargesCents = chargeRows.reduce((n, c) => n + c.amountCents, 0);
  return {
    items,
    charges: chargeRows.map((c) => ({ code: c.code, name: c.name, amountCents: c.amountCents })),
    totals: {
      itemsCents,
      chargesCents,
      totalCents: itemsCents + chargesCents,
      units: items.reduce((n, i) => n + i.quantity, 0),
      shippedUnits: items.reduce((n, i) => n + i.shipped, 0),
    },
  };
}
