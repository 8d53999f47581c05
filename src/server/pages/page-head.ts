/**
 * The head of a public page as link previews and search engines read it
 * (issue 9, parts 4 and 6): title, description, absolute canonical URL, Open
 * Graph, the Twitter card, robots and JSON-LD. `renderHead` writes it as
 * HTML, every value escaped.
 */
import type { ImagePreloadAttributes } from '#shared/photo-renditions.ts';

/** The same page in another language (hreflang: 'en-IN', 'hi-IN', 'gu-IN' or 'x-default'). */
export interface PageAlternate {
  hreflang: string;
  /** Absolute URL. */
  href: string;
}

export interface PageHead {
  /** The full document title, e.g. "2019 Maruti Suzuki Swift VXI for sale in Surat | CarSetu". */
  title: string;
  description: string;
  /** Absolute URL (built from PUBLIC_URL). */
  canonical: string;
  /** og:title; defaults to the title. */
  ogTitle?: string;
  /** og:type: 'website' for lists and static pages, 'product' for a car. */
  ogType: 'website' | 'product';
  /** Absolute URL of a JPEG (1200x630 where there is one). */
  ogImage?: string;
  /** 'noindex' for a sold or unknown car. */
  robots?: string;
  /** Structured data, one <script type="application/ld+json"> each. */
  jsonLd?: object[];
  /** The page's largest photo, fetched first (the car page's main photo). */
  preloadImage?: ImagePreloadAttributes;
  /** og:locale: 'en_IN' (default), 'hi_IN', 'gu_IN'. */
  locale?: string;
  /** The page in each language (page-languages.ts). */
  alternates?: PageAlternate[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON safe inside <script>: "<" written as \u003c so no "</script>" can close it early. */
const scriptJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

/** `head` as the HTML that goes before </head>. */
export function renderHead(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, content: string | undefined) =>
    content === undefined ? '' : `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...(head.alternates ?? []).map(
      (a) =>
        `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}" />`,
    ),
    meta('name', 'robots', head.robots),
    meta('property', 'og:site_name', 'CarSetu'),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.ogTitle ?? head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.ogImage),
    meta('property', 'og:locale', head.locale ?? 'en_IN'),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...(head.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${scriptJson(data)}</script>`,
    ),
    head.preloadImage ? preloadLink(head.preloadImage) : '',
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** `<link>` with `attributes`, every value escaped. */
function preloadLink(attributes: ImagePreloadAttributes): string {
  const attrs = Object.entries(attributes).map(([k, v]) => `${k}="${escapeHtml(String(v))}"`);
  return `<link ${attrs.join(' ')} />`;
}
