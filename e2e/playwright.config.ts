import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RETURNS_VARIANT_DIR } from './variant/returnsVariant';

// E2E_PORT or PORT (e.g. `PORT=8282 npx playwright test …` beside another run); 8181 by default.
const PORT = Number(process.env.E2E_PORT ?? process.env.PORT ?? 8181);
export const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // One browser at a time: on the two-core machine two Chromiums beside the server made a page's
  // first rows take over 10 s (measured); one worker keeps every page as fast as a user's.
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The portal honours reduced motion (antd's motion off): no click lands on a dialog or a
    // dropdown that is still opening or closing, so tests need no retry loops around clicks.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      // The machine's Chromium (Debian's package); Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node serve.mjs',
    url: `${baseURL}/remotes.json`,
    // Warnings and errors only: request logs would bury the test report.
    env: { PORT: String(PORT), DATA_DIR: join(tmpdir(), `portal-e2e-${PORT}`), RETURNS_VARIANT_DIR, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
