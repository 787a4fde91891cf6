import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as admin from '../db/tables/admin';
import * as designRequests from '../db/tables/design-requests';
import * as designsColor from '../db/tables/designs-color';
import * as directory from '../db/tables/directory';
import * as eventsFpa from '../db/tables/events-fpa';
import * as orders from '../db/tables/orders';
import * as platform from '../db/tables/platform';
import * as returns from '../db/tables/returns';

// The dependency rules (`area-only-its-own-tables`, .dependency-cruiser.cjs) see imports, not SQL
// text: this test reads every area's code for a table of another owner named in raw SQL
// (`join customers c`, `from orders`), where the owner's published view (`customers_view`,
// `order_heads_view`) is the way in (server/README.md "Who owns which table").

const OWNERS: Record<string, Record<string, unknown>> = {
  platform,
  directory,
  orders,
  returns,
  admin,
  'designs-color': designsColor,
  'events-fpa': eventsFpa,
  'design-requests': designRequests,
};
const ownerOf = new Map<string, string>();
for (const [owner, module] of Object.entries(OWNERS)) {
  for (const value of Object.values(module)) if (is(value, PgTable)) ownerOf.set(getTableName(value), owner);
}

// From the server package (the runner's working directory): a bundled test file lives elsewhere.
const areasDir = path.resolve('src/areas');
const TESTS = /(\.test\.ts|TestKit\.ts|\/testing\.ts|\.matrix\.ts)$/;

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(full);
    return entry.name.endsWith('.ts') && !TESTS.test(full) ? [full] : [];
  });
}

/** The code without its comments (a comment may say "read from orders"). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

test('no area names another owner’s table in raw SQL', () => {
  assert.ok(ownerOf.get('customers') === 'directory' && ownerOf.get('orders') === 'orders', 'the table owners are read');
  const found: string[] = [];
  let files = 0;
  for (const area of readdirSync(areasDir, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    for (const file of codeFiles(path.join(areasDir, area.name))) {
      files++;
      const code = withoutComments(readFileSync(file, 'utf8'));
      for (const m of code.matchAll(/\b(?:from|join|update|into)\s+"?(\w+)"?/gi)) {
        const owner = ownerOf.get(m[1]);
        if (owner && owner !== area.name) found.push(`${path.relative(areasDir, file)}: ${m[0]} (${owner}'s table)`);
      }
    }
  }
  assert.ok(files > 100, `the areas' code is read (${files} files under ${areasDir})`);
  assert.deepEqual(found, []);
});
