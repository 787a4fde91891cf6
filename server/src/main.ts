import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { areas } from './areas';
import { deleteOldLoginFailures } from './platform/signIn';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import { systemClock } from './platform/clock';
import { fileStoreOf } from './platform/openFileStore';
import { startOutboxSender } from './platform/outbox';
import { every, tryJobLock } from './platform/periodicJob';
import { listenToChannels } from './platform/changeChannels';
import { sessionChangesListener } from './platform/sessionChanges';
import { deleteExpiredSessions, enableSessionCache } from './platform/sessions';

// `pnpm --filter @portal/server start`: open the database, migrate, seed on first start, listen.

const HOUSEKEEPING_MS = 60 * 60_000;

const started = performance.now();
const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
const migrated = performance.now();
const files = await fileStoreOf(config);
const seeded = await seedIfEmpty(database.db, areas, { scale: config.seedScale, files });
for (const area of areas) await area.startup?.(database.db, files);
const ready = performance.now();

// Session rows are kept 2 s per instance (platform/sessions.ts); a change on another instance drops them at once (sessionChanges.ts).
enableSessionCache(database.db, Number(process.env.SESSION_CACHE_MS ?? 2000));
const app = await buildApp({ config, db: database.db, clock: systemClock });
// One listening connection per instance: session changes, and the changes live pages hear.
const stopListening = await listenToChannels(database, app.log, [sessionChangesListener(database.db), ...app.platform.live.listeners]);
app.log.info(
  {
    driver: database.driver,
    dataDir: database.driver === 'pglite' ? config.dataDir : undefined,
    openAndMigrateMs: Math.round(migrated - started),
    seedMs: seeded ? Math.round(ready - migrated) : undefined,
  },
  seeded ? 'database migrated and seeded' : 'database migrated',
);

startOutboxSender(app, { smtpUrl: config.smtpUrl });
// One instance does the housekeeping at a time: the others find its lock taken and skip the run.
every(app, { name: 'housekeeping', everyMs: HOUSEKEEPING_MS }, () =>
  database.db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, 'housekeeping'))) return;
    const now = systemClock.now();
    await deleteExpiredSessions(tx, now);
    await deleteOldLoginFailures(tx, now);
  }),
);

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info(`${signal} received, shutting down`);
  await app.close();
  await stopListening();
  await database.close();
});

await app.listen({ port: config.port, host: config.host });
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
app.log.info(`portal ready at http://${shown}:${config.port} in ${Math.round(performance.now() - started)} ms`);
