import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { RETURN_MESSAGES, RETURN_SORT_KEYS, returnStatusText } from '@portal/shared/core';
import { createReturnWorld, type ReturnWorld } from './returnsTestKit';

// returnsV2(filters, orderBy, desc) (spec 001 §2.1, §7.1): SQL paging, sorting, search and filters,
// the domain, and who sees which returns.

let w: ReturnWorld;
before(async () => {
  w = await createReturnWorld();
});
after(() => w.t.close());

const LIST = /* GraphQL */ `
  query List($filters: ReturnFiltersInput, $orderBy: String, $desc: Boolean) {
    returnsV2(filters: $filters, orderBy: $orderBy, desc: $desc) {
      totalCount
      list { id number dateCreated customer customerName rep repName csr csrName orderId orderNum items status subStatus statusText returnCode returnCodeName jobNum totalRefund currency }
    }
  }
`;
const DOMAIN = /* GraphQL */ `
  query Domain { returnsV2 { domain { customers { numb name } reps { numb name } csrs { numb name } statuses { code description } returnCodes { code description } } } }
`;

interface Row {
  id: number;
  number: number;
  dateCreated: string;
  customer: string;
  customerName: string;
  rep: string;
  csr: string | null;
  orderNum: number;
  items: number;
  status: number;
  subStatus: number;
  statusText: string;
  returnCode: number;
  returnCodeName: string;
  jobNum: string | null;
}
type ListResult = { returnsV2: { totalCount: number; list: Row[] } };

const count = async (where = sql`true`) =>
  ((await w.t.database.db.execute(sql`select count(*)::int as n from returns where ${where}`)) as unknown as { rows: { n: number }[] })
    .rows[0].n;

