/**
 * `npm run dev`: the web app with hot reload against the real API, for
 * working on the app in a development build (React StrictMode on).
 *
 * Two children: the API server under `node --watch` on API_PORT (default
 * 3001; it restarts when server code changes, and migrates and seeds ./data
 * on first start), and Vite's dev server on PORT (default 3000), which
 * proxies /api, /photos and POST /login to the API (vite.config.ts). Like
 * `npm start` on the embedded database, the demo mobile 9999999999 signs in
 * without an OTP unless TEST_MOBILE is set (TEST_MOBILE= switches it off).
 * Ctrl-C (SIGINT) or SIGTERM stops both; when either child exits, so does
 * the other, and this script with its exit code. (A server that crashes
 * under --watch does not exit: node waits for the next edit, then restarts
 * it. An edit during the first start's seeding restarts it half-seeded:
 * delete ./data and start again.)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../src/server/config/config.ts';
import { demoSignInEnv } from '../src/server/demo-sign-in.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webPort = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';

const apiEnv: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: apiPort,
  DATA_DIR: process.env.DATA_DIR ?? './data',
  MESSAGE_SENDER: process.env.MESSAGE_SENDER ?? 'console',
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
};
Object.assign(apiEnv, demoSignInEnv(apiEnv));

// A wrong setting stops here with its message (under --watch the server would wait for an edit).
try {
  loadConfig(apiEnv);
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}

const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', '--watch-preserve-output', 'src/server/server.ts'], {
    cwd: root,
    env: apiEnv,
    stdio: 'inherit',
  }),
  spawn(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), '--port', webPort, '--strictPort'],
    {
      cwd: root,
      env: { ...process.env, VITE_PROXY_TARGET: `http://localhost:${apiPort}` },
      stdio: 'inherit',
    },
  ),
];

let exiting = false;
/** Stops every child still running, then exits with `code` once they are gone. */
function stopAll(signal: NodeJS.Signals, code: number): void {
  if (!exiting) {
    exiting = true;
    process.exitCode = code;
  }
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
}

for (const child of children) {
  child.on('exit', (code, signal) => {
    stopAll('SIGTERM', code ?? (signal ? 1 : 0));
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit();
  });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => stopAll(signal, 0));
}

console.log(`Dev: web http://localhost:${webPort} (hot reload), API http://localhost:${apiPort}`);
