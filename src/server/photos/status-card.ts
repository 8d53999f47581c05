/**
 * A car's WhatsApp Status card (issue 12 item 4; docs/decisions/023-status-card.md):
 * a 1080x1920 JPEG (9:16, full screen on a phone) a seller downloads and
 * posts to their Status. From the top: the main photo, cover-cropped to
 * 1080x960 and fading into a dark blue page; the price in an orange pill
 * (₹, Indian grouping); year, make and model; the variant; chips for the
 * km, fuel and city; and a white panel with the brand and the car's short
 * link. The bottom 170 px stay empty: WhatsApp draws its reply bar there.
 *
 * Text is drawn like the share card's (card-text.ts: Poppins through
 * Pango, markup escaped); SVG draws only shapes. The page, the panel and
 * the fixed words are drawn once per process (`statusFrame`).
 */
import sharp, { type OverlayOptions } from 'sharp';
import { PRODUCT } from '#shared/brand.ts';
import { formatKm, formatRupees } from '#shared/format.ts';
import { STATUS_CARD_SIZE } from '#shared/schemas/status-card.ts';
import { compositeCard, jpegWithin } from './card-jpeg.ts';
import { coverPhoto } from './card-photo.ts';
import { type CardText, drawLine, fitLine } from './card-text.ts';

const W: number = STATUS_CARD_SIZE.width;
const H: number = STATUS_CARD_SIZE.height;
/** Largest card, bytes: well under 1 MB, so it downloads fast on a phone and WhatsApp keeps it whole. */
export const MAX_STATUS_CARD_BYTES = 900 * 1000;
/** JPEG qualities tried in turn until the card fits MAX_STATUS_CARD_BYTES. */
const QUALITIES = [84, 74, 64, 52];

/** What the card shows about a car. */
export interface StatusCardInput {
  /** The main photo (JPEG or PNG bytes, up to 50 megapixels), or null: the car has none. */
  photo: Uint8Array | null;
  year: number;
  make: string;
  model: string;
  variant?: string | null;
  /** Rupees. */
  price: number;
  /** Kilometres driven. */
  km: number;
  fuel: string;
  city: string;
  /** The car's short link, `https://…/CarDetails/{Rand}`; drawn without its scheme. */
  link: string;
}

