import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { accessFrom, EVENT_ORDER_STATUS, EVENT_STATUS, type SessionUser } from '@portal/shared/core';
import type { Db } from '../../../db/client';
import type { SeedContext } from '../../area';
import { createProductionOrder } from './productionOrders';
import {
  customEventAddresses,
  customEventCategories,
  customEventOptions,
  customEventOrderItems,
  customEventOrders,
  customEvents,
  customEventStockHolds,
} from '../../../db/tables/events-fpa';
import { usersView } from '../../../db/tables/platform.views';
import { csrsView, customersView } from '../../../db/tables/directory.views';

// Demo custom events (mfe-events-fpa/README.md "Custom events", "Demo accounts"). The spec has no
// call that creates an event: events are set up in the event-store platform and arrive here as rows
// (in production, by its import; here, by this seed). Every status is present so a demo user finds
// work: enabled stores taking orders, disabled stores ready for a production order (one already
// has one), closed ones with production orders, cancelled ones with cancelled orders. The
// production orders are made by the same code as the screen's button (real orders, type 211).

const DAY = 24 * 60 * 60_000;
const PRODUCTS = [
  { styleCode: 'ATC1000', name: 'Everyday Cotton Tee', priceCents: 895, sizes: ['S', 'M', 'L', 'XL'] },
  { styleCode: 'G185', name: 'Heavy Blend Hoodie', priceCents: 2495, sizes: ['S', 'M', 'L', 'XL', '2XL'] },
  { styleCode: 'L445', name: 'Micropique Sport-Wick Polo', priceCents: 2695, sizes: ['S', 'M', 'L', 'XL'] },
  { styleCode: 'F280', name: 'Premium Fleece Crewneck', priceCents: 2995, sizes: ['M', 'L', 'XL'] },
] as const;
const COLOURS = [
  { code: 'BLK', name: 'Black' },
  { code: 'NAV', name: 'Navy' },
  { code: 'RED', name: 'Red' },
  { code: 'ATH', name: 'Athletic Heather' },
] as const;

const FIXED = [
  { name: 'Maple Ridge Golf Classic', status: EVENT_STATUS.Enabled, startDays: -10, endDays: 20, orders: 14 },
  { name: 'Harbour City Marathon Store', status: EVENT_STATUS.Enabled, startDays: -3, endDays: 40, orders: 8 },
  { name: 'Northside Hockey Team Store', status: EVENT_STATUS.Disabled, startDays: -30, endDays: -1, orders: 12 },
  {
    name: 'Lakeshore Staff Apparel 2026',
    status: EVENT_STATUS.Disabled,
    startDays: -45,
    endDays: -5,
    orders: 9,
    produce: true,
    moreAfter: 3,
  },
  { name: 'Riverside Charity Run', status: EVENT_STATUS.Closed, startDays: -120, endDays: -60, orders: 10, produce: true },
  { name: 'Summit Conference Swag', status: EVENT_STATUS.Closed, startDays: -200, endDays: -150, orders: 6, produce: true },
  { name: 'Prairie Curling Bonspiel', status: EVENT_STATUS.Cancelled, startDays: -20, endDays: 10, orders: 5 },
  { name: 'Coastal Rowing Regatta', status: EVENT_STATUS.Cancelled, startDays: -90, endDays: -70, orders: 3 },
] as const;

const handleOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export async function seedCustomEvents(tx: Db, { now, scale, faker }: SeedContext): Promise<void> {
  const [admin] = await tx.select().from(usersView).where(eq(usersView.email, 'admin@demo.local'));
  const someCustomers = await tx
    .select({ numb: customersView.numb, country: customersView.country })
    .from(customersView)
    .where(sql`${customersView.numb} <> '90000'`)
    .orderBy(asc(customersView.numb))
    .limit(40);
  const csrRows = await tx.select({ code: csrsView.code }).from(csrsView).orderBy(asc(csrsView.code));
  const editor: SessionUser = {
    id: admin.id,
    email: admin.email,
    name: admin.name,
    userType: 'INTERNAL',
    repCode: '000',
    repManagerCode: null,
    access: accessFrom(['orderEdit']),
  };
  const specs: {
    name: string;
    status: number;
    startDays: number;
    endDays: number;
    orders: number;
    produce?: boolean;
    moreAfter?: number;
  }[] = [...FIXED];
  for (let i = 0; i < Math.round(6 * scale); i++) {
    const status = faker.helpers.arrayElement([
      EVENT_STATUS.Enabled,
      EVENT_STATUS.Enabled,
      EVENT_STATUS.Disabled,
      EVENT_STATUS.Closed,
      EVENT_STATUS.Cancelled,
    ]);
    const start = faker.number.int({ min: -400, max: 10 });
    specs.push({
      name: `${faker.company.name()} ${faker.helpers.arrayElement(['Team Store', 'Event Store', 'Staff Store', 'Fundraiser'])}`.slice(
        0,
        90,
      ),
      status,
      startDays: start,
      endDays: start + faker.number.int({ min: 7, max: 60 }),
      orders: faker.number.int({ min: 0, max: 6 }),
    });
  }
  let orderNumb = 500_001;
  const handles = new Set<string>();
  for (const [n, spec] of specs.entries()) {
    const customer = someCustomers[n % someCustomers.length];
    let handle = handleOf(spec.name).slice(0, 50);
    while (handles.has(handle)) handle = `${handle.slice(0, 45)}-${n}`;
    handles.add(handle);
    const rate = faker.helpers.arrayElement([1, 1.1, 1.15, 1.25]);
    const [event] = await tx
      .insert(customEvents)
      .values({
        handle,
        name: spec.name,
        logo: `${handle}-logo.png`,
        banner: `${handle}-banner.jpg`,
        mobileBanner: `${handle}-banner-mobile.jpg`,
        startAt: new Date(now.getTime() + spec.startDays * DAY),
        endAt: new Date(now.getTime() + spec.endDays * DAY),
        delivery: new Date(now.getTime() + (spec.endDays + 21) * DAY),
        addressNeeded: n % 3 === 0,
        maxItems: n % 2 ? 5 : null,
        maxAmountCents: n % 4 === 1 ? 150_00 : null,
        customerNumb: customer.numb,
        csrCode: csrRows[n % csrRows.length]?.code ?? null,
        showPrices: n % 5 !== 4,
        priceRate: rate,
        status: spec.produce ? EVENT_STATUS.Disabled : spec.status,
        defaultEmail: n % 2 ? `events+${handle.slice(0, 20)}@example.com` : null,
        noAllocations: n % 6 === 5,
        password: n % 3 === 1 ? `store${1000 + n}` : null,
        collectPayment: n % 2 === 0,
        flatFeeCents: n % 4 === 2 ? 15_00 : null,
        flatFeeName: n % 4 === 2 ? 'Shipping & handling' : null,
        createdBy: admin.id,
        title: `Welcome to the ${spec.name}`,
        info: 'Orders ship together after the store closes.',
        infoColor: 'FFFFFF',
        infoPosition: 'top',
        infoBackground: '1F2A44',
        bgSize: 'cover',
        country: n % 3 === 2 ? null : customer.country,
        languages: customer.country === 'C' && n % 2 === 0 ? ['EN', 'FR'] : ['EN'],
        customAddress: n % 3 === 0,
        styleName: null,
        createdAt: new Date(now.getTime() + (spec.startDays - 14) * DAY),
        updatedAt: new Date(now.getTime() + (spec.startDays - 14) * DAY),
      })
      .returning({ id: customEvents.id });
    await tx.insert(customEventCategories).values([
      { eventId: event.id, name: 'Tees', numb: 1, maxItems: 3, minItems: 0, sortBy: 'name', sortByOrder: 'asc' },
      { eventId: event.id, name: 'Fleece', numb: 2, maxItems: 2, minItems: 0, subCategory: 'Hoodies' },
    ]);
    const [nameOption] = await tx
      .insert(customEventOptions)
      .values({ eventId: event.id, name: 'Personalize', required: false, optionType: 'select', availableOptions: ['No', 'Yes'] })
      .returning({ id: customEventOptions.id });
    await tx.insert(customEventOptions).values({
      eventId: event.id,
      name: 'Name on back',
      required: false,
      optionType: 'text',
      requiredIfId: nameOption.id,
      requiredIfValue: 'Yes',
    });
    await tx.insert(customEventAddresses).values({
      eventId: event.id,
      label: 'Head office',
      attn: 'Receiving',
      customer: customer.numb,
      address1: `${100 + n} King Street West`,
      city: 'Toronto',
      state: 'ON',
      country: 'CA',
      zip: 'M5H 1A1',
    });
    await tx
      .insert(customEventStockHolds)
      .values(PRODUCTS.slice(0, 2).map((p) => ({ eventId: event.id, styleCode: p.styleCode, colorCode: 'BLK', size: 'M', quantity: 24 })));
    const placeOrders = async (count: number, startDay: number) => {
      for (let k = 0; k < count; k++) {
        const first = faker.person.firstName();
        const last = faker.person.lastName();
        const picks = faker.helpers.arrayElements(PRODUCTS, { min: 1, max: 3 });
        const lines = picks.map((p) => {
          const colour = faker.helpers.arrayElement(COLOURS);
          return {
            p,
            colour,
            size: faker.helpers.arrayElement(p.sizes),
            quantity: faker.number.int({ min: 1, max: 3 }),
            price: Math.round(p.priceCents * rate),
          };
        });
        const cancelled = spec.status === EVENT_STATUS.Cancelled || k % 7 === 6;
        const [order] = await tx
          .insert(customEventOrders)
          .values({
            eventId: event.id,
            numb: orderNumb++,
            token: randomBytes(12).toString('hex'),
            createdAt: new Date(now.getTime() + (startDay + k * 0.5) * DAY),
            totalItems: lines.reduce((s, l) => s + l.quantity, 0),
            totalCents: lines.reduce((s, l) => s + l.quantity * l.price, 0),
            status: cancelled ? EVENT_ORDER_STATUS.Cancelled : EVENT_ORDER_STATUS.Placed,
            customerName: null,
            firstName: first,
            lastName: last,
            email: `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.com',
            comments: k % 4 === 0 ? 'Please ship to the front desk.' : null,
            address1: `${faker.number.int({ min: 1, max: 999 })} Main Street`,
            city: 'Toronto',
            state: 'ON',
            country: 'CA',
            zip: 'M4C 1B5',
          })
          .returning({ id: customEventOrders.id });
        await tx.insert(customEventOrderItems).values(
          lines.map((l) => ({
            orderId: order.id,
            styleCode: l.p.styleCode,
            name: l.p.name,
            color: l.colour.name,
            colorCode: l.colour.code,
            size: l.size,
            quantity: l.quantity,
            priceCents: l.price,
            listPriceCents: l.p.priceCents,
          })),
        );
      }
    };
    await placeOrders(spec.orders, spec.startDays);
    if (spec.produce) {
      await createProductionOrder(tx, editor, event.id, new Date(now.getTime() + (spec.endDays + 1) * DAY));
      if (spec.moreAfter) await placeOrders(spec.moreAfter, spec.endDays - 1);
      if (spec.status === EVENT_STATUS.Closed) {
        await tx.delete(customEventStockHolds).where(eq(customEventStockHolds.eventId, event.id));
        await tx.update(customEvents).set({ status: EVENT_STATUS.Closed }).where(eq(customEvents.id, event.id));
      }
    } else if (spec.status === EVENT_STATUS.Closed || spec.status === EVENT_STATUS.Cancelled) {
      await tx.delete(customEventStockHolds).where(eq(customEventStockHolds.eventId, event.id));
    }
  }
}
