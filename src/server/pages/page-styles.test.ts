/**
 * A server-rendered page's own styles (docs/decisions/038-page-styles.md):
 * the build's index of the stylesheet (scripts/vite-page-styles.ts), the
 * rules a page's classes keep (page-styles.ts), the page shell writing them
 * in with the whole stylesheet named for the boot script, and the real build:
 * a car page's inline CSS holds its classes' rules and drops the others, and
 * the stylesheet it names is served whole.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PAGE_STYLES_FILE, stylePieces } from '../../../scripts/vite-page-styles.ts';
import { builtWebApp, pageBody } from '../testing/built-web-app.ts';
import { loadPageShell } from './page-shell.ts';
import { cssForClasses, htmlClasses } from './page-styles.ts';

/** A stylesheet as Tailwind's build writes it (minified), with the kinds of rules ours has. */
const SHEET = [
  '/*! tailwindcss */',
  '@layer theme,base,components,utilities;',
  '@layer theme{:root,:host{--color-primary-500:#0b4ea2}}',
  '@layer base{*,:after,:before{box-sizing:border-box}html{line-height:1.5}:focus-visible{outline:2px solid}}',
  '@layer utilities{',
  '.flex{display:flex}',
  '.hidden{display:none}',
  '.hover\\:underline:hover{text-decoration:underline}',
  '.focus-visible\\:ring:focus-visible{outline:1px solid}',
  ':where(.space-y-2>:not(:last-child)){margin-block-start:.5rem}',
  ':where(.space-y-4>:not(:last-child)){margin-block-start:1rem}',
  '.group-hover\\:text-red:is(:where(.group):hover *){color:red}',
  '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}',
  '.lead-dialog[open]{display:flex}',
  '.menu:not(.open){opacity:0}',
  '.a:has(.b){color:blue}',
  '.c,.d{color:green}',
  '@media (min-width:48rem){.md\\:flex{display:flex}.md\\:grid{display:grid}}',
  '@media (hover:hover){.hover\\:bg:hover{background:#eee}}',
  '}',
  'dialog::backdrop{background:#0008}',
  'html[data-waking] body:after{content:""}',
  '[popover]:popover-open{display:block}',
  '@property --tw-x{syntax:"*";inherits:false}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

const pieces = stylePieces(SHEET);
const forPage = (...classes: string[]) => cssForClasses(pieces, new Set(classes));

describe("a stylesheet's rules for a page", () => {
  it('with every class, the whole stylesheet comes back as it was', () => {
    const every = htmlClasses(
      '<p class="flex hidden hover:underline focus-visible:ring space-y-2 space-y-4 group-hover:text-red group [&amp;&gt;svg]:size-4 lead-dialog menu a b c d md:flex md:grid hover:bg"></p>',
    );
    expect(cssForClasses(pieces, every)).toBe(SHEET);
  });

  it("keeps the rules of the page's classes, with their states, and drops the rest", () => {
    const css = forPage('flex', 'hover:underline', 'space-y-2', 'md:flex', 'lead-dialog', 'c');
    expect(css).toContain('.flex{display:flex}');
    expect(css).toContain('.hover\\:underline:hover{');
    expect(css).toContain(':where(.space-y-2>:not(:last-child))');
    expect(css).toContain('@media (min-width:48rem){.md\\:flex{display:flex}}');
    expect(css).toContain('.lead-dialog[open]{display:flex}');
    expect(css).toContain('.c,.d{color:green}');
    for (const gone of [
      '.hidden',
      'focus-visible\\:ring',
      'space-y-4',
      '.md\\:grid',
      'hover:hover',
    ])
      expect(css).not.toContain(gone);
  });

  it('keeps what needs no class: the theme, the base layer, states on attributes, @property, @keyframes', () => {
    const css = forPage();
    for (const kept of [
      '/*! tailwindcss */',
      '@layer theme,base,components,utilities;',
      ':root,:host{--color-primary-500:#0b4ea2}',
      '*,:after,:before{box-sizing:border-box}',
      ':focus-visible{outline:2px solid}',
      'dialog::backdrop{',
      'html[data-waking] body:after{',
      '[popover]:popover-open{',
      '@property --tw-x{',
      '@keyframes spin{',
    ])
      expect(css).toContain(kept);
    // An at-rule with nothing kept inside is left out; one with something is closed.
    expect(css).not.toContain('@media');
    expect(css).not.toContain('@layer utilities{');
  });

  it('needs the group of a group variant, the inside of :has(), not the class under :not()', () => {
    expect(forPage('group-hover:text-red')).not.toContain('text-red');
    expect(forPage('group-hover:text-red', 'group')).toContain('.group-hover\\:text-red:is(');
    expect(forPage('a')).not.toContain('.a:has');
    expect(forPage('a', 'b')).toContain('.a:has(.b){color:blue}');
    expect(forPage('menu')).toContain('.menu:not(.open){opacity:0}');
  });

  it("reads a page's classes as React writes them, entities and all", () => {
    const classes = htmlClasses(
      '<div class="flex  md:flex"><svg class="[&amp;&gt;svg]:size-4"></svg><p class="">x</p></div>',
    );
    expect([...classes].sort()).toEqual(['[&>svg]:size-4', 'flex', 'md:flex']);
    expect(cssForClasses(pieces, classes)).toContain('.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}');
  });
});

describe('the page shell with an indexed stylesheet', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'carsetu-page-styles-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.mkdirSync(path.join(root, '.vite'));
  fs.writeFileSync(
    path.join(root, 'index.html'),
    `<!doctype html><html><head><title>t</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/shell-1.css">
    <link rel="stylesheet" crossorigin href="/assets/other-1.css">
  </head><body><div id="root"></div><noscript>x</noscript></body></html>`,
  );
  fs.writeFileSync(path.join(root, 'assets', 'shell-1.css'), SHEET);
  fs.writeFileSync(path.join(root, 'assets', 'other-1.css'), '.z{color:red}');
  fs.writeFileSync(
    path.join(root, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true },
      'src/web/boot.ts': { file: 'assets/boot-1.js', isEntry: true },
    }),
  );
  const head = { title: 'T', description: 'D', canonical: 'https://x.test/', ogType: 'website' };
  const body = (html: string) => ({ html, data: '{}', headTags: '', chunks: [] });

  it("inlines only the page's rules and names the whole stylesheet for the boot script", () => {
    fs.writeFileSync(
      path.join(root, PAGE_STYLES_FILE),
      JSON.stringify({ version: 1, sheets: { '/assets/shell-1.css': pieces } }),
    );
    const shell = loadPageShell(root);
    const html = shell(head as never, body('<main class="flex md:grid">Cars</main>'));
    const style = /<style>([^<]*@layer[^<]*)<\/style>/.exec(html)?.[1] ?? '';
    expect(style).toContain('.flex{display:flex}');
    expect(style).toContain('.md\\:grid{display:grid}');
    expect(style).not.toContain('.hidden');
    expect(style).not.toContain('.md\\:flex');
    // A stylesheet without an index is inlined whole, as before.
    expect(html).toContain('<style>.z{color:red}</style>');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toMatch(
      /<script type="module" src="\/assets\/boot-1\.js"[^>]* data-styles="\/assets\/shell-1\.css">/,
    );
    // Another page, other classes: its own rules.
    const other = shell(head as never, body('<main class="hidden">Cars</main>'));
    expect(other).toContain('.hidden{display:none}');
    expect(other).not.toContain('.flex{display:flex}');
    // A page the browser renders keeps the stylesheet links.
    expect(shell(head as never)).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/shell-1.css">',
    );
  });

  it('without an index (an older build), inlines the whole stylesheet and names none', () => {
    fs.rmSync(path.join(root, PAGE_STYLES_FILE));
    const html = loadPageShell(root)(head as never, body('<main class="flex">Cars</main>'));
    expect(html).toContain(`<style>${SHEET}</style>`);
    expect(html).not.toContain('data-styles');
  });
});

