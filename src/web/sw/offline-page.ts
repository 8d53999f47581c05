/**
 * The offline page and the note on a page shown from the device
 * (docs/product.md#offline), as plain HTML without a script: the build
 * writes `offlinePageHtml()` to dist/web/offline.html (vite.config.ts), the
 * service worker precaches it and, for a page it cannot open, answers it with
 * the cars it can still open written into OFFLINE_CARS_SLOT; one page per
 * language (offlinePagePath, rules.ts). Self-contained:
 * its styles are inline and it loads nothing (system fonts, inline logo), so
 * it shows whole with no network at all (a Hindi or Gujarati page names the
 * script's font, installed or kept on the device, else the system's). Pure
 * functions, no DOM.
 */
import { PRODUCT } from '#shared/brand.ts';
import { formatRupees } from '#shared/format.ts';
import * as en from '#shared/i18n/en/frame.ts';
import * as gu from '#shared/i18n/gu/frame.ts';
import * as hi from '#shared/i18n/hi/frame.ts';
import { HTML_LANG, type Lang, langPrefix } from '#shared/i18n/lang.ts';

/** Where the service worker writes the list of cars (offlineCarsHtml). */
export const OFFLINE_CARS_SLOT = '<!--offline-cars-->';

/** How many cars the offline page lists at most. */
export const OFFLINE_CARS_SHOWN = 20;

/** The offline page's words, `<html lang>` and home (offlinePageHtml; noCars: offlineCarsHtml; the saved copy's note). */
export interface OfflineText {
  htmlLang: string;
  home: string;
  homeLabel: string;
  title: string;
  body: string;
  retry: string;
  carsTitle: string;
  noCars: string;
  earlierVisit: string;
  savedCopy: (date: string) => string;
}

const textOf = (lang: Lang, words: typeof en | typeof hi | typeof gu): OfflineText => ({
  htmlLang: HTML_LANG[lang],
  home: `${langPrefix(lang)}/`,
  homeLabel: words.logoHomeLabel,
  title: words.offlineTitle,
  body: words.offlineBody,
  retry: words.tryAgain,
  carsTitle: words.offlineCarsTitle,
  noCars: words.offlineNoCars,
  earlierVisit: words.offlineEarlierVisit,
  savedCopy: words.savedCopy,
});

/**
 * The offline words of each language: the one service worker (at /, the English build's)
 * answers pages under /hi and /gu too, each in its own language.
 */
export const OFFLINE_TEXTS: Record<Lang, OfflineText> = {
  en: textOf('en', en),
  hi: textOf('hi', hi),
  gu: textOf('gu', gu),
};

/** A car the offline page links to: its kept page, title, price in rupees and a kept photo. */
export interface OfflineCar {
  path: string;
  title: string;
  price: number | null;
  photo: string | null;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `text` safe in HTML text and in a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** `text` with the character references React and escapeHtml write read back. */
function unescapeHtml(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, ref: string) => {
    const r = ref.toLowerCase();
    if (r.startsWith('#x')) return String.fromCodePoint(Number.parseInt(r.slice(2), 16));
    if (r.startsWith('#')) return String.fromCodePoint(Number.parseInt(r.slice(1), 10));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[r] ?? '';
  });
}

/**
 * The car a kept car page shows (its `data-recent-car`, written for the recently
 * viewed list; else its document title), linked at `path`; null when the page has neither.
 */
export function carOfKeptPage(html: string, path: string): OfflineCar | null {
  const data = /\sdata-recent-car="([^"]*)"/.exec(html)?.[1];
  if (data) {
    try {
      const car = JSON.parse(unescapeHtml(data)) as {
        title?: unknown;
        price?: unknown;
        photo?: unknown;
      };
      if (typeof car.title === 'string') {
        return {
          path,
          title: car.title,
          price: typeof car.price === 'number' ? car.price : null,
          photo: typeof car.photo === 'string' ? car.photo : null,
        };
      }
    } catch {}
  }
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1];
  if (!title) return null;
  return { path, title: unescapeHtml(title).replace(/ \| [^|]*$/, ''), price: null, photo: null };
}

