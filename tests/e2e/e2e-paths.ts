/** Where the Playwright server keeps its data (wiped at each run by scripts/e2e-server.ts). */
import path from 'node:path';

export const E2E_DATA_DIR = path.resolve('test-results', 'e2e-data');
export const E2E_SERVER_LOG = path.join(E2E_DATA_DIR, 'server.log');
