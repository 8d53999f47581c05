/**
 * The index of each built stylesheet's rules by the classes they need
 * (docs/decisions/038-page-styles.md): `.vite/page-styles.json` beside the
 * manifest, read by the server, which inlines in a server-rendered page only
 * the rules its HTML can use (src/server/pages/page-styles.ts).
 *
 * postcss splits the minified stylesheet into its rules and at-rules (their
 * exact text); lightningcss parses each style rule's selectors. A selector
 * needs the classes of its own compounds and of the `:is()`, `:where()` and
 * `:has()` inside them (any one of their arguments): the page must hold each
 * somewhere. Classes under `:not()` and other pseudo-classes are not needed
 * (`:not(.x)` matches without `.x`). A rule is kept when any one of its
 * selectors is. Rules whose selectors need no class (the base layer,
 * `html[data-waking] body:after`, `dialog::backdrop`, `[open]`,
 * `:popover-open`, the theme's variables), @property, @font-face, @keyframes
 * and statements are always kept; a selector lightningcss cannot read is kept
 * too. Nothing is rewritten: a page's styles are the stylesheet's own text,
 * less the rules its classes do not reach, in the same order and at-rules.
 */
import fs from 'node:fs';
import path from 'node:path';
import { transform } from 'lightningcss';
import postcss, { type ChildNode, type Container } from 'postcss';
import type { Plugin } from 'vite';

/** One piece of a stylesheet, in order (src/server/pages/page-styles.ts reads them). */
export type StylePiece =
  /** A rule or statement; with `any`, kept only when the page has every class of one of the lists. */
  | { css: string; any?: string[][] }
  /** An at-rule's head, up to and with its `{`; written only when a rule inside is kept. */
  | { open: string }
  /** The `}` of the last `open`. */
  | { close: true };

export interface PageStylesIndex {
  version: 1;
  /** By the stylesheet's address ("/assets/shell-x.css"). */
  sheets: Record<string, StylePiece[]>;
}

/** Where the index goes, under a web build's folder. */
export const PAGE_STYLES_FILE = '.vite/page-styles.json';

/** What a selector needs, as alternatives: each a list of classes the page must all have. */
type Need = string[][];
const ALWAYS: Need = [[]];
/** More alternatives than this: the selector is kept whatever the page (never seen in our CSS). */
const MAX_ALTERNATIVES = 32;

interface Component {
  type: string;
  name?: string;
  kind?: string;
  selectors?: Component[][];
}

function both(a: Need, b: Need): Need {
  const out: Need = [];
  for (const x of a) for (const y of b) out.push([...new Set([...x, ...y])]);
  return out.length > MAX_ALTERNATIVES ? ALWAYS : out;
}

function either(needs: Need[]): Need {
  const out = needs.flat();
  if (out.some((alt) => alt.length === 0) || out.length > MAX_ALTERNATIVES) return ALWAYS;
  return out;
}

/** The classes a selector (its components, lightningcss's AST) needs the page to hold. */
export function selectorNeed(selector: Component[]): Need {
  let need = ALWAYS;
  for (const c of selector) {
    if (c.type === 'class' && c.name) need = both(need, [[c.name]]);
    else if (
      c.type === 'pseudo-class' &&
      (c.kind === 'is' || c.kind === 'where' || c.kind === 'any' || c.kind === 'has') &&
      c.selectors?.length
    ) {
      need = both(need, either(c.selectors.map(selectorNeed)));
    }
  }
  return need;
}

/** What a selector list needs (any one selector), or null when it is kept whatever the page. */
export function selectorListNeed(selectorText: string): Need | null {
  let selectors: Component[][] | undefined;
  try {
    transform({
      filename: 'rule.css',
      code: Buffer.from(`${selectorText}{}`),
      errorRecovery: true,
      visitor: {
        Rule: {
          style(rule) {
            selectors ??= rule.value.selectors as unknown as Component[][];
            return rule;
          },
        },
      },
    });
  } catch {
    return null;
  }
  if (!selectors?.length) return null;
  const need = either(selectors.map(selectorNeed));
  return need.some((alt) => alt.length === 0) ? null : need;
}

/** At-rules whose block holds rules to choose from; any other at-rule is one piece. */
const CONTAINERS = new Set(['media', 'supports', 'layer', 'container', 'scope', 'starting-style']);

function piecesOf(nodes: ChildNode[], out: StylePiece[]): void {
  for (const node of nodes) {
    if (node.type === 'comment') {
      if (node.text.startsWith('!')) out.push({ css: node.toString() });
    } else if (node.type === 'rule') {
      const need = selectorListNeed(node.selector);
      out.push(need ? { css: node.toString(), any: need } : { css: node.toString() });
    } else if (node.type === 'atrule' && node.nodes && CONTAINERS.has(node.name)) {
      const head = node.clone({ nodes: [] }).toString();
      out.push({ open: head.slice(0, head.lastIndexOf('}')) });
      piecesOf((node as Container).nodes ?? [], out);
      out.push({ close: true });
    } else if (node.type === 'atrule') {
      const text = node.toString();
      out.push({ css: node.nodes ? text : `${text};` });
    } else {
      out.push({ css: node.toString() });
    }
  }
}

/** A stylesheet's pieces. */
export function stylePieces(css: string): StylePiece[] {
  const out: StylePiece[] = [];
  piecesOf(postcss.parse(css).nodes, out);
  return out;
}

/** Writes `.vite/page-styles.json` for the browser build's stylesheets (not in the dev server). */
export function pageStylesIndex(): Plugin {
  return {
    name: 'carsetu-page-styles',
    apply: 'build',
    writeBundle(options, bundle) {
      const sheets: PageStylesIndex['sheets'] = {};
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        const css =
          typeof file.source === 'string' ? file.source : Buffer.from(file.source).toString('utf8');
        sheets[`/${file.fileName}`] = stylePieces(css);
      }
      const out = path.join(options.dir ?? 'dist', PAGE_STYLES_FILE);
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, JSON.stringify({ version: 1, sheets } satisfies PageStylesIndex));
    },
  };
}