describe('the built car page', () => {
  const w = builtWebApp();

  it("inlines its own classes' rules, not the others', and names the whole stylesheet, which is served", async () => {
    const car = await w.unsoldCar();
    const res = await w.app.inject(`/CarDetails/${car.rand}/x`);
    expect(res.statusCode).toBe(200);
    const href = /<script type="module"[^>]* data-styles="([^"]+)"/.exec(res.body)?.[1] ?? '';
    expect(href).toMatch(/^\/assets\/shell-[\w-]+\.css$/);
    const whole = await w.app.inject(href);
    expect(whole.statusCode).toBe(200);
    const inline = [...res.body.matchAll(/<style>([\s\S]*?)<\/style>/g)]
      .map((m) => m[1])
      .find((css) => css.includes('tailwindcss'));
    expect(inline).toBeTruthy();
    expect(inline!.length).toBeLessThan(whole.body.length * 0.8);
    const classes = htmlClasses(pageBody(res.body));
    // Rules of classes on the page are there, with their states (the lead dialog's [open]).
    expect(classes.has('lead-dialog')).toBe(true);
    expect(inline).toContain('.lead-dialog[open]');
    expect(classes.has('hidden')).toBe(true);
    expect(inline).toContain('.hidden{display:none}');
    // A class of the whole stylesheet that the page does not use is left to it.
    const unused = [...whole.body.matchAll(/\.([a-z][a-z0-9-]*)\{/g)]
      .map((m) => m[1])
      .find((name) => !classes.has(name) && !name.startsWith('group') && !name.startsWith('peer'));
    expect(unused).toBeTruthy();
    expect(whole.body).toContain(`.${unused}{`);
    expect(inline).not.toContain(`.${unused}{`);
    // What needs no class stays: the busy bar of a tap held before the app runs, dialogs' backdrop.
    expect(inline).toContain('html[data-waking] body:after');
    expect(inline).toContain('::backdrop');
  });
});
