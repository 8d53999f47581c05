/**
 * docs/product.md against the code: what the product reference quotes must be
 * in the code under src/ (every .ts/.tsx file except *.test.*, with comments
 * removed, so a string only mentioned in a comment does not count).
 *
 * The convention of docs/product.md (outside code blocks):
 * - 'single quotes' hold an exact user-facing string or fixed wire value
 *   ('Sold Out...', 'Nill', 'View Details'). A `{placeholder}` stands for a
 *   value filled in at run time; each literal part around placeholders must
 *   occur on its own. An apostrophe inside a word (you're) or after one
 *   (the car's) neither opens nor closes a quote.
 * - "double quotes" hold examples and search terms ("1st Owner"): not checked.
 * - A backticked identifier is a wire name (`nSaleprice`, `CarStatus`) and
 *   must occur as a whole word. A backticked path (`/used-cars/{slug}`), a
 *   path after GET or POST, and a path opening a table row (the routes
 *   table) must have each of its segments in the code (query string dropped,
 *   placeholders as above). A backticked `src/...`, `docs/...` or
 *   `scripts/...` path must exist. Other backticked text is not checked.
 * In the code, `${PRODUCT}` reads as the product name and whitespace runs
 * count as one space (JSX text wraps lines). A failure lists each quote that
 * is missing with its line and section in docs/product.md: correct the code or
 * the reference, never one without the other.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { PRODUCT } from '#shared/brand.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DOC = 'docs/product.md';

/**
 * Quotes that are rightly not in src/ (text -> why). Empty: examples go in
 * double quotes instead. Keep it short: what the product shows is in the code.
 */
const NOT_IN_CODE: Record<string, string> = {};

type Kind = 'string' | 'wire name' | 'path' | 'file';

interface Quote {
  text: string;
  kind: Kind;
  line: number;
  section: string;
}

/** The checked quotes of `markdown` in order, each with its line and the heading above it. */
function quotesOf(markdown: string): Quote[] {
  const quotes: Quote[] = [];
  let section = '(top)';
  let fenced = false;
  markdown.split('\n').forEach((raw, i) => {
    if (raw.startsWith('```')) fenced = !fenced;
    if (fenced) return;
    section = /^#+\s+(.*)/.exec(raw)?.[1] ?? section;
    const add = (text: string, kind: Kind) => quotes.push({ text, kind, line: i + 1, section });
    for (const [, code = ''] of raw.matchAll(/`([^`]+)`/g)) {
      if (/^[A-Za-z_]\w*$/.test(code)) add(code, 'wire name');
      else if (/^\/\S*$/.test(code)) add(code, 'path');
      else if (/^(src|docs|scripts)\/[\w./-]+$/.test(code)) add(code, 'file');
    }
    const prose = raw.replace(/`[^`]*`/g, ' ');
    for (const [, p = ''] of prose.matchAll(/\b(?:GET|POST) (\/[^\s|,]*)/g)) add(p, 'path');
    const row = /^\|\s*(\/\S*)/.exec(prose);
    if (row?.[1]) add(row[1], 'path');
    for (const [, text = ''] of prose.matchAll(/(?<![\p{L}\p{N}])'(.+?)'(?![\p{L}\p{N}])/gu)) {
      add(text, 'string');
    }
  });
  return quotes;
}

const squash = (s: string) => s.replace(/\s+/g, ' ');

/** The code of every non-test .ts/.tsx file under src/: comments blanked, whitespace squashed. */
function sourceText(): string {
  return fs
    .readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\./.test(file))
    .map((file) => {
      let code = fs.readFileSync(path.join(ROOT, 'src', file), 'utf8');
      for (const c of parseSync(file, code).comments.toReversed()) {
        code = `${code.slice(0, c.start)} ${code.slice(c.end)}`;
      }
      return squash(code.replace(/\$\{PRODUCT\}/g, PRODUCT).replace(/\\(['"`])/g, '$1'));
    })
    .join('\n');
}

/** The literal parts of `text` around its `{placeholders}`. */
const parts = (text: string) => text.split(/\{[^}]*\}/).filter((part) => part.trim() !== '');

/** Whether `part` is in `code`, not as a piece of a longer word ('Sold' is not in 'Solder'). */
function hasPart(code: string, part: string): boolean {
  const word = /[\p{L}\p{N}_]/u;
  const before = word.test(part.at(0) ?? '') ? '(?<![\\p{L}\\p{N}_])' : '';
  const after = word.test(part.at(-1) ?? '') ? '(?![\\p{L}\\p{N}_])' : '';
  const escaped = part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${before}${escaped}${after}`, 'u').test(code);
}

/** Whether `quote` is in `code` (or, for a file, in the tree). */
function found(quote: Quote, code: string): boolean {
  switch (quote.kind) {
    case 'wire name':
      return hasPart(code, quote.text);
    case 'file':
      return fs.existsSync(path.join(ROOT, quote.text));
    case 'path':
      return quote.text
        .replace(/[?#].*/, '')
        .split('/')
        .flatMap(parts)
        .every((part) => hasPart(code, part));
    default:
      return parts(squash(quote.text)).every((part) => hasPart(code, part));
  }
}

describe('docs/product.md against src/', () => {
  const quotes = quotesOf(fs.readFileSync(path.join(ROOT, DOC), 'utf8'));

  it('finds quotes of every kind to check', () => {
    const count = (kind: Kind) => quotes.filter((q) => q.kind === kind).length;
    expect(count('string')).toBeGreaterThan(50);
    expect(count('wire name')).toBeGreaterThan(50);
    expect(count('path')).toBeGreaterThan(30);
    expect(count('file')).toBeGreaterThan(0);
  });

  it('finds every quoted string, wire name, path and file in src/', () => {
    const code = sourceText();
    const missing = quotes
      .filter((q) => !(q.text in NOT_IN_CODE) && !found(q, code))
      .map((q) => `${DOC}:${q.line} (${q.section}): ${q.kind} '${q.text}' not found`);
    expect(missing, `Quoted in ${DOC}, missing from the code:\n${missing.join('\n')}`).toEqual([]);
  });
});
