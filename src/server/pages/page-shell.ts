/**
 * The built web app's index.html as the document of every page, with the
 * page's head written in (docs/decisions/009-public-page-heads.md) and, for a
 * server-rendered page (docs/decisions/011-server-rendering.md), its HTML in
 * <div id="root">, the data the browser hydrates with, its own styles (the
 * rules its classes use, docs/decisions/038-page-styles.md), and in place of
 * the app's scripts the small boot script that starts the app on the
 * visitor's first intent (docs/decisions/013-hydrate-on-intent.md).
 * Public page answers are the same for
 * everyone, carry an ETag and `Cache-Control: public, s-maxage=60,
 * stale-while-revalidate=600` so a CDN can serve them, and a matching
 * If-None-Match answers 304.
 */
import { hash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TOKEN_STORAGE_KEY } from '#shared/brand.ts';
import { type EncodedBodies, sendEncoded } from '../http/encoded-bodies.ts';
import { type PageHead, renderHead } from './page-head.ts';
import { htmlClasses, loadPageStyles, type SheetForPage } from './page-styles.ts';
import { readManifest } from './vite-manifest.ts';

/** Cache-Control of a public page. */
export const PUBLIC_PAGE_CACHE = 'public, s-maxage=60, stale-while-revalidate=600';

/** A server-rendered page body (see src/web/entry-server.tsx). */
export interface RenderedBody {
  /** The app's HTML. */
  html: string;
  /** JSON for the `ssr-data` script, already safe inside <script>. */
  data: string;
  /** Extra head tags (the page's own styles), already HTML. */
  headTags: string;
  /** URLs of the page's own script chunks, which the app loads when it starts. */
  chunks: string[];
}

export type PageShell = (head: PageHead, body?: RenderedBody) => string;

const ROOT_OPEN = '<div id="root">';

/** `css` as a `<style>` element (a `</style` inside cannot end it). */
const styleElement = (css: string) => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;

/**
 * `<style>` with the content of the built stylesheet at `href` ("/assets/x.css"
 * under `webRoot`), or null when there is no such file.
 */
export function inlineStylesheet(webRoot: string, href: string): string | null {
  const file = path.join(webRoot, path.normalize(href).replace(/^([/\\])+/, ''));
  if (!file.startsWith(path.resolve(webRoot)) || !fs.existsSync(file)) return null;
  return styleElement(fs.readFileSync(file, 'utf8'));
}

/**
 * The document split around its app: before </head>, from </head> to the
 * root element, and after the <noscript> note (the loading logo and the
 * note are left out: a rendered page needs neither). Null when index.html
 * lacks the root element or the note after it.
 */
function bodyParts(doc: string) {
  const headEnd = doc.search(/<\/head>/i);
  const rootAt = doc.indexOf(ROOT_OPEN);
  const noscriptEnd = doc.indexOf('</noscript>');
  if (headEnd < 0 || rootAt < headEnd || noscriptEnd < rootAt) return null;
  return {
    beforeHead: doc.slice(0, headEnd),
    bodyOpen: doc.slice(headEnd, rootAt),
    afterBody: doc.slice(noscriptEnd + '</noscript>'.length),
  };
}

const APP_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;
const BOOT_MODULE = 'src/web/boot.ts';

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The scripts of a rendered page, given index.html with its styles inlined:
 * `doc` without the app's script and preloads, and `tags(chunks)`, the
 * script tags to write in for a page whose own chunks are `chunks`. With
 * the boot script built (`bootSrc`), that is the boot script alone, told
 * where the app and its chunks are, and the whole stylesheets (`styles`)
 * whose page's own rules are inlined; without it (an older build), the app's
 * own tags at low priority.
 */
