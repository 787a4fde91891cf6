// `npm run dev`: the API server (restarted on change) plus one rspack dev server per app with hot
// reload. Open http://localhost:3000 (the shell's dev server forwards /api and /gql to :8080).
import { install, spawnPnpm } from './toolchain.mjs';

install();
const { rspack } = await import('@rspack/core');
const { RspackDevServer } = await import('@rspack/dev-server');
const { pathToFileURL } = await import('node:url');
const { join } = await import('node:path');
const { APP_DIRS, root } = await import('./apps.mjs');
const { REMOTES } = await import('./rspack-app.mjs');

process.env.NODE_ENV = 'development';
// The API tells the shell to load each remote from its dev server.
const remoteEnv = Object.fromEntries(
  Object.entries(REMOTES).map(([name, { port }]) => [`REMOTE_${name.toUpperCase()}_URL`, `http://localhost:${port}/mf-manifest.json`]),
);
spawnPnpm(['--filter', '@portal/server', 'dev'], { env: { ...process.env, ...remoteEnv } });

for (const dir of APP_DIRS) {
  const { default: config } = await import(pathToFileURL(join(root, dir, 'rspack.config.mjs')).href);
  const server = new RspackDevServer(config.devServer, rspack(config));
  await server.start();
  console.log(`${dir}: http://localhost:${config.devServer.port}`);
}
