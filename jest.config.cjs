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
    transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/|ky/)'],
    setupFilesAfterEnv: ['<rootDir>/../jest.setup.cjs'],
  })),
};
