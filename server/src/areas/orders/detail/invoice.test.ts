import assert from 'node:assert/strict';
import { inflateSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { and, asc, eq, sql } from 'drizzle-orm';
import { formatMoney } from '@portal/shared/core';
import { orders, shippingJobItems, shippingJobs } from '../../../db/tables/orders/model';
import { INVOICE_NOT_FOUND } from './invoiceRoutes';
import { loadInvoice } from './invoiceData';
import { createOrderWorld, type OrderWorld, type Who } from './orderTestKit';

let w: OrderWorld;
let ownInvoice: string;
let otherInvoice: string;
before(async () => {
  w = await createOrderWorld();
  const invoiceOf = async (repCondition: ReturnType<typeof sql>) => {
    const [row] = await w.t.database.db
      .select({ invoice: sql<string>`${shippingJobs.invoices}[1]` })
      .from(shippingJobs)
      .innerJoin(shippingJobItems, eq(shippingJobItems.jobId, shippingJobs.id))
      .innerJoin(orders, eq(orders.id, shippingJobItems.orderId))
      .where(and(repCondition, eq(orders.status, 7))!)
      .orderBy(asc(shippingJobs.id))
      .limit(1);
    return row.invoice;
  };
  ownInvoice = await invoiceOf(sql`${orders.repCode} = '101'`);
  otherInvoice = await invoiceOf(sql`${orders.repCode} not in ('101', '102')`);
});
after(() => w.t.close());

/** The text a PDF shows: pdfkit writes each run as hex strings inside compressed content streams. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let text = '';
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const hex of content.matchAll(/<([0-9a-fA-F]+)>/g)) text += Buffer.from(hex[1], 'hex').toString('latin1');
  }
  return text;
}

const get = (url: string, who?: Who) => w.t.app.inject({ method: 'GET', url, headers: who ? { cookie: w.cookies[who] } : {} });

describe('GET /Images/Invoice/{invoice}.pdf', () => {
  test("renders a real PDF for staff and for the order's own rep", async () => {
    for (const who of ['csr', 'rep'] as const) {
      const response = await get(`/Images/Invoice/${ownInvoice}.pdf`, who);
      assert.equal(response.statusCode, 200, who);
      assert.equal(response.headers['content-type'], 'application/pdf');
      assert.equal(response.headers['cache-control'], 'private, no-store');
      assert.equal(response.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
      assert.match(response.rawPayload.subarray(-8).toString('latin1'), /%%EOF\s*$/);
      assert.ok(response.rawPayload.length > 1_500);
    }
  });

  test("another rep's invoice answers as an unknown one (404: which numbers exist stays unknown), no order access 403, no session 401", async () => {
    const others = await get(`/Images/Invoice/${otherInvoice}.pdf`, 'rep');
    assert.equal(others.statusCode, 404);
    assert.deepEqual(others.json(), { message: INVOICE_NOT_FOUND });
    const viewer = await get(`/Images/Invoice/${ownInvoice}.pdf`, 'viewer');
    assert.equal(viewer.statusCode, 403);
    for (const file of ['INV0.pdf', `${ownInvoice}.txt`, '..%2Fsecret.pdf']) {
      const unknown = await get(`/Images/Invoice/${file}`, 'csr');
      assert.equal(unknown.statusCode, 404, file);
      assert.deepEqual(unknown.json(), { message: INVOICE_NOT_FOUND });
    }
    assert.equal((await get(`/Images/Invoice/${ownInvoice}.pdf`)).statusCode, 401);
  });

  test("the invoice bills the shipped quantities at final price plus upcharges, with its charges, in the order's currency", async () => {
    const data = (await loadInvoice(w.t.database.db, ownInvoice))!;
    const [order] = await w.t.database.db.select().from(orders).where(eq(orders.id, data.orders[0].id));
    assert.equal(data.currency, order.currency);
    assert.ok(data.lines.length > 0 && data.lines.every((l) => l.quantity > 0 && l.amountCents === l.quantity * l.unitCents));
    const [{ shipped }] = await w.t.database.db
      .select({ shipped: sql<number>`sum(qty_c + qty_u)::int` })
      .from(shippingJobItems)
      .where(eq(shippingJobItems.jobId, data.jobId));
    assert.equal(
      data.lines.reduce((n, l) => n + l.quantity, 0),
      shipped,
    );
    assert.equal(
      data.subtotalCents,
      data.lines.reduce((n, l) => n + l.amountCents, 0),
    );
    assert.equal(data.totalCents, data.subtotalCents + data.chargesCents);
    assert.equal(data.charges[0].name, 'Freight');

    // The PDF says the same: invoice number, order number, each line, the total in the currency.
    const response = await get(`/Images/Invoice/${ownInvoice}.pdf`, 'csr');
    const text = pdfText(response.rawPayload);
    assert.ok(text.includes(`Invoice #${ownInvoice}`), text.slice(0, 200));
    assert.ok(text.includes(String(order.number)));
    assert.ok(text.includes(`${data.lines[0].styleCode}`) && text.includes(`${data.lines[0].name}, ${data.lines[0].color}`));
    assert.ok(text.includes(`Total (${order.currency})${formatMoney(data.totalCents, order.currency)}`));
  });
});
