// One Jest run for every browser-side package (shared, shell, remotes). Server tests use node's
// test runner against a real database (see server/README.md).
const apps = ['shared', 'shell', 'mfe-orders', 'mfe-returns', 'mfe-design-requests', 'mfe-designs-color', 'mfe-admin', 'mfe-events-fpa'];

module.exports = {
  maxWorkers: 2,
  projects: apps.map((dir) => ({
    displayName: dir,
    rootDir: `<rootDir>/${dir}`,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
    },
    // ESM packages under pnpm's layout must be transformed too.
    transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/|ky/|nuqs/|@ant-design/colors/)'],
    // @portal/shared is TypeScript source; map its entry points (package exports) for Jest.
    moduleNameMapper: {
      '^@portal/shared$': '<rootDir>/../shared/src/index.ts',
      '^@portal/shared/platform$': '<rootDir>/../shared/src/platform.ts',
      '^@portal/shared/core$': '<rootDir>/../shared/src/core/index.ts',
      '^@portal/shared/antd-base$': '<rootDir>/../shared/src/antd-base.ts',
      '^@portal/shared/antd$': '<rootDir>/../shared/src/antd.ts',
      '^@portal/shared/icons$': '<rootDir>/../shared/src/icons.ts',
      '^@portal/shared/list$': '<rootDir>/../shared/src/list/index.ts',
    },
    setupFilesAfterEnv: ['<rootDir>/../jest.setup.cjs'],
  })),
};
