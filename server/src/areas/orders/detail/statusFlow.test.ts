import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, count, desc, eq } from 'drizzle-orm';
import { fill, ORDER_STATUS as S, ORDER_STATUS_TEXT, ORDER_TRANSITIONS, STATUS_FLOW_MESSAGES } from '@portal/shared/core';
import { users } from '../../../db/tables/platform';
import { orders, orderStatusHistory, shippingJobs } from '../../../db/tables/orders/model';
import { ORDER_VIEW_FORBIDDEN } from './orderAccess';
import { createOrderWorld, ofRep, type OrderWorld, type Who } from './orderTestKit';

let w: OrderWorld;
before(async () => {
  w = await createOrderWorld();
});
after(() => w.t.close());

const MOVE = /* GraphQL */ `
  mutation Move($id: Int!, $to: Int!, $from: Int) {
    moveOrder(id: $id, to: $to, from: $from) { status statusString listPath history { toStatus user { name } } }
  }
`;
interface Moved {
  moveOrder: {
    status: number;
    statusString: string;
    listPath: string;
    history: { toStatus: number; user: { name: string } | null }[];
  } | null;
}

const db = () => w.t.database.db;

/** The order row, its history count and the shipping jobs: what a refused move must leave as it was. */
async function snapshot(id: number) {
  const order = await w.orderById(id);
  const [{ n }] = await db().select({ n: count() }).from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id));
  const [{ jobs }] = await db().select({ jobs: count() }).from(shippingJobs);
  return { order, history: n, jobs };
}

let probe: number | null = null;
/**
 * A rep-101 order put at `status` (the flow reads the status; the probe is a shipped order whose
 * shipping jobs carry everything, so Mark Shipped makes no job; each test's attempts reuse one
 * order). What Mark Shipped ships is shipWhatIsLeft.test.ts.
 */
async function orderAt(status: number, subStatus: number | null = null): Promise<number> {
  probe ??= (await w.orderWhere(ofRep(S.Shipped))).id;
  await db().update(orders).set({ status, subStatus }).where(eq(orders.id, probe));
  return probe;
}

// Who may make each move of a rep-101 order (mfe-orders/README.md "Status flow"), written out by
// hand so the test does not just repeat the table it checks. rep@ is that order's own rep.
const PEOPLE: Who[] = ['csr', 'manager', 'rep', 'artist', 'artmanager', 'viewer'];
const ALLOWED: Record<string, Who[]> = {
  '0>1': ['csr', 'manager', 'rep'],
  '1>2': ['csr', 'manager', 'artmanager'],
  '2>3': ['artist', 'artmanager'],
  '3>4': ['csr', 'artist', 'artmanager'],
  '4>5': ['csr', 'manager', 'rep'],
  '4>2': ['csr', 'manager', 'rep'],
  '5>2': ['csr', 'manager', 'rep'],
  '5>6': ['manager'],
  '6>7': ['csr', 'manager'],
  ...Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((from) => [`${from}>99`, ['csr', 'manager'] as Who[]])),
};

describe('moveOrder: the transition table, per role', () => {
  test('the table has exactly the moves this test expects', () => {
    assert.deepEqual(ORDER_TRANSITIONS.map((t) => `${t.from}>${t.to}`).sort(), Object.keys(ALLOWED).sort());
  });

  for (const transition of ORDER_TRANSITIONS) {
    const key = `${transition.from}>${transition.to}`;
    test(`${key} (${transition.label}): allowed for ${ALLOWED[key].join(', ')}, refused for the rest without a change`, async () => {
      for (const who of PEOPLE) {
        const id = await orderAt(transition.from);
        const before = await snapshot(id);
        w.t.clock.advance(1_000);
        const { data, errors } = await w.gql<Moved>(MOVE, { id, to: transition.to, from: transition.from }, who);
        if (ALLOWED[key].includes(who)) {
          assert.equal(errors, undefined, `${who} ${key}: ${errors?.[0].message}`);
          assert.equal(data!.moveOrder!.status, transition.to);
          const [last] = await db()
            .select({ h: orderStatusHistory, email: users.email })
            .from(orderStatusHistory)
            .leftJoin(users, eq(users.id, orderStatusHistory.userId))
            .where(eq(orderStatusHistory.orderId, id))
            .orderBy(desc(orderStatusHistory.id))
            .limit(1);
          assert.deepEqual(
            { from: last.h.fromStatus, to: last.h.toStatus, by: last.email, at: last.h.at.getTime() },
            { from: transition.from, to: transition.to, by: `${who}@demo.local`, at: w.t.clock.now().getTime() },
            'the move is in the history, with who and when',
          );
          const after = await w.orderById(id);
          assert.equal(after.updatedAt.getTime(), w.t.clock.now().getTime());
        } else {
          assert.equal(errors?.[0].extensions?.code, 'FORBIDDEN', `${who} ${key}`);
          const expected =
            who === 'viewer' ? ORDER_VIEW_FORBIDDEN : fill(STATUS_FLOW_MESSAGES.forbidden, { to: ORDER_STATUS_TEXT[transition.to] });
          assert.equal(errors?.[0].message, expected);
          assert.deepEqual(await snapshot(id), before, `${who} ${key} changed nothing`);
        }
      }
    });
  }
});

