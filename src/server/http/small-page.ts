import { HTML_LANG, type Lang, langPrefix, scriptFontsPath } from '#shared/i18n/lang.ts';

/**
 * A small page of its own, outside the app (the links in WhatsApp messages:
 * /alerts/stop, /listing/renew, under /hi and /gu too): a card with CarSetu's
 * name, `title` and `body` (HTML the caller escapes) in `lang`, noindex, no
 * script. Works on any phone; in Hindi and Gujarati it links the script's
 * faces (installed font first, the web build's woff2 otherwise).
 */
export const smallPage = (lang: Lang, title: string, body: string) => {
  const fonts = scriptFontsPath(lang);
  return `<!doctype html>
<html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} | CarSetu</title>
<style>body{margin:0;padding:0 1rem;font:16px/1.5 system-ui,sans-serif;background:#f6f7f9;color:#1f2937}
main{max-width:28rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.4rem;margin:0 0 .5rem}a{color:#0b4ea2}
button{min-height:3rem;padding:0 1.5rem;border:0;border-radius:.75rem;background:#0b4ea2;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.brand{font-weight:700;color:#0b4ea2;margin-bottom:1rem}</style>${fonts ? `<link rel="stylesheet" href="${fonts}">` : ''}</head>
<body><main><p class="brand">CarSetu</p>${body}</main></body></html>`;
};

/** The path prefixes the small pages answer under: English, /hi, /gu (docs/decisions/037-languages.md). */
export const SMALL_PAGE_PREFIXES = ['', '/hi', '/gu'] as const;

/** Marks `reply` as a small page: HTML, never cached (each one answers a token). */
export function asSmallPage(reply: {
  type: (t: string) => unknown;
  header: (k: string, v: string) => unknown;
}): void {
  reply.type('text/html; charset=utf-8');
  reply.header('Cache-Control', 'no-store');
}

/** A link to the app's page `path` in `lang` (/hi/MyAlerts ...), reading `text` (plain words). */
export const appLink = (lang: Lang, path: string, text: string) =>
  `<a href="${langPrefix(lang)}${path}">${text}</a>`;
