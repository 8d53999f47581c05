/** The import check on small trees written for each case: each rule refuses its import, and cycles are found. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkImports } from './import-rules.ts';

let root = '';

/** Writes `files` (path -> source) into a fresh temporary tree and checks it. */
function check(files: Record<string, string>) {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'import-rules-'));
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), source);
  }
  return checkImports(root);
}

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const rules = (problems: ReturnType<typeof checkImports>) =>
  problems.map((p) =>
    p.kind === 'boundary'
      ? p.rule
      : p.kind === 'cycle'
        ? `cycle ${p.files.join(' ')}`
        : `folder cycle ${p.folders.join(' ')}`,
  );

describe('checkImports', () => {
  it('accepts imports that keep the boundaries', () => {
    const problems = check({
      'src/shared/a.ts': 'export const a = 1;\n',
      'src/server/b.ts': "import { a } from '#shared/a.ts';\nexport const b = a;\n",
      'src/web/features/cars/api/cars.ts':
        "import { a } from '../../../../shared/a.ts';\nexport const c = a;\n",
      'src/web/features/landing/page.tsx':
        "import { c } from '#web/features/cars/api/cars.ts';\nexport const d = c;\n",
      'src/server/db/seed/ids.ts': 'export const id = 1;\n',
      'src/server/db/seed/ids.test.ts': "import { id } from './ids.ts';\n",
    });
    expect(problems).toEqual([]);
  });

  it('refuses shared importing server or web, and web and server importing each other', () => {
    const problems = check({
      'src/shared/a.ts': "import type { B } from '#server/b.ts';\nexport const a = 1;\n",
      'src/server/b.ts': "import { w } from '../web/w.ts';\nexport type B = number;\n",
      'src/web/w.ts': "export const w = await import('#server/c.ts');\n",
      'src/server/c.ts': 'export {};\n',
    });
    expect(rules(problems)).toEqual([
      'src/server never imports src/web',
      'src/shared imports nothing from src/server or src/web',
      'src/web never imports src/server',
      'folder cycle src/server src/web',
    ]);
  });

  it("refuses a feature reaching into another feature's inner folders", () => {
    const problems = check({
      'src/web/features/cars/utils/price.ts': 'export const p = 1;\n',
      'src/web/features/leads/components/Lead.tsx':
        "import {\n  p,\n} from '#web/features/cars/utils/price.ts';\nexport const l = p;\n",
    });
    expect(rules(problems)).toEqual([
      'a feature uses another only through its api/, components/ or top-level files (cars/utils/ is inside cars)',
    ]);
  });

  it('refuses shared web code importing features or the app, and features importing the app', () => {
    const problems = check({
      'src/web/app/router.tsx': 'export const r = 1;\n',
      'src/web/features/cars/api/cars.ts': "import { r } from '#web/app/router.tsx';\n",
      'src/web/lib/client.ts': "import { c } from '../features/cars/api/cars.ts';\n",
      'src/web/components/ui/Card.tsx': "import { r } from '#web/app/router.tsx';\n",
    });
    expect(rules(problems)).toEqual([
      'src/web/components and src/web/lib import no feature and nothing from src/web/app',
      'a feature imports nothing from src/web/app',
      'src/web/components and src/web/lib import no feature and nothing from src/web/app',
    ]);
  });

  it('refuses app code importing the seed folder, but not tests or the release step', () => {
    const problems = check({
      'src/server/db/seed/ids.ts': 'export const id = 1;\n',
      'src/server/modules/listings.ts': "import { id } from '../db/seed/ids.ts';\n",
      'src/server/modules/listings.test.ts': "import { id } from '../db/seed/ids.ts';\n",
      'src/server/release.ts': "import { id } from './db/seed/ids.ts';\n",
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ edge: { from: 'src/server/modules/listings.ts' } });
  });

  it('finds a cycle, type-only imports included', () => {
    const problems = check({
      'src/shared/a.ts': "import type { C } from './c.ts';\nexport const a = 1;\n",
      'src/shared/b.ts': "import { a } from './a.ts';\nexport const b = a;\n",
      'src/shared/c.ts': "export { b } from './b.ts';\nexport type C = 1;\n",
      'src/shared/d.ts': "import { a } from './a.ts';\n",
    });
    expect(rules(problems)).toEqual(['cycle src/shared/a.ts src/shared/c.ts src/shared/b.ts']);
  });

  it('finds folders that import each other, though no file cycle does', () => {
    const problems = check({
      'src/server/app.ts':
        "import { route } from './modules/cars/routes.ts';\nexport const app = route;\n",
      'src/server/config.ts': 'export const config = 1;\n',
      'src/server/modules/cars/routes.ts':
        "import { config } from '../../config.ts';\nexport const route = config;\n",
    });
    expect(rules(problems)).toEqual(['folder cycle src/server src/server/modules/cars']);
    expect(problems[0]).toMatchObject({
      edges: [
        { from: 'src/server/app.ts', to: 'src/server/modules/cars/routes.ts' },
        { from: 'src/server/modules/cars/routes.ts', to: 'src/server/config.ts' },
      ],
    });
  });

  it("leaves test files out of the folder graph, but not a module's test helpers", () => {
    const tree = {
      'src/server/app.ts': "import { r } from './modules/cars/routes.ts';\nexport const app = r;\n",
      'src/server/testing/test-app.ts': "import { app } from '../app.ts';\nexport const t = app;\n",
      'src/server/modules/cars/routes.ts': 'export const r = 1;\n',
      'src/server/modules/cars/cars.test.ts': "import { t } from '../../testing/test-app.ts';\n",
    };
    expect(check(tree)).toEqual([]);
    fs.rmSync(root, { recursive: true, force: true });
    const problems = check({
      ...tree,
      'src/server/modules/cars/cars-test-helpers.ts':
        "import { t } from '../../testing/test-app.ts';\nexport const h = t;\n",
    });
    expect(rules(problems)).toEqual([
      'only tests and test support import src/server/testing and src/web/test',
      'folder cycle src/server src/server/modules/cars src/server/testing',
    ]);
  });
});
