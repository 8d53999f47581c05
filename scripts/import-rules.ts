/**
 * The import boundaries of src/ and its import cycles, checked on the
 * resolved import graph (each folder's README.md states the same rules):
 *
 * - src/shared imports nothing from src/server or src/web;
 * - src/web never imports src/server, and src/server never imports src/web;
 * - src/web/components and src/web/lib import no feature and nothing from
 *   src/web/app; features import nothing from src/web/app;
 * - a web feature (src/web/features/A) uses another feature B only through
 *   B's public parts: B/api/, B/components/ and the files at B's top level,
 *   never B/utils/, B/content/ or other inner folders;
 * - code that runs in the app never imports the seed folder
 *   (src/server/db/seed); the seed itself, tests and the release step
 *   (src/server/release.ts, which seeds an empty database) may;
 * - only tests and test support import the test support folders
 *   (src/server/testing, src/web/test);
 * - no import cycles, type-only imports included;
 * - one-way folders: no cycle among the folders either, where a folder
 *   imports another when one of its files does. Test files (`*.test.ts`)
 *   are leaves nothing imports, so their imports are left out: a module's
 *   test may build the whole app, but the module's code (and its test
 *   helpers, which live in src/server/testing) may not reach back up.
 *
 * Specifiers are read with a regular expression from the formatted source
 * (Biome keeps `from '...'` on one line); `#shared/*`, `#server/*` and
 * `#web/*` resolve through package.json's "imports", relative ones from the
 * importing file; packages are outside the graph.
 */
import fs from 'node:fs';
import path from 'node:path';

/** One import edge: `from` imports `to` (both paths relative to the root, with `/`). */
export interface ImportEdge {
  from: string;
  to: string;
  typeOnly: boolean;
}

/**
 * A broken rule: the edge and why it is refused; a cycle (its files in order);
 * or a folder cycle (its folders, and the file imports that make it).
 */
export type ImportProblem =
  | { kind: 'boundary'; edge: ImportEdge; rule: string }
  | { kind: 'cycle'; files: string[] }
  | { kind: 'folder-cycle'; folders: string[]; edges: ImportEdge[] };

const ALIASES: Record<string, string> = {
  '#shared/': 'src/shared/',
  '#messages/': 'src/shared/i18n/en/',
  '#policy-content/': 'src/web/features/pages/content/en/',
  '#server/': 'src/server/',
  '#web/': 'src/web/',
};

const SPECIFIER =
  /(?:^|[\s;])(import|export)(\s+type)?\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|[\s;])import\s*['"]([^'"]+)['"]/g;

/** Every .ts/.tsx file under `dir` (relative to `root`), skipping build output. */
export function sourceFiles(root: string, dir = 'src'): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(child);
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(child);
    }
  };
  walk(dir);
  return out.sort();
}

/** The file `spec` names from `from`, or undefined for a package or a file outside the tree. */
function resolve(files: Set<string>, from: string, spec: string): string | undefined {
  let target: string | undefined;
  for (const [alias, dir] of Object.entries(ALIASES))
    if (spec.startsWith(alias)) target = dir + spec.slice(alias.length);
  if (spec.startsWith('.')) target = path.posix.normalize(`${path.posix.dirname(from)}/${spec}`);
  if (target === undefined) return undefined;
  if (files.has(target)) return target;
  for (const ext of ['.ts', '.tsx', '/index.ts', '/index.tsx'])
    if (files.has(target + ext)) return target + ext;
  return undefined;
}

/** The import edges of `files` (paths relative to `root`). */
export function importEdges(root: string, files: string[]): ImportEdge[] {
  const known = new Set(files);
  const edges: ImportEdge[] = [];
  for (const from of files) {
    const source = fs.readFileSync(path.join(root, from), 'utf8');
    for (const m of source.matchAll(SPECIFIER)) {
      const spec = m[3] ?? m[4] ?? m[5] ?? '';
      const to = resolve(known, from, spec);
      if (to) edges.push({ from, to, typeOnly: m[2] !== undefined });
    }
  }
  return edges;
}

