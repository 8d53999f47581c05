/**
 * Web build: React + Tailwind 4, output in dist/web, split by route, with
 * pre-compressed copies of each asset, and the service worker (dist/web/sw.js,
 * built with Workbox from src/web/sw/sw.ts by vite-plugin-pwa, with the
 * offline page it precaches, dist/web/offline.html; the dev server has none;
 * docs/decisions/033-service-worker.md). The dev server (hot reload, React's
 * development build) proxies /api, /photos and POST /login to the Fastify
 * server at VITE_PROXY_TARGET: `npm run dev` (scripts/dev.ts) sets it to the
 * API it starts beside Vite; `npm run dev:web` alone defaults to a server
 * already running on http://localhost:3000 (`npm start`).
 */
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { indicFonts, scriptFontStyle } from './scripts/vite-indic-fonts.ts';
import { pageStylesIndex } from './scripts/vite-page-styles.ts';
import { pureReactRouterPlugin } from './scripts/vite-pure-react-router.ts';
import { HTML_LANG, isLang, LANGS, scriptFontsPath } from './src/shared/i18n/lang.ts';
import { OFFLINE_TEXTS, offlinePageHtml } from './src/web/sw/offline-page.ts';
import { offlinePagePath } from './src/web/sw/rules.ts';

/**
 * The language this build speaks (docs/decisions/037-languages.md): CARSETU_LANG=en|hi|gu
 * (default en). `#messages/*` points at src/shared/i18n/{lang}/; English builds into dist/web
 * and dist/ssr, Hindi into dist/web-hi and dist/ssr-hi, Gujarati into dist/web-gu and dist/ssr-gu
 * (scripts/web-build.ts builds all three and copies every language's assets into dist/web/assets).
 */
const lang = process.env.CARSETU_LANG ?? 'en';
if (!isLang(lang)) throw new Error(`CARSETU_LANG must be en, hi or gu, not ${lang}`);
const suffix = lang === 'en' ? '' : `-${lang}`;
const messagesDir = fileURLToPath(new URL(`./src/shared/i18n/${lang}/`, import.meta.url));
const documentWords: typeof import('./src/shared/i18n/en/document.ts') = await import(
  new URL(`./src/shared/i18n/${lang}/document.ts`, import.meta.url).href
);
const policyContentDir = fileURLToPath(
  new URL(`./src/web/features/pages/content/${lang}/`, import.meta.url),
);

const apiTarget = process.env.VITE_PROXY_TARGET ?? 'http://localhost:3000';

/** index.html in this build's language: `<html lang>`, default title and description, the loader's label and the no-script note. */
const documentLanguage: Plugin = {
  name: 'carsetu-document-language',
  transformIndexHtml(html) {
    if (lang === 'en') return html; // index.html is written in English
    const words = documentWords;
    const esc = (text: string) =>
      text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    return html
      .replace(/<html lang="[^"]*">/, `<html lang="${HTML_LANG[lang]}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${esc(words.defaultTitle)}</title>`)
      .replace(
        /(<meta\s+name="description"\s+content=")[^"]*"/,
        `$1${esc(words.defaultDescription)}"`,
      )
      .replace(/aria-label="Loading CarSetu"/, `aria-label="${esc(words.loadingLabel)}"`)
      .replace(
        /(<noscript>\s*<p[^>]*>)[^<]*(<\/p>)/,
        `$1\n        ${esc(words.noScript)}\n      $2`,
      );
  },
};

/**
 * dist/web/offline.html, offline-hi.html and offline-gu.html: the pages the service worker shows
 * offline, one per language (src/web/sw/offline-page.ts; the worker at / serves every language).
 */
const offlinePage: Plugin = {
  name: 'carsetu-offline-page',
  apply: 'build',
  async generateBundle() {
    const root = fileURLToPath(new URL('.', import.meta.url));
    for (const l of LANGS) {
      // Hindi and Gujarati: the script's faces, as the language's pages name them (installed first).
      const fonts = l === 'en' ? '' : await scriptFontStyle(l, root);
      this.emitFile({
        type: 'asset',
        fileName: offlinePagePath(l).slice(1),
        source: offlinePageHtml(OFFLINE_TEXTS[l], fonts),
      });
      // The same faces for the WhatsApp links' small pages (src/server/http/small-page.ts).
      const fontsPath = scriptFontsPath(l);
      if (fontsPath) this.emitFile({ type: 'asset', fileName: fontsPath.slice(1), source: fonts });
    }
  },
};

