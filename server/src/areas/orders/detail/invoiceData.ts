import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { FREIGHT_CHARGE_CODE } from '@portal/shared/core';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { orderCharges, orderItems, orderItemSizes, orders, shippingJobItems, shippingJobs } from '../../../db/tables/orders/model';
import { customersView } from '../../../db/tables/directory.views';

// What an invoice says (GET /Images/Invoice/{invoice}.pdf). An invoice belongs to a shipping job
// (a shipment: one customer, items of one or more orders). It bills what that shipment carried at
// the items' final prices (plus size upcharges), the shipment's freight, and, on the first shipment
// of each order, that order's other charges (setup, digitizing, rush, discount): each charge is
// billed once however many shipments an order takes. Decision recorded in ./README.md.

export interface InvoiceLine {
  orderNumber: number;
  styleCode: string;
  name: string;
  color: string;
  size: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
}

export interface InvoiceData {
  invoice: string;
  jobId: number;
  job: string | null;
  date: Date;
  shipVia: string | null;
  currency: string;
  customer: { numb: string; name: string };
  billTo: { numb: string; name: string };
  shipTo: string[];
  orders: { id: number; number: number; po: string | null; repCode: string; customerNumb: string }[];
  lines: InvoiceLine[];
  charges: { name: string; amountCents: number }[];
  subtotalCents: number;
  chargesCents: number;
  totalCents: number;
}

/** Invoice numbers look like the seeded ones (INV700123); anything else is not looked up. */
export const INVOICE_PATTERN = /^[A-Za-z0-9-]{1,40}$/;

const billTo = alias(customersView, 'invoice_bill_to');

export async function loadInvoice(db: Db, invoice: string): Promise<InvoiceData | null> {
  if (!INVOICE_PATTERN.test(invoice)) return null;
  const [job] = await db
    .select({ job: shippingJobs, customerName: customersView.name })
    .from(shippingJobs)
    .innerJoin(customersView, eq(customersView.numb, shippingJobs.customerNumb))
    .where(sql`${shippingJobs.invoices} @> array[${invoice}]::text[]`)
    .orderBy(asc(shippingJobs.id))
    .limit(1);
  if (!job) return null;
  const j = job.job;

  const lineRows = await db
    .select({
      orderId: orders.id,
      orderNumber: orders.number,
      line: orderItems.line,
      styleCode: orderItems.styleCode,
      name: orderItems.name,
      color: orderItems.color,
      size: orderItemSizes.size,
      sortOrder: orderItemSizes.sortOrder,
      finalPriceCents: orderItems.finalPriceCents,
      upcharges: orderItems.sizeUpcharges,
      quantity: sql<number>`(${shippingJobItems.qtyC} + ${shippingJobItems.qtyU})::int`,
    })
    .from(shippingJobItems)
    .innerJoin(orderItemSizes, eq(orderItemSizes.id, shippingJobItems.orderItemSizeId))
    .innerJoin(orderItems, eq(orderItems.id, shippingJobItems.orderItemId))
    .innerJoin(orders, eq(orders.id, shippingJobItems.orderId))
    .where(eq(shippingJobItems.jobId, j.id))
    .orderBy(asc(orders.number), asc(orderItems.line), asc(orderItemSizes.sortOrder));
  const orderIds = [...new Set(lineRows.map((l) => l.orderId))];
  if (!orderIds.length) return null;

  const orderRows = await db
    .select({
      id: orders.id,
      number: orders.number,
      po: orders.po,
      repCode: orders.repCode,
      customerNumb: orders.customerNumb,
      currency: orders.currency,
      billToNumb: orders.billToNumb,
      billToName: billTo.name,
    })
    .from(orders)
    .innerJoin(billTo, eq(billTo.numb, orders.billToNumb))
    .where(inArray(orders.id, orderIds))
    .orderBy(asc(orders.number));

  // The first shipment of each order carries its charges other than freight.
  const firstJobs = await db
    .select({ orderId: shippingJobItems.orderId, firstJob: sql<number>`min(${shippingJobItems.jobId})::int` })
    .from(shippingJobItems)
    .where(inArray(shippingJobItems.orderId, orderIds))
    .groupBy(shippingJobItems.orderId);
  const firstOf = orderIds.filter((id) => firstJobs.find((f) => f.orderId === id)?.firstJob === j.id);
  const orderChargeRows = firstOf.length
    ? await db
        .select({ orderId: orderCharges.orderId, name: orderCharges.name, amountCents: orderCharges.amountCents })
        .from(orderCharges)
        .where(and(inArray(orderCharges.orderId, firstOf), ne(orderCharges.code, FREIGHT_CHARGE_CODE)))
        .orderBy(asc(orderCharges.orderId), asc(orderCharges.id))
    : [];

  const lines: InvoiceLine[] = lineRows
    .filter((l) => l.quantity > 0)
    .map((l) => {
      const unitCents = l.finalPriceCents + (l.upcharges[l.size] ?? 0);
      return {
        orderNumber: l.orderNumber,
        styleCode: l.styleCode,
        name: l.name,
        color: l.color,
        size: l.size,
        quantity: l.quantity,
        unitCents,
        amountCents: unitCents * l.quantity,
      };
    });
  const numberOf = new Map(orderRows.map((o) => [o.id, o.number]));
  const several = orderRows.length > 1;
  const charges = [
    ...(j.chargeCents ? [{ name: 'Freight', amountCents: j.chargeCents }] : []),
    ...orderChargeRows.map((c) => ({
      name: several ? `${c.name} (order #${numberOf.get(c.orderId)})` : c.name,
      amountCents: c.amountCents,
    })),
  ];
  const subtotalCents = lines.reduce((n, l) => n + l.amountCents, 0);
  const chargesCents = charges.reduce((n, c) => n + c.amountCents, 0);
  const first = orderRows[0];
  return {
    invoice,
    jobId: j.id,
    job: j.job,
    date: j.shippedAt ?? j.createdAt,
    shipVia: j.shipViaCode,
    currency: first.currency,
    customer: { numb: j.customerNumb, name: job.customerName },
    billTo: { numb: first.billToNumb, name: first.billToName },
    shipTo: [j.shipToName, j.address1, j.address2, j.address3, [j.city, j.state, j.zip].filter(Boolean).join(' '), j.country].filter(
      (part): part is string => !!part,
    ),
    orders: orderRows.map((o) => ({ id: o.id, number: o.number, po: o.po, repCode: o.repCode, customerNumb: o.customerNumb })),
    lines,
    charges,
    subtotalCents,
    chargesCents,
    totalCents: subtotalCents + chargesCents,
  };
}
