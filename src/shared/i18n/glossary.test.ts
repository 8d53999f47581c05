/**
 * One term per idea (glossary.ts, issue 42 part 6): no Hindi or Gujarati
 * catalog module or policy page holds a variant the glossary forbids, each
 * message the glossary lists uses its idea's term, Gujarati joins its case
 * postpositions to the word before them, and a count of one reads in the
 * singular. The text is read from the sources' string literals and JSX text
 * (Rolldown's parser, as scripts/check-strings.ts), comments left out, so a
 * failure names the file and line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseSync } from 'rolldown/utils';
import { describe, expect, it } from 'vitest';
import { keywordTokens } from '../keywords.ts';
import { GLOSSARY } from './glossary.ts';
import { GUJARATI_JOINED_POSTPOSITIONS } from './gujarati-postpositions.ts';

const LANGS = ['hi', 'gu'] as const;
type Lang = (typeof LANGS)[number];

const root = path.resolve(import.meta.dirname, '../../..');
const catalogDir = (lang: Lang) => `src/shared/i18n/${lang}`;
const policyDir = (lang: Lang) => `src/web/features/pages/content/${lang}`;

const filesOf = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir))
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts'))
    .map((f) => `${dir}/${f}`);

/** Every Hindi or Gujarati catalog module and policy page (paths from the root). */
const sourcesOf = (lang: Lang) => [...filesOf(catalogDir(lang)), ...filesOf(policyDir(lang))];

interface Text {
  file: string;
  line: number;
  text: string;
}

/**
 * The text a person reads in `file`: string literals, templates and JSX text.
 * A value inside a template, and the value before a string in an array
 * (`[city, ' में पुरानी कारें']`) or before JSX text, shows as `{}`.
 */