describe('moveOrder: refusals', () => {
  test('a skipped step is 409 with the statuses in words, and changes nothing', async () => {
    const id = await orderAt(S.Saved);
    const before = await snapshot(id);
    for (const [who, to] of [
      ['manager', S.Approved],
      ['csr', S.ManagersApproval],
      ['csr', S.Shipped],
    ] as const) {
      const { errors } = await w.gql<Moved>(MOVE, { id, to }, who);
      assert.equal(errors?.[0].extensions?.code, 'CONFLICT', `${who} to ${to}`);
      assert.equal(
        errors?.[0].message,
        fill(STATUS_FLOW_MESSAGES.notInFlow, { number: before.order.number, from: 'Saved', to: ORDER_STATUS_TEXT[to] }),
      );
    }
    assert.deepEqual(await snapshot(id), before);
  });

  test('a move the user may never make is 403 even when it also skips (the CSR never completes art)', async () => {
    const id = await orderAt(S.Saved);
    const before = await snapshot(id);
    const { errors } = await w.gql<Moved>(MOVE, { id, to: S.ArtCompleted }, 'csr');
    assert.equal(errors?.[0].extensions?.code, 'FORBIDDEN');
    assert.equal(errors?.[0].message, fill(STATUS_FLOW_MESSAGES.forbidden, { to: 'Art Completed' }));
    assert.deepEqual(await snapshot(id), before);
  });

  test('the rep never approves their own order, even straight from Saved: 403, and nothing changes', async () => {
    const id = await orderAt(S.Saved);
    const before = await snapshot(id);
    const { errors } = await w.gql<Moved>(MOVE, { id, to: S.Approved }, 'rep');
    assert.equal(errors?.[0].extensions?.code, 'FORBIDDEN');
    assert.equal(errors?.[0].message, "You don't have permission to move this order to Approved.");
    assert.deepEqual(await snapshot(id), before);
  });

  test('shipped and cancelled orders move no more', async () => {
    for (const [status, to] of [
      [S.Shipped, S.Cancelled],
      [S.Cancelled, S.Approved],
      [S.Cancelled, S.Shipped],
    ] as const) {
      const id = await orderAt(status);
      const before = await snapshot(id);
      const { errors } = await w.gql<Moved>(MOVE, { id, to }, 'manager');
      assert.equal(errors?.[0].extensions?.code, 'CONFLICT');
      assert.deepEqual(await snapshot(id), before);
    }
  });

  test('a page that showed an older status gets 409 "has changed meanwhile"', async () => {
    const id = await orderAt(S.AwaitingArt);
    const before = await snapshot(id);
    const { errors } = await w.gql<Moved>(MOVE, { id, to: S.AwaitingArt, from: S.Saved }, 'csr');
    assert.equal(errors?.[0].extensions?.code, 'CONFLICT');
    assert.equal(errors?.[0].message, fill(STATUS_FLOW_MESSAGES.changed, { number: before.order.number, from: 'Awaiting Art' }));
    assert.deepEqual(await snapshot(id), before);
  });

  test("the manager cannot approve while the customer's answer is awaited; after the customer approved, can", async () => {
    const id = await orderAt(S.ManagersApproval, 4);
    const before = await snapshot(id);
    const refused = await w.gql<Moved>(MOVE, { id, to: S.Approved }, 'manager');
    assert.equal(refused.errors?.[0].extensions?.code, 'CONFLICT');
    assert.equal(refused.errors?.[0].message, fill(STATUS_FLOW_MESSAGES.awaitingCustomer, { number: before.order.number }));
    assert.deepEqual(await snapshot(id), before);
    await db().update(orders).set({ subStatus: 1 }).where(eq(orders.id, id));
    const approved = await w.gql<Moved>(MOVE, { id, to: S.Approved }, 'manager');
    assert.equal(approved.errors, undefined);
    assert.equal(approved.data!.moveOrder!.listPath, '/approved');
    assert.equal((await w.orderById(id)).subStatus, null, 'the sub-status belongs to ManagersApproval only');
  });

  test("a rep cannot move another rep's order, even one they manage", async () => {
    const managed = await w.orderWhere(and(eq(orders.repCode, '102'), eq(orders.status, S.Saved))!);
    const before = await snapshot(managed.id);
    const { errors } = await w.gql<Moved>(MOVE, { id: managed.id, to: S.AwaitingArt }, 'rep');
    assert.equal(errors?.[0].extensions?.code, 'FORBIDDEN');
    assert.deepEqual(await snapshot(managed.id), before);
  });
});
