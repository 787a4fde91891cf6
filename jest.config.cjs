// One Jest run for every browser-side package (shared, shell, remotes). Server tests use node's
// test runner against a real database (see server/README.md).
const apps = ['shared', 'shell', 'mfe-orders', 'mfe-returns', 'mfe-design-requests', 'mfe-designs-color', 'mfe-admin', 'mfe-events-fpa'];
// Tests that put several remotes in one page (one QueryClient, as the shell does): no app may
// import another, so they live outside every app (.dependency-cruiser.cjs).
const crossArea = ['tests/cross-area'];

// msw (the mocked network of screen tests, shared/src/testing/network.ts) under jsdom: its
// interceptors package exports browser builds (ESM) under the 'browser' condition Jest's jsdom
// environment resolves with; the node builds (CommonJS) are the ones msw/node expects. Mapped here
// rather than changing the export conditions of every package under test.
const path = require('node:path');
const mswDir = path.dirname(require.resolve('msw/package.json', { paths: [`${__dirname}/shared`] }));
const interceptorsDir = path.resolve(path.dirname(require.resolve('@mswjs/interceptors', { paths: [mswDir] })), '../..');
const mswNodeBuilds = {
  '^@mswjs/interceptors$': `${interceptorsDir}/lib/node/index.cjs`,
  '^@mswjs/interceptors/(XMLHttpRequest|fetch)$': `${interceptorsDir}/lib/node/interceptors/$1/index.cjs`,
};

// antd is imported component by component (shared/src/antd*.ts: 'antd/es/button'), so a test
// file loads only the components it draws; Jest runs CommonJS, so the same paths under lib/.
const antdDir = path.dirname(require.resolve('antd/package.json', { paths: [`${__dirname}/shared`] }));

module.exports = {
  maxWorkers: 2,
  projects: [...apps, ...crossArea].map((dir) => ({
    displayName: dir,
    rootDir: `<rootDir>/${dir}`,
    // jsdom + Node's fetch API + the schema for the mocked network, and no dead windows left at exit.
    testEnvironment: `${__dirname}/jest.environment.cjs`,
    testMatch: [crossArea.includes(dir) ? '<rootDir>/**/*.test.{ts,tsx}' : '<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
      ],
      // ESM-only dependencies of msw (rettime, until-async) ship .mjs files.
      '^.+\\.mjs$': ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' } } }],
    },
    // ESM packages under pnpm's layout must be transformed too (the last three: msw's).
    transformIgnorePatterns: [
      '/node_modules/(?!\\.pnpm/|ky/|nuqs/|@ant-design/colors/|rettime/|until-async/|@open-draft/deferred-promise/)',
    ],
    // @portal/shared is TypeScript source; map its entry points (package exports) for Jest.
    moduleNameMapper: {
      '^@portal/shared$': `${__dirname}/shared/src/index.ts`,
      '^@portal/shared/platform$': `${__dirname}/shared/src/platform.ts`,
      '^@portal/shared/core$': `${__dirname}/shared/src/core/index.ts`,
      '^@portal/shared/antd-base$': `${__dirname}/shared/src/antd-base.ts`,
      '^@portal/shared/antd$': `${__dirname}/shared/src/antd.ts`,
      '^@portal/shared/antd-detail$': `${__dirname}/shared/src/antd-detail.ts`,
      '^@portal/shared/antd-form$': `${__dirname}/shared/src/antd-form.ts`,
      '^@portal/shared/icons$': `${__dirname}/shared/src/icons.ts`,
      '^@portal/shared/list$': `${__dirname}/shared/src/list/index.ts`,
      '^@portal/shared/live$': `${__dirname}/shared/src/live/index.ts`,
      '^@portal/shared/ui$': `${__dirname}/shared/src/ui/index.ts`,
      '^@portal/shared/testing$': `${__dirname}/shared/src/testing/index.tsx`,
      '^@portal/shared/testing/contract$': `${__dirname}/shared/src/testing/graphqlContract.ts`,
      '^antd/es/(.*)$': `${antdDir}/lib/$1`,
      ...mswNodeBuilds,
    },
    setupFilesAfterEnv: [`${__dirname}/jest.setup.cjs`],
  })),
};
