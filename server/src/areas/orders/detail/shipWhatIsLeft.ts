import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import { FREIGHT_CHARGE_CODE } from '@portal/shared/core';
import type { Db } from '../../../db/client';
import { orderCharges, orderItems, orderItemSizes, orders, shippingJobItems, shippingJobs } from '../../../db/tables/orders/model';
import type { OrderHead } from './orderAccess';
import { customersView } from '../../../db/tables/directory.views';

// Mark Shipped ships what is left (README "Decisions"): in the transaction of the move to Shipped,
// under the order's row lock, one shipping job carries every quantity of the order that earlier
// shipping jobs did not (per size, C and U apart, as shipping_job_items store them), with a fresh
// invoice number, and the sizes' shipped_c/shipped_u then say everything shipped (the model keeps
// them equal to what the order's shipping jobs sent). An order whose jobs already carry everything
// gets no new job. So every shipped order has its shipment, its invoice
// (/Images/Invoice/{invoice}.pdf) and the shipped quantities a return is made from.

/** Invoice numbers are INV + a number from invoice_number_seq, like the seeded ones (INV700000 up). */
const INVOICE_PREFIX = 'INV';
/** The shipping job status the seed gives shipped jobs. */
const SHIPPED_JOB_STATUS = 2;

/**
 * The next invoice number: INV + the next value of the invoice_number_seq sequence (migration
 * 0016 and the seed move it past the INV numbers in use), so shipments on several API instances
 * never take the same number nor wait on each other. Call it inside the transaction that stores it.
 */
export async function nextInvoiceNumber(tx: Db): Promise<string> {
  const result = (await tx.execute(sql`select nextval('invoice_number_seq')::text as n`)) as unknown as { rows: { n: string }[] };
  return `${INVOICE_PREFIX}${result.rows[0].n}`;
}

export interface ShippedRest {
  jobId: number;
  invoice: string;
  /** Units (C + U) the new job carries. */
  units: number;
}

/**
 * Ships what is left of the order: one new shipping job for the unshipped quantities, or null
 * when the order's shipping jobs already carry everything. Call with the order row locked, in the
 * transaction that marks it shipped.
 */
export async function shipWhatIsLeft(tx: Db, order: OrderHead, userId: number, now: Date): Promise<ShippedRest | null> {
  const sizes = await tx
    .select({
      id: orderItemSizes.id,
      itemId: orderItemSizes.itemId,
      qtyC: orderItemSizes.qtyC,
      qtyU: orderItemSizes.qtyU,
      sentC: sql<number>`coalesce((select sum(j.qty_c) from ${shippingJobItems} j where j.order_item_size_id = order_item_sizes.id), 0)::int`,
      sentU: sql<number>`coalesce((select sum(j.qty_u) from ${shippingJobItems} j where j.order_item_size_id = order_item_sizes.id), 0)::int`,
    })
    .from(orderItemSizes)
    .innerJoin(orderItems, eq(orderItems.id, orderItemSizes.itemId))
    .where(eq(orderItemSizes.orderId, order.id))
    .orderBy(asc(orderItems.line), asc(orderItems.id), asc(orderItemSizes.sortOrder));
  const rest = sizes
    .map((s) => ({ sizeId: s.id, itemId: s.itemId, qtyC: Math.max(0, s.qtyC - s.sentC), qtyU: Math.max(0, s.qtyU - s.sentU) }))
    .filter((s) => s.qtyC + s.qtyU > 0);

  let shipped: ShippedRest | null = null;
  if (rest.length) {
    const [head] = await tx
      .select({
        job: orders.job,
        quote: orders.quote,
        po: orders.po,
        csr: orders.csr,
        dateRequired: orders.dateRequired,
        customerName: customersView.name,
        country: customersView.country,
        province: customersView.province,
      })
      .from(orders)
      .innerJoin(customersView, eq(customersView.numb, orders.customerNumb))
      .where(eq(orders.id, order.id));
    // The latest earlier shipment of the order: the rest goes to the same address by the same carrier.
    const [earlier] = await tx
      .select({
        shipViaCode: shippingJobs.shipViaCode,
        shipToName: shippingJobs.shipToName,
        address1: shippingJobs.address1,
        address2: shippingJobs.address2,
        address3: shippingJobs.address3,
        city: shippingJobs.city,
        state: shippingJobs.state,
        country: shippingJobs.country,
        zip: shippingJobs.zip,
      })
      .from(shippingJobs)
      .where(sql`${shippingJobs.id} in (select j.job_id from ${shippingJobItems} j where j.order_id = ${order.id})`)
      .orderBy(desc(shippingJobs.id))
      .limit(1);
    // Freight: invoices bill a shipment's freight instead of the order's FRT charge line
    // (invoiceData.ts), so the order's first shipment carries the order's freight and a shipment
    // finishing a half-shipped order none (its freight went with the earlier shipment).
    let chargeCents = 0;
    if (!earlier) {
      const [freight] = await tx
        .select({ cents: sql<number>`coalesce(sum(${orderCharges.amountCents}), 0)::int` })
        .from(orderCharges)
        .where(and(eq(orderCharges.orderId, order.id), eq(orderCharges.code, FREIGHT_CHARGE_CODE)));
      chargeCents = Math.max(0, freight.cents);
    }
    const invoice = await nextInvoiceNumber(tx);
    const [job] = await tx
      .insert(shippingJobs)
      .values({
        job: head.job,
        quote: head.quote,
        customerNumb: order.customerNumb,
        repCode: order.repCode,
        csr: head.csr,
        po: head.po,
        status: SHIPPED_JOB_STATUS,
        shipped: true,
        shippedAt: now,
        dateRequired: head.dateRequired,
        chargeCents,
        invoices: [invoice],
        ...(earlier ?? { shipToName: head.customerName, state: head.province, country: head.country === 'C' ? 'Canada' : 'USA' }),
        comments: `Made by Mark Shipped: what was left of order #${order.number}.`,
        createdBy: userId,
        createdAt: now,
      })
      .returning({ id: shippingJobs.id });
    await tx.insert(shippingJobItems).values(
      rest.map((s) => ({
        jobId: job.id,
        orderId: order.id,
        orderItemId: s.itemId,
        orderItemSizeId: s.sizeId,
        qtyC: s.qtyC,
        qtyU: s.qtyU,
      })),
    );
    shipped = { jobId: job.id, invoice, units: rest.reduce((n, s) => n + s.qtyC + s.qtyU, 0) };
  }

  // The order's jobs now carry every ordered unit: shipped is what they sent, i.e. all of it.
  await tx
    .update(orderItemSizes)
    .set({ shippedC: sql`${orderItemSizes.qtyC}`, shippedU: sql`${orderItemSizes.qtyU}` })
    .where(
      and(
        eq(orderItemSizes.orderId, order.id),
        or(ne(orderItemSizes.shippedC, orderItemSizes.qtyC), ne(orderItemSizes.shippedU, orderItemSizes.qtyU)),
      ),
    );
  return shipped;
}
