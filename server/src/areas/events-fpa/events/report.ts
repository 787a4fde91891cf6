import { asc, eq } from 'drizzle-orm';
import {
  EVENT_MESSAGES,
  EVENT_ORDER_STATUS,
  EVENT_ORDER_STATUS_TEXT,
  EVENT_STATUS_TEXT,
  eventReportFileName,
  formatToronto,
  markupPercentOf,
  regionText,
  type EventOrderStatus,
  type EventStatus,
  type SessionUser,
} from '@portal/shared/core';
import type { Db } from '../../../db/client';
import { allQueries } from '../../../db/queries';
import { notFound } from '../../../platform/httpErrors';
import { customEventOrderItems, customEventOrders, customEvents } from '../../../db/tables/events-fpa';
import { requireEventViewer, validId } from './eventAccess';
import { customersView } from '../../../db/tables/directory.views';

// POST /api/event/report, body eventId (spec 002 §7): the event's report as a real .xlsx (exceljs,
// as the order lists' Export), named after the event. Sheets: Event (its settings and totals),
// Orders (every store order, cancelled ones marked), Items (every line of every order) and
// Production (the sizes to produce: the orders not cancelled, by style, colour and size).

/** What the .xlsx report is made of: the event, its orders (cancelled included) and their items. */
async function reportData(db: Db, user: SessionUser, eventId: number) {
  requireEventViewer(user);
  if (!validId(eventId)) throw notFound(EVENT_MESSAGES.notFound);
  const [event] = await db
    .select({ e: customEvents, customerName: customersView.name })
    .from(customEvents)
    .innerJoin(customersView, eq(customersView.numb, customEvents.customerNumb))
    .where(eq(customEvents.id, eventId));
  if (!event) throw notFound(EVENT_MESSAGES.notFound);
  const [eventOrders, items] = await allQueries(db, [
    db.select().from(customEventOrders).where(eq(customEventOrders.eventId, eventId)).orderBy(asc(customEventOrders.numb)),
    db
      .select({ i: customEventOrderItems, numb: customEventOrders.numb, status: customEventOrders.status })
      .from(customEventOrderItems)
      .innerJoin(customEventOrders, eq(customEventOrders.id, customEventOrderItems.orderId))
      .where(eq(customEventOrders.eventId, eventId))
      .orderBy(asc(customEventOrders.numb), asc(customEventOrderItems.id)),
  ]);
  return { event: event.e, customerName: event.customerName, orders: eventOrders, items };
}