const inside = (file: string, dir: string) => file.startsWith(`${dir}/`);
const isTestFile = (file: string) => /\.test\.tsx?$/.test(file);
const TEST_SUPPORT = ['src/server/testing', 'src/web/test'];
const isTestCode = (file: string) =>
  isTestFile(file) ||
  TEST_SUPPORT.some((dir) => inside(file, dir)) ||
  inside(file, 'src/server/reliability');
const SEED = 'src/server/db/seed';
const FEATURES = 'src/web/features';
const RELEASE_STEP = 'src/server/release.ts';

/** The boundary rule `edge` breaks, or undefined when it is allowed. */
export function brokenRule({ from, to }: ImportEdge): string | undefined {
  if (inside(from, 'src/shared') && (inside(to, 'src/server') || inside(to, 'src/web')))
    return 'src/shared imports nothing from src/server or src/web';
  if (inside(from, 'src/web') && inside(to, 'src/server'))
    return 'src/web never imports src/server';
  if (inside(from, 'src/server') && inside(to, 'src/web'))
    return 'src/server never imports src/web';
  const shared = inside(from, 'src/web/components') || inside(from, 'src/web/lib');
  if (shared && (inside(to, FEATURES) || inside(to, 'src/web/app')))
    return 'src/web/components and src/web/lib import no feature and nothing from src/web/app';
  if (inside(from, FEATURES) && inside(to, 'src/web/app'))
    return 'a feature imports nothing from src/web/app';
  if (inside(to, SEED) && !inside(from, SEED) && !isTestCode(from) && from !== RELEASE_STEP)
    return 'app code never imports the seed folder (src/server/db/seed)';
  if (TEST_SUPPORT.some((dir) => inside(to, dir)) && !isTestCode(from))
    return 'only tests and test support import src/server/testing and src/web/test';
  if (inside(from, FEATURES) && inside(to, FEATURES)) {
    const [fromFeature] = from.slice(FEATURES.length + 1).split('/');
    const [toFeature, ...rest] = to.slice(FEATURES.length + 1).split('/');
    const publicPart = rest.length === 1 || rest[0] === 'api' || rest[0] === 'components';
    if (fromFeature !== toFeature && !publicPart)
      return `a feature uses another only through its api/, components/ or top-level files (${toFeature}/${rest[0]}/ is inside ${toFeature})`;
  }
  return undefined;
}

/** Every cycle of the graph, each once, as the files along it (Tarjan's strongly connected components). */
export function importCycles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    const selfLoop = (next.get(node) ?? []).includes(node);
    if (component.length > 1 || selfLoop) cycles.push(component.reverse());
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

/** Every boundary broken and every cycle in the tree at `root`. */
export function checkImports(root: string): ImportProblem[] {
  const edges = importEdges(root, sourceFiles(root));
  const problems: ImportProblem[] = [];
  for (const edge of edges) {
    const rule = brokenRule(edge);
    if (rule) problems.push({ kind: 'boundary', edge, rule });
  }
  for (const files of importCycles(edges)) problems.push({ kind: 'cycle', files });
  problems.push(...folderCycles(edges));
  return problems;
}

/** The cycles among folders, each with the file imports (test files left out) that close it. */
export function folderCycles(edges: ImportEdge[]): ImportProblem[] {
  const folderOf = (file: string) => path.posix.dirname(file);
  const between = edges.filter((e) => !isTestFile(e.from) && folderOf(e.from) !== folderOf(e.to));
  const folderEdges = between.map((e) => ({
    from: folderOf(e.from),
    to: folderOf(e.to),
    typeOnly: e.typeOnly,
  }));
  return importCycles(folderEdges).map((folders) => {
    const members = new Set(folders);
    const closing = between.filter(
      (e) => members.has(folderOf(e.from)) && members.has(folderOf(e.to)),
    );
    return { kind: 'folder-cycle' as const, folders, edges: closing };
  });
}
