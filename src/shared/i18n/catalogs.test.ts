/**
 * The catalogs are complete (issue 26, part 2): every module of en/ exists in
 * hi/ and gu/ with the same exports of the same kind (a string, or a function
 * of as many arguments), no message is empty, and no Hindi or Gujarati text
 * is left in English (a lower-case English word in a string identical to the
 * English one; names such as CarSetu, WhatsApp or OTP are allowed).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = import.meta.dirname;
const modules = fs
  .readdirSync(path.join(dir, 'en'))
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

/** Lower-case words that read the same in every language. */
const SAME_WORDS = new Set(['km', 'kmpl', 'cc', 'lakh']);

function kind(value: unknown): string {
  return typeof value === 'function' ? `function/${value.length}` : typeof value;
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe.each(modules)('messages %s', (file) => {
  it.each(['hi', 'gu'])('%s has the same messages as English, translated', async (lang) => {
    const en: Record<string, unknown> = await import(`./en/${file}`);
    const other: Record<string, unknown> = await import(`./${lang}/${file}`);
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) {
      expect(`${key}: ${kind(other[key])}`).toBe(`${key}: ${kind(en[key])}`);
      const enText = strings(en[key]);
      const text = strings(other[key]);
      if (typeof en[key] === 'object')
        expect(Object.keys(other[key] as object)).toEqual(Object.keys(en[key] as object));
      text.forEach((t, i) => {
        expect(t.trim(), `${lang}/${file} ${key} is empty`).not.toBe('');
        const english =
          t === enText[i] && (t.match(/\b[a-z]{3,}\b/g) ?? []).some((w) => !SAME_WORDS.has(w));
        expect(english, `${lang}/${file} ${key} is still English: "${t}"`).toBe(false);
      });
    }
  });
});
