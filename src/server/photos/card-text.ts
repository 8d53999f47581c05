/**
 * One line of text drawn for a picture made with sharp (the share card of
 * issue 9 and the Status card, issue 12 item 4; decision 023): by
 * libvips' text renderer (Pango) from Poppins, the TTF shipped in
 * node_modules (CARD_FONTS), so no system font is involved and the
 * rupee sign (U+20B9) is always there. SVG is used for shapes only: librsvg
 * ignores `@font-face`, so SVG text would fall back to the machine's fonts.
 * Sizes are pixels (at 72 dpi, one point is one pixel).
 */

import { createRequire } from 'node:module';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const fontFile = (weight: string) =>
  require.resolve(`@expo-google-fonts/poppins/${weight}/Poppins_${weight}.ttf`);
/** The TTF of each weight used, with the Pango family and style naming it. */
export const CARD_FONTS = {
  bold: { file: fontFile('700Bold'), name: 'Poppins Bold' },
  semibold: { file: fontFile('600SemiBold'), name: 'Poppins SemiBold' },
  regular: { file: fontFile('500Medium'), name: 'Poppins Medium' },
} as const;

export type CardWeight = keyof typeof CARD_FONTS;

/** A font file Pango draws from (a TTF or OTF on disk) and the family and style naming it. */
export interface TextFont {
  file: string;
  name: string;
}

const fontOf = (font: CardWeight | TextFont): TextFont =>
  typeof font === 'string' ? CARD_FONTS[font] : font;

/** A line drawn as a transparent PNG cropped to its ink, and its size in pixels. */
export interface CardText {
  png: Buffer;
  width: number;
  height: number;
}

/** `text` with Pango markup's special characters escaped (& < > " ' as numeric references). */
export const escapeMarkup = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `text` in `weight` (a Poppins weight, or another font such as a script's,
 * src/server/photos/script-fonts.ts) at `px` pixels, coloured `colour`
 * (#rrggbb), as a cropped PNG.
 */
export async function drawLine(
  text: string,
  weight: CardWeight | TextFont,
  px: number,
  colour: string,
): Promise<CardText> {
  const font = fontOf(weight);
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${colour}">${escapeMarkup(text)}</span>`,
      font: `${font.name} ${px}`,
      fontfile: font.file,
      dpi: 72,
      rgba: true,
    },
  })
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

/**
 * `text` drawn at `px` pixels and at most `maxWidth` pixels wide: shrunk (not
 * below `minPx`) to fit, then cut short with an ellipsis.
 */
export async function fitLine(
  text: string,
  weight: CardWeight | TextFont,
  px: number,
  minPx: number,
  maxWidth: number,
  colour: string,
): Promise<CardText> {
  let line = await drawLine(text, weight, px, colour);
  if (line.width <= maxWidth) return line;
  const size = Math.max(minPx, Math.floor((px * maxWidth) / line.width));
  line = await drawLine(text, weight, size, colour);
  let chars = [...text];
  while (line.width > maxWidth && chars.length > 1) {
    const keep = Math.max(1, Math.floor((chars.length * maxWidth) / line.width) - 1);
    chars = chars.slice(0, keep);
    line = await drawLine(`${chars.join('').trimEnd()}…`, weight, size, colour);
  }
  return line;
}
