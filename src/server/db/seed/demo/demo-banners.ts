/**
 * The demo home banners (docs/product.md#banner: nUrl, nPhoto;
 * #catalogue-and-demo-data: the seed draws them itself). Each is drawn as SVG:
 * brand gradient, a headline, a call to action and a car, then stored as a 1600
 * x 500 JPEG at `banners/{slug}.jpg` and an 800 x 250 WebP for phones at
 * `banners/{slug}-sm.webp` (the web app swaps '.jpg' for '-sm.webp').
 */
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { BANNER_HEIGHT, BANNER_WIDTH } from '../../../photos/process-banner-photo.ts';
import type { PhotoStorage } from '../../../ports/photo-storage.ts';
import type { Database } from '../../schema.ts';
import type { ShapeName } from './body-shape.ts';
import { carFigure } from './car-svg.ts';
import { paintOf } from './paint.ts';

export interface BannerDesign {
  slug: string;
  url: string;
  lines: [string, string];
  sub: string;
  cta: string;
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
    lines: ['Find your', 'next car'],
    sub: 'Hundreds of used cars from dealers near you',
    cta: 'Browse cars',
    from: '#0b4ea2',
    to: '#081d3a',
    ctaFill: '#ea580c',
    ctaText: '#ffffff',
    car: { body: 'suv', colour: 'Fiery Red' },
  },
  {
    slug: 'sell-your-car',
    url: '/SellInquiryform',
    lines: ['Sell your car', 'in minutes'],
    sub: 'List it free. Buyers call you directly.',
    cta: 'Sell your car',
    from: '#f97316',
    to: '#9a3412',
    ctaFill: '#ffffff',
    ctaText: '#c2410c',
    car: { body: 'hatchback', colour: 'Pearl Arctic White' },
  },
  {
    slug: 'verified-dealers',
    url: '/contactus',
    lines: ['Verified dealers', 'across Gujarat'],
    sub: 'Ahmedabad · Surat · Vadodara · Rajkot and more',
    cta: 'Contact us',
    from: '#0c2f5c',
    to: '#141a24',
    ctaFill: '#ea580c',
    ctaText: '#ffffff',
    car: { body: 'sedan', colour: 'Lunar Silver' },
  },
  {
    slug: 'every-budget',
    url: '/search',
    lines: ['A car for', 'every budget'],
    sub: 'Hatchbacks, sedans, SUVs and MUVs',
    cta: 'See all cars',
    from: '#0f766e',
    to: '#0c2f3a',
    ctaFill: '#ffffff',
    ctaText: '#0f766e',
    car: { body: 'muv', colour: 'Nexa Blue' },
  },
];

const FONT = 'Liberation Sans, Arial, DejaVu Sans, sans-serif';

/** SVG text of one banner, BANNER_WIDTH x BANNER_HEIGHT. */
export function bannerSvg(design: BannerDesign): string {
  const ctaWidth = Math.round(design.cta.length * 16.5 + 100);
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
<text font-family="${FONT}" font-weight="700" font-size="76" fill="#ffffff">
<tspan x="90" y="160">${design.lines[0]}</tspan><tspan x="90" y="246">${design.lines[1]}</tspan></text>
<text x="92" y="310" font-family="${FONT}" font-size="30" fill="#ffffff" fill-opacity="0.88">${design.sub}</text>
<rect x="90" y="348" width="${ctaWidth}" height="66" rx="33" fill="${design.ctaFill}"/>
<text x="${90 + 34}" y="391" font-family="${FONT}" font-weight="700" font-size="29" fill="${design.ctaText}">${design.cta}  \u2192</text>
${carFigure(design.car.body, paintOf(design.car.colour), `b-${design.slug}`, 'translate(1530 452) scale(-0.66 0.66)')}
<text x="${BANNER_WIDTH - 24}" y="${BANNER_HEIGHT - 16}" text-anchor="end" font-family="${FONT}" font-size="18" fill="#ffffff" fill-opacity="0.45">CarSetu demo</text>
</svg>`;
}

/**
 * Draws, stores and inserts the demo banners (url '/search',
 * '/SellInquiryform' or '/contactus'; photo = the JPEG's storage URL).
 * Returns how many were added.
 */
export async function seedDemoBanners(
  db: Kysely<Database>,
  storage: PhotoStorage,
): Promise<number> {
  const rows = await Promise.all(
    DEMO_BANNERS.map(async (design, i) => {
      const png = await sharp(Buffer.from(bannerSvg(design)))
        .png()
        .toBuffer();
      const [jpeg, webp] = await Promise.all([
        sharp(png).jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
        sharp(png).resize({ width: 800 }).webp({ quality: 75 }).toBuffer(),
      ]);
      const key = `banners/${design.slug}.jpg`;
      await storage.put(key, jpeg);
      await storage.put(`banners/${design.slug}-sm.webp`, webp);
      return { url: design.url, photo: storage.url(key), sort_order: i + 1 };
    }),
  );
  await db.insertInto('banners').values(rows).execute();
  return rows.length;
}
