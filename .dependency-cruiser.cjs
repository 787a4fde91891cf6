// The repository's boundaries (ARCHITECTURE.md "A server area is a room with one door", and the
// remotes / shell / shared split), checked by `pnpm run deps` in the type-check step of `npm test`.
//
// Server areas: `server/src/areas/<area>/` (orders is one area with its sub-folders). Another area
// uses an area only through its doors: `index.ts` (its code: functions, registration seams, and
// the read-only views of its tables) and, for tests and test kits only, `testing.ts`. The
// registry (`areas/index.ts`) and the Area contract (`areas/area.ts`) belong to no area.
// Tables live in `server/src/db/tables/<owner>.ts` (or a folder `<owner>/`), the read-only views an
// owner publishes beside them in `<owner>.views.ts` (orders: `orders/views.ts`): one database, one
// migration history. A table file imports only table files (foreign keys between owners are the
// database's integrity); an area's code imports only its own table files, and reads another
// owner's data through the views it publishes (a views file loads no code, so two areas reading
// each other's views make no cycle) or the read functions of its door.
// The machinery (`server/src/platform/`: sessions, accounts, outbox, audit, …) owns
// `db/tables/platform.ts`; anyone on the server may use the machinery, and it uses no business
// area and no business area's tables.

/** Files an area's door rules allow from outside the area. */
const DOORS = 'index\\.ts$|testing\\.ts$';
/** The read-only views owners publish for other owners' queries (db/tables/<owner>.views.ts, db/tables/<owner>/views.ts). */
const PUBLISHED_VIEWS = '^server/src/db/tables/([^/]+\\.views\\.ts|[^/]+/views\\.ts)$';
const TEST_FILE = '(\\.test\\.tsx?|TestKit\\.ts|/testing\\.tsx?)$';

/**
 * Modules no other module imports, started from outside the import graph (rule no-orphans).
 * Each names what starts it.
 */
