/**
 * The web builds of every language (docs/decisions/037-languages.md): for
 * each of en, hi and gu, the browser's build and the server render's bundle
 * (`vite build` with CARSETU_LANG set; vite.config.ts), under one output
 * folder: `web/` and `ssr/` for English, `web-hi/`, `ssr-hi/`, `web-gu/`,
 * `ssr-gu/`. Every language's hashed assets are then copied into `web/assets/`,
 * where the server serves them all (same content, same name: one file).
 * Used by `npm run build` (into dist/), `npm start`, `npm test` (into dist/, once, for the
 * Playwright server and the server-render tests) and the server-render tests run alone.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LANGS, type Lang } from '../src/shared/i18n/lang.ts';

const root = path.resolve(import.meta.dirname, '..');
const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');

/** The folder of `lang`'s browser build under `outRoot` (dist/web, dist/web-hi ...). */
export const webDir = (outRoot: string, lang: Lang) =>
  path.join(outRoot, lang === 'en' ? 'web' : `web-${lang}`);

/** The folder of `lang`'s server-render bundle under `outRoot` (dist/ssr, dist/ssr-hi ...). */
export const ssrDir = (outRoot: string, lang: Lang) =>
  path.join(outRoot, lang === 'en' ? 'ssr' : `ssr-${lang}`);

const webSources = [
  'src/web',
  'src/shared',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/vite-page-styles.ts',
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

/** True when a build under `outRoot` (absolute) is missing or older than any of the web app's sources. */
function webBuildIsStale(outRoot: string): boolean {
  const builtFiles = LANGS.flatMap((lang) => [
    path.join(webDir(outRoot, lang), 'index.html'),
    path.join(ssrDir(outRoot, lang), 'entry-server.js'),
  ]);
  if (!builtFiles.every((f) => fs.existsSync(f))) return true;
  const built = Math.min(...builtFiles.map((f) => fs.statSync(f).mtimeMs));
  return webSources.some((s) => newestMtime(path.join(root, s)) > built);
}

/**
 * Builds every language into `outRoot` (absolute) when its build is missing or stale, saying so
 * first through `say`; answers whether it built. Throws as buildAllLanguages does.
 */
export function buildWhenStale(outRoot: string, say: (line: string) => void): boolean {
  if (!webBuildIsStale(outRoot)) return false;
  say('Building the web app (dist is missing or stale)...');
  buildAllLanguages(outRoot);
  return true;
}

/**
 * Runs the builds of `langs` (default all three) into `outRoot` (absolute), then copies the
 * other languages' assets into English's. Throws with Vite's output when one fails.
 */
export function buildAllLanguages(
  outRoot: string,
  { logLevel = 'warn', langs = LANGS }: { logLevel?: string; langs?: readonly Lang[] } = {},
): void {
  for (const lang of langs) {
    const env = { ...process.env, CARSETU_LANG: lang, NODE_ENV: 'production' };
    for (const args of [
      ['--outDir', webDir(outRoot, lang), '--emptyOutDir'],
      ['--ssr', 'src/web/entry-server.tsx', '--outDir', ssrDir(outRoot, lang), '--emptyOutDir'],
    ]) {
      const out = spawnSync(process.execPath, [vite, 'build', '--logLevel', logLevel, ...args], {
        cwd: root,
        encoding: 'utf8',
        env,
      });
      if (out.status !== 0) {
        throw new Error(`vite build (${lang}) failed:\n${out.stdout}\n${out.stderr}`);
      }
      if (logLevel !== 'silent' && logLevel !== 'error') process.stdout.write(out.stdout);
    }
  }
  const assets = path.join(webDir(outRoot, 'en'), 'assets');
  for (const lang of langs) {
    if (lang === 'en') continue;
    fs.cpSync(path.join(webDir(outRoot, lang), 'assets'), assets, {
      force: false,
      recursive: true,
    });
  }
}

if (import.meta.main) {
  const t0 = performance.now();
  buildAllLanguages(path.join(root, 'dist'), { logLevel: 'info' });
  console.log(`built en, hi and gu in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
