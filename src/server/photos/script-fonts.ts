/**
 * Noto Sans Devanagari and Noto Sans Gujarati for pictures drawn with sharp
 * (the demo banners in Hindi and Gujarati): @fontsource's woff2 files (OFL-1.1,
 * the same faces the pages self-host, docs/decisions/037-languages.md)
 * written out once as TrueType (fontverter) under the system's temporary
 * folder, since Pango reads a font file from disk and not WOFF2. The script's
 * file has no Latin punctuation (, . -): the family's Latin file is loaded
 * beside it, and Pango takes those from it. No font of the machine is
 * involved, so a clean machine draws the same letters.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import fontverter from 'fontverter';
import { drawLine, type TextFont } from './card-text.ts';

const require = createRequire(import.meta.url);

const FAMILY = { hi: 'Noto Sans Devanagari', gu: 'Noto Sans Gujarati' } as const;
const SUBSET = { hi: 'devanagari', gu: 'gujarati' } as const;
const STYLE = { 400: '', 700: ' Bold' } as const;

const made = new Map<string, Promise<TextFont>>();

/**
 * The script face of `lang` ('hi' or 'gu') in `weight` (400 or 700), as a
 * TrueType file Pango can draw from. Throws when the package or file is missing.
 */
export function scriptFont(lang: 'hi' | 'gu', weight: 400 | 700): Promise<TextFont> {
  const key = `${lang}-${weight}`;
  let font = made.get(key);
  if (!font) {
    font = (async () => {
      // Drawn once, libvips keeps a font file loaded for the process: Pango falls back to it.
      const latin = await writeTrueType(lang, weight, 'latin');
      await drawLine('.', latin, 8, '#000000');
      return writeTrueType(lang, weight, SUBSET[lang]);
    })();
    made.set(key, font);
  }
  return font;
}

async function writeTrueType(
  lang: 'hi' | 'gu',
  weight: 400 | 700,
  subset: string,
): Promise<TextFont> {
  const name = `noto-sans-${lang === 'hi' ? 'devanagari' : 'gujarati'}`;
  const woff2 = fs.readFileSync(
    require.resolve(`@fontsource/${name}/files/${name}-${subset}-${weight}-normal.woff2`),
  );
  const ttf = await fontverter.convert(woff2, 'sfnt');
  const hash = createHash('sha256').update(ttf).digest('hex').slice(0, 12);
  const dir = path.join(os.tmpdir(), 'carsetu-fonts');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${FAMILY[lang].replace(/ /g, '')}-${subset}-${weight}-${hash}.ttf`);
  if (!fs.existsSync(file)) {
    const part = `${file}.${process.pid}.part`;
    fs.writeFileSync(part, ttf);
    fs.renameSync(part, file);
  }
  return { file, name: `${FAMILY[lang]}${STYLE[weight]}` };
}
