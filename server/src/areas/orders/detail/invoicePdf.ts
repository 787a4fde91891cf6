import { formatMoney, formatToronto, DATE_FORMAT } from '@portal/shared/core';
import type { InvoiceData } from './invoiceData';

// Draws an invoice with pdfkit (built-in Helvetica, so no font files): letterhead, bill-to and
// ship-to, the shipped lines, charges and totals in the order's currency. Rendered on request from
// the order's data, so an invoice always says what the database says.

const MARGIN = 48;
const COLUMNS = [
  { title: 'Order', width: 56, align: 'left' as const },
  { title: 'Style', width: 62, align: 'left' as const },
  { title: 'Description', width: 150, align: 'left' as const },
  { title: 'Size', width: 40, align: 'left' as const },
  { title: 'Qty', width: 40, align: 'right' as const },
  { title: 'Unit', width: 84, align: 'right' as const },
  { title: 'Amount', width: 84, align: 'right' as const },
];

export async function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  // Loaded when an invoice is drawn: most server processes never draw one.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, info: { Title: `Invoice ${data.invoice}`, Author: 'Portal' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (cents: number) => `${formatMoney(cents, data.currency)}`;
  const right = doc.page.width - MARGIN;

  doc.font('Helvetica-Bold').fontSize(20).text('INVOICE', MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(10);
  const meta = [
    ['Invoice #', data.invoice],
    ['Date', formatToronto(data.date, DATE_FORMAT)],
    ['Order #', data.orders.map((o) => o.number).join(', ')],
    [
      'PO',
      data.orders
        .map((o) => o.po)
        .filter(Boolean)
        .join(', ') || '-',
    ],
    ['Job #', data.job ?? '-'],
    ['Ship Via', data.shipVia ?? '-'],
    ['Currency', data.currency],
  ];
  let y = MARGIN;
  for (const [label, value] of meta) {
    doc.font('Helvetica-Bold').text(label, right - 220, y, { width: 70 });
    doc.font('Helvetica').text(value, right - 150, y, { width: 150, align: 'right' });
    y += 14;
  }

  y = Math.max(y, MARGIN + 40) + 16;
  doc.font('Helvetica-Bold').text('Bill To', MARGIN, y);
  doc.text('Ship To', MARGIN + 260, y);
  doc.font('Helvetica');
  doc.text(`${data.billTo.numb} - ${data.billTo.name}`, MARGIN, y + 14, { width: 240 });
  doc.text(data.shipTo.join('\n') || `${data.customer.numb} - ${data.customer.name}`, MARGIN + 260, y + 14, { width: 240 });
  y = Math.max(doc.y, y + 14) + 24;

  const drawRow = (cells: string[], bold = false) => {
    if (y > doc.page.height - MARGIN - 40) {
      doc.addPage();
      y = MARGIN;
    }
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    let x = MARGIN;
    let height = 12;
    cells.forEach((cell, i) => {
      const col = COLUMNS[i];
      doc.text(cell, x, y, { width: col.width - 4, align: col.align });
      height = Math.max(height, doc.y - y);
      x += col.width;
    });
    y += height + 4;
  };
  drawRow(
    COLUMNS.map((c) => c.title),
    true,
  );
  doc
    .moveTo(MARGIN, y - 2)
    .lineTo(right, y - 2)
    .stroke();
  for (const line of data.lines) {
    drawRow([
      String(line.orderNumber),
      line.styleCode,
      `${line.name}, ${line.color}`,
      line.size,
      String(line.quantity),
      money(line.unitCents),
      money(line.amountCents),
    ]);
  }
  doc.moveTo(MARGIN, y).lineTo(right, y).stroke();
  y += 8;

  const total = (label: string, cents: number, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(label, right - 300, y, { width: 200, align: 'right' });
    doc.text(money(cents), right - 96, y, { width: 96, align: 'right' });
    y += 15;
  };
  total('Subtotal', data.subtotalCents);
  for (const charge of data.charges) total(charge.name, charge.amountCents);
  total(`Total (${data.currency})`, data.totalCents, true);

  doc.end();
  return done;
}
