/**
 * The app one test file's tests share (not a test file itself):
 * `const t = fileTestApp()` builds it in beforeAll and closes it in
 * afterAll, registered in the calling file, so the file needs no `let` and
 * no hooks of its own for it.
 */
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * A TestApp whose fields read the app `build` made (default: createTestApp
 * on a fresh database) in this file's beforeAll; it is closed afterAll.
 * Use its fields inside tests and hooks: read before beforeAll ran, they
 * throw.
 */
export function fileTestApp(build: () => Promise<TestApp> = () => createTestApp()): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await build();
  });
  afterAll(async () => {
    await built?.close();
  });
  const current = (): TestApp => {
    if (!built) throw new Error('the test app is built in beforeAll: use it in tests and hooks');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get kind() {
      return current().kind;
    },
    get dataDir() {
      return current().dataDir;
    },
    get sent() {
      return current().sent;
    },
    schemaChange: (work) => current().schemaChange(work),
    runJobs: () => current().runJobs(),
    close: () => current().close(),
  };
}
