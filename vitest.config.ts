/**
 * Vitest projects: shared + server on SQLite, server again on PostgreSQL when
 * TEST_DATABASE_URL is set, and web components in jsdom. The projects' files
 * run side by side in one pool of workers: twice as many as there are cores,
 * at least four (server tests spend much of their time waiting on the
 * database, a child process or a socket: on the 2-core machine on
 * 2026-11-27, four workers ran the suite in 386 s alone, and in 465 s against
 * 490 s with two inside .ci/run, where the e2e server builds meanwhile);
 * VITEST_MAX_WORKERS overrides it. Server test files share their
 * worker's module cache (`isolate: false`: each file builds its own app and
 * database, and no test mocks a module), which saves importing the server
 * again for every file (about a third of their time). Each file's database
 * is a copy of a template the server projects' global set-up builds once
 * (tests/setup/db-templates.ts).
 */
import os from 'node:os';
import { defineConfig } from 'vitest/config';

const serverTests = ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'];
const pg = process.env.TEST_DATABASE_URL;
/**
 * Server tests whose subject is not the database (photo processing, page heads, shells and
 * styles, what rendered pages and answers show, headers, pure rules, message senders) and the demo seed (a PostgreSQL deployment starts
 * without it: config.ts) run on SQLite only: on PostgreSQL they repeated the same work for
 * nothing the dialect changes. Every other server test runs on both.
 */
const sqliteOnly = [
  'src/server/photos/{phash,share-card,status-card,process-car-photo,photo-queue,make-missing-renditions}.test.ts',
  'src/server/pages/{breadcrumbs,page-shell,landing-head,page-languages,shared-page-clears,page-styles,no-whole-registration}.test.ts',
  'src/server/http/{security-headers,trusted-proxies}.test.ts',
  'src/server/config/**',
  'src/server/db/seed/demo/**',
  'src/server/demo-sign-in.test.ts',
  'src/server/jobs-main.test.ts',
  'src/server/db/in-id-batches.test.ts',
  'src/server/modules/keyword-search/understand.test.ts',
  'src/server/modules/price-ratings/fair-price.test.ts',
  'src/server/modules/auth/send-with-retry.test.ts',
  'src/server/ports/whatsapp-{failures,message-sender}.test.ts',
];

const maxWorkers =
  Number(process.env.VITEST_MAX_WORKERS) || Math.max(4, 2 * os.availableParallelism());

export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      {
        test: {
          name: 'server-sqlite',
          include: serverTests,
          isolate: false,
          environment: 'node',
          env: { TEST_DB: 'sqlite' },
          globalSetup: ['tests/setup/db-templates.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(pg
        ? [
            {
              test: {
                name: 'server-postgres',
                include: ['src/server/**/*.test.ts'],
                exclude: sqliteOnly,
                isolate: false,
                environment: 'node' as const,
                env: { TEST_DB: 'postgres', TEST_DATABASE_URL: pg },
                globalSetup: ['tests/setup/db-templates.ts'],
                setupFiles: ['tests/setup/fail-on-console-error.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
        },
      },
    ],
  },
});
