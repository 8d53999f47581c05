/**
 * `npm run check:js`: fails when the first-load JavaScript of the public
 * pages (the boot script), or the app a public route runs once started,
 * grows past its budget in js-budget.json, in every language built (dist/web,
 * dist/web-hi, dist/web-gu and their .vite/manifest.json; scripts/web-build.ts).
 * Reads the last build and builds nothing itself; `npm test` runs it
 * after Playwright, whose server has just built dist/web. Sizes are gzip
 * bytes, each file once: the .gz copy the server sends, or gzip level 9 of a
 * file too small to have one. The rules are in scripts/js-budget.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { LANG_NAME, LANGS } from '../src/shared/i18n/lang.ts';
import {
  BudgetError,
  compareWithBudget,
  entryFiles,
  firstLoadFiles,
  formatTable,
  type Manifest,
  parseBudgets,
  parseFirstLoad,
} from './js-budget.ts';
import { webDir } from './web-build.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const budgetPath = path.join(root, 'js-budget.json');
const englishManifest = path.join(webDir(path.join(root, 'dist'), 'en'), '.vite', 'manifest.json');

function gzipBytes(webRoot: string, file: string): number {
  const full = path.join(webRoot, file);
  if (fs.existsSync(`${full}.gz`)) return fs.statSync(`${full}.gz`).size;
  return zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length;
}

if (!fs.existsSync(englishManifest)) {
  console.error(
    `${path.relative(root, englishManifest)} not found: run \`npm run build\` first, then \`npm run check:js\`.`,
  );
  process.exit(1);
}

let over = 0;
try {
  const json = JSON.parse(fs.readFileSync(budgetPath, 'utf8'));
  const firstLoad = parseFirstLoad(json);
  for (const lang of LANGS) {
    const webRoot = webDir(path.join(root, 'dist'), lang);
    const manifestPath = path.join(webRoot, '.vite', 'manifest.json');
    if (!fs.existsSync(manifestPath)) {
      console.error(`${path.relative(root, manifestPath)} not found: run \`npm run build\`.`);
      process.exit(1);
    }
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
    const budgets = parseBudgets(json, lang);
    const sum = (files: string[]) =>
      files.reduce((total, file) => total + gzipBytes(webRoot, file), 0);
    const bootRow = compareWithBudget(
      { route: 'every public page', module: firstLoad.module, budgetKB: firstLoad.budgetKB },
      sum(entryFiles(manifest, firstLoad.module)),
    );
    const rows = budgets.map((budget) =>
      compareWithBudget(
        budget,
        sum(firstLoadFiles(manifest, budget, (src) => fs.existsSync(path.join(root, src)))),
      ),
    );
    console.log(`\n${LANG_NAME[lang]} (${path.relative(root, webRoot)}):`);
    console.log(
      `First-load JS of a server-rendered page, ${firstLoad.module} (gzip, 1 kB = 1000 bytes):`,
    );
    console.log(formatTable([bootRow]));
    console.log('The app per route, loaded at the first intent (at once when signed in):');
    console.log(formatTable(rows));
    for (const r of [bootRow, ...rows].filter((row) => row.over)) {
      over += 1;
      console.error(
        `JS budget exceeded (${lang}): ${r.route} loads ${(r.gzipBytes / 1000).toFixed(1)} kB of gzip JS, over its budget of ${r.budgetKB} kB (js-budget.json) by ${r.gzipBytes - Math.round(r.budgetKB * 1000)} bytes.`,
      );
    }
  }
  if (over > 0) process.exit(1);
} catch (err) {
  if (!(err instanceof BudgetError)) throw err;
  console.error(`JS budget check failed: ${err.message}`);
  process.exit(1);
}