export async function eventReport(db: Db, user: SessionUser, eventId: number): Promise<{ fileName: string; buffer: Buffer }> {
  const { event, customerName, orders, items } = await reportData(db, user, eventId);
  // Loaded when a report is written: exceljs is the server's slowest module to load.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Portal';
  workbook.created = new Date(0);
  const live = orders.filter((o) => o.status !== EVENT_ORDER_STATUS.Cancelled);
  const money = '#,##0.00';

  const summary = workbook.addWorksheet('Event');
  summary.columns = [
    { header: 'Field', key: 'field', width: 24 },
    { header: 'Value', key: 'value', width: 48 },
  ];
  const rows: [string, string | number][] = [
    ['Event #', event.id],
    ['Name', event.name],
    ['Handle', event.handle],
    ['Status', EVENT_STATUS_TEXT[event.status as EventStatus] ?? String(event.status)],
    ['Customer', `${event.customerNumb} ${customerName}`],
    ['Start', formatToronto(event.startAt)],
    ['End', formatToronto(event.endAt)],
    ['Region', regionText(event.country)],
    ['Price markup %', markupPercentOf(Number(event.priceRate))],
    ['Orders', live.length],
    ['Items', live.reduce((n, o) => n + o.totalItems, 0)],
    ['Total', live.reduce((n, o) => n + o.totalCents, 0) / 100],
  ];
  for (const [field, value] of rows) summary.addRow({ field, value });
  summary.getRow(1).font = { bold: true };

  const sheet = workbook.addWorksheet('Orders');
  sheet.columns = [
    { header: 'Order #', key: 'numb', width: 10 },
    { header: 'Created', key: 'createdAt', width: 22 },
    { header: 'Status', key: 'status', width: 14 },
    { header: 'First Name', key: 'firstName', width: 16 },
    { header: 'Last Name', key: 'lastName', width: 16 },
    { header: 'Email', key: 'email', width: 28 },
    { header: 'Attn', key: 'attn', width: 16 },
    { header: 'Address', key: 'address', width: 40 },
    { header: 'City', key: 'city', width: 16 },
    { header: 'State', key: 'state', width: 8 },
    { header: 'Country', key: 'country', width: 8 },
    { header: 'Zip', key: 'zip', width: 10 },
    { header: 'Comments', key: 'comments', width: 30 },
    { header: 'Items', key: 'totalItems', width: 8 },
    { header: 'Total', key: 'total', width: 12, style: { numFmt: money } },
  ];
  for (const o of orders) {
    sheet.addRow({
      numb: o.numb,
      createdAt: formatToronto(o.createdAt),
      status: EVENT_ORDER_STATUS_TEXT[o.status as EventOrderStatus] ?? String(o.status),
      firstName: o.firstName,
      lastName: o.lastName,
      email: o.email ?? '',
      attn: o.attn ?? '',
      address: [o.address1, o.address2, o.address3].filter(Boolean).join(', '),
      city: o.city ?? '',
      state: o.state ?? '',
      country: o.country ?? '',
      zip: o.zip ?? '',
      comments: o.comments ?? '',
      totalItems: o.totalItems,
      total: o.totalCents / 100,
    });
  }
  sheet.getRow(1).font = { bold: true };

  const itemSheet = workbook.addWorksheet('Items');
  itemSheet.columns = [
    { header: 'Order #', key: 'numb', width: 10 },
    { header: 'Status', key: 'status', width: 14 },
    { header: 'Style', key: 'styleCode', width: 12 },
    { header: 'Name', key: 'name', width: 28 },
    { header: 'Color', key: 'color', width: 16 },
    { header: 'Size', key: 'size', width: 8 },
    { header: 'Quantity', key: 'quantity', width: 10 },
    { header: 'Price', key: 'price', width: 10, style: { numFmt: money } },
    { header: 'Total', key: 'total', width: 12, style: { numFmt: money } },
  ];
  for (const { i, numb, status } of items) {
    itemSheet.addRow({
      numb,
      status: EVENT_ORDER_STATUS_TEXT[status as EventOrderStatus] ?? String(status),
      styleCode: i.styleCode,
      name: i.name,
      color: i.color,
      size: i.size,
      quantity: i.quantity,
      price: i.priceCents / 100,
      total: (i.priceCents * i.quantity) / 100,
    });
  }
  itemSheet.getRow(1).font = { bold: true };

  const production = workbook.addWorksheet('Production');
  production.columns = [
    { header: 'Style', key: 'styleCode', width: 12 },
    { header: 'Name', key: 'name', width: 28 },
    { header: 'Color', key: 'color', width: 16 },
    { header: 'Size', key: 'size', width: 8 },
    { header: 'Quantity', key: 'quantity', width: 10 },
  ];
  const sums = new Map<string, { styleCode: string; name: string; color: string; size: string; quantity: number }>();
  for (const { i, status } of items) {
    if (status === EVENT_ORDER_STATUS.Cancelled) continue;
    const key = `${i.styleCode}\u0000${i.colorCode}\u0000${i.size}`;
    const row = sums.get(key) ?? { styleCode: i.styleCode, name: i.name, color: i.color, size: i.size, quantity: 0 };
    row.quantity += i.quantity;
    sums.set(key, row);
  }
  for (const row of sums.values()) production.addRow(row);
  production.getRow(1).font = { bold: true };

  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName: eventReportFileName(event.name), buffer };
}
