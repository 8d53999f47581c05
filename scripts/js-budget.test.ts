/** First-load JS from a build manifest, and the budget comparison (scripts/js-budget.ts). */
import { describe, expect, it } from 'vitest';
import {
  BudgetError,
  compareWithBudget,
  entryFiles,
  firstLoadFiles,
  formatTable,
  type Manifest,
  parseBudgets,
  parseFirstLoad,
  staticClosure,
} from './js-budget.ts';

// A cut-down manifest of the shape Vite 8 writes: the entry imports shared
// chunks, route chunks import the entry back, and a lazy component is a
// dynamic import that must not count.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react.js', '_query.js'],
    dynamicImports: ['src/routes/search-route.tsx', 'src/Banner.tsx'],
  },
  '_react.js': { file: 'assets/react.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_query.js': { file: 'assets/query.js', imports: ['_runtime.js', '_react.js'] },
  '_fields.js': { file: 'assets/fields.js', imports: ['_runtime.js'] },
  '_chunk.css': { file: 'assets/chunk.css', src: '_chunk.css' },
  'src/routes/search-route.tsx': {
    file: 'assets/search-route.js',
    src: 'src/routes/search-route.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_react.js', '_fields.js'],
    dynamicImports: ['src/FilterPanel.tsx'],
  },
  'src/FilterPanel.tsx': { file: 'assets/FilterPanel.js', isDynamicEntry: true },
  'src/Banner.tsx': { file: 'assets/Banner.js', isDynamicEntry: true },
};

const search = { route: '/search', module: 'src/routes/search-route.tsx', budgetKB: 10 };
const home = { route: '/', module: 'src/routes/home-route.tsx', inEntry: true, budgetKB: 10 };
const exists = () => true;

describe('staticClosure', () => {
  it('follows imports transitively, each chunk once, and never dynamic imports', () => {
    expect(staticClosure(manifest, ['index.html'])).toEqual([
      'index.html',
      '_react.js',
      '_runtime.js',
      '_query.js',
    ]);
  });

  it('survives import cycles (a route chunk importing the entry back)', () => {
    expect(staticClosure(manifest, ['src/routes/search-route.tsx']).sort()).toEqual(
      [
        'src/routes/search-route.tsx',
        'index.html',
        '_react.js',
        '_runtime.js',
        '_query.js',
        '_fields.js',
      ].sort(),
    );
  });

  it('names a missing import and who imports it', () => {
    const broken: Manifest = { a: { file: 'a.js', imports: ['_gone.js'] } };
    expect(() => staticClosure(broken, ['a'])).toThrow(/no chunk "_gone.js" \(imported by "a"\)/);
  });
});

describe('firstLoadFiles', () => {
  it('is the entry and the route chunk with their static imports, de-duplicated', () => {
    expect(firstLoadFiles(manifest, search, exists).sort()).toEqual(
      [
        'assets/index.js',
        'assets/react.js',
        'assets/runtime.js',
        'assets/query.js',
        'assets/search-route.js',
        'assets/fields.js',
      ].sort(),
    );
  });

  it('is the entry closure alone for a route bundled into the entry', () => {
    expect(firstLoadFiles(manifest, home, exists)).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/runtime.js',
      'assets/query.js',
    ]);
  });

  it('fails, naming the route, when its lazy module is not in the manifest', () => {
    const renamed = { ...search, module: 'src/routes/find-route.tsx' };
    expect(() => firstLoadFiles(manifest, renamed, exists)).toThrow(BudgetError);
    expect(() => firstLoadFiles(manifest, renamed, exists)).toThrow(
      'route /search: its module src/routes/find-route.tsx is not in the build manifest',
    );
  });

  it('fails, naming the route, when an in-entry module no longer exists', () => {
    expect(() => firstLoadFiles(manifest, home, () => false)).toThrow(
      'route /: its module src/routes/home-route.tsx does not exist',
    );
  });

  it('fails without exactly one entry', () => {
    const { 'index.html': _entry, ...noEntry } = manifest;
    expect(() => firstLoadFiles(noEntry, search, exists)).toThrow(/0 entry chunks/);
  });
});

describe('budgets', () => {
  it('is over only past the budget (1 kB = 1000 bytes)', () => {
    expect(compareWithBudget(search, 10_000).over).toBe(false);
    expect(compareWithBudget(search, 10_001).over).toBe(true);
  });

  it('prints the route, its size, its budget and how far over it is', () => {
    const table = formatTable([
      compareWithBudget(home, 9_500),
      compareWithBudget(search, 12_345),
    ]).split('\n');
    expect(table[0]).toMatch(/^route\s+gzip kB\s+budget kB\s+status$/);
    expect(table[1]).toMatch(/^\/\s+9\.5\s+10\.0\s+ok$/);
    expect(table[2]).toMatch(/^\/search\s+12\.3\s+10\.0\s+OVER by 2\.3 kB$/);
  });

  it('reads js-budget.json and refuses a malformed line', () => {
    expect(parseBudgets({ routes: [search, home] })).toEqual([
      { ...search, inEntry: undefined },
      home,
    ]);
    expect(() => parseBudgets({ routes: [] })).toThrow(BudgetError);
    expect(() => parseBudgets({ routes: [{ route: '/', module: 'x.tsx' }] })).toThrow(
      /routes\[0\] needs/,
    );
  });
});

describe('first load of a server-rendered page', () => {
  const withBoot: Manifest = {
    ...manifest,
    'src/boot.ts': { file: 'assets/boot.js', isEntry: true, imports: ['_tiny.js'] },
    '_tiny.js': { file: 'assets/tiny.js' },
  };

  it('is the boot entry and its static imports', () => {
    expect(entryFiles(withBoot, 'src/boot.ts')).toEqual(['assets/boot.js', 'assets/tiny.js']);
  });

  it('fails when the boot script is not an entry of the build', () => {
    expect(() => entryFiles(manifest, 'src/boot.ts')).toThrow(/src\/boot\.ts is not an entry/);
    expect(() => entryFiles(withBoot, '_tiny.js')).toThrow(BudgetError);
  });

  it('reads the firstLoad line of js-budget.json and refuses a malformed one', () => {
    expect(parseFirstLoad({ firstLoad: { module: 'src/boot.ts', budgetKB: 2 } })).toEqual({
      module: 'src/boot.ts',
      budgetKB: 2,
    });
    expect(() => parseFirstLoad({ routes: [] })).toThrow(/"firstLoad" needs/);
    expect(() => parseFirstLoad({ firstLoad: { module: 'x', budgetKB: 0 } })).toThrow(BudgetError);
  });
});
