/**
 * Browser tests in Debian's Chromium (/usr/bin/chromium; Playwright downloads
 * nothing) at the two sizes we design for: a phone (390x844) and a laptop
 * (1366x768). The server is started through `npm start`'s own script on a
 * fresh data folder, so the build, migrations and demo seed are tested too.
 */
import { defineConfig, devices } from '@playwright/test';
import { E2E_DATA_DIR } from './tests/e2e/e2e-paths.ts';

const PORT = Number(process.env.E2E_PORT ?? 3199);

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

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/playwright',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumFlags },
  },
  projects: [
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
      },
    },
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1366, height: 768 } },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.ts',
    url: `http://localhost:${PORT}/api/Common/countrydata`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    // Loopback counts as a trusted proxy, so the account fixtures (tests/e2e/fixtures/accounts.ts)
    // can sign in from networks of their own (X-Forwarded-For) and leave the browser's per-address
    // sign-in limits to the specs that test them; requests without the header are unchanged.
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'info',
      TRUST_PROXY: '127.0.0.1,::1,::ffff:127.0.0.1',
    },
  },
});
