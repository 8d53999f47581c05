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
 * 400 face (the English build both) for the language switcher's own names
 * (हिन्दी, ગુજરાતી), cut at build to those names' glyphs (subset-font, which
 * keeps the conjuncts' shaping): 1.9 and 2.4 kB instead of 37 and 50 kB,
 * fetched only where the device has no such font.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { LANG_NAME } from '../src/shared/i18n/lang.ts';

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

interface Face {
  script: Script;
  weight: number;
  /** Set for the other script's face: the only text it is cut to and used for (the switcher's name). */
  only?: string;
}

/** The faces a build carries: its own script in three weights, the other script (the switcher's label) in 400. */
function facesOf(lang: string): Face[] {
  const own = lang === 'hi' || lang === 'gu' ? lang : undefined;
  return (['hi', 'gu'] as const).flatMap((l) =>
    l === own
      ? WEIGHTS.map((weight) => ({ script: SCRIPTS[l], weight }))
      : [{ script: SCRIPTS[l], weight: 400, only: LANG_NAME[l] }],
  );
}

/** `text`'s code points as a unicode-range ("U+939,U+93F,..."), so the cut face is asked for nothing else. */
function rangeOf(text: string): string {
  const points = [...new Set([...text].map((c) => c.codePointAt(0) ?? 0))].sort((a, b) => a - b);
  return points.map((p) => `U+${p.toString(16).toUpperCase()}`).join(',');
}

interface FaceFile extends Face {
  source: Buffer;
  /** Under the build's output folder: assets/{name}-{hash}.woff2. */
  fileName: string;
}

/** `faces`' woff2 files (the other script's cut to its text), named by their content. */
function faceFiles(faces: Face[], root: string): Promise<FaceFile[]> {
  return Promise.all(
    faces.map(async (face) => {
      const name = face.script.file(face.weight);
      const whole = fs.readFileSync(
        path.join(root, 'node_modules', face.script.pkg, 'files', name),
      );
      const source = face.only
        ? await subsetFont(whole, face.only, { targetFormat: 'woff2' })
        : whole;
      const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
      const stem = name.replace('.woff2', face.only ? '-switcher' : '');
      return { ...face, source, fileName: `assets/${stem}-${hash}.woff2` };
    }),
  );
}

/** The @font-face rules of `files`, each naming the installed font first. */
function fontFaceRules(files: FaceFile[]): string {
  return files
    .map((f) => {
      const local = f.script.local[f.weight].map((name) => `local("${name}")`).join(',');
      const range = f.only ? rangeOf(f.only) : f.script.range;
      return `@font-face{font-family:"${FACE}";font-style:normal;font-weight:${f.weight};font-display:swap;src:${local},url(/${f.fileName}) format("woff2");unicode-range:${range}}`;
    })
    .join('');
}

/**
 * CSS for a page outside the app in `lang` (the service worker's offline page): the faces of
 * its script in three weights, at the same addresses as that language's build emits them (kept
 * on a device that fetched them), and the body's font list with the face first.
 */
export async function scriptFontStyle(lang: 'hi' | 'gu', root: string): Promise<string> {
  const files = await faceFiles(
    WEIGHTS.map((weight) => ({ script: SCRIPTS[lang], weight })),
    root,
  );
  return `${fontFaceRules(files)}body{font-family:${FONT_LIST}}`;
}

export function indicFonts(lang: string, root: string): Plugin {
  const files = faceFiles(facesOf(lang), root);
  return {
    name: 'carsetu-indic-fonts',
    apply: 'build',
    async generateBundle() {
      for (const f of await files)
        this.emitFile({ type: 'asset', fileName: f.fileName, source: f.source });
    },
    async transformIndexHtml(html) {
      const faces = fontFaceRules(await files);
      return html.replace(
        '</head>',
        `  <style>${faces}:root{--font-sans:${FONT_LIST}}</style>\n  </head>`,
      );
    },
  };
}
