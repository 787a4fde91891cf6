import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, gt, sql } from 'drizzle-orm';
import { messages, ORDER_STATUS } from '@portal/shared/core';
import { users } from '../../../db/tables/platform';
import { userCustomers } from '../../../db/tables/directory';
import { orders } from '../../../db/tables/orders/model';
import { ORDER_VIEW_FORBIDDEN } from './orderAccess';
import { createOrderWorld, notOfRep, ofRep, type OrderWorld } from './orderTestKit';

let w: OrderWorld;
before(async () => {
  w = await createOrderWorld();
});
after(() => w.t.close());

const DETAIL = /* GraphQL */ `
  query Detail($id: Int!) {
    order(id: $id) {
      id number status subStatus statusString listPath currency po dateRequired createdAt
      customer { numb name } billTo { numb name } rep { code name } csr { code name }
      items { id styleCode quantity shipped amountCents finalPriceCents image sizes { id size quantity qtyC qtyU shippedC shippedU upchargeCents } }
      charges { code name amountCents }
      totals { itemsCents chargesCents totalCents units shippedUnits }
      history { fromStatus toStatus text at user { name } }
      shippingJobs { id invoices units }
      returns { id label path } designRequests { id label path }
      actions { transitions { to label confirm } canEdit canEditItems canOpenEdit canSendForApproval canCreateReturn }
    }
  }
`;

interface Detail {
  order: {
    id: number;
    number: number;
    status: number;
    statusString: string;
    listPath: string;
    currency: string;
    dateRequired: string;
    createdAt: string;
    customer: { numb: string; name: string };
    billTo: { numb: string; name: string };
    rep: { code: string; name: string };
    items: {
      quantity: number;
      shipped: number;
      amountCents: number;
      finalPriceCents: number;
      image: string;
      sizes: { quantity: number; qtyC: number; qtyU: number; shippedC: number; shippedU: number; upchargeCents: number }[];
    }[];
    charges: { amountCents: number }[];
    totals: { itemsCents: number; chargesCents: number; totalCents: number; units: number; shippedUnits: number };
    history: { fromStatus: number | null; toStatus: number; text: string; at: string; user: { name: string } | null }[];
    shippingJobs: { invoices: string[]; units: number }[];
    returns: { id: number; label: string; path: string }[];
    designRequests: { id: number; label: string; path: string }[];
    actions: {
      transitions: { to: number; label: string; confirm: boolean }[];
      canEdit: boolean;
      canEditItems: boolean;
      canOpenEdit: boolean;
      canSendForApproval: boolean;
      canCreateReturn: boolean;
    };
  } | null;
}