/** The card's words: price "₹5,45,000", title "2019 Maruti Suzuki Swift", variant ('' without), facts ["42,000 km", "Petrol", "Ahmedabad"], link without scheme. */
export function statusCardLines(input: Omit<StatusCardInput, 'photo'>): {
  price: string;
  title: string;
  variant: string;
  facts: string[];
  link: string;
} {
  const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  return {
    price: formatRupees(input.price),
    title: squash(`${input.year} ${input.make} ${input.model}`),
    variant: squash(input.variant),
    facts: [formatKm(input.km), squash(input.fuel), squash(input.city)].filter(Boolean),
    link: input.link.replace(/^https?:\/\//i, ''),
  };
}

const M = 72;
const TEXT_W = W - 2 * M;
const PHOTO_H = 960;
/** The band over the photo's foot that fades it into the page. */
const FADE_H = 360;
const NAVY_TOP = '#0d2b5e';
const NAVY_BOTTOM = '#071630';
const ORANGE = '#ea580c';
const BLUE = '#0b4ea2';
/** The white panel at the bottom: brand, "See photos and details", the link. */
const PANEL = { left: M, top: 1490, width: W - 2 * M, height: 260, pad: 48 };

const svg = (body: string, width = W, height = H) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`,
  );

const rect = (width: number, height: number, fill: string, radius: number, opacity = 1) =>
  svg(
    `<rect width="${width}" height="${height}" rx="${radius}" fill="${fill}" fill-opacity="${opacity}"/>`,
    width,
    height,
  );

let frame: Promise<{ pixels: Buffer; fade: Buffer }> | undefined;

/**
 * What every card has, drawn once per process: the page (raw RGB pixels,
 * W x H) with the panel, the brand and its fixed line; and the band that
 * fades the photo's foot into the page (PNG).
 */
function statusFrame(): Promise<{ pixels: Buffer; fade: Buffer }> {
  frame ??= (async () => {
    const [brand, hint] = await Promise.all([
      drawLine(PRODUCT, 'bold', 60, BLUE),
      drawLine('See photos and details', 'regular', 34, '#475569'),
    ]);
    const page = svg(
      `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${NAVY_TOP}"/><stop offset="${PHOTO_H / H}" stop-color="${NAVY_TOP}"/><stop offset="1" stop-color="${NAVY_BOTTOM}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#g)"/>`,
    );
    const pixels = await sharp(page)
      .composite([
        {
          input: rect(PANEL.width, PANEL.height, '#ffffff', 36),
          left: PANEL.left,
          top: PANEL.top,
        },
        { input: brand.png, left: PANEL.left + PANEL.pad, top: PANEL.top + 44 },
        { input: hint.png, left: PANEL.left + PANEL.pad, top: PANEL.top + 132 },
      ])
      .removeAlpha()
      .raw()
      .toBuffer();
    const fade = await sharp(
      svg(
        `<defs><linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${NAVY_TOP}" stop-opacity="0"/><stop offset="0.6" stop-color="${NAVY_TOP}" stop-opacity="0.75"/><stop offset="1" stop-color="${NAVY_TOP}" stop-opacity="1"/></linearGradient></defs><rect width="${W}" height="${FADE_H}" fill="url(#f)"/>`,
        W,
        FADE_H,
      ),
    )
      .png({ compressionLevel: 1 })
      .toBuffer();
    return { pixels, fade };
  })();
  frame.catch(() => {
    frame = undefined;
  });
  return frame;
}

/** The photo cover-cropped to W x PHOTO_H as raw RGB, or a plain blue panel with the brand when there is none. */
async function photoLayer(photo: Uint8Array | null): Promise<OverlayOptions> {
  const raw = { width: W, height: PHOTO_H, channels: 3 } as const;
  if (!photo) {
    const mark = await drawLine(PRODUCT, 'bold', 120, '#ffffff');
    const data = await sharp(rect(W, PHOTO_H, BLUE, 0))
      .composite([
        {
          input: mark.png,
          left: Math.round((W - mark.width) / 2),
          top: Math.round((PHOTO_H - mark.height) / 2) - 60,
        },
      ])
      .removeAlpha()
      .raw()
      .toBuffer();
    return { input: data, raw, left: 0, top: 0 };
  }
  const data = await (await coverPhoto(photo, W, PHOTO_H)).removeAlpha().raw().toBuffer();
  return { input: data, raw, left: 0, top: 0 };
}

/** Chips for `texts` in rows from (0, 0), wrapping at `maxWidth`; answers the layers and the rows' height. */
async function chipRows(texts: string[], maxWidth: number) {
  const CHIP_H = 84;
  const GAP = 20;
  const PAD = 34;
  const lines = await Promise.all(
    texts.map((t) => fitLine(t, 'regular', 40, 30, maxWidth - 2 * PAD, '#ffffff')),
  );
  const layers: OverlayOptions[] = [];
  let x = 0;
  let y = 0;
  for (const line of lines) {
    const width = line.width + 2 * PAD;
    if (x > 0 && x + width > maxWidth) {
      x = 0;
      y += CHIP_H + GAP;
    }
    layers.push(
      { input: rect(width, CHIP_H, '#ffffff', CHIP_H / 2, 0.14), left: x, top: y },
      { input: line.png, left: x + PAD, top: y + Math.round((CHIP_H - line.height) / 2) },
    );
    x += width + GAP;
  }
  return { layers, height: lines.length > 0 ? y + CHIP_H : 0 };
}

/**
 * The title in one line at 72 px down to 60 px; longer, in two lines split
 * at the word that balances them best (each 64 px down to 48 px, then cut
 * with an ellipsis).
 */
