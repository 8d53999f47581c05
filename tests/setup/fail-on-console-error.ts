/** Any console.error during a test fails it (epic-stack habit): errors must be expected and asserted. */
import { afterEach } from 'vitest';

const errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};
afterEach(() => {
  if (errors.length > 0) {
    const first = errors.splice(0).at(0);
    throw new Error(`console.error was called: ${String(first?.[0])}`);
  }
});
