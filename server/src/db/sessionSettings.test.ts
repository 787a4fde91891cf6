import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../test/harness';

// SESSION_SETTINGS (client.ts) hold on every connection the portal reads through: the planner prices
// reads for memory and SSD on both databases (the embedded server's own connection:
// embeddedThread.test.ts).

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test(`every connection plans for memory and SSD (${TEST_DRIVER})`, async () => {
  const shown = () => t.database.db.execute(sql`show random_page_cost`) as unknown as Promise<{ rows: { random_page_cost: string }[] }>;
  // Several at once: on PostgreSQL each takes a pooled connection of its own.
  const answers = await Promise.all(Array.from({ length: 4 }, shown));
  assert.deepEqual(
    answers.map((a) => a.rows[0].random_page_cost),
    ['1.1', '1.1', '1.1', '1.1'],
  );
});