/**
 * dist/web/sw.js: src/web/sw/sw.ts bundled with its Workbox modules, the offline page's
 * precache entry written in. Registered by the boot script (src/web/boot.ts), not by the plugin;
 * the web app manifest is public/manifest.webmanifest, not the plugin's.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/web/sw',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  devOptions: { enabled: false },
  injectManifest: { globPatterns: ['offline*.html'], rollupFormat: 'iife' },
});

export default defineConfig(({ isSsrBuild }) => ({
  // This build's language (package.json's `imports` point both at English for Node, tsc and Vitest).
  resolve: {
    alias: [
      { find: /^#messages\/(.*)$/, replacement: `${messagesDir}$1` },
      { find: /^#policy-content\/(.*)$/, replacement: `${policyContentDir}$1` },
    ],
  },
  // Pre-compressed .br and .gz copies: the server sends them as they are (no per-request CPU).
  plugins: [
    documentLanguage,
    react(),
    tailwindcss(),
    pureReactRouterPlugin(),
    ...(isSsrBuild
      ? []
      : [
          offlinePage,
          indicFonts(lang, fileURLToPath(new URL('.', import.meta.url))),
          // .vite/page-styles.json: the stylesheet's rules by the classes they need, for the
          // server to inline only a page's own (docs/decisions/038-page-styles.md).
          pageStylesIndex(),
          serviceWorker,
          compression({
            algorithms: ['gzip', 'brotliCompress'],
            threshold: 1024,
            logLevel: 'silent',
          }),
        ]),
  ],
  // The server-render bundle (`vite build --ssr`, see `npm run build`) is self-contained and
  // always React's production build, whatever NODE_ENV the server runs with.
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      }
    : {}),
  build: isSsrBuild
    ? {
        outDir: `dist/ssr${suffix}`,
        emptyOutDir: true,
        sourcemap: false,
        target: 'node24',
        copyPublicDir: false,
      }
    : {
        outDir: `dist/web${suffix}`,
        emptyOutDir: true,
        sourcemap: false,
        // dist/web/.vite/manifest.json: scripts/check-js-budget.ts reads each route's chunks from it.
        manifest: true,
        // The supported browsers: package.json's browserslist (docs/decisions/039-supported-browsers.md).
        target: browserslistToEsbuild(),
        // Keep the shell small: never inline the route chunks' preload helper into Home.
        modulePreload: { polyfill: false },
        // The app (index.html) and the small script a server-rendered page loads first,
        // which starts the app on the visitor's first intent (src/web/boot.ts).
        rolldownOptions: {
          // Each message constant written into the code that uses it (same output as a literal).
          optimization: { inlineConst: { mode: 'all' } },
          input: { index: 'index.html', boot: 'src/web/boot.ts' },
          // Fewer, larger files for the app's start (each file costs a request and compresses
          // alone; docs/decisions/027-native-first-public-pages.md): React and the router and
          // query libraries in one framework chunk, the rest of what the entry imports in one shell.
          output: {
            // Short names: the app's start lists every chunk in its preload map, and each chunk names
            // the ones it imports (about 70 names): a chunk is its hash alone (the manifest maps sources
            // to files), an entry keeps its name; seven hash characters each (Rolldown's least for this
            // many files). About 0.8 kB of gzip less on each public route's start, and 0.2 more when
            // chunks went from eight characters to seven (2026-12-02).
            entryFileNames: 'assets/[name]-[hash:7].js',
            chunkFileNames: 'assets/[hash:7].js',
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
                  priority: 2,
                },
                // What the app's entry (src/web/main.tsx, kept in its own index chunk) imports, in one
                // file; the boot script, the other entry, and its own parts (boot-*.ts) stay alone.
                {
                  name: 'shell',
                  tags: ['$initial'],
                  test: (id: string) =>
                    !/(src[\\/]web[\\/](main\.tsx|boot(-[\w-]+)?\.ts)|index\.html)(\?.*)?$/.test(
                      id,
                    ),
                  priority: 1,
                },
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      '/api': apiTarget,
      '/photos': apiTarget,
      '/robots.txt': apiTarget,
      '/sitemap.xml': apiTarget,
      '/sitemaps': apiTarget,
      // The OAuth-style token endpoint is POST /login; GET /Login is the SPA route.
      '/login': {
        target: apiTarget,
        bypass: (req) => (req.method === 'POST' ? undefined : req.url),
      },
    },
  },
}));
