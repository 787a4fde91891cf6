import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DateTimeScalar } from './graphql';

// DateTime replaced a JSON round trip of every answer (toWire): the wire value must stay what that
// round trip gave, a Date's toISOString.

test('DateTime answers a Date as the ISO string JSON gave it, and passes an ISO string on', () => {
  const at = new Date('2025-03-01T14:05:00.123Z');
  assert.equal(DateTimeScalar.serialize(at), JSON.parse(JSON.stringify(at)));
  assert.equal(DateTimeScalar.serialize('2025-03-01T14:05:00.000Z'), '2025-03-01T14:05:00.000Z');
});

test('DateTime refuses what is not an instant', () => {
  assert.throws(() => DateTimeScalar.serialize(new Date('nonsense')));
  assert.throws(() => DateTimeScalar.serialize('2025-03-01'));
  assert.throws(() => DateTimeScalar.serialize(1740837900000));
  assert.throws(() => DateTimeScalar.parseValue('yesterday'));
});
