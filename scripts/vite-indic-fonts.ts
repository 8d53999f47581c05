/**
 * Noto Sans Devanagari (Hindi) and Noto Sans Gujarati, self-hosted for the
 * Hindi and Gujarati builds (issue 26, part 5; docs/decisions/037-languages.md):
 * the 400, 600 and 700 woff2 files of @fontsource's script subset (OFL-1.1)
 * emitted as hashed assets, and our own @font-face rules written into that
 * build's index.html, with the face first in the page's font list (for the
 * script's letters only: its unicode-range). Each face names the same font installed on the device first
 * (Android's Noto, Windows' Nirmala UI, iOS's Kohinoor), so only a device
 * without one downloads it; `font-display: swap` shows text at once. The
 * unicode-range leaves out ₹ and the joiners that fontsource's include, so a
 * price never fetches a face. Every build also carries the other script's
 * 400 face (the English build both), for the language switcher's own names
 * (हिन्दी, ગુજરાતી): fetched only where the device has no such font.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

interface Script {
  family: string;
  pkg: string;
  file: (weight: number) => string;
  range: string;
  local: Record<number, string[]>;
}

const SCRIPTS: Record<'hi' | 'gu', Script> = {
  hi: {
    family: 'Noto Sans Devanagari',
    pkg: '@fontsource/noto-sans-devanagari',
    file: (w) => `noto-sans-devanagari-devanagari-${w}-normal.woff2`,
    range: 'U+0900-097F,U+1CD0-1CF9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF',
    local: {
      400: [
        'Noto Sans Devanagari',
        'NotoSansDevanagari-Regular',
        'Nirmala UI',
        'NirmalaUI',
        'KohinoorDevanagari-Regular',
      ],
      600: [
        'Noto Sans Devanagari SemiBold',
        'NotoSansDevanagari-SemiBold',
        'Nirmala UI Semibold',
        'NirmalaUI-Semibold',
        'KohinoorDevanagari-Semibold',
      ],
      700: [
        'Noto Sans Devanagari Bold',
        'NotoSansDevanagari-Bold',
        'Nirmala UI Bold',
        'NirmalaUI-Bold',
        'KohinoorDevanagari-Bold',
      ],
    },
  },
  gu: {
    family: 'Noto Sans Gujarati',
    pkg: '@fontsource/noto-sans-gujarati',
    file: (w) => `noto-sans-gujarati-gujarati-${w}-normal.woff2`,
    range: 'U+0951-0952,U+0964-0965,U+0A80-0AFF,U+25CC,U+A830-A839',
    local: {
      400: [
        'Noto Sans Gujarati',
        'NotoSansGujarati-Regular',
        'Nirmala UI',
        'NirmalaUI',
        'KohinoorGujarati-Regular',
      ],
      600: [
        'Noto Sans Gujarati SemiBold',
        'NotoSansGujarati-SemiBold',
        'Nirmala UI Semibold',
        'NirmalaUI-Semibold',
        'KohinoorGujarati-Semibold',
      ],
      700: [
        'Noto Sans Gujarati Bold',
        'NotoSansGujarati-Bold',
        'Nirmala UI Bold',
        'NirmalaUI-Bold',
        'KohinoorGujarati-Bold',
      ],
    },
  },
};

const WEIGHTS = [400, 600, 700];
/** The face's name on our pages (not the installed font's, which `local()` names). */
const FACE = 'CarSetu Indic';

/**
 * The page's font list (src/web/styles.css's --font-sans) with the script's face first: its
 * unicode-range gives it the script's letters only (Latin text keeps the system fonts), and
 * after a system font a device's own fallback can win with empty boxes (seen on Linux: bold
 * Devanagari after system-ui or Arial drawn as boxes).
 */
const FONT_LIST = `"${FACE}", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"`;

/** The faces a build carries: its own script in three weights, the other script (the switcher's label) in 400. */
function facesOf(lang: string): { script: Script; weight: number }[] {
  const own = lang === 'hi' || lang === 'gu' ? lang : undefined;
  return (['hi', 'gu'] as const).flatMap((l) =>
    (l === own ? WEIGHTS : [400]).map((weight) => ({ script: SCRIPTS[l], weight })),
  );
}

export function indicFonts(lang: string, root: string): Plugin {
  const files = facesOf(lang).map(({ script, weight }) => {
    const name = script.file(weight);
    const source = fs.readFileSync(path.join(root, 'node_modules', script.pkg, 'files', name));
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
    return {
      script,
      weight,
      source,
      fileName: `assets/${name.replace('.woff2', '')}-${hash}.woff2`,
    };
  });
  return {
    name: 'carsetu-indic-fonts',
    apply: 'build',
    generateBundle() {
      for (const f of files)
        this.emitFile({ type: 'asset', fileName: f.fileName, source: f.source });
    },
    transformIndexHtml(html) {
      const faces = files
        .map((f) => {
          const local = f.script.local[f.weight].map((name) => `local("${name}")`).join(',');
          return `@font-face{font-family:"${FACE}";font-style:normal;font-weight:${f.weight};font-display:swap;src:${local},url(/${f.fileName}) format("woff2");unicode-range:${f.script.range}}`;
        })
        .join('');
      return html.replace(
        '</head>',
        `  <style>${faces}:root{--font-sans:${FONT_LIST}}</style>\n  </head>`,
      );
    },
  };
}
