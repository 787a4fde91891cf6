import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RETURNS_VARIANT_DIR } from './variant/returnsVariant';

// E2E_PORT or PORT (e.g. `PORT=8282 npx playwright test …` beside another run); 8181 by default.
const PORT = Number(process.env.E2E_PORT ?? process.env.PORT ?? 8181);
export const baseURL = `http://localhost:${PORT}`;
const DEBIAN_CHROMIUM = '/usr/lib/chromium/chromium';

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // One browser at a time (E2E_WORKERS to change it): on the two-core machine two workers took as
  // long as one (90 tests in 7.7 min either way: the browser, the server and the build share two
  // cores), and one keeps every page as fast as a user's, with no test waiting on another's CPU.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL,
    // No trace unless asked for (E2E_TRACE=1 keeps one for each failed test): recording every
    // action's screenshots and DOM snapshots cost a quarter of the run's time (35 tests: 149 s
    // traced, 113 s not), and a CI machine keeps no trace to open. A failure still prints its
    // error, the locator's call log and the page's URL.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    // The portal honours reduced motion (antd's motion off): no click lands on a dialog or a
    // dropdown that is still opening or closing, so tests need no retry loops around clicks.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      // The machine's Chromium (Debian's package); Playwright never downloads a browser here. Its
      // binary itself, not the /usr/bin/chromium launcher, which adds --enable-gpu-rasterization
      // (rasterising in the software GPU, SwiftShader) and extension flags to every start.
      executablePath: process.env.CHROMIUM_PATH || (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : '/usr/bin/chromium'),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node serve.mjs',
    url: `${baseURL}/remotes.json`,
    // Warnings and errors only: request logs would bury the test report.
    env: {
      PORT: String(PORT),
      DATA_DIR: join(tmpdir(), `portal-e2e-${PORT}`),
      RETURNS_VARIANT_DIR,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // The journeys read the set-password and approval links from the outbox.
      OUTBOX_SHOW_LINKS: '1',
    },
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
