/**
 * The document around a page: the head always; for a server-rendered page
 * its HTML in #root, the hydration data, inline styles and the boot script
 * in place of the app's scripts (docs/decisions/013-hydrate-on-intent.md);
 * for the others the loading logo and the no-JavaScript note. And the
 * assets of a rendered page's own chunk (docs/decisions/011-server-rendering.md).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPageShell, type PageShell } from './page-shell.ts';
import { routeAssets } from './server-render.ts';

const INDEX = `<!doctype html>
<html lang="en-IN">
  <head>
    <title>Stock title</title>
    <meta name="description" content="Stock description" />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"><div class="boot">logo</div></div>
    <noscript><p>CarSetu needs JavaScript</p></noscript>
  </body>
</html>`;

const head = {
  title: 'A page | CarSetu',
  description: 'About the page',
  canonical: 'https://www.carsetu.test/a',
  ogType: 'website' as const,
};

const BODY = {
  html: '<main>Cars</main>',
  data: '{"router":{}}',
  headTags: '<style>.b{color:blue}</style>',
  chunks: ['/assets/car-1.js'],
};

/** A web root with index.html and its stylesheet, and a manifest when `manifest` is given. */
function makeWebRoot(manifest?: object): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'carsetu-shell-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'index.html'), INDEX);
  fs.writeFileSync(path.join(root, 'assets', 'index-1.css'), '.a{color:red}');
  if (manifest) {
    fs.mkdirSync(path.join(root, '.vite'));
    fs.writeFileSync(path.join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return root;
}

let webRoot: string;
let shell: PageShell;
beforeAll(() => {
  webRoot = makeWebRoot({
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-1.js' },
    'src/web/boot.ts': { file: 'assets/boot-1.js', isEntry: true },
  });
  shell = loadPageShell(webRoot);
});
afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

describe('page shell', () => {
  it('a page the browser renders keeps the logo, the note, the stylesheet link and normal priority', () => {
    const html = shell(head);
    expect(html).toContain('<title>A page | CarSetu</title>');
    expect(html).not.toContain('Stock title');
    expect(html).toContain('<div class="boot">logo</div>');
    expect(html).toContain('CarSetu needs JavaScript');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(html).not.toContain('fetchpriority');
    expect(html).not.toContain('ssr-data');
  });

  it('a rendered page carries its HTML, its data, inline styles and only the boot script', () => {
    const html = shell(head, BODY);
    expect(html).toContain('<div id="root"><main>Cars</main></div>');
    expect(html).toContain('<script type="application/json" id="ssr-data">{"router":{}}</script>');
    expect(html).toContain('<style>.a{color:red}</style>');
    expect(html).toContain('<style>.b{color:blue}</style>');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html.match(/<script type="module"[^>]*>/g)).toEqual([
      '<script type="module" src="/assets/boot-1.js" data-app="/assets/index-1.js" data-chunks="/assets/index-1.js /assets/react-1.js /assets/car-1.js" data-session="ca1rt6_tc2">',
    ]);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('class="boot"');
    expect(html).not.toContain('needs JavaScript');
    // The head comes before the page's own tags, and all of it before </head>.
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('boot-1.js'));
    expect(html.indexOf('boot-1.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('without a built boot script, a rendered page loads the app at low priority', () => {
    const root = makeWebRoot();
    try {
      const html = loadPageShell(root)(head, BODY);
      expect(html).toContain('<script type="module" fetchpriority="low" crossorigin');
      expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin');
      expect(html).toContain(
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/car-1.js">',
      );
      expect(html).not.toContain('data-app');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('route assets', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-1.js' },
    '_swiper.js': { file: 'assets/swiper-1.js', css: ['assets/car-1.css'] },
    'src/web/app/routes/car-details-route.tsx': {
      file: 'assets/car-details-route-1.js',
      isDynamicEntry: true,
      imports: ['index.html', '_react.js', '_swiper.js'],
      css: ['assets/car-1.css'],
    },
  };

  it('lists the page chunk and its imports that index.html does not load, styles inline', () => {
    const assets = routeAssets(
      manifest,
      (href) => `<style>${href}</style>`,
    )(['root', 'page', 'car-details-route']);
    expect(assets.chunks).toEqual(['/assets/car-details-route-1.js', '/assets/swiper-1.js']);
    expect(assets.headTags).toBe('<style>/assets/car-1.css</style>');
  });

  it('adds nothing for a page bundled into the entry (Home)', () => {
    expect(routeAssets(manifest)(['root', 'page', 'home-route'])).toEqual({
      headTags: '',
      chunks: [],
    });
  });
});