const NOT_IMPORTED_ENTRY_POINTS = [
  // Configs, read by their tools: rspack, Playwright, drizzle-kit, Jest, dependency-cruiser, GraphQL codegen.
  '(^|/)[^/]+\\.config\\.(ts|mjs|cjs|js)$',
  '(^|/)(\\.dependency-cruiser|jest\\.(setup|environment))\\.cjs$',
  '^codegen\\.ts$',
  // Type declarations: TypeScript reads them beside the files they describe.
  '\\.d\\.(c|m)?ts$',
  // Tests: Jest runs *.test.ts(x) (jest.config.cjs testMatch), server/test/run.mjs runs server *.test.ts,
  // Playwright runs e2e/tests/<area>/*.spec.ts (e2e/playwright.config.ts testDir).
  '\\.test\\.tsx?$',
  '^e2e/tests/.+\\.spec\\.ts$',
  // Commands of the root package.json ("start", "dev", "build", "test", "bench", "codegen") and of each
  // area's package.json ("test": scripts/testArea.mjs).
  '^scripts/(start|dev|build|test|testArea|bench|codegen)\\.mjs$',
  // The server's commands (server/package.json): `start`/`dev` run src/main.ts, `test` runs test/run.mjs,
  // `schema` runs scripts/printSchema.ts; test/run.mjs starts test/prepare.ts (the template database) by path.
  '^server/src/main\\.ts$',
  '^server/test/(run\\.mjs|prepare\\.ts)$',
  '^server/scripts/',
  // db/client.ts starts the embedded database's worker thread by its URL (new URL('./pgliteThread.ts', import.meta.url)).
  '^server/src/db/pgliteThread\\.ts$',
  // e2e: playwright.config.ts starts serve.mjs (webServer); variant/remoteVariantConfig.mjs hands
  // replaceLoader.cjs to rspack as a loader path.
  '^e2e/serve\\.mjs$',
  '^e2e/variant/replaceLoader\\.cjs$',
  // The shell's rspack entries (shell/rspack.config.mjs): the portal (`main`) and the public approval page (`public`).
  '^shell/src/(public/)?index\\.ts$',
  // Each remote's exposed module (rspack.config.mjs `exposes: { './screens': './src/screens.ts' }`) and its
  // route data, which scripts/routeData.mjs loads by path and writes to dist/routes.json.
  '^mfe-[^/]+/src/(screens|routes\\.data)\\.ts$',
  // The react-router build the portal uses: scripts/rspack-app.mjs shares it under react-router's name by path.
  '^shared/src/reactRouter\\.ts$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-orphans',
      severity: 'error',
      comment:
        'Nothing dead: every module is imported by another, or is an entry point that something outside the import ' +
        'graph starts (a command, a config, a bundler entry, a test runner, a file loaded by its path). Delete a file ' +
        'no one imports; add a real entry point to NOT_IMPORTED_ENTRY_POINTS with the reason.',
      module: { numberOfDependentsLessThan: 1, pathNot: NOT_IMPORTED_ENTRY_POINTS },
      from: {},
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes import order matter and the parts impossible to take apart: break it (move the shared part down).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'remote-not-to-other-remote',
      severity: 'error',
      comment: 'A remote is deployed on its own: it may not import another remote (share through @portal/shared).',
      from: { path: '^(mfe-[^/]+)/' },
      to: { path: '^mfe-[^/]+/', pathNot: '^$1/' },
    },
    {
      name: 'remote-not-to-server',
      severity: 'error',
      comment: 'A remote talks to the server over HTTP only (rules the server shares come from @portal/shared).',
      from: { path: '^mfe-[^/]+/' },
      to: { path: '^server/' },
    },
    {
      name: 'shell-not-to-remotes',
      severity: 'error',
      comment: 'The shell composes remotes at run time (registerRemotes/loadRemote): it imports no remote source and no screen.',
      from: { path: '^shell/' },
      to: { path: '^(mfe-[^/]+|server)/' },
    },
    {
      name: 'shared-not-to-apps',
      severity: 'error',
      comment: '@portal/shared is below every app: it imports no shell, remote or server code.',
      from: { path: '^shared/' },
      to: { path: '^(shell|mfe-[^/]+|server|e2e)/' },
    },
    {
      name: 'platform-not-to-catalogue',
      severity: 'error',
      comment:
        'The platform singleton (API clients, session, notices) loads on /login: it uses shellMessages, not the whole ' +
        'catalogue, so /login does not grow when an area adds messages.',
      from: { path: '^shared/src/(api|gql|session|notify|storage|manifest|platform)\\.ts$' },
      to: { path: '^shared/src/core/messages\\.ts$' },
    },
    {
      name: 'area-only-through-its-door',
      severity: 'error',
      comment:
        'A server area uses another area only through its index.ts (code, and the views of its tables); tests also through ' +
        "its testing.ts. See server/README.md 'Adding an area'.",
      from: { path: '^server/src/areas/([^/]+)/' },
      to: {
        path: '^server/src/areas/([^/]+)/',
        pathNot: ['^server/src/areas/$1/', `^server/src/areas/[^/]+/(${DOORS})`],
      },
    },
    {
      name: 'tables-import-tables-only',
      severity: 'error',
      comment:
        'A table file (db/tables/**) imports other table files only: db/client and drizzle-kit load every table file, and a ' +
        'table file that pulls code makes a cycle. Another owner is referenced for its key columns (foreign keys) only.',
      from: { path: '^server/src/db/tables/' },
      to: { path: '^server/src/', pathNot: '^server/src/db/tables/' },
    },
    {
      name: 'area-only-its-own-tables',
      severity: 'error',
      comment:
        "An area's code imports its own table files only (db/tables/<area>.ts, <area>.views.ts or the folder <area>/): " +
        "it reads another owner's data through the views that owner publishes (db/tables/<owner>.views.ts, orders/views.ts) " +
        "or the read functions of its door, and writes it only through the owner's commands. Tests may arrange any table " +
        "(insert a user, read the outbox). server/README.md 'Who owns which table'.",
      from: { path: '^server/src/areas/([^/]+)/', pathNot: TEST_FILE },
      // db/schema.ts re-exports every table (for drizzle-kit and the typed handle): not a way around.
      to: {
        path: '^server/src/db/(tables/|schema\\.ts$)',
        pathNot: ['^server/src/db/tables/$1(/|\\.ts$|\\.views\\.ts$)', PUBLISHED_VIEWS],
      },
    },
    {
      name: 'machinery-only-its-own-tables',
      severity: 'error',
      comment:
        'server/src/platform (the machinery) imports only its own tables (db/tables/platform.ts and platform.views.ts): the ' +
        'business areas build on it, never the other way round. Its tests may arrange any table.',
      from: { path: '^server/src/platform/', pathNot: TEST_FILE },
      to: { path: '^server/src/db/(tables/|schema\\.ts$)', pathNot: '^server/src/db/tables/platform(\\.views)?\\.ts$' },
    },
    {
      name: 'area-test-door-only-for-tests',
      severity: 'error',
      comment: "An area's testing.ts starts an app of its own: only tests and test kits import it.",
      from: { pathNot: TEST_FILE },
      to: { path: '^server/src/areas/[^/]+/testing\\.ts$' },
    },
    {
      name: 'outside-areas-only-through-doors',
      severity: 'error',
      comment: 'Server code outside the areas (app, platform, db, test harness) uses an area through its index.ts only.',
      from: { path: '^server/(src|test)/', pathNot: '^server/src/areas/' },
      to: { path: '^server/src/areas/[^/]+/', pathNot: '^server/src/areas/[^/]+/index\\.ts$' },
    },
    {
      name: 'platform-helpers-not-to-areas',
      severity: 'error',
      comment:
        'server/src/platform holds what belongs to no area: it may use the Area contract (its own routes are registered ' +
        'like an area, platformArea.ts), nothing of the business areas.',
      from: { path: '^server/src/platform/', pathNot: '\\.test\\.ts$' },
      to: { path: '^server/src/areas/', pathNot: '^server/src/areas/area\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['(^|/)(dist|test-results|node_modules)/', '\\.d\\.ts$'] },
    // Type-only imports count: a boundary holds for types too (the wire types are generated).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      // @portal/shared/* through the workspace link and shared/package.json "exports".
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
    cache: false,
  },
};
