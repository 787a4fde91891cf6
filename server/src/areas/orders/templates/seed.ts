import { and, asc, eq, ne, notInArray } from 'drizzle-orm';
import { COLLECTION_ORDER_TYPES, ORDER_STATUS } from '@portal/shared/core';
import type { Db } from '../../../db/client';
import type { SeedContext } from '../../area';
import { orders } from '../../../db/tables/orders/model';
import { bulkInsert } from '../../../platform/bulkInsert';
import { templateReps, templates } from '../../../db/tables/orders/templates';
import { usersView } from '../../../db/tables/platform.views';
import { customersView, repsView } from '../../../db/tables/directory.views';

// Demo template orders: 150 × SEED_SCALE templates (three pages at scale 1) made from regular,
// not cancelled orders, each shared with its order's rep and sometimes one or two more reps.
// Rep 101 (rep@demo.local) has a dozen templates of their own orders plus a few shared with them,
// so every demo role has something to see. Deterministic: the area's seeded faker only.

const PER_SCALE = 150;
const DAY = 86_400_000;
const PROGRAMS = [
  'Staff Uniform',
  'Golf Tournament',
  'Back to School',
  'Holiday Party',
  'Team Warm-ups',
  'Volunteer Tees',
  'Trade Show',
  'Summer Camp',
  'Fundraiser',
  'Season Opener',
  'Retail Reorder',
  'Coaches Kit',
];

export async function seedTemplates(tx: Db, { scale, faker, now }: SeedContext): Promise<void> {
  const total = Math.max(PER_SCALE, Math.round(PER_SCALE * scale));
  const editors = await tx
    .select({ id: usersView.id, access: usersView.access })
    .from(usersView)
    .where(ne(usersView.userType, 'CUSTOMER'))
    .orderBy(asc(usersView.id));
  const editorIds = editors.filter((u) => u.access.includes('templateEdit') || u.access.includes('approve')).map((u) => u.id);
  const repCodes = (await tx.select({ code: repsView.code }).from(repsView).orderBy(asc(repsView.code))).map((r) => r.code);

  const usable = and(ne(orders.status, ORDER_STATUS.Cancelled), notInArray(orders.orderType, [...COLLECTION_ORDER_TYPES]));
  const fields = { id: orders.id, repCode: orders.repCode, customerName: customersView.name, createdAt: orders.createdAt };
  const demoRep = await tx
    .select(fields)
    .from(orders)
    .innerJoin(customersView, eq(customersView.numb, orders.customerNumb))
    .where(and(usable, eq(orders.repCode, '101')))
    .orderBy(asc(orders.id))
    .limit(12);
  const pool = await tx
    .select(fields)
    .from(orders)
    .innerJoin(customersView, eq(customersView.numb, orders.customerNumb))
    .where(
      and(
        usable,
        demoRep.length
          ? notInArray(
              orders.id,
              demoRep.map((o) => o.id),
            )
          : undefined,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(total * 4);
  const picked = [...demoRep, ...faker.helpers.shuffle(pool)].slice(0, total);

  const rows: (typeof templates.$inferInsert)[] = [];
  const sharedWith: string[][] = [];
  picked.forEach((order, i) => {
    const createdAt = new Date(Math.min(now.getTime() - DAY, order.createdAt.getTime() + faker.number.int({ min: 1, max: 120 }) * DAY));
    const shortName = order.customerName.replace(/\s+(Inc\.?|Ltd\.?|LLC|Co\.?|Corp\.?|Group)$/i, '');
    rows.push({
      orderId: order.id,
      name: `${shortName} ${faker.helpers.arrayElement(PROGRAMS)}`.slice(0, 100),
      createdBy: faker.helpers.arrayElement(editorIds),
      createdAt,
      updatedAt: new Date(Math.min(now.getTime(), createdAt.getTime() + faker.number.int({ min: 0, max: 20 }) * DAY)),
    });
    const extra = faker.helpers.arrayElements(repCodes, faker.number.int({ min: 0, max: 2 }));
    // Every tenth template of another rep is shared with rep 101 too.
    if (order.repCode !== '101' && i % 10 === 0) extra.push('101');
    sharedWith.push([...new Set([order.repCode, ...extra])]);
  });
  const ids = await bulkInsert(tx, templates, rows);
  // template_reps has no id column (bulkInsert answers ids), so plain multi-row inserts.
  const links = ids.flatMap((templateId, i) => sharedWith[i].map((repCode) => ({ templateId, repCode })));
  for (let start = 0; start < links.length; start += 1_000) {
    await tx.insert(templateReps).values(links.slice(start, start + 1_000));
  }
}