describe('order(id): the detail page data', () => {
  test('a shipped order: header names, size grid with shipped C and U, totals that add up to the stored total, history, invoices', async () => {
    const stored = await w.orderWhere(eq(orders.status, ORDER_STATUS.Shipped));
    const { data, errors } = await w.gql<Detail>(DETAIL, { id: stored.id }, 'csr');
    assert.equal(errors, undefined);
    const o = data!.order!;
    assert.equal(o.number, stored.number);
    assert.equal(o.statusString, 'Shipped');
    assert.equal(o.listPath, '/order_history');
    assert.equal(o.currency, stored.currency);
    assert.equal(o.customer.numb, stored.customerNumb);
    assert.ok(o.customer.name && o.billTo.name && o.rep.name);
    assert.equal(o.totals.totalCents, stored.totalCents);
    assert.equal(o.totals.itemsCents + o.totals.chargesCents, o.totals.totalCents);
    assert.equal(o.items.length, stored.itemCount);
    for (const item of o.items) {
      assert.match(item.image, /^\/Images\/Products\/.+\.png$/);
      assert.equal(
        item.quantity,
        item.sizes.reduce((n, s) => n + s.quantity, 0),
      );
      assert.equal(
        item.amountCents,
        item.sizes.reduce((n, s) => n + s.quantity * (item.finalPriceCents + s.upchargeCents), 0),
      );
      for (const s of item.sizes) assert.equal(s.qtyC + s.qtyU, s.quantity);
    }
    assert.equal(o.totals.shippedUnits, o.totals.units, 'a shipped order shipped everything');
    assert.ok(o.shippingJobs.length >= 1 && o.shippingJobs.every((j) => j.invoices.length > 0 && j.units > 0));
    assert.equal(
      o.shippingJobs.reduce((n, j) => n + j.units, 0),
      o.totals.shippedUnits,
    );
    assert.equal(o.history[0].fromStatus, null);
    assert.equal(o.history[0].text, 'Created as Saved');
    assert.equal(o.history.at(-1)!.toStatus, ORDER_STATUS.Shipped);
    assert.ok(!Number.isNaN(Date.parse(o.history[0].at)) && o.history[0].at.endsWith('Z'), 'instants are ISO strings');
    assert.ok(o.createdAt.endsWith('Z') && o.dateRequired.endsWith('Z'));
    // Related records come from the areas that registered a source (returns does; design requests not yet).
    for (const link of [...o.returns, ...o.designRequests])
      assert.ok(link.id > 0 && link.label && link.path.startsWith('/'), JSON.stringify(link));
    assert.deepEqual(o.designRequests, []);
    // Shipped and csr has orderEdit: a return may be created (the returns area's rules).
    assert.deepEqual(o.actions, {
      transitions: [],
      canEdit: false,
      canEditItems: false,
      canOpenEdit: false,
      canSendForApproval: false,
      canCreateReturn: true,
    });
  });

  test('Create Return is offered only on a Shipped order and only to users who may create returns', async () => {
    const shipped = await w.orderWhere(ofRep(ORDER_STATUS.Shipped));
    const approved = await w.orderWhere(ofRep(ORDER_STATUS.Approved));
    const offered = async (id: number, who: 'csr' | 'manager' | 'rep' | 'admin') => {
      const { data, errors } = await w.gql<Detail>(DETAIL, { id }, who);
      assert.equal(errors, undefined, errors?.[0].message);
      return data!.order!.actions.canCreateReturn;
    };
    assert.equal(await offered(shipped.id, 'csr'), true, 'orderEdit');
    assert.equal(await offered(shipped.id, 'manager'), true, 'approveReturns');
    assert.equal(await offered(shipped.id, 'admin'), true);
    assert.equal(await offered(shipped.id, 'rep'), false, 'the order flag alone does not create returns (spec 001 §6)');
    assert.equal(await offered(approved.id, 'csr'), false, 'not shipped yet (spec 001 §4.1)');
  });

  test('a rep opens their own order and sees only the moves the table gives its owner', async () => {
    const own = await w.orderWhere(ofRep(ORDER_STATUS.Saved));
    const { data, errors } = await w.gql<Detail>(DETAIL, { id: own.id }, 'rep');
    assert.equal(errors, undefined);
    assert.deepEqual(data!.order!.actions, {
      transitions: [{ to: ORDER_STATUS.AwaitingArt, label: 'Submit', confirm: false }],
      canEdit: true,
      canEditItems: true,
      canOpenEdit: true,
      canSendForApproval: false,
      canCreateReturn: false,
    });
  });

  test("a rep gets FORBIDDEN for another rep's order and NOT_FOUND for an unknown id", async () => {
    const other = await w.orderWhere(notOfRep(ORDER_STATUS.Saved));
    const forbidden = await w.gql<Detail>(DETAIL, { id: other.id }, 'rep');
    assert.equal(forbidden.data?.order ?? null, null);
    assert.equal(forbidden.errors?.[0].message, ORDER_VIEW_FORBIDDEN);
    assert.equal(forbidden.errors?.[0].extensions?.code, 'FORBIDDEN');
    const unknown = await w.gql<Detail>(DETAIL, { id: 987_654_321 }, 'rep');
    assert.equal(unknown.errors?.[0].message, messages.orderNotFound);
    assert.equal(unknown.errors?.[0].extensions?.code, 'NOT_FOUND');
  });

  test('a managing rep opens the orders of the reps they manage (the /other_orders rows) but may not act on them', async () => {
    const managed = await w.orderWhere(ofRep(ORDER_STATUS.Saved, '102'));
    const { data, errors } = await w.gql<Detail>(DETAIL, { id: managed.id }, 'rep');
    assert.equal(errors, undefined);
    assert.deepEqual(data!.order!.actions.transitions, []);
    assert.equal(data!.order!.actions.canEdit, false);
    const upwards = await w.gql<Detail>(DETAIL, { id: (await w.orderWhere(ofRep(ORDER_STATUS.Saved))).id }, 'rep2');
    assert.equal(upwards.errors?.[0].extensions?.code, 'FORBIDDEN', 'rep2 does not manage rep 101');
  });

  test('a user without order access is FORBIDDEN whatever the id; no session is UNAUTHENTICATED', async () => {
    for (const id of [1, 987_654_321]) {
      const viewer = await w.gql<Detail>(DETAIL, { id }, 'viewer');
      assert.equal(viewer.errors?.[0].extensions?.code, 'FORBIDDEN');
    }
    const anonymous = await w.gql<Detail>(DETAIL, { id: 1 });
    assert.equal(anonymous.errors?.[0].extensions?.code, 'UNAUTHENTICATED');
  });

  test('a customer user sees the orders of their linked customers only', async () => {
    const theirs = await w.t.database.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(userCustomers, eq(userCustomers.customerNumb, orders.customerNumb))
      .innerJoin(users, eq(users.id, userCustomers.userId))
      .where(eq(users.email, 'customer@demo.local'))
      .limit(1);
    assert.equal(theirs.length, 1, 'the demo customer user has orders');
    const { errors } = await w.gql<Detail>(DETAIL, { id: theirs[0].id }, 'customer');
    assert.equal(errors, undefined);
    const notTheirs = await w.orderWhere(
      and(gt(orders.id, 0), sql`${orders.customerNumb} not in (select customer_numb from user_customers)`)!,
    );
    const refused = await w.gql<Detail>(DETAIL, { id: notTheirs.id }, 'customer');
    assert.equal(refused.errors?.[0].extensions?.code, 'FORBIDDEN');
  });
});
