/**
 * The supported browsers are one browserslist query (package.json), which the
 * web build reads and docs/decisions/039-supported-browsers.md lists: the two
 * must name the same browsers from the same versions.
 */
import fs from 'node:fs';
import browserslist from 'browserslist';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { describe, expect, it } from 'vitest';

const query = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { browserslist: string[] })
  .browserslist;
const decision = fs.readFileSync('docs/decisions/039-supported-browsers.md', 'utf8');

describe('supported browsers (docs/decisions/039-supported-browsers.md)', () => {
  it('the decision lists every entry of the query, and the query every entry of the decision', () => {
    for (const entry of query) expect(decision).toContain(`\`${entry}\``);
    const listed = [...decision.matchAll(/`([a-z_]+ >= [\d.]+)`/g)].map((m) => m[1]);
    expect(new Set(listed)).toEqual(new Set(query));
  });

  it('names real browsers, and gives the build its targets', () => {
    expect(browserslist(query).length).toBeGreaterThan(query.length);
    expect(browserslistToEsbuild(query)).toEqual(
      expect.arrayContaining(['chrome111', 'firefox128', 'safari16.4', 'ios16.4']),
    );
  });
});