async function titleLines(title: string): Promise<CardText[]> {
  const full = await drawLine(title, 'semibold', 72, '#ffffff');
  if (full.width <= TEXT_W) return [full];
  const words = title.split(' ');
  if ((full.width * 60) / 72 <= TEXT_W || words.length < 2) {
    return [await fitLine(title, 'semibold', 72, 60, TEXT_W, '#ffffff')];
  }
  // The split whose longer half is the shortest (in characters).
  let best = 1;
  for (let k = 1; k < words.length; k++) {
    const longer = (i: number) =>
      Math.max(words.slice(0, i).join(' ').length, words.slice(i).join(' ').length);
    if (longer(k) < longer(best)) best = k;
  }
  return Promise.all(
    [words.slice(0, best).join(' '), words.slice(best).join(' ')].map((t) =>
      fitLine(t, 'semibold', 64, 48, TEXT_W, '#ffffff'),
    ),
  );
}

/** `layer` moved by (`dx`, `dy`). */
const moved = (layer: OverlayOptions, dx: number, dy: number): OverlayOptions => ({
  ...layer,
  left: (layer.left ?? 0) + dx,
  top: (layer.top ?? 0) + dy,
});

/**
 * The Status card of a car as a JPEG of at most MAX_STATUS_CARD_BYTES
 * (1080x1920; the quality steps down from 84 until it fits). The price is
 * in rupees with Indian grouping (₹5,45,000), the km likewise. Throws when
 * the photo cannot be read, or (never seen) when no quality fits.
 * CPU-heavy (about 0.15 s): callers run it through the photo queue (runPhotoJob).
 */
export async function makeStatusCard(input: StatusCardInput): Promise<Buffer> {
  const lines = statusCardLines(input);
  const [base, photo, price, title, variant, chips, link] = await Promise.all([
    statusFrame(),
    photoLayer(input.photo),
    fitLine(lines.price, 'bold', 104, 72, TEXT_W - 80, '#ffffff'),
    titleLines(lines.title),
    lines.variant ? fitLine(lines.variant, 'regular', 48, 36, TEXT_W, '#c7d5ea') : undefined,
    chipRows(lines.facts, TEXT_W),
    fitLine(lines.link, 'semibold', 42, 28, PANEL.width - 2 * PANEL.pad, '#0b376f'),
  ]);

  // The block under the photo, laid out from y = 0: price pill, title, variant, chips.
  const pill = { width: price.width + 80, height: 156 };
  const block: OverlayOptions[] = [
    { input: rect(pill.width, pill.height, ORANGE, 30), left: -8, top: 0 },
    { input: price.png, left: 32, top: Math.round((pill.height - price.height) / 2) },
  ];
  let y = pill.height + 52;
  for (const line of title) {
    block.push({ input: line.png, left: 0, top: y });
    y += title.length > 1 ? 88 : 100;
  }
  if (variant) {
    block.push({ input: variant.png, left: 0, top: y });
    y += 76;
  }
  y += 14;
  block.push(...chips.layers.map((layer) => moved(layer, 0, y)));
  y += chips.height;
  // Its pill overlaps the photo's faded foot, and further up when a long title or chips need the room.
  const top = Math.min(PHOTO_H - 70, PANEL.top - 56 - y);

  const layers: OverlayOptions[] = [
    photo,
    { input: base.fade, left: 0, top: PHOTO_H - FADE_H },
    ...block.map((layer) => moved(layer, M, top)),
    { input: link.png, left: PANEL.left + PANEL.pad, top: PANEL.top + 188 },
  ];

  const pixels = await compositeCard(
    sharp(base.pixels, { raw: { width: W, height: H, channels: 3 } }),
    layers,
  );
  const jpeg = await jpegWithin(pixels, QUALITIES, MAX_STATUS_CARD_BYTES);
  if (jpeg) return jpeg;
  throw new Error(`status card over ${MAX_STATUS_CARD_BYTES} bytes at every quality`);
}
