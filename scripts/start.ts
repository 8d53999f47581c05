/**
 * `npm start`: builds the web app and its server-render bundle in every
 * language (scripts/web-build.ts) when one is missing or older than their
 * sources, then starts the server (which migrates, seeds on first start and
 * serves web and API together on PORT).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../src/server/config/config.ts';
import { demoSignInEnv } from '../src/server/demo-sign-in.ts';
import { LANGS } from '../src/shared/i18n/lang.ts';
import { buildAllLanguages, ssrDir, webDir } from './web-build.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const builtFiles = LANGS.flatMap((lang) => [
  path.join(webDir(dist, lang), 'index.html'),
  path.join(ssrDir(dist, lang), 'entry-server.js'),
]);
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
  if (!builtFiles.every((f) => fs.existsSync(f))) return true;
  const built = Math.min(...builtFiles.map((f) => fs.statSync(f).mtimeMs));
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
  try {
    buildAllLanguages(dist);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    console.error('The web build failed.');
    process.exit(1);
  }
}

const { main } = await import('../src/server/server.ts');
await main();