/** The list the offline page shows in OFFLINE_CARS_SLOT: the cars' cards, or a line when there are none. */
export function offlineCarsHtml(
  cars: readonly OfflineCar[],
  t: OfflineText = OFFLINE_TEXTS.en,
): string {
  if (cars.length === 0) return `<p class="none">${escapeHtml(t.noCars)}</p>`;
  const cards = cars.slice(0, OFFLINE_CARS_SHOWN).map((car) => {
    const photo = car.photo
      ? `<img src="${escapeHtml(car.photo)}" alt="" width="192" height="144">`
      : '';
    const price = car.price === null ? '' : `<span class="price">${formatRupees(car.price)}</span>`;
    return `<li><a href="${escapeHtml(car.path)}"><span class="photo">${photo}</span><span class="text"><span class="name">${escapeHtml(car.title)}</span>${price}</span></a></li>`;
  });
  return `<ul class="cars">${cards.join('')}</ul>`;
}

/** The logo of the site's header (white mark, "Car" in white and "Setu" in light orange). */
const LOGO = `<svg viewBox="0 0 156 36" width="140" height="32" aria-hidden="true" focusable="false"><rect width="36" height="36" rx="9" fill="#fff"/><path d="M5 25h26" stroke="#0b4ea2" stroke-width="2.6" stroke-linecap="round"/><path d="M7 25c3.5-8 7.5-11.5 11-11.5S25.5 17 29 25" fill="none" stroke="#f97316" stroke-width="2.6" stroke-linecap="round"/><path d="M12.5 18.5V25M18 14v11M23.5 18.5V25" stroke="#0b4ea2" stroke-width="1.8" stroke-linecap="round"/><text x="44" y="26.5" textLength="110" lengthAdjust="spacingAndGlyphs" font-family="ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="25" font-weight="800" letter-spacing="-0.5"><tspan fill="#fff">Car</tspan><tspan fill="#fdba74">Setu</tspan></text></svg>`;

/** A cloud crossed out, in the round accent badge the error pages use. */
const OFFLINE_ICON = `<svg viewBox="0 0 24 24" width="36" height="36" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M7.5 18.5H17a4 4 0 0 0 1.6-7.7A6 6 0 0 0 8.4 7.6"/><path d="M5.3 9.6A4.5 4.5 0 0 0 6 18.4"/><path d="m3 3 18 18"/></svg>`;

