/**
 * `npm run test:reliability`: only the reliability tests (issue 8), on SQLite
 * and, when TEST_DATABASE_URL is set, on PostgreSQL too:
 * - src/server/reliability/api-fuzz.test.ts: 5,200 fuzzed requests over every
 *   API route, no 5xx, no data change on a refused request;
 * - src/server/reliability/crash-safety.test.ts: a server process killed with
 *   SIGKILL mid-burst keeps every acknowledged write and every photo file.
 * `npm test` runs them as well (they are ordinary server tests); this script
 * is for running them alone. Arguments are passed on to Vitest
 * (e.g. `-- --reporter verbose`); FUZZ_RUNS and FUZZ_SEED reach the fuzz.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitest = path.join(root, 'node_modules', '.bin', 'vitest');
const files = [
  'src/server/reliability/api-fuzz.test.ts',
  'src/server/reliability/crash-safety.test.ts',
];
const projects = ['server-sqlite'];
if (process.env.TEST_DATABASE_URL) {
  projects.push('server-postgres');
} else {
  console.log('TEST_DATABASE_URL is not set: the reliability tests run on SQLite only.');
}

const result = spawnSync(
  vitest,
  ['run', ...projects.flatMap((p) => ['--project', p]), ...files, ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: process.env },
);
process.exit(result.status ?? 1);
