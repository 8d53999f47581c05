/**
 * Starts the real server for Playwright on a fresh DATA_DIR (wiped first),
 * through the same script as `npm start`. LOG_FILE keeps the server log
 * where browser tests can read what the console message sender printed.
 */
import fs from 'node:fs';
import path from 'node:path';

const dataDir = process.env.DATA_DIR;
if (!dataDir?.includes('test-results')) {
  throw new Error('e2e-server needs DATA_DIR inside test-results/');
}
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
process.env.LOG_FILE = path.join(dataDir, 'server.log');

await import('./start.ts');
