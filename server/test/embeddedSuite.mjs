// The server tests that `npm test` also runs on the embedded database (PGlite). Every server test
// runs on PostgreSQL; the same SQL runs on PGlite (it is PostgreSQL compiled to WebAssembly), so
// here run what is about the embedded database itself, the paths that differ on it, and the calls
// of every area: the access matrix calls every REST route and GraphQL field as every demo account
// (the reads with their real queries), so a statement PGlite refuses shows up there.
// `node test/run.mjs` with no argument still runs every file on it.
export const embeddedSuite = [
  // The embedded database itself: its thread (and the notifications it delivers), durability under
  // SIGKILL, prepared statements.
  'src/db/embeddedThread.test.ts',
  'src/db/durability.test.ts',
  'src/db/executePrepared.test.ts',
  // Paths that differ on the embedded database: query counts taken from the PGlite client, the
  // driver's name, number sequences, one transaction at a time for the staged-upload sweep, the
  // outbox's claims, the periodic jobs (vacuum).
  'src/areas/orders/catalogs/catalogs.test.ts',
  'src/areas/orders/templates/templates.test.ts',
  'src/areas/admin/connStatus.test.ts',
  'src/areas/orders/model/numbers.test.ts',
  'src/areas/stagedUploads.test.ts',
  'src/platform/outbox.test.ts',
  'src/platform/periodicJob.test.ts',
  // Live updates heard through PGlite's listen() (the server's thread: embeddedThread.test.ts).
  'src/platform/liveChanges.test.ts',
  // Every area's calls, and writes under row locks: sessions, an order moved through its flow, a
  // return created.
  'src/areas/accessMatrix.test.ts',
  // Which records each account reaches, with the same fixtures as on PostgreSQL.
  'src/areas/ownershipMatrix.test.ts',
  'src/platform/login.test.ts',
  'src/areas/orders/detail/statusFlow.test.ts',
  'src/areas/returns/returnCreate.test.ts',
];
