// The repository's boundaries (ARCHITECTURE.md "A server area is a room with one door", and the
// remotes / shell / shared split), checked by `pnpm run deps` in the type-check step of `npm test`.
//
// Server areas: `server/src/areas/<area>/` (orders is one area with its sub-folders). Another area
// uses an area only through its doors: `index.ts` (its code: functions, registration seams),
// `schema.ts` (its tables, for foreign keys and joins; table files import tables only, so
// drizzle-kit and db/client load no area code) and, for tests and test kits only, `testing.ts`.
// The registry (`areas/index.ts`) and the Area contract (`areas/area.ts`) belong to no area.
// Helpers that are no area's business live in `server/src/platform/`; anyone on the server may
// use them, and they use no business area.

/** Files an area's door rules allow from outside the area. */
const DOORS = 'index\\.ts$|schema\\.ts$|testing\\.ts$';
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
        'A server area uses another area only through its index.ts (code) and schema.ts (tables); tests also through ' +
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
        'A schema.ts holds tables: it imports other tables only (db/client loads every schema.ts; a table file that pulls area code makes a cycle).',
      from: { path: '^server/src/areas/.+/schema\\.ts$' },
      to: { path: '^server/src/', pathNot: '^server/src/areas/.+/schema\\.ts$' },
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
      comment:
        'Server code outside the areas (app, platform, db, test harness) uses an area through its index.ts; ' +
        'platform and db also read the platform area (its tables, seed data and service) and every schema.ts (drizzle-kit).',
      from: { path: '^server/(src|test)/', pathNot: '^server/src/areas/' },
      to: {
        path: '^server/src/areas/[^/]+/',
        pathNot: ['^server/src/areas/[^/]+/index\\.ts$', '^server/src/areas/platform/', '^server/src/areas/.+/schema\\.ts$'],
      },
    },
    {
      name: 'platform-helpers-not-to-areas',
      severity: 'error',
      comment:
        'server/src/platform holds what belongs to no area: it may read the platform area (its tables) and the Area contract, nothing of the business areas ' +
        '(its tests may use any table, as db/ and the test harness do: see outside-areas-only-through-doors).',
      from: { path: '^server/src/platform/', pathNot: '\\.test\\.ts$' },
      to: { path: '^server/src/areas/', pathNot: ['^server/src/areas/platform/', '^server/src/areas/(area|index)\\.ts$'] },
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
