import { and, asc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { COLLECTION_ORDER_TYPES, ORDER_STATUS } from '@portal/shared/core';
import type { Db } from '../../../db/client';
import type { SeedContext } from '../../area';
import { orders } from '../../../db/tables/orders/model';
import { bulkInsert } from '../../../platform/bulkInsert';
import { catalogOrders, catalogs } from '../../../db/tables/orders/catalogs';
import { usersView } from '../../../db/tables/platform.views';
import { customersView, userCustomersView } from '../../../db/tables/directory.views';

// Demo catalogs: 60 × SEED_SCALE online ordering catalogs (two pages at scale 1) of customers that
// have orders, each offering 1 to 4 of that customer's orders (collections first: they are what
// catalogs sell).
// Every customer of rep 101 (rep@demo.local) and every account linked to customer@demo.local gets
// one, so each demo role has catalogs to look at. Deterministic: the area's seeded faker only.

const PER_SCALE = 60;
const DAY = 86_400_000;
const THEMES = ['Team Store', 'Staff Apparel', 'Spirit Wear', 'Tournament Merch', 'Holiday Gifts', 'Golf Day', 'Volunteer Kit', 'Fan Shop'];
const SEASONS = ['Spring', 'Summer', 'Fall', 'Winter'];

export async function seedCatalogs(tx: Db, { scale, faker, now }: SeedContext): Promise<void> {
  const total = Math.max(PER_SCALE, Math.round(PER_SCALE * scale));
  // Catalogs are made by the people who sell: reps and order staff.
  const staff = (
    await tx
      .select({ id: usersView.id, repCode: usersView.repCode, access: usersView.access })
      .from(usersView)
      .where(ne(usersView.userType, 'CUSTOMER'))
      .orderBy(asc(usersView.id))
  ).filter((u) => u.access.includes('order') || u.access.includes('orderEdit'));
  const repUser = new Map(staff.filter((u) => u.repCode).map((u) => [u.repCode!, u.id]));
  const linked = await tx
    .select({ numb: userCustomersView.customerNumb })
    .from(userCustomersView)
    .orderBy(asc(userCustomersView.customerNumb));
  const demoRepCustomers = await tx
    .select({ numb: customersView.numb })
    .from(customersView)
    .where(eq(customersView.repCode, '101'))
    .orderBy(asc(customersView.numb));
  const everyone = await tx
    .select({ numb: customersView.numb, name: customersView.name, repCode: customersView.repCode })
    .from(customersView)
    .where(and(isNotNull(customersView.repCode), ne(customersView.numb, '90000')))
    .orderBy(asc(customersView.numb));
  const byNumb = new Map(everyone.map((c) => [c.numb, c]));

  // The demo accounts' customers first, then a deterministic draw of the rest.
  const chosen: string[] = [...new Set([...linked, ...demoRepCustomers].map((c) => c.numb))].filter((n) => byNumb.has(n));
  const taken = new Set(chosen);
  const rest = faker.helpers.shuffle(everyone.map((c) => c.numb).filter((n) => !taken.has(n)));
  for (let i = 0; chosen.length < total && i < rest.length; i++) chosen.push(rest[i]);
  // More catalogs than customers (large SEED_SCALE): some customers get a second one.
  for (let i = 0; chosen.length < total && everyone.length; i++) chosen.push(everyone[i % everyone.length].numb);

  const customerOrders = new Map<string, { id: number; orderType: string }[]>();
  const distinct = [...new Set(chosen)];
  for (let start = 0; start < distinct.length; start += 1_000) {
    const rows = await tx
      .select({ id: orders.id, customer: orders.customerNumb, orderType: orders.orderType })
      .from(orders)
      // A cancelled order is not offered by a catalog.
      .where(and(inArray(orders.customerNumb, distinct.slice(start, start + 1_000)), ne(orders.status, ORDER_STATUS.Cancelled)))
      .orderBy(asc(orders.id));
    for (const row of rows) {
      const list = customerOrders.get(row.customer) ?? [];
      list.push({ id: row.id, orderType: row.orderType });
      customerOrders.set(row.customer, list);
    }
  }

  const headers: (typeof catalogs.$inferInsert)[] = [];
  const picks: number[][] = [];
  for (const numb of chosen) {
    const list = customerOrders.get(numb);
    if (!list?.length) continue;
    const customer = byNumb.get(numb)!;
    const collections = list.filter((o) => COLLECTION_ORDER_TYPES.includes(o.orderType));
    const others = list.filter((o) => !COLLECTION_ORDER_TYPES.includes(o.orderType));
    const wanted = faker.number.int({ min: 1, max: Math.min(4, list.length) });
    const ordered = [...faker.helpers.shuffle(collections), ...faker.helpers.shuffle(others)];
    const createdAt = new Date(now.getTime() - faker.number.int({ min: 1, max: 400 }) * DAY - faker.number.int({ min: 0, max: DAY - 1 }));
    const shortName = customer.name.replace(/\s+(Inc\.?|Ltd\.?|LLC|Co\.?|Corp\.?|Group)$/i, '');
    const name =
      `${shortName} ${faker.helpers.arrayElement(THEMES)} ${faker.helpers.arrayElement(SEASONS)} ${createdAt.getUTCFullYear()}`.slice(
        0,
        100,
      );
    headers.push({
      name,
      customerNumb: numb,
      createdBy: repUser.get(customer.repCode!) ?? faker.helpers.arrayElement(staff).id,
      createdAt,
      updatedAt: new Date(Math.min(now.getTime(), createdAt.getTime() + faker.number.int({ min: 0, max: 30 }) * DAY)),
    });
    picks.push(ordered.slice(0, wanted).map((o) => o.id));
  }
  const ids = await bulkInsert(tx, catalogs, headers);
  await bulkInsert(
    tx,
    catalogOrders,
    ids.flatMap((catalogId, i) => picks[i].map((orderId) => ({ catalogId, orderId }))),
  );
}
