/**
 * The demo home banners (docs/product.md#banner: nUrl, nPhoto;
 * #catalogue-and-demo-data: the seed draws them itself), a set in each
 * language for that language's Home (banners.lang). Each is drawn with
 * sharp: the brand gradient, a button and a car as SVG shapes, the words by
 * Pango from fonts shipped in node_modules (Poppins; Noto Sans Devanagari and
 * Gujarati, src/server/photos/script-fonts.ts), so no font of the machine is
 * used; then stored as a 1600 x 500 JPEG at `banners/{slug}.jpg` (English) or
 * `banners/{slug}-{lang}.jpg` and an 800 x 250 WebP for phones beside it
 * (`-sm.webp`: the web app swaps '.jpg' for it).
 */
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { LANGS, type Lang } from '#shared/i18n/lang.ts';
import { type CardText, drawLine, fitLine, type TextFont } from '../../../photos/card-text.ts';
import { BANNER_HEIGHT, BANNER_WIDTH } from '../../../photos/process-banner-photo.ts';
import { scriptFont } from '../../../photos/script-fonts.ts';
import type { PhotoStorage } from '../../../ports/photo-storage.ts';
import type { Database } from '../../schema.ts';
import type { ShapeName } from './body-shape.ts';
import { carFigure } from './car-svg.ts';
import { type BannerWords, DEMO_BANNER_WORDS } from './demo-banner-words.ts';
import { paintOf } from './paint.ts';

/** A banner's look and link, the same in every language. */
export interface BannerDesign {
  slug: string;
  url: string;
  from: string;
  to: string;
  ctaFill: string;
  ctaText: string;
  car: { body: ShapeName; colour: string };
}

export const DEMO_BANNERS: BannerDesign[] = [
  {
    slug: 'find-your-next-car',
    url: '/search',
    from: '#0b4ea2',
    to: '#081d3a',
    ctaFill: '#ea580c',
    ctaText: '#ffffff',
    car: { body: 'suv', colour: 'Fiery Red' },
  },
  {
    slug: 'sell-your-car',
    url: '/SellInquiryform',
    from: '#f97316',
    to: '#9a3412',
    ctaFill: '#ffffff',
    ctaText: '#c2410c',
    car: { body: 'hatchback', colour: 'Pearl Arctic White' },
  },
  {
    slug: 'verified-dealers',
    url: '/contactus',
    from: '#0c2f5c',
    to: '#141a24',
    ctaFill: '#ea580c',
    ctaText: '#ffffff',
    car: { body: 'sedan', colour: 'Lunar Silver' },
  },
  {
    slug: 'every-budget',
    url: '/search',
    from: '#0f766e',
    to: '#0c2f3a',
    ctaFill: '#ffffff',
    ctaText: '#0f766e',
    car: { body: 'muv', colour: 'Nexa Blue' },
  },
];

/** Left edge of the words, and how wide they may run before the car (pixels). */
const TEXT_X = 90;
const TEXT_WIDTH = 840;
const CTA_HEIGHT = 66;
const CTA_PAD = 34;
const ARROW = 24;

/** The faces the words are drawn in: Poppins for English, the script's Noto otherwise. */
async function fontsFor(
  lang: Lang,
): Promise<{ bold: TextFont | 'bold'; regular: TextFont | 'regular' }> {
  if (lang === 'en') return { bold: 'bold', regular: 'regular' };
  return { bold: await scriptFont(lang, 700), regular: await scriptFont(lang, 400) };
}

/** `png` with its alpha scaled by `opacity` (0 to 1). */
const faded = (line: CardText, opacity: number) =>
  sharp(line.png).ensureAlpha().linear([1, 1, 1, opacity], [0, 0, 0, 0]).png().toBuffer();

