/**
 * `npm test`: every test. Vitest (server on SQLite, and on PostgreSQL when
 * TEST_DATABASE_URL is set; shared; web components), then Playwright in
 * Chromium against the real server started through `npm start`'s path, after
 * the main flows in Firefox ESR, WebKitGTK and Chromium without invoker
 * commands on the same server (tests/engines/), then the first-load JS
 * budgets on the build that server made (npm run check:js).
 *
 * The web app is built first into dist/ when it is missing or stale (as
 * `npm start` would), once for both: the server-render tests read it
 * (TEST_WEB_BUILD) instead of making their own. The Playwright server
 * (migrations, demo seed: about a minute) is then started while Vitest runs,
 * and Playwright uses it once Vitest is done (E2E_SERVER_RUNNING=1); its log
 * is test-results/e2e-server.log. Prints how long each stage took, and the
 * total.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_READY_URL, E2E_SERVER_ENV } from '../tests/e2e/e2e-paths.ts';
import { buildWhenStale } from './web-build.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const started = performance.now();
const timings: { label: string; seconds: number }[] = [];

function printTimings(): void {
  console.log('\n=== npm test: time per stage ===');
  for (const t of timings) console.log(`${t.seconds.toFixed(0).padStart(6)} s  ${t.label}`);
  const total = (performance.now() - started) / 1000;
  console.log(`${total.toFixed(0).padStart(6)} s  total`);
}

function finish(code: number): never {
  stopE2eServer();
  printTimings();
  process.exit(code);
}

function run(label: string, command: string, args: string[], env = process.env): void {
  console.log(`\n=== ${label} ===`);
  const t0 = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  timings.push({ label, seconds: (performance.now() - t0) / 1000 });
  if (result.status !== 0) {
    console.error(`${label} failed`);
    finish(result.status ?? 1);
  }
}

let e2eServer: ChildProcess | undefined;
let e2eServerExit: string | undefined;

/** Starts the Playwright server in its own process group (it spawns the server itself). */
function startE2eServer(): void {
  fs.mkdirSync(path.join(root, 'test-results'), { recursive: true });
  const log = fs.openSync(path.join(root, 'test-results', 'e2e-server.log'), 'w');
  e2eServer = spawn(process.execPath, [path.join(root, 'scripts', 'e2e-server.ts')], {
    cwd: root,
    env: { ...process.env, ...E2E_SERVER_ENV },
    stdio: ['ignore', log, log],
    detached: true,
  });
  e2eServer.on('exit', (code, signal) => {
    e2eServerExit = `exited (${signal ?? code})`;
  });
}

function stopE2eServer(): void {
  if (e2eServer?.pid && e2eServerExit === undefined) {
    try {
      process.kill(-e2eServer.pid, 'SIGTERM');
    } catch {}
  }
}

/** Waits until the Playwright server answers (or gives up after 4 minutes, like playwright.config.ts). */
async function waitForE2eServer(): Promise<void> {
  const t0 = performance.now();
  while (performance.now() - t0 < 240_000) {
    if (e2eServerExit !== undefined) break;
    const ok = await fetch(E2E_READY_URL).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      timings.push({
        label: 'waiting for the e2e server',
        seconds: (performance.now() - t0) / 1000,
      });
      return;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  console.error(
    `the e2e server is not ready (${e2eServerExit ?? 'timed out'}); see test-results/e2e-server.log`,
  );
  finish(1);
}

process.on('SIGINT', () => finish(130));
if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: server tests run on SQLite only.');
}
const dist = path.join(root, 'dist');
const buildStarted = performance.now();
try {
  if (buildWhenStale(dist, (line) => console.log(`\n=== ${line} ===`))) {
    timings.push({ label: 'web build', seconds: (performance.now() - buildStarted) / 1000 });
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  finish(1);
}
startE2eServer();
run('unit and server tests (vitest)', bin('vitest'), ['run'], {
  ...process.env,
  TEST_WEB_BUILD: dist,
});
await waitForE2eServer();
// The main flows in Firefox ESR, WebKitGTK and Chromium without invoker commands
// (tests/engines/, docs/decisions/039-supported-browsers.md), on the same server while it holds
// only the demo inventory (Playwright's listings, one photo each, come first on /search after).
run('browser engines (firefox, webkit, older chromium)', process.execPath, [
  '--test',
  '--test-concurrency=1',
  path.join(root, 'tests', 'engines', 'engines.test.ts'),
]);
run('browser tests (playwright, chromium)', bin('playwright'), ['test'], {
  ...process.env,
  E2E_SERVER_RUNNING: '1',
});
run('first-load JS budgets', process.execPath, [path.join(root, 'scripts', 'check-js-budget.ts')]);
finish(0);
