// The generated GraphQL contract (codegen.ts): schema.graphql from the server areas' typeDefs, then
// each remote's src/gql/, the server test kits' server/src/gql/ and the resolvers' types
// server/src/areas/graphqlTypes.ts from it. Generation also validates every document against the
// schema, so a misspelt field fails here.
//   node scripts/codegen.mjs          writes them (`pnpm codegen`)
//   node scripts/codegen.mjs --check  the same, then fails when anything changed: the committed
//                                     files were stale (`npm test` runs this before the type check)
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root, runPnpm } from './toolchain.mjs';

const GENERATED = [
  'schema.graphql',
  'mfe-orders/src/gql',
  'mfe-returns/src/gql',
  'mfe-admin/src/gql',
  'mfe-designs-color/src/gql',
  'mfe-events-fpa/src/gql',
  'mfe-design-requests/src/gql',
  'server/src/gql',
  'server/src/areas/graphqlTypes.ts',
];

function files(path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full).flatMap((name) => files(join(path, name)));
}

function snapshot() {
  const hashes = new Map();
  for (const file of GENERATED.flatMap(files))
    hashes.set(relative(root, file), createHash('sha256').update(readFileSync(file)).digest('hex'));
  return hashes;
}

const check = process.argv.includes('--check');
const before = snapshot();
runPnpm(['--filter', '@portal/server', 'run', 'schema']);
runPnpm(['exec', 'graphql-codegen', '--config', 'codegen.ts']);
if (check) {
  const after = snapshot();
  const changed = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file));
  if (changed.length) {
    console.error(`The generated GraphQL contract was stale (now regenerated; commit it):\n${changed.map((f) => `  ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log('GraphQL contract: generated files are current');
}
