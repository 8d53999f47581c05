/**
 * The pure part of `npm run check:js` (scripts/check-js-budget.ts): which
 * files a route loads first, read from Vite's build manifest, and how their
 * size compares with the route's budget. No file system here, so it is unit
 * tested on fake manifests (js-budget.test.ts).
 *
 * A server-rendered public page first loads only the boot script
 * (src/web/boot.ts, docs/decisions/013-hydrate-on-intent.md): that is its
 * first-load JS, one budget for every public page. The app a route needs
 * once it starts (at the visitor's first intent, or at once when signed in)
 * is the entry chunk and its static imports (transitively), plus the route's
 * lazy chunk and its static imports, each with its own budget. Dynamic
 * imports (components a page loads later, such as Home's banner swiper) are
 * not counted: they do not hold up the first render.
 */

import {
  entryKey,
  type Manifest,
  ManifestError,
  staticClosure,
} from '../src/server/pages/vite-manifest.ts';

export { entryKey, type Manifest, staticClosure };

/** One line of js-budget.json. */
export interface RouteBudget {
  /** The URL pattern, as printed in the table and in failures. */
  route: string;
  /** The route module's source path, e.g. src/web/app/routes/search-route.tsx. */
  module: string;
  /**
   * True when router.tsx imports the module statically, so that it is bundled
   * into the entry chunk and has no manifest key of its own (Home).
   */
  inEntry?: boolean;
  /** Budget in kB of gzip (1 kB = 1000 bytes, as Vite's build output prints). */
  budgetKB: number;
  /**
   * The budget of the Hindi and Gujarati builds where it differs (their words take
   * more bytes than English's: docs/decisions/037-languages.md); default budgetKB.
   */
  langBudgetKB?: { hi?: number; gu?: number };
}

/** The `firstLoad` line of js-budget.json: what a server-rendered page loads first. */
export interface FirstLoadBudget {
  /** The boot script's source path (src/web/boot.ts). */
  module: string;
  budgetKB: number;
}

export class BudgetError extends ManifestError {}

const KB = 1000;

/** The routes' budgets, for the build of `lang` (default English). */
export function parseBudgets(json: unknown, lang: 'en' | 'hi' | 'gu' = 'en'): RouteBudget[] {
  const routes = (json as { routes?: unknown } | null)?.routes;
  if (!Array.isArray(routes) || routes.length === 0) {
    throw new BudgetError('js-budget.json: "routes" must be a non-empty array');
  }
  return routes.map((r: Partial<RouteBudget>, i) => {
    if (
      typeof r?.route !== 'string' ||
      typeof r.module !== 'string' ||
      typeof r.budgetKB !== 'number' ||
      !(r.budgetKB > 0) ||
      (r.inEntry !== undefined && typeof r.inEntry !== 'boolean') ||
      (r.langBudgetKB !== undefined &&
        (typeof r.langBudgetKB !== 'object' ||
          Object.values(r.langBudgetKB).some((kb) => typeof kb !== 'number' || !(kb > 0))))
    ) {
      throw new BudgetError(
        `js-budget.json: routes[${i}] needs "route" (string), "module" (string), "budgetKB" (number > 0) and optionally "inEntry" (boolean) and "langBudgetKB" ({ hi?, gu? }: numbers > 0)`,
      );
    }
    const budgetKB = lang === 'en' ? r.budgetKB : (r.langBudgetKB?.[lang] ?? r.budgetKB);
    return { route: r.route, module: r.module, inEntry: r.inEntry, budgetKB };
  });
}

/** The `firstLoad` line of js-budget.json. Throws BudgetError when it is missing or malformed. */
export function parseFirstLoad(json: unknown): FirstLoadBudget {
  const line = (json as { firstLoad?: Partial<FirstLoadBudget> } | null)?.firstLoad;
  if (
    typeof line?.module !== 'string' ||
    typeof line.budgetKB !== 'number' ||
    !(line.budgetKB > 0)
  ) {
    throw new BudgetError(
      'js-budget.json: "firstLoad" needs "module" (string) and "budgetKB" (number > 0)',
    );
  }
  return { module: line.module, budgetKB: line.budgetKB };
}

/**
 * The JS files of the build entry `module` (the boot script) and its static
 * imports. Throws BudgetError when the build has no such entry.
 */
export function entryFiles(manifest: Manifest, module: string): string[] {
  if (!manifest[module]?.isEntry) {
    throw new BudgetError(
      `${module} is not an entry of the build manifest (renamed, or dropped from vite.config.ts? update js-budget.json)`,
    );
  }
  return staticClosure(manifest, [module])
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'));
}

/**
 * The output files (e.g. assets/index-abc.js) of the app a route runs. Throws,
 * naming the route, when its module is not in the manifest, so that a rename
 * or a move cannot skip the check. `sourceExists` is asked only for routes
 * marked inEntry, whose module has no chunk of its own to prove it is there.
 */
export function firstLoadFiles(
  manifest: Manifest,
  budget: RouteBudget,
  sourceExists: (sourcePath: string) => boolean,
): string[] {
  const roots = [entryKey(manifest)];
  const own = manifest[budget.module];
  if (own) {
    roots.push(budget.module);
  } else if (!budget.inEntry) {
    throw new BudgetError(
      `route ${budget.route}: its module ${budget.module} is not in the build manifest (renamed or moved? update js-budget.json)`,
    );
  } else if (!sourceExists(budget.module)) {
    throw new BudgetError(
      `route ${budget.route}: its module ${budget.module} does not exist (renamed or moved? update js-budget.json)`,
    );
  }
  const files = staticClosure(manifest, roots).map((key) => manifest[key].file);
  return [...new Set(files)].filter((file) => file.endsWith('.js'));
}

export interface BudgetRow {
  route: string;
  gzipBytes: number;
  budgetKB: number;
  over: boolean;
}

export function compareWithBudget(budget: RouteBudget, gzipBytes: number): BudgetRow {
  return {
    route: budget.route,
    gzipBytes,
    budgetKB: budget.budgetKB,
    over: gzipBytes > budget.budgetKB * KB,
  };
}

/** The plain-text table printed by the check. */
export function formatTable(rows: BudgetRow[]): string {
  const width = Math.max(5, ...rows.map((r) => r.route.length));
  const line = (cells: string[]) =>
    `${cells[0].padEnd(width)}  ${cells[1].padStart(8)}  ${cells[2].padStart(10)}  ${cells[3]}`;
  return [
    line(['route', 'gzip kB', 'budget kB', 'status']),
    ...rows.map((r) =>
      line([
        r.route,
        (r.gzipBytes / KB).toFixed(1),
        r.budgetKB.toFixed(1),
        r.over ? `OVER by ${((r.gzipBytes - r.budgetKB * KB) / KB).toFixed(1)} kB` : 'ok',
      ]),
    ),
  ].join('\n');
}