// The site's palette (src/web/styles.css): primary #0b4ea2, ink greys, accent orange; system fonts.
const STYLE = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#f6f8fb;color:#141a24;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Helvetica Neue",Arial,sans-serif;-webkit-font-smoothing:antialiased;line-height:1.5}
a{color:inherit}
:focus-visible{outline:2px solid #2467c3;outline-offset:2px}
header{background:#0b4ea2;box-shadow:0 4px 6px -1px rgb(0 0 0/.1),0 2px 4px -2px rgb(0 0 0/.1)}
.bar{max-width:80rem;margin:0 auto;height:4rem;display:flex;align-items:center;padding:0 1rem}
.bar a{display:inline-flex;border-radius:.5rem;padding:.25rem;margin:-.25rem}
main{max-width:64rem;margin:0 auto;padding:3rem 1rem 4rem}
.lead{text-align:center;max-width:32rem;margin:0 auto}
.badge{width:5rem;height:5rem;margin:0 auto 1.5rem;border-radius:9999px;background:#ffedd5;color:#c2410c;display:flex;align-items:center;justify-content:center}
h1{margin:0;font-size:1.875rem;line-height:1.2;font-weight:800;letter-spacing:-.01em}
.lead p{margin:.75rem 0 0;color:#4b5667;font-size:1.0625rem}
.retry{display:inline-flex;align-items:center;justify-content:center;min-height:2.75rem;margin-top:1.75rem;padding:0 1.5rem;border-radius:.5rem;background:#0b4ea2;color:#fff;font-weight:700;text-decoration:none;box-shadow:0 1px 2px rgb(16 24 40/.06)}
.retry:hover{background:#0a4289}
section{margin-top:3rem}
h2{margin:0 0 .75rem;font-size:1.125rem;font-weight:700}
.none{margin:0;padding:1rem 1.25rem;border-radius:.75rem;background:#fff;color:#4b5667;box-shadow:0 1px 2px rgb(16 24 40/.06),0 4px 12px rgb(16 24 40/.06)}
.cars{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:.75rem}
.cars a{display:block;height:100%;overflow:hidden;border-radius:.75rem;background:#fff;text-decoration:none;box-shadow:0 1px 2px rgb(16 24 40/.06),0 4px 12px rgb(16 24 40/.06);outline:1px solid rgb(223 228 236/.7)}
.cars a:hover{box-shadow:0 4px 8px rgb(16 24 40/.08),0 12px 28px rgb(16 24 40/.12)}
.photo{display:block;aspect-ratio:4/3;background:#eef1f6}
.photo img{display:block;width:100%;height:100%;object-fit:cover}
.text{display:block;padding:.625rem}
.name{display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden;font-size:.875rem;font-weight:600;line-height:1.35}
.price{display:block;margin-top:.25rem;font-size:.875rem;font-weight:700;color:#232b38}
@media (min-width:640px){.bar{padding:0 1.5rem}main{padding:4rem 1.5rem 5rem}h1{font-size:2.25rem}.cars{grid-template-columns:repeat(3,minmax(0,1fr));gap:1rem}}
@media (min-width:1024px){.cars{grid-template-columns:repeat(5,minmax(0,1fr))}}
`
  .trim()
  .replace(/\n/g, '');

/**
 * The offline page, whole, in `t`'s language, with OFFLINE_CARS_SLOT where its list of cars
 * goes; `fontStyle`: CSS for its script's font (scripts/vite-indic-fonts.ts), none for English.
 */
export function offlinePageHtml(t: OfflineText = OFFLINE_TEXTS.en, fontStyle = ''): string {
  return `<!doctype html>
<html lang="${t.htmlLang}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="#0b4ea2">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)} | ${PRODUCT}</title>
<style>${STYLE}${fontStyle}</style>
</head>
<body>
<header><div class="bar"><a href="${t.home}" aria-label="${escapeHtml(t.homeLabel)}">${LOGO}</a></div></header>
<main>
<div class="lead">
<div class="badge">${OFFLINE_ICON}</div>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.body)}</p>
<a class="retry" href="">${escapeHtml(t.retry)}</a>
</div>
<section aria-labelledby="offline-cars">
<h2 id="offline-cars">${escapeHtml(t.carsTitle)}</h2>
${OFFLINE_CARS_SLOT}
</section>
</main>
</body>
</html>
`;
}

/** The note over a page shown from the device (`date`: when it was saved, as savedDate writes it). */
export function savedCopyNote(date: string, t: OfflineText = OFFLINE_TEXTS.en): string {
  const text = t.savedCopy(date || t.earlierVisit);
  return `<p role="status" style="margin:0;padding:.5rem 1rem;background:#fff7ed;color:#9a3412;border-bottom:1px solid #fed7aa;font:500 .875rem/1.4 ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;text-align:center">${escapeHtml(text)}</p>`;
}

/** `html` (a kept page) with savedCopyNote(date) first in its body, above the page itself. */
export function withSavedCopyNote(
  html: string,
  date: string,
  t: OfflineText = OFFLINE_TEXTS.en,
): string {
  const body = /<body[^>]*>/i.exec(html);
  if (!body) return html;
  const at = body.index + body[0].length;
  return `${html.slice(0, at)}${savedCopyNote(date, t)}${html.slice(at)}`;
}

/** When a page was saved, from its Date header, as an Indian reader reads it ("28 Nov 2026, 8:15 pm"); '' when unknown. */
export function savedDate(dateHeader: string | null, lang: Lang = 'en'): string {
  const time = dateHeader ? Date.parse(dateHeader) : Number.NaN;
  if (Number.isNaN(time)) return '';
  return new Intl.DateTimeFormat(HTML_LANG[lang], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(time);
}
