/**
 * `npm test`: every test. Vitest (server on SQLite, and on PostgreSQL when
 * TEST_DATABASE_URL is set; shared; web components), then Playwright in
 * Chromium against the real server started through `npm start`'s path, then
 * the first-load JS budgets on the build that server made (npm run check:js).
 * Prints how long each stage took, and the total, at the end.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const timings: { label: string; seconds: number }[] = [];

function printTimings(): void {
  const total = timings.reduce((sum, t) => sum + t.seconds, 0);
  console.log('\n=== npm test: time per stage ===');
  for (const t of [...timings, { label: 'total', seconds: total }])
    console.log(`${t.seconds.toFixed(0).padStart(6)} s  ${t.label}`);
}

function run(label: string, command: string, args: string[]): void {
  console.log(`\n=== ${label} ===`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  timings.push({ label, seconds: (performance.now() - started) / 1000 });
  if (result.status !== 0) {
    console.error(`${label} failed`);
    printTimings();
    process.exit(result.status ?? 1);
  }
}

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: server tests run on SQLite only.');
}
run('unit and server tests (vitest)', bin('vitest'), ['run']);
run('browser tests (playwright, chromium)', bin('playwright'), ['test']);
run('first-load JS budgets', process.execPath, [path.join(root, 'scripts', 'check-js-budget.ts')]);
printTimings();