function textsOf(file: string): Text[] {
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  const lineOf = (offset: number) => source.slice(0, offset).split('\n').length;
  const found: Text[] = [];
  const { program } = parseSync(file, source, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' });
  type Node = Record<string, unknown> & { type?: string; start?: number };
  /** `afterValue`: the node comes right after a value (an array's element, a JSX child). */
  const visit = (node: unknown, afterValue = false): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const n = node as Node;
    const at = lineOf(n.start ?? 0);
    const before = afterValue ? '{}' : '';
    if ((n.type === 'Literal' || n.type === 'StringLiteral') && typeof n.value === 'string') {
      found.push({ file, line: at, text: before + n.value });
      return;
    }
    if (n.type === 'JSXText') {
      found.push({ file, line: at, text: before + String(n.value).replace(/\s+/g, ' ') });
      return;
    }
    if (n.type === 'TemplateLiteral') {
      const quasis = n.quasis as { value: { cooked?: string | null; raw: string } }[];
      const text = quasis.map((q) => q.value.cooked ?? q.value.raw).join('{}');
      found.push({ file, line: at, text: before + text });
    }
    const list = n.type === 'ArrayExpression' ? n.elements : n.children;
    if (Array.isArray(list)) {
      list.forEach((child: Node | null, i) => {
        const previous = list[i - 1] as Node | null | undefined;
        const isText = (x: Node | null | undefined) =>
          x?.type === 'JSXText' || x?.type === 'Literal' || x?.type === 'StringLiteral';
        visit(child, i > 0 && !isText(previous) && isText(child));
      });
    }
    for (const [key, child] of Object.entries(n)) {
      if (key === 'parent' || child === list) continue;
      if (child && typeof child === 'object') visit(child);
    }
  };
  visit(program);
  return found;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `variant` where a word starts (and, for Latin, where it ends). */
const variantPattern = (variant: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{M}\\p{N}])${escapeRegExp(variant)}${/[A-Za-z]$/.test(variant) ? '(?![A-Za-z])' : ''}`,
    'iu',
  );

const where = (t: Text) => `${t.file}:${t.line}: ${t.text.trim()}`;

describe.each(LANGS)('%s glossary', (lang) => {
  const texts = sourcesOf(lang).flatMap(textsOf);

  it('reads every catalog module and policy page', () => {
    expect(filesOf(catalogDir(lang)).length).toBeGreaterThan(20);
    expect(filesOf(policyDir(lang))).toHaveLength(5);
    expect(texts.length).toBeGreaterThan(500);
  });

  it.each(GLOSSARY.map((e) => [e.idea, e] as const))('no variant of "%s"', (_idea, entry) => {
    const found = entry[lang].forbidden.flatMap((variant) => {
      const re = variantPattern(variant);
      return texts
        .filter((t) => re.test(t.text))
        .map((t) => `"${variant}" (use "${entry[lang].term}") in ${where(t)}`);
    });
    expect(found).toEqual([]);
  });

  it.each(GLOSSARY.map((e) => [e.idea, e] as const))(
    'the messages that name "%s" use its term',
    async (_idea, entry) => {
      const wrong: string[] = [];
      for (const name of entry.messages) {
        const text = await messageText(lang, name);
        if (!entry[lang].forms.some((form) => text.includes(form)))
          wrong.push(`${lang}/${name}: "${text}" (use "${entry[lang].term}")`);
      }
      expect(wrong).toEqual([]);
    },
  );
});

describe('gu postpositions', () => {
  it('joins its case postpositions to the word before them', () => {
    const texts = sourcesOf('gu').flatMap(textsOf);
    const apart = new RegExp(
      `(?<=[\\p{L}\\p{M}\\p{N}%)}\\]]) (${GUJARATI_JOINED_POSTPOSITIONS.join('|')})(?![\\p{L}\\p{M}])`,
      'u',
    );
    const found = texts.filter((t) => apart.test(t.text)).map(where);
    expect(found).toEqual([]);
  });
});

/** A sample value for every argument: a count above one, or text. */
const SAMPLE = 2;

/** The text of message `name` ('module.export[.key]'), a function called with SAMPLE for each argument. */
async function messageText(lang: Lang, name: string): Promise<string> {
  const [file, ...keys] = name.split('.');
  const module: Record<string, unknown> = await import(`./${lang}/${file}.ts`);
  let value: unknown = module;
  for (const key of keys) value = (value as Record<string, unknown> | undefined)?.[key];
  if (typeof value === 'function')
    value = value(...Array.from({ length: value.length }, () => SAMPLE));
  if (Array.isArray(value)) value = value.map(String).join('');
  if (typeof value !== 'string') throw new Error(`${lang}/${name} is not a message`);
  return value;
}

describe('counts of one', () => {
  it.each([
    ['hi', 'car-page.tooFewToJudge', [1], 'कारें'],
    ['hi', 'car-page.fairPriceRange', ['₹1', '₹2', 1], 'कारों'],
    ['hi', 'dealer.stockCounts', [2, 1], 'चुकीं'],
    ['gu', 'sell.photosCount', [1, 10, 9], 'ફોટા'],
  ] as const)('%s %s reads in the singular', async (lang, name, args, plural) => {
    const [file, key] = name.split('.') as [string, string];
    const module: Record<string, (...a: unknown[]) => string> = await import(
      `./${lang}/${file}.ts`
    );
    const fn = module[key];
    if (!fn) throw new Error(`${lang}/${name} is missing`);
    expect(fn(...args)).not.toContain(plural);
  });
});

describe("the search box's example", () => {
  it.each(LANGS)('%s: words the keyword search reads, no English', async (lang) => {
    const { searchPlaceholder }: { searchPlaceholder: string } = await import(`./${lang}/frame.ts`);
    const example = searchPlaceholder.slice(searchPlaceholder.indexOf(':') + 1).trim();
    // The keyword search reads Latin words only (keywords.ts): the example is all of them.
    expect(keywordTokens(example).join(' ')).toBe(example.toLowerCase());
    expect(example.split(' ')).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(under|below|above|for|in|to|with)$/)]),
    );
  });
});
