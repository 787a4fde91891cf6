// The embedded database's own thread (db/client `openEmbedded`). PGlite, PostgreSQL compiled to
// WebAssembly, runs here and speaks PostgreSQL's wire protocol on a Unix socket, so the server's
// thread reaches it through node-postgres as it reaches a PostgreSQL server, and the database works
// beside the server's JavaScript instead of between its requests.
import { parentPort, workerData } from 'node:worker_threads';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { createPglite, type PgliteThreadData, type PgliteThreadMessage } from './client';

const { dir, socketPath } = workerData as PgliteThreadData;
const pglite = await createPglite(dir);
const server = new PGLiteSocketServer({ db: pglite, path: socketPath });
await server.start();
parentPort!.postMessage({ ready: true } satisfies PgliteThreadMessage);

parentPort!.on('message', async (message: { close?: true }) => {
  if (!message.close) return;
  await server.stop();
  await pglite.close();
  parentPort!.postMessage({ closed: true } satisfies PgliteThreadMessage);
});
