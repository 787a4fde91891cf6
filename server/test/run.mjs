#!/usr/bin/env node
// The server's test command: builds the template database once (test/prepare.ts), then runs
// every src/**/*.test.ts with node's test runner, two files at a time.
//   node test/run.mjs                 all test files
//   node test/run.mjs path/a.test.ts  only these
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const run = (args) => spawnSync(process.execPath, ['--import', 'tsx', ...args], { cwd: root, stdio: 'inherit' }).status ?? 1;

const prepared = run(['test/prepare.ts']);
if (prepared !== 0) process.exit(prepared);

const given = process.argv.slice(2);
const files = (given.length ? given.map((f) => path.resolve(f)) : walk(path.join(root, 'src'))).map((f) => path.relative(root, f)).sort();
process.exit(run(['--test', '--test-concurrency=2', '--test-reporter=spec', ...files]));
