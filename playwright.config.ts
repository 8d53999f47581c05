/**
 * Browser tests in Debian's Chromium (/usr/bin/chromium; Playwright downloads
 * nothing) at the two sizes we design for: a phone (390x844) and a laptop
 * (1366x768). The server is started through `npm start`'s own script on a
 * fresh data folder, so the build, migrations and demo seed are tested too.
 * Service workers are blocked except where a spec allows them.
 */
import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT, E2E_READY_URL, E2E_SERVER_ENV } from './tests/e2e/e2e-paths.ts';

const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const phone = {
  ...devices['Pixel 7'],
  browserName: 'chromium' as const,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
};
const desktop = { browserName: 'chromium' as const, viewport: { width: 1366, height: 768 } };

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/playwright${process.env.E2E_PORT ? `-${process.env.E2E_PORT}` : ''}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two browsers: four kept the 2-core machine's load near 19 and timed out.
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // No trace by default: recording one for every test (kept only on failure) cost about a
    // sixth of the suite's time on CI's 2 cores, and CI keeps no files. A failure still
    // leaves its screenshot and page snapshot; `npm run test:e2e -- --trace on` records one.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumFlags },
    // No service worker (src/web/sw/sw.ts) but in the specs about it (offline.spec.ts allows it):
    // pages kept on the device and files taken from it would blur what the other specs measure,
    // and page.route() does not see requests a service worker makes.
    serviceWorkers: 'block',
  },
  // *.nojs.spec.ts run with JavaScript disabled (issue 22: public pages complete without it).
  projects: [
    { name: 'phone', testIgnore: /\.nojs\.spec\.ts$/, use: phone },
    { name: 'desktop', testIgnore: /\.nojs\.spec\.ts$/, use: desktop },
    {
      name: 'phone-no-js',
      testMatch: /\.nojs\.spec\.ts$/,
      use: { ...phone, javaScriptEnabled: false },
    },
    {
      name: 'desktop-no-js',
      testMatch: /\.nojs\.spec\.ts$/,
      use: { ...desktop, javaScriptEnabled: false },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.ts',
    url: E2E_READY_URL,
    // npm test starts this server while the unit tests run, and says so.
    reuseExistingServer: process.env.E2E_SERVER_RUNNING === '1',
    timeout: 240_000,
    stdout: 'ignore',
    env: E2E_SERVER_ENV,
  },
});
