/**
 * A server-rendered page's own styles (docs/decisions/038-page-styles.md):
 * the rules of the built stylesheet that its HTML can use, read from the
 * index the web build writes beside its manifest (`.vite/page-styles.json`,
 * scripts/vite-page-styles.ts). A rule is kept when the page's class
 * attributes hold every class one of its selectors needs; rules that need no
 * class (the base layer, the theme's variables, attribute and state
 * selectors such as `[open]`, `html[data-waking]`, `::backdrop`,
 * `:popover-open`), @property, @font-face and @keyframes always are. So a page
 * read without JavaScript has every rule its own elements can meet (their
 * hover, focus, open and target states included); what the app renders later
 * (menus, toasts, other pages) comes with the whole stylesheet, which the boot
 * script prefetches with the app's files and adds when the app starts
 * (src/web/boot-styles.ts).
 *
 * Cheap enough per render (a pass over about a thousand pieces and a regular
 * expression over the HTML, well under a millisecond), and the rendered page
 * is kept anyway (page cache, stored car pages).
 */
import fs from 'node:fs';
import path from 'node:path';

/** The index's pieces (scripts/vite-page-styles.ts writes them). */
type StylePiece = { css: string; any?: string[][] } | { open: string } | { close: true };

/** Where the web build writes the index, under its folder. */
const INDEX_FILE = path.join('.vite', 'page-styles.json');

/** A stylesheet's rules for one page: the CSS text for the classes the page holds. */
export type SheetForPage = (classes: ReadonlySet<string>) => string;

/** Entities React writes in attribute values. */
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

const MARK = 'class="';

/**
 * Every class named in the `class` attributes of `html` (as React writes them: double quotes,
 * entities in the value). Each distinct value is split once (many elements share theirs).
 */
export function htmlClasses(html: string, into = new Set<string>()): Set<string> {
  const seen = new Set<string>();
  for (let at = html.indexOf(MARK); at >= 0; at = html.indexOf(MARK, at)) {
    const start = at + MARK.length;
    const end = html.indexOf('"', start);
    if (end < 0) break;
    const before = html.charCodeAt(at - 1);
    at = end;
    // ` class="`, not `data-class="`: a space, tab or new line before it.
    if (before !== 32 && before !== 9 && before !== 10 && before !== 13) continue;
    const value = html.slice(start, end);
    if (seen.has(value)) continue;
    seen.add(value);
    const text = value.includes('&')
      ? value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e] ?? e)
      : value;
    for (const name of text.split(/\s+/)) if (name) into.add(name);
  }
  return into;
}

/** The rules of `pieces` a page with `classes` can use, in order, inside their at-rules. */
export function cssForClasses(pieces: readonly StylePiece[], classes: ReadonlySet<string>): string {
  const out: string[] = [];
  // At-rules opened in the pieces but not yet written (written with their first kept rule).
  const pending: string[] = [];
  let written = 0; // how many of the open at-rules are written
  for (const piece of pieces) {
    if ('open' in piece) {
      pending.push(piece.open);
    } else if ('close' in piece) {
      // The innermost at-rule ends: closed when it was written.
      if (written === pending.length) {
        written -= 1;
        out.push('}');
      }
      pending.pop();
    } else if (!piece.any || piece.any.some((names) => names.every((n) => classes.has(n)))) {
      for (; written < pending.length; written++) out.push(pending[written]);
      out.push(piece.css);
    }
  }
  return out.join('');
}

/**
 * The stylesheets of the web build at `webRoot` that have an index, by address
 * ("/assets/shell-x.css"); empty when the build wrote none (an older build:
 * pages then inline the whole stylesheet).
 */
export function loadPageStyles(webRoot: string): Map<string, SheetForPage> {
  const file = path.join(webRoot, INDEX_FILE);
  const sheets = new Map<string, SheetForPage>();
  if (!fs.existsSync(file)) return sheets;
  const index = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    version?: number;
    sheets?: Record<string, StylePiece[]>;
  };
  if (index.version !== 1 || !index.sheets) return sheets;
  for (const [href, pieces] of Object.entries(index.sheets)) {
    sheets.set(href, (classes) => cssForClasses(pieces, classes));
  }
  return sheets;
}