describe('returnsV2', () => {
  test('answers the newest 50 by default, with the total and the status text of 10*status+subStatus', async () => {
    const { data, errors } = await w.gql<ListResult>(LIST, {}, 'csr');
    assert.equal(errors, undefined);
    const { list, totalCount } = data!.returnsV2;
    assert.equal(totalCount, await count());
    assert.equal(list.length, 50);
    for (let i = 1; i < list.length; i++) assert.ok(list[i - 1].dateCreated >= list[i].dateCreated, 'dateCreated descending');
    for (const r of list) {
      assert.equal(r.statusText, returnStatusText(r.status, r.subStatus));
      assert.ok(r.customerName && r.items > 0);
    }
  });

  test('pages with rowsPerPage and never repeats a row across pages', async () => {
    const first = await w.gql<ListResult>(LIST, { filters: { rowsPerPage: 25, page: 1 } }, 'csr');
    const second = await w.gql<ListResult>(LIST, { filters: { rowsPerPage: 25, page: 2 } }, 'csr');
    assert.equal(first.data!.returnsV2.list.length, 25);
    assert.equal(second.data!.returnsV2.list.length, 25);
    const ids = new Set(first.data!.returnsV2.list.map((r) => r.id));
    assert.ok(second.data!.returnsV2.list.every((r) => !ids.has(r.id)));
    // A size not on offer falls back to the default 50.
    const odd = await w.gql<ListResult>(LIST, { filters: { rowsPerPage: 7 } }, 'csr');
    assert.equal(odd.data!.returnsV2.list.length, 50);
  });

  for (const key of RETURN_SORT_KEYS) {
    test(`sorts by ${key} both ways`, async () => {
      const field = (
        {
          number: 'number',
          dateCreated: 'dateCreated',
          customer: 'customer',
          rep: 'rep',
          csr: 'csr',
          orderNum: 'orderNum',
          items: 'items',
          status: 'status',
          returnCode: 'returnCodeName',
          jobNum: 'jobNum',
        } as const
      )[key];
      for (const desc of [false, true]) {
        const { data } = await w.gql<ListResult>(LIST, { orderBy: key, desc, filters: { rowsPerPage: 100 } }, 'csr');
        const values = data!.returnsV2.list.map((r) => r[field]);
        for (let i = 1; i < values.length; i++) {
          const [a, b] = [values[i - 1], values[i]];
          if (a === null || b === null) continue; // nulls sort last ascending, first descending (Postgres)
          assert.ok(desc ? a >= b : a <= b, `${key} ${desc ? 'desc' : 'asc'}: ${a} then ${b}`);
        }
      }
    });
  }

  test('sorts by the return code name, and follows a renamed code', async () => {
    const first = async () => (await w.gql<ListResult>(LIST, { orderBy: 'returnCode', desc: false }, 'csr')).data!.returnsV2.list[0];
    const before = await first();
    const [{ id }] = (
      (await w.t.database.db.execute(
        sql`select id from return_codes where code <> ${before.returnCodeName} order by code desc limit 1`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    await w.t.database.db.execute(sql`update return_codes set code = '0 First by name' where id = ${id}`);
    const after = await first();
    assert.equal(after.returnCode, id);
    assert.equal(after.returnCodeName, '0 First by name');
    await w.t.database.db.execute(sql`update return_codes set code = ${before.returnCodeName + ' (was)'} where id = ${id}`);
  });

  test('searches return number, order number, customer and job', async () => {
    const [sample] = (await w.gql<ListResult>(LIST, { filters: { rowsPerPage: 25 } }, 'csr')).data!.returnsV2.list;
    for (const term of [String(sample.number), String(sample.orderNum), sample.customerName.slice(0, 6).toUpperCase()]) {
      const { data } = await w.gql<ListResult>(LIST, { filters: { search: term } }, 'csr');
      assert.ok(
        data!.returnsV2.list.some((r) => r.id === sample.id),
        `search ${term}`,
      );
      assert.equal(data!.returnsV2.totalCount, await count(sql`search_text like ${`%${term.toLowerCase()}%`}`));
    }
    const none = await w.gql<ListResult>(LIST, { filters: { search: 'zz-no-such-return-zz' } }, 'csr');
    assert.deepEqual(none.data!.returnsV2, { totalCount: 0, list: [] });
  });

  test('filters by status, return code, customer, rep and CSR (repeatable), counting what matches', async () => {
    const cancelled = await w.gql<ListResult>(LIST, { filters: { status: [99, 3] } }, 'csr');
    assert.ok(cancelled.data!.returnsV2.list.every((r) => r.status === 99 || r.status === 3));
    assert.equal(cancelled.data!.returnsV2.totalCount, await count(sql`status in (99, 3)`));
    const [sample] = (await w.gql<ListResult>(LIST, {}, 'csr')).data!.returnsV2.list;
    const byCode = await w.gql<ListResult>(LIST, { filters: { returnCode: [sample.returnCode] } }, 'csr');
    assert.ok(byCode.data!.returnsV2.list.every((r) => r.returnCode === sample.returnCode));
    const byCustomer = await w.gql<ListResult>(LIST, { filters: { customer: [sample.customer] } }, 'csr');
    assert.ok(byCustomer.data!.returnsV2.list.length >= 1 && byCustomer.data!.returnsV2.list.every((r) => r.customer === sample.customer));
    const byRep = await w.gql<ListResult>(LIST, { filters: { rep: [sample.rep], csr: sample.csr ? [sample.csr] : [] } }, 'csr');
    assert.ok(byRep.data!.returnsV2.list.every((r) => r.rep === sample.rep && (!sample.csr || r.csr === sample.csr)));
    assert.equal(
      byRep.data!.returnsV2.totalCount,
      await count(sql`rep_code = ${sample.rep} and ${sample.csr ? sql`csr = ${sample.csr}` : sql`true`}`),
    );
  });

  test('falls back to dateCreated for an unknown sort column', async () => {
    const { data, errors } = await w.gql<ListResult>(LIST, { orderBy: 'password_hash; drop table returns' }, 'csr');
    assert.equal(errors, undefined);
    assert.equal(data!.returnsV2.list.length, 50);
  });

  test('shows a rep only the returns of their own customers (whose rep is theirs)', async () => {
    const { data } = await w.gql<ListResult>(LIST, { filters: { rowsPerPage: 100 } }, 'rep');
    const own = await count(sql`rep_code = '101'`);
    assert.ok(own > 0);
    assert.equal(data!.returnsV2.totalCount, own);
    assert.ok(data!.returnsV2.list.every((r) => r.rep === '101'));
    // In the seed they are the returns of the customers of rep 101.
    const customers = (
      (await w.t.database.db.execute(sql`select numb from customers where rep_code = '101'`)) as unknown as { rows: { numb: string }[] }
    ).rows.map((c) => c.numb);
    assert.ok(data!.returnsV2.list.every((r) => customers.includes(r.customer)));
    const filtered = await w.gql<ListResult>(LIST, { filters: { status: [1], returnCode: [1, 2, 3, 4] } }, 'rep');
    assert.equal(filtered.data!.returnsV2.totalCount, await count(sql`rep_code = '101' and status = 1 and code_id in (1, 2, 3, 4)`));
    const domain = await w.gql<{ returnsV2: { domain: { customers: { numb: string }[] } } }>(DOMAIN, {}, 'rep');
    assert.ok(domain.data!.returnsV2.domain.customers.every((c) => customers.includes(c.numb)));
  });

  test('refuses a customer account: returns are staff work (spec 001 §1)', async () => {
    const { data, errors } = await w.gql<ListResult>(LIST, {}, 'customer');
    assert.equal(data, null);
    assert.equal(errors?.[0].extensions?.code, 'FORBIDDEN');
    assert.equal(errors?.[0].message, RETURN_MESSAGES.noOrderAccess);
  });

  test('refuses users without order access (FORBIDDEN)', async () => {
    for (const who of ['viewer', 'artist'] as const) {
      const { data, errors } = await w.gql<ListResult>(LIST, {}, who);
      assert.equal(data, null);
      assert.equal(errors?.[0].extensions?.code, 'FORBIDDEN');
      assert.equal(errors?.[0].message, RETURN_MESSAGES.noOrderAccess);
    }
    const anonymous = await w.gql<ListResult>(LIST, {});
    assert.equal(anonymous.errors?.[0].extensions?.code, 'UNAUTHENTICATED');
  });

  test('gives the filter domain: customers, reps and CSRs with returns, statuses and return codes', async () => {
    const { data, errors } = await w.gql<{
      returnsV2: {
        domain: {
          customers: { numb: string; name: string }[];
          reps: unknown[];
          csrs: unknown[];
          statuses: { code: number; description: string }[];
          returnCodes: { code: number; description: string }[];
        };
      };
    }>(DOMAIN, {}, 'csr');
    assert.equal(errors, undefined);
    const d = data!.returnsV2.domain;
    assert.equal(
      d.customers.length,
      (
        (await w.t.database.db.execute(sql`select count(distinct customer_numb)::int as n from returns`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0].n,
    );
    assert.ok(d.reps.length > 0 && d.csrs.length > 0);
    assert.deepEqual(
      d.statuses.map((s) => s.code),
      [1, 2, 3, 4, 99],
    );
    assert.equal(d.statuses[3].description, 'Refunded and Repaired');
    assert.equal(d.returnCodes.length, 8);
  });
});
