import assert from 'node:assert/strict';
import { test } from 'node:test';
import { areas } from '../areas';
import { committedSchema, printedSchema } from './schemaFile';

test('schema.graphql is the merged schema of every area (else: pnpm --filter @portal/server schema)', () => {
  assert.equal(committedSchema(), printedSchema(areas), 'schema.graphql is stale: run `pnpm --filter @portal/server schema` and commit it');
});