function renderedScripts(doc: string, bootSrc: string | undefined, styles: string[]) {
  const app = APP_SCRIPT.exec(doc)?.[1];
  if (!bootSrc || !app) {
    const lowPriority = doc.replace(
      /<(script type="module"|link rel="modulepreload") /g,
      '<$1 fetchpriority="low" ',
    );
    return {
      doc: lowPriority,
      tags: (chunks: string[]) =>
        chunks
          .map(
            (href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`,
          )
          .join('\n    '),
    };
  }
  const preloads = [...doc.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  return {
    doc: doc.replace(MODULE_PRELOAD, '').replace(APP_SCRIPT, ''),
    tags: (chunks: string[]) =>
      `<script type="module" src="${attr(bootSrc)}" data-app="${attr(app)}" data-chunks="${attr(
        [app, ...preloads, ...chunks].join(' '),
      )}" data-session="${attr(TOKEN_STORAGE_KEY)}"${
        styles.length ? ` data-styles="${attr(styles.join(' '))}"` : ''
      }></script>`,
  };
}

/** Where a stylesheet's rules for the page go (its number in the shell's list). */
const PAGE_STYLES_MARK = /<!--page-styles:(\d+)-->/g;

/**
 * Reads `webRoot`/index.html (and the build's manifest) once; answers a
 * function that writes a head and, when given, a rendered body into it. A
 * rendered page carries its styles inline: the page paints after one round
 * trip, without waiting for a stylesheet (most visitors arrive once, from a
 * shared link, on a slow line), and loads only the boot script at first.
 * Of a stylesheet the build indexed (page-styles.ts), a page carries only the
 * rules its own classes can use, and the boot script adds the whole
 * stylesheet when the app starts (prefetched with the app's files once the
 * page is idle; docs/decisions/038-page-styles.md); another stylesheet is
 * inlined whole.
 * Without the root element and the note after it, pages get the head only.
 * Throws when index.html lacks </head>.
 */
export function loadPageShell(webRoot: string): PageShell {
  const html = fs
    .readFileSync(path.join(webRoot, 'index.html'), 'utf8')
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?>\s*/i, '');
  const boot = readManifest(webRoot)[BOOT_MODULE]?.file;
  // Without the boot script nothing would add the whole stylesheet: pages inline it whole.
  const indexed = boot ? loadPageStyles(webRoot) : new Map<string, SheetForPage>();
  const sheets: { href: string; forPage: SheetForPage }[] = [];
  const inlined = html.replace(
    /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g,
    (link, href: string) => {
      const forPage = indexed.get(href);
      if (!forPage) return inlineStylesheet(webRoot, href) ?? link;
      sheets.push({ href, forPage });
      return `<!--page-styles:${sheets.length - 1}-->`;
    },
  );
  const scripts = renderedScripts(
    inlined,
    boot ? `/${boot}` : undefined,
    sheets.map((s) => s.href),
  );
  const headEnd = html.search(/<\/head>/i);
  if (headEnd < 0) throw new Error('index.html has no </head>');
  const plain = (head: PageHead) =>
    `${html.slice(0, headEnd)}  ${renderHead(head)}\n  ${html.slice(headEnd)}`;
  const rendered = bodyParts(scripts.doc);
  /** index.html's head with each indexed stylesheet's rules for the page `html`. */
  const headFor = (html: string) => {
    if (!rendered || sheets.length === 0) return rendered?.beforeHead ?? '';
    const classes = htmlClasses(html);
    return rendered.beforeHead.replace(PAGE_STYLES_MARK, (_, i: string) =>
      styleElement(sheets[Number(i)].forPage(classes)),
    );
  };
  return (head, body) => {
    if (!body || !rendered) return plain(head);
    return [
      `${headFor(body.html)}  ${renderHead(head)}\n  ${body.headTags}\n  ${scripts.tags(body.chunks)}\n  `,
      `${rendered.bodyOpen}${ROOT_OPEN}${body.html}</div>\n    `,
      `<script type="application/json" id="ssr-data">${body.data}</script>`,
      rendered.afterBody,
    ].join('');
  };
}

/** The ETag of a page's HTML. */
export function pageEtag(html: string): string {
  return `W/"${hash('sha1', html, 'base64url')}"`;
}

/** A page to answer: its HTML (read only when it must be sent or compressed), status, ETag and compressed bodies. */
export interface PublicPage {
  readonly html: string;
  /** Default 200. */
  status?: number;
  /** Default: computed from `html`. */
  etag?: string;
  /** A kept page's compressed bodies: made once and reused; none, and @fastify/compress compresses it. */
  encoded?: EncodedBodies;
}

/**
 * Answers `page` with its status, the public caching headers and its ETag
 * (304 when the client has it). With `page.encoded` (a kept page's store),
 * the compressed body is made once and reused, and the HTML itself is not
 * read when that body is there.
 */
export function sendPublicPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PublicPage,
): FastifyReply {
  const etag = page.etag ?? pageEtag(page.html);
  reply.header('ETag', etag).header('Cache-Control', PUBLIC_PAGE_CACHE);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  reply.code(page.status ?? 200).type('text/html; charset=utf-8');
  if (!page.encoded) return reply.send(page.html);
  return sendEncoded(request, reply, () => page.html, page.encoded);
}
