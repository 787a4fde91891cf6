// One Jest run for every browser-side package (shared, shell, remotes). Server tests use node's
// test runner against a real database (see server/README.md).
const apps = ['shared', 'shell', 'mfe-orders', 'mfe-returns', 'mfe-design-requests', 'mfe-designs-color', 'mfe-admin', 'mfe-events-fpa'];
// Tests that put several remotes in one page (one QueryClient, as the shell does): no app may
// import another, so they live outside every app (.dependency-cruiser.cjs).
const crossArea = ['tests/cross-area'];

module.exports = {
  maxWorkers: 2,
  projects: [...apps, ...crossArea].map((dir) => ({
    displayName: dir,
    rootDir: `<rootDir>/${dir}`,
    testEnvironment: 'jsdom',
    testMatch: [crossArea.includes(dir) ? '<rootDir>/**/*.test.{ts,tsx}' : '<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
    },
    // ESM packages under pnpm's layout must be transformed too.
    transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/|ky/|nuqs/|@ant-design/colors/)'],
    // @portal/shared is TypeScript source; map its entry points (package exports) for Jest.
    moduleNameMapper: {
      '^@portal/shared$': `${__dirname}/shared/src/index.ts`,
      '^@portal/shared/platform$': `${__dirname}/shared/src/platform.ts`,
      '^@portal/shared/core$': `${__dirname}/shared/src/core/index.ts`,
      '^@portal/shared/antd-base$': `${__dirname}/shared/src/antd-base.ts`,
      '^@portal/shared/antd$': `${__dirname}/shared/src/antd.ts`,
      '^@portal/shared/icons$': `${__dirname}/shared/src/icons.ts`,
      '^@portal/shared/list$': `${__dirname}/shared/src/list/index.ts`,
      '^@portal/shared/ui$': `${__dirname}/shared/src/ui/index.ts`,
      '^@portal/shared/testing$': `${__dirname}/shared/src/testing/index.tsx`,
      '^@portal/shared/testing/contract$': `${__dirname}/shared/src/testing/graphqlContract.ts`,
    },
    setupFilesAfterEnv: [`${__dirname}/jest.setup.cjs`],
  })),
};
