// `npm start`: install what is missing, build the apps whose sources changed, then serve the whole
// product (API, shell, remotes) from one process on http://localhost:${PORT:-8080}.
// The embedded database under DATA_DIR (default .data/) is migrated and seeded on first start.
import { resolve } from 'node:path';
import { install, spawnPnpm } from './toolchain.mjs';

// The server runs from server/: paths given relative to where `npm start` was typed must not move.
for (const name of ['DATA_DIR', 'REMOTES_FILE']) {
  if (process.env[name]) process.env[name] = resolve(process.env.INIT_CWD ?? process.cwd(), process.env[name]);
}

const started = Date.now();
install();
const { build } = await import('./build.mjs');
const { staleApps } = await import('./apps.mjs');
await build(staleApps());
console.log(`Ready to serve after ${((Date.now() - started) / 1000).toFixed(1)} s of install and build`);
const server = spawnPnpm(['--filter', '@portal/server', 'start']);
server.on('exit', (code) => process.exit(code ?? 0));
