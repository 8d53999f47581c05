/**
 * A car's share card (issue 9): the `og:image` a chat app shows when a car's
 * link is shared, 1200x630 JPEG under 300 KB (WhatsApp drops larger
 * previews), made from the main photo with the price, year, make and model.
 *
 * The photo fills the card (cropped to 1.91:1 around its centre) under a dark
 * gradient; the price sits in an orange pill, the year, make and model below
 * it, the variant (and city) under that, and the brand at the top left.
 *
 * Text is drawn by libvips' own text renderer (Pango) from Poppins, a TTF
 * shipped in node_modules (@expo-google-fonts/poppins, SIL Open Font Licence
 * 1.1), passed as `fontfile`, so no system font is involved and the rupee
 * sign (U+20B9) is always there. SVG draws only shapes (gradient, pills):
 * librsvg ignores `@font-face`, so SVG text would fall back to whatever fonts
 * the machine has.
 */
import sharp, { type OverlayOptions } from 'sharp';
import { PRODUCT } from '#shared/brand.ts';
import { formatRupees } from '#shared/format.ts';
import { compositeCard, jpegWithin } from './card-jpeg.ts';
import { coverPhoto } from './card-photo.ts';
import { drawLine, fitLine } from './card-text.ts';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Largest card, bytes: WhatsApp shows no preview for an og:image over 300 KB. */
export const MAX_CARD_BYTES = 300 * 1000;
/** JPEG qualities tried in turn until the card fits MAX_CARD_BYTES (a noisy photo needs the lower ones). */
const QUALITIES = [82, 72, 62, 52, 42, 32];

/** What the card says about the car. */
export interface ShareCardText {
  /** Rupees. */
  price: number;
  year: number;
  make: string;
  model: string;
  variant?: string | null;
  city?: string | null;
}

/** The card's three lines: "₹5,25,000", "2019 Maruti Suzuki Swift", "VXi  ·  Ahmedabad" ('' without variant and city). */
export function shareCardLines(text: ShareCardText): {
  price: string;
  title: string;
  detail: string;
} {
  return {
    price: formatRupees(text.price),
    title: `${text.year} ${text.make} ${text.model}`.replace(/\s+/g, ' ').trim(),
    detail: [text.variant, text.city]
      .map((s) => s?.trim())
      .filter(Boolean)
      .join('  ·  '),
  };
}

const MARGIN = 56;
const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN;
const ORANGE = '#ea580c';
const BLUE = '#0b4ea2';

/** Heights of the dark bands: under the brand at the top, under the text from SHADE_TOP down. */
const TOP_BAND = 140;
const SHADE_TOP = 250;

/** A band of the card's width shading through `stops` (black; offset and opacity 0..1), as SVG. */
const bandSvg = (height: number, stops: [offset: number, opacity: number][]) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">${stops
    .map(([o, a]) => `<stop offset="${o}" stop-color="#000" stop-opacity="${a}"/>`)
    .join('')}</linearGradient></defs>
<rect width="${CARD_WIDTH}" height="${height}" fill="url(#g)"/></svg>`);

let frame: Promise<OverlayOptions[]> | undefined;

/**
 * What every card has over its photo, drawn once per process: the top band
 * with the brand badge, and the dark band under the text (two bands rather
 * than one card-size layer: compositing costs by area).
 */
function cardFrame(): Promise<OverlayOptions[]> {
  frame ??= (async () => {
    const brand = await drawLine(PRODUCT, 'bold', 34, '#ffffff');
    const badge = { left: 40, top: 36, width: brand.width + 48, height: 60 };
    const top = await sharp(
      bandSvg(TOP_BAND, [
        [0, 0.35],
        [1, 0],
      ]),
    )
      .composite([
        { input: pillSvg(badge.width, badge.height, BLUE), left: badge.left, top: badge.top },
        {
          input: brand.png,
          left: badge.left + 24,
          top: badge.top + Math.round((badge.height - brand.height) / 2),
        },
      ])
      .png({ compressionLevel: 1 })
      .toBuffer();
    const shade = await sharp(
      bandSvg(CARD_HEIGHT - SHADE_TOP, [
        [0, 0],
        [0.45, 0.55],
        [1, 0.88],
      ]),
    )
      .png({ compressionLevel: 1 })
      .toBuffer();
    return [
      { input: top, left: 0, top: 0 },
      { input: shade, left: 0, top: SHADE_TOP },
    ];
  })();
  frame.catch(() => {
    frame = undefined;
  });
  return frame;
}

function pillSvg(width: number, height: number, fill: string, radius = height / 2): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${radius}" fill="${fill}"/></svg>`,
  );
}

/**
 * The share card of a car: `photo` (JPEG or PNG bytes, any size up to 50
 * megapixels) cropped to 1200x630 with `text` over it, as a JPEG of at most
 * MAX_CARD_BYTES (the quality steps down until it fits). The price is shown
 * as ₹ with Indian digit grouping (₹5,25,000). Throws when the photo cannot
 * be read, or (never seen) when no quality fits the budget.
 * CPU-heavy: callers run it through the photo queue (runPhotoJob).
 */
export async function renderShareCard(photo: Uint8Array, text: ShareCardText): Promise<Buffer> {
  const { price: priceText, title, detail } = shareCardLines(text);
  const [price, heading, sub, overlay] = await Promise.all([
    fitLine(priceText, 'bold', 92, 60, TEXT_WIDTH - 64, '#ffffff'),
    fitLine(title, 'semibold', 60, 40, TEXT_WIDTH, '#ffffff'),
    detail ? fitLine(detail, 'regular', 38, 28, TEXT_WIDTH, '#e5e9f0') : undefined,
    cardFrame(),
  ]);

  // From the bottom up: detail line, title, price pill.
  const subTop = CARD_HEIGHT - 52 - 44;
  const headingTop = (sub ? subTop - 26 : CARD_HEIGHT - 60) - 62;
  const pill = {
    left: MARGIN - 8,
    top: headingTop - 36 - 122,
    width: price.width + 64,
    height: 122,
  };

  const layers: OverlayOptions[] = [
    ...overlay,
    { input: pillSvg(pill.width, pill.height, ORANGE, 22), left: pill.left, top: pill.top },
    {
      input: price.png,
      left: pill.left + 32,
      top: pill.top + Math.round((pill.height - price.height) / 2),
    },
    { input: heading.png, left: MARGIN, top: headingTop },
  ];
  if (sub) layers.push({ input: sub.png, left: MARGIN, top: subTop });

  // Composited once to raw pixels, then encoded at falling qualities until it fits.
  const pixels = await compositeCard(await coverPhoto(photo, CARD_WIDTH, CARD_HEIGHT), layers);
  const jpeg = await jpegWithin(pixels, QUALITIES, MAX_CARD_BYTES);
  if (jpeg) return jpeg;
  // Last resort for pure noise: soften it, which JPEG then compresses well.
  const soft = await sharp(pixels.data, { raw: pixels.raw })
    .blur(2)
    .jpeg({ quality: 60, optimiseCoding: true })
    .toBuffer();
  if (soft.length <= MAX_CARD_BYTES) return soft;
  throw new Error(`share card over ${MAX_CARD_BYTES} bytes at every quality`);
}
