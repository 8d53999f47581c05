/**
 * docs/configuration.md lists exactly the variables the server's settings
 * schema accepts (src/server/config/config-env.ts), each with the schema's
 * default. Reads every Markdown table whose first header cell is "variable":
 * the backticked names in its first column, the default in its second.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EnvSchemaChecked } from '../src/server/config/config-env.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docPath = path.join(root, 'docs', 'configuration.md');

type DocRow = { names: string[]; defaultCell: string; line: number };

/** The cells of a Markdown table row (`| a | b |`), trimmed; `\|` stays inside a cell. */
function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());
}

/** Rows of every table headed `| variable | default | ...`. */
function documentedRows(markdown: string): DocRow[] {
  const rows: DocRow[] = [];
  const lines = markdown.split('\n');
  let inTable = false;
  lines.forEach((line, i) => {
    if (!line.trim().startsWith('|')) {
      inTable = false;
      return;
    }
    const row = cells(line);
    if (!inTable) {
      inTable = row[0]?.toLowerCase() === 'variable';
      return;
    }
    if (row.every((c) => /^:?-+:?$/.test(c))) return; // the separator row
    const names = [...(row[0] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] ?? '');
    rows.push({ names, defaultCell: row[1] ?? '', line: i + 1 });
  });
  return rows;
}

/** The schema's default of each key, as the string an environment would carry; undefined: none. */
function schemaDefaults(): Map<string, string | undefined> {
  const defaults = new Map<string, string | undefined>();
  for (const [name, schema] of Object.entries(EnvSchemaChecked.shape)) {
    // What the setting reads as when unset (a default may sit inside a preprocess step); a
    // value transformed into something an environment cannot carry (a list) counts as none.
    const unset = schema.safeParse(undefined);
    const value = unset.success ? unset.data : undefined;
    const raw = ['string', 'number', 'boolean'].includes(typeof value);
    defaults.set(name, raw ? String(value) : undefined);
  }
  return defaults;
}

const rows = documentedRows(fs.readFileSync(docPath, 'utf8'));
const defaults = schemaDefaults();

describe('docs/configuration.md', () => {
  it('has a settings table, and a variable name on every row', () => {
    expect(rows.length).toBeGreaterThan(0);
    const nameless = rows.filter((r) => r.names.length === 0).map((r) => `line ${r.line}`);
    expect(nameless, `rows without a backticked variable name: ${nameless.join(', ')}`).toEqual([]);
  });

  it('documents exactly the variables of the settings schema (config-env.ts)', () => {
    const documented = rows.flatMap((r) => r.names);
    const seen = new Set(documented);
    const twice = documented.filter((n, i) => documented.indexOf(n) !== i);
    const missing = [...defaults.keys()].filter((n) => !seen.has(n)).sort();
    const extra = [...seen].filter((n) => !defaults.has(n)).sort();
    const problems = [
      missing.length > 0 && `in the schema but not in docs/configuration.md: ${missing.join(', ')}`,
      extra.length > 0 &&
        `in docs/configuration.md but not in the schema (config-env.ts): ${extra.join(', ')}`,
      twice.length > 0 && `documented more than once: ${twice.join(', ')}`,
    ].filter(Boolean);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it("gives each variable the schema's default, or says it is unset", () => {
    const wrong: string[] = [];
    for (const row of rows) {
      for (const name of row.names) {
        if (!defaults.has(name)) continue; // reported by the test above
        const expected = defaults.get(name);
        if (expected === undefined) {
          if (!row.defaultCell.startsWith('(unset'))
            wrong.push(`${name}: the schema has no default; the doc says ${row.defaultCell}`);
        } else if (row.defaultCell !== `\`${expected}\``) {
          wrong.push(
            `${name}: the schema's default is \`${expected}\`; the doc says ${row.defaultCell}`,
          );
        }
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });
});
