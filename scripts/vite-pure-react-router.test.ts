/**
 * The build's React Router plugin (scripts/vite-pure-react-router.ts) still
 * finds what it rewrites in the installed React Router: when an upgrade
 * changes how the library is written, this fails, and the plugin (or its
 * removal, once React Router is tree-shakeable itself) needs a look.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pureReactRouter } from './vite-pure-react-router.ts';

const require = createRequire(import.meta.url);
const dist = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist',
  'production',
);
const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');

describe('pureReactRouter', () => {
  it("marks every forwardRef of React Router's DOM components pure and drops their displayName", () => {
    const source = read('lib/dom/lib.js');
    const calls = source.match(/React\$1\.forwardRef\(/g)?.length ?? 0;
    expect(calls).toBeGreaterThanOrEqual(3); // Link, NavLink, Form
    const out = pureReactRouter(source);
    expect(out.match(/\/\* @__PURE__ \*\/ React\$1\.forwardRef\(/g)?.length).toBe(calls);
    expect(out).not.toMatch(/^(Link|NavLink|Form)\.displayName/m);
  });

  it("drops the contexts' displayName statements and nothing else", () => {
    const source = read('lib/context.js');
    const out = pureReactRouter(source);
    expect(out).not.toMatch(/^\w+\.displayName =/m);
    expect(out.replace(/\s+/g, '')).toBe(
      source.replace(/^\w+\.displayName = "[^"\n]*";$/gm, '').replace(/\s+/g, ''),
    );
    expect(out).toContain('const NavigationContext = React$1.createContext(null);');
  });
});
