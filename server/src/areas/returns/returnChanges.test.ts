import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createReturnWorld, inputOf, oneUnitDraft, type ReturnWorld } from './testing';

// The return detail page answers "who changed this, and when" (Return.changes).

const CHANGES = `query($id: Int!) { return(id: $id) { id changes { actorName table action changes { field before after } } } }`;

describe('return history (Return.changes)', () => {
  let w: ReturnWorld;
  before(async () => {
    w = await createReturnWorld();
  });
  after(() => w.t.close());

  it('creating and cancelling a return are both in its history, newest first, with who did them', async () => {
    const order = await w.freshShippedOrder();
    const { id } = await w.create('csr', inputOf(order.id, oneUnitDraft(order, await w.codeOf(2))));
    assert.equal((await w.rest('POST', `/api/return/${id}/cancel`, 'csr')).statusCode, 200);
    const { data } = await w.gql<{
      return: {
        changes: {
          actorName: string | null;
          table: string;
          action: string;
          changes: { field: string; before: string | null; after: string | null }[];
        }[];
      };
    }>(CHANGES, { id }, 'csr');
    const changes = data!.return.changes;
    const cancel = changes[0];
    assert.equal(cancel.table, 'returns');
    assert.equal(cancel.action, 'update');
    assert.deepEqual(
      cancel.changes.find((c) => c.field === 'status'),
      { field: 'status', before: '1', after: '99' },
    );
    assert.ok(
      changes.some((c) => c.table === 'returns' && c.action === 'insert'),
      'the creation is there',
    );
    assert.ok(
      changes.some((c) => c.table === 'return_items' && c.action === 'insert'),
      'with its lines',
    );
    assert.ok(
      changes.every((c) => c.actorName),
      'every change names the CSR',
    );
  });
});
