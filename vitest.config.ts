/**
 * Vitest projects: shared + server on SQLite, server again on PostgreSQL when
 * TEST_DATABASE_URL is set, and web components in jsdom.
 */
import { defineConfig } from 'vitest/config';

const serverTests = ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'];
const pg = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server-sqlite',
          include: serverTests,
          environment: 'node',
          env: { TEST_DB: 'sqlite' },
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
                environment: 'node' as const,
                env: { TEST_DB: 'postgres', TEST_DATABASE_URL: pg },
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
