/**
 * `npm run check:js`: fails when the first-load JavaScript of the public
 * pages (the boot script), or the app a public route runs once started,
 * grows past its budget in js-budget.json. Reads the last build (dist/web
 * and its .vite/manifest.json) and builds nothing itself; `npm test` runs it
 * after Playwright, whose server has just built dist/web. Sizes are gzip
 * bytes, each file once: the .gz copy the server sends, or gzip level 9 of a
 * file too small to have one. The rules are in scripts/js-budget.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
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

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webRoot = path.join(root, 'dist', 'web');
const manifestPath = path.join(webRoot, '.vite', 'manifest.json');
const budgetPath = path.join(root, 'js-budget.json');

function gzipBytes(file: string): number {
  const full = path.join(webRoot, file);
  if (fs.existsSync(`${full}.gz`)) return fs.statSync(`${full}.gz`).size;
  return zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length;
}

if (!fs.existsSync(manifestPath)) {
  console.error(
    `${path.relative(root, manifestPath)} not found: run \`npm run build\` first, then \`npm run check:js\`.`,
  );
  process.exit(1);
}

try {
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const json = JSON.parse(fs.readFileSync(budgetPath, 'utf8'));
  const firstLoad = parseFirstLoad(json);
  const budgets = parseBudgets(json);
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipBytes(file), 0);
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
  console.log(
    `First-load JS of a server-rendered page, ${firstLoad.module} (gzip, 1 kB = 1000 bytes):`,
  );
  console.log(formatTable([bootRow]));
  console.log('The app per route, loaded at the first intent (at once when signed in):');
  console.log(formatTable(rows));
  const over = [bootRow, ...rows].filter((r) => r.over);
  if (over.length > 0) {
    for (const r of over) {
      console.error(
        `JS budget exceeded: ${r.route} loads ${(r.gzipBytes / 1000).toFixed(1)} kB of gzip JS, over its budget of ${r.budgetKB} kB (js-budget.json).`,
      );
    }
    process.exit(1);
  }
} catch (err) {
  if (!(err instanceof BudgetError)) throw err;
  console.error(`JS budget check failed: ${err.message}`);
  process.exit(1);
}
