/**
 * `npm start`: builds the web app and its server-render bundle when dist/web
 * or dist/ssr is missing or older than their sources, then starts the server (which migrates, seeds on first start and
 * serves web and API together on PORT).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../src/server/config/config.ts';
import { demoSignInEnv } from '../src/server/demo-sign-in.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist', 'web', 'index.html');
const builtSsr = path.join(root, 'dist', 'ssr', 'entry-server.js');
const webSources = [
  'src/web',
  'src/shared',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

function webBuildIsStale(): boolean {
  if (!fs.existsSync(builtIndex) || !fs.existsSync(builtSsr)) return true;
  const built = Math.min(fs.statSync(builtIndex).mtimeMs, fs.statSync(builtSsr).mtimeMs);
  return webSources.some((s) => newestMtime(path.join(root, s)) > built);
}

Object.assign(process.env, demoSignInEnv(process.env));

// A wrong setting stops here, before the (slower) web build.
try {
  loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}

if (webBuildIsStale()) {
  console.log('Building the web app (dist is missing or stale)...');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  // The same two builds as `npm run build`: the browser's, then the server render's.
  for (const extra of [[], ['--ssr', 'src/web/entry-server.tsx']]) {
    const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn', ...extra], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      console.error('The web build failed; see the messages above.');
      process.exit(result.status ?? 1);
    }
  }
}

const { main } = await import('../src/server/server.ts');
await main();
