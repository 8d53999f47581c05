/**
 * The Playwright server: where it keeps its data (wiped at each run by
 * scripts/e2e-server.ts), its port and its settings. playwright.config.ts
 * starts it, or `npm test` does beside the unit tests (E2E_SERVER_RUNNING=1
 * then tells Playwright to use it).
 */
import path from 'node:path';

/** E2E_PORT and E2E_DATA_DIR let two Playwright runs share a machine (each its own server). */
export const E2E_DATA_DIR = path.resolve(
  process.env.E2E_DATA_DIR ?? path.join('test-results', 'e2e-data'),
);
export const E2E_SERVER_LOG = path.join(E2E_DATA_DIR, 'server.log');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
/** Answers once the server is ready (migrated, seeded, listening). */
export const E2E_READY_URL = `http://localhost:${E2E_PORT}/api/Common/countrydata`;

/**
 * Mobiles of the console's operators, one per spec and project (a mobile may
 * ask for a new code only every 15 seconds): moderation.spec.ts's phone and
 * desktop, then console-content.spec.ts's phone and desktop.
 */
export const E2E_OPERATORS = [
  '9876539901',
  '9876539902',
  '9876539903',
  '9876539904',
  // grievance.spec.ts
  '9876539905',
  '9876539906',
  // breach-notice.spec.ts
  '9876539907',
  '9876539908',
];

/**
 * The server's settings. Loopback counts as a trusted proxy, so the account
 * fixtures (tests/e2e/fixtures/accounts.ts) can sign in from networks of their
 * own (X-Forwarded-For) and leave the browser's per-address sign-in limits to
 * the specs that test them; requests without the header are unchanged.
 */
export const E2E_SERVER_ENV = {
  PORT: String(E2E_PORT),
  DATA_DIR: E2E_DATA_DIR,
  LOG_LEVEL: 'info',
  TRUST_PROXY: '127.0.0.1,::1,::ffff:127.0.0.1',
  /** The operators of moderation.spec.ts and console-content.spec.ts (docs/moderation.md). */
  OPERATOR_MOBILES: E2E_OPERATORS.join(','),
};
