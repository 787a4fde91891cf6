// Starts the product for the browser tests exactly as `npm start` does, on its own port with a
// fresh data directory (so every run sees the seeded demo data and nothing else).
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set');
rmSync(dataDir, { recursive: true, force: true });
const start = join(dirname(fileURLToPath(import.meta.url)), '..', 'scripts', 'start.mjs');
const child = spawn(process.execPath, [start], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
