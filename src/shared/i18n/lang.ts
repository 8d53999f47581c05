/**
 * The marketplace's languages (issue 26, docs/decisions/037-languages.md):
 * English at `/`, Hindi at `/hi/...`, Gujarati at `/gu/...`. Paths and slugs
 * stay English under every prefix. Pure functions, no imports.
 */

export const LANGS = ['en', 'hi', 'gu'] as const;
export type Lang = (typeof LANGS)[number];

/** The `<html lang>` and hreflang code of each language. */
export const HTML_LANG: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN', gu: 'gu-IN' };

/** Each language's own name, as the switcher shows it. */
export const LANG_NAME: Record<Lang, string> = { en: 'English', hi: 'हिन्दी', gu: 'ગુજરાતી' };

/** The path prefix of `lang`: '' for English, '/hi', '/gu'. */
export function langPrefix(lang: Lang): string {
  return lang === 'en' ? '' : `/${lang}`;
}

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/**
 * The language of a path and the path without its prefix:
 * '/hi/search?x=1' -> { lang: 'hi', path: '/search?x=1' }; '/hi' -> '/'; '/hindi' is English.
 */
export function splitLangPath(pathAndQuery: string): { lang: Lang; path: string } {
  const m = /^\/(hi|gu)(?=$|[/?#])/.exec(pathAndQuery);
  if (!m) return { lang: 'en', path: pathAndQuery };
  const rest = pathAndQuery.slice(m[0].length);
  return { lang: m[1] as Lang, path: rest.startsWith('/') ? rest : `/${rest}` };
}

/** `path` (English, starting with '/') under `lang`'s prefix: ('hi', '/search') -> '/hi/search'; ('hi', '/') -> '/hi/'. */
export function langPath(lang: Lang, path: string): string {
  return `${langPrefix(lang)}${path}`;
}

/**
 * The language an API request asks for by its Accept-Language header: 'hi' or
 * 'gu' when its first tag is that language, else English.
 */
export function langOfAcceptLanguage(header: string | undefined): Lang {
  const first = header?.split(',')[0]?.trim().toLowerCase() ?? '';
  const base = first.split(/[-;]/)[0];
  return base === 'hi' || base === 'gu' ? base : 'en';
}

/**
 * The address of the stylesheet with the script's self-hosted faces (Noto Sans Devanagari or
 * Gujarati, installed font first) and the body's font list, for the small pages outside the app
 * (the WhatsApp links' pages): emitted by the web build (vite.config.ts), undefined for English.
 */
export function scriptFontsPath(lang: Lang): string | undefined {
  return lang === 'en' ? undefined : `/script-fonts-${lang}.css`;
}