/** The banner's shapes as SVG: background, light, the button (`cta` wide at `ctaTop`) with its arrow, the car. */
export function bannerSvg(design: BannerDesign, cta: { width: number; top: number }): string {
  const arrowX = TEXT_X + cta.width - CTA_PAD - ARROW;
  const arrowY = cta.top + CTA_HEIGHT / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${design.from}"/><stop offset="1" stop-color="${design.to}"/></linearGradient>
<radialGradient id="spot" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#bg)"/>
<circle cx="1480" cy="-60" r="360" fill="#ffffff" fill-opacity="0.06"/>
<circle cx="1040" cy="560" r="260" fill="#ffffff" fill-opacity="0.05"/>
<circle cx="-40" cy="470" r="180" fill="#ffffff" fill-opacity="0.04"/>
<ellipse cx="1200" cy="300" rx="420" ry="220" fill="url(#spot)"/>
<rect x="${TEXT_X}" y="${cta.top}" width="${cta.width}" height="${CTA_HEIGHT}" rx="${CTA_HEIGHT / 2}" fill="${design.ctaFill}"/>
<path d="M${arrowX} ${arrowY}h${ARROW}m-10 -10l10 10l-10 10" fill="none" stroke="${design.ctaText}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
${carFigure(design.car.body, paintOf(design.car.colour), `b-${design.slug}`, 'translate(1530 452) scale(-0.66 0.66)')}
</svg>`;
}

/** One banner in `lang`: `design`'s look with `words`, as a 1600 x 500 PNG. */
export async function drawBanner(
  design: BannerDesign,
  words: BannerWords,
  lang: Lang,
): Promise<Buffer> {
  const font = await fontsFor(lang);
  const [line1, line2, sub, cta, mark] = await Promise.all([
    fitLine(words.lines[0], font.bold, 76, 52, TEXT_WIDTH, '#ffffff'),
    fitLine(words.lines[1], font.bold, 76, 52, TEXT_WIDTH, '#ffffff'),
    fitLine(words.sub, font.regular, 30, 22, TEXT_WIDTH, '#ffffff'),
    drawLine(words.cta, font.bold, 29, design.ctaText),
    drawLine('CarSetu demo', 'regular', 18, '#ffffff'),
  ]);
  // Top to bottom from a fixed top: each line's ink is as tall as its script makes it.
  const top1 = 80;
  const top2 = top1 + line1.height + 18;
  const subTop = top2 + line2.height + 32;
  const ctaTop = subTop + sub.height + 30;
  const ctaWidth = CTA_PAD + cta.width + 14 + ARROW + CTA_PAD;
  const svg = bannerSvg(design, { width: ctaWidth, top: ctaTop });
  return sharp(Buffer.from(svg))
    .composite([
      { input: line1.png, left: TEXT_X, top: top1 },
      { input: line2.png, left: TEXT_X, top: top2 },
      { input: await faded(sub, 0.88), left: TEXT_X + 2, top: subTop },
      {
        input: cta.png,
        left: TEXT_X + CTA_PAD,
        top: Math.round(ctaTop + (CTA_HEIGHT - cta.height) / 2),
      },
      {
        input: await faded(mark, 0.45),
        left: BANNER_WIDTH - 24 - mark.width,
        top: BANNER_HEIGHT - 16 - mark.height,
      },
    ])
    .png()
    .toBuffer();
}

/**
 * Draws, stores and inserts the demo banners, a set per language (url
 * '/search', '/SellInquiryform' or '/contactus'; photo = the JPEG's storage
 * URL; lang = the language of its words; alt_text = those words as text).
 * Returns how many were added.
 */
export async function seedDemoBanners(
  db: Kysely<Database>,
  storage: PhotoStorage,
): Promise<number> {
  const rows = await Promise.all(
    LANGS.flatMap((lang, l) =>
      DEMO_BANNERS.map(async (design, i) => {
        const words = DEMO_BANNER_WORDS[lang][i];
        const png = await drawBanner(design, words, lang);
        const [jpeg, webp] = await Promise.all([
          sharp(png).jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
          sharp(png).resize({ width: 800 }).webp({ quality: 75 }).toBuffer(),
        ]);
        const base = lang === 'en' ? `banners/${design.slug}` : `banners/${design.slug}-${lang}`;
        const key = `${base}.jpg`;
        await storage.put(key, jpeg);
        await storage.put(`${base}-sm.webp`, webp);
        // One order for the console: English's four, then Hindi's, then Gujarati's.
        const sort_order = l * DEMO_BANNERS.length + i + 1;
        const alt_text = `${words.lines.join(' ')}: ${words.sub}`;
        return { url: design.url, photo: storage.url(key), sort_order, lang, alt_text };
      }),
    ),
  );
  await db.insertInto('banners').values(rows).execute();
  return rows.length;
}
