/**
 * Any console.error during a test fails it (epic-stack habit): errors must be
 * expected and asserted. Server test files share their worker's modules
 * (Vitest `isolate: false`), and this file runs before each of them, so the
 * console is wrapped once per worker and each file starts with no errors.
 */
import { afterEach } from 'vitest';

const shared = globalThis as { carsetuConsoleErrors?: unknown[][] };
if (!shared.carsetuConsoleErrors) {
  const seen: unknown[][] = [];
  shared.carsetuConsoleErrors = seen;
  const original = console.error;
  console.error = (...args: unknown[]) => {
    seen.push(args);
    original(...args);
  };
}
const errors = shared.carsetuConsoleErrors;
errors.splice(0);
afterEach(() => {
  if (errors.length > 0) {
    const first = errors.splice(0).at(0);
    throw new Error(`console.error was called: ${String(first?.[0])}`);
  }
});
