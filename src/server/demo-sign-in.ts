/**
 * The embedded demo's sign-in (docs/product.md#sign-in; issue 8):
 * `npm start` on the SQLite database with the console message sender sets
 * TEST_MOBILE to the demo number, so a newcomer signs in at once. Never with
 * PostgreSQL, never with MESSAGE_SENDER=whatsapp (there the number gets a
 * real code like anyone else, and config/config.ts refuses TEST_MOBILE outright).
 * `TEST_MOBILE=` (empty) switches the demo number off.
 */

/** The demo number the README names. */
export const DEMO_TEST_MOBILE = '9999999999';

/** The variables `npm start` adds to `env` for the demo: `{ TEST_MOBILE }`, or nothing. */
export function demoSignInEnv(env: Record<string, string | undefined>): { TEST_MOBILE?: string } {
  const consoleSender = (env.MESSAGE_SENDER ?? 'console') === 'console';
  if (env.DATABASE_URL || !consoleSender || env.TEST_MOBILE !== undefined) return {};
  return { TEST_MOBILE: DEMO_TEST_MOBILE };
}
