/**
 * `npm run lint`'s check for words written outside the catalogs (issue 26,
 * part 2; src/shared/i18n/README.md): fails on English text in the web app's
 * JSX (text between tags, and literal aria-label, title, placeholder, alt and
 * label attributes) outside src/shared/i18n. Parsed with Rolldown's parser
 * (oxc), not matched by pattern. The operator console (src/web/features/admin)
 * stays English and is left out, as are tests. A few words read the same in
 * every language (ALLOWED).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseSync } from 'rolldown/utils';
import { sourceFiles } from './import-rules.ts';

const root = path.resolve(import.meta.dirname, '..');
const ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label']);
/** Text that is the same in every language: the brand, units and symbols. */
const ALLOWED = /^(CarSetu|Car|Setu|\+91|OTP|EMI|km|RC|CSV|NA|x)$/;
const SKIP = [
  /\.test\.tsx?$/,
  /^src\/web\/features\/admin\//,
  /^src\/web\/test\//,
  // The policy pages' prose: a component per language (content/{en,hi,gu}/), itself a catalog.
  /^src\/web\/features\/pages\/content\//,
];

export interface HardCodedString {
  file: string;
  line: number;
  text: string;
}

/** Whether `text` is words a person reads (letters beyond the allowed names). */
function isWords(text: string): boolean {
  const t = text.replace(/\s+/g, ' ').trim();
  return /[A-Za-z]{2,}/.test(t) && !ALLOWED.test(t);
}

/** The hard-coded strings of one file's source. */
export function hardCodedStrings(file: string, source: string): HardCodedString[] {
  const found: HardCodedString[] = [];
  const lineOf = (offset: number) => source.slice(0, offset).split('\n').length;
  const { program } = parseSync(file, source, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' });
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const n = node as Record<string, unknown> & { type?: string; start?: number };
    if (n.type === 'JSXText' && isWords(String(n.value))) {
      found.push({ file, line: lineOf(n.start ?? 0), text: String(n.value).trim() });
    }
    if (n.type === 'JSXAttribute') {
      const name = (n.name as { name?: string } | undefined)?.name;
      const value = n.value as { type?: string; value?: unknown } | null;
      if (
        name &&
        ATTRIBUTES.has(name) &&
        (value?.type === 'Literal' || value?.type === 'StringLiteral') &&
        isWords(String(value.value))
      ) {
        found.push({ file, line: lineOf(n.start ?? 0), text: `${name}="${String(value.value)}"` });
      }
    }
    for (const [key, child] of Object.entries(n)) {
      if (key !== 'parent' && child && typeof child === 'object') visit(child);
    }
  };
  visit(program);
  return found;
}

if (import.meta.main) {
  const files = sourceFiles(root, 'src/web').filter(
    (f) => f.endsWith('.tsx') && !SKIP.some((re) => re.test(f)),
  );
  const found = files.flatMap((f) =>
    hardCodedStrings(f, fs.readFileSync(path.join(root, f), 'utf8')),
  );
  for (const s of found) console.error(`${s.file}:${s.line}: ${s.text}`);
  if (found.length > 0) {
    console.error(
      `\n${found.length} string(s) written outside the catalogs: move them to src/shared/i18n/{en,hi,gu}/ (src/shared/i18n/README.md).`,
    );
    process.exit(1);
  }
  console.log(`strings: every word of the web app's ${files.length} components is in the catalogs`);
}
