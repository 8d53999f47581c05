/**
 * The share card (issue 9): a 1200x630 JPEG under 300 KB made from the main
 * photo, with the price (₹, Indian grouping), year, make and model drawn in
 * the shipped Poppins font.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { phonePhoto } from '../testing/test-photos.ts';
import { CARD_FONTS } from './card-text.ts';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  MAX_CARD_BYTES,
  renderShareCard,
  shareCardLines,
} from './share-card.ts';

const swift = {
  price: 525000,
  year: 2019,
  make: 'Maruti Suzuki',
  model: 'Swift',
  variant: 'VXi AMT',
  city: 'Ahmedabad',
};

/** RGB pixels of `image` at the card's size (cover crop, as the card crops). */
const pixels = (image: Buffer) =>
  sharp(image).resize(CARD_WIDTH, CARD_HEIGHT, { fit: 'cover' }).removeAlpha().raw().toBuffer();

/** Mean absolute difference of two RGB card-size images over a rectangle. */
function meanDiff(
  a: Buffer,
  b: Buffer,
  area: { left: number; top: number; width: number; height: number },
): number {
  let sum = 0;
  for (let y = area.top; y < area.top + area.height; y++) {
    for (let x = area.left; x < area.left + area.width; x++) {
      const i = (y * CARD_WIDTH + x) * 3;
      for (let c = 0; c < 3; c++) sum += Math.abs(a[i + c] - b[i + c]);
    }
  }
  return sum / (area.width * area.height * 3);
}

/** Pixels brighter than `level` in every channel (white text on the dark shade) in a rectangle. */
function brightPixels(
  image: Buffer,
  area: { left: number; top: number; width: number; height: number },
  level = 235,
): number {
  let n = 0;
  for (let y = area.top; y < area.top + area.height; y++) {
    for (let x = area.left; x < area.left + area.width; x++) {
      const i = (y * CARD_WIDTH + x) * 3;
      if (image[i] > level && image[i + 1] > level && image[i + 2] > level) n += 1;
    }
  }
  return n;
}

/** Where the text is (lower left) and a part of the photo nothing is drawn over (right, middle). */
const TEXT_AREA = { left: 56, top: 300, width: 640, height: 290 };
const TITLE_AREA = { left: 56, top: 450, width: 640, height: 60 };
const CLEAR_AREA = { left: 900, top: 150, width: 250, height: 90 };

describe('shareCardLines', () => {
  it('writes the price with the rupee sign and Indian grouping, then year, make, model, variant and city', () => {
    expect(shareCardLines(swift)).toEqual({
      price: '₹5,25,000',
      title: '2019 Maruti Suzuki Swift',
      detail: 'VXi AMT  ·  Ahmedabad',
    });
    expect(shareCardLines({ ...swift, price: 12_500_000, variant: ' ', city: null }).price).toBe(
      '₹1,25,00,000',
    );
    expect(shareCardLines({ ...swift, variant: null, city: undefined }).detail).toBe('');
  });
});

describe('renderShareCard', () => {
  let phone: Buffer;
  beforeAll(async () => {
    phone = await phonePhoto();
  });

  it('makes a 1200x630 JPEG under 300 KB from a noisy 4032x3024 phone photo', async () => {
    expect(phone.length).toBeGreaterThan(MAX_CARD_BYTES * 5);
    const card = await renderShareCard(phone, swift);
    const meta = await sharp(card).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(card.length).toBeLessThan(MAX_CARD_BYTES);
    expect(meta.exif).toBeUndefined();
  });

  it('steps the quality down until pure noise fits under 300 KB', async () => {
    const noise = await sharp({
      create: {
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 90 },
      },
    })
      .png()
      .toBuffer();
    const card = await renderShareCard(noise, swift);
    expect(card.length).toBeLessThan(MAX_CARD_BYTES);
    expect(await sharp(card).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it('draws the text over the lower left and leaves the rest of the photo as it was', async () => {
    const grey = await sharp({
      create: { width: 1600, height: 1100, channels: 3, background: '#8a8f96' },
    })
      .jpeg()
      .toBuffer();
    const plain = await pixels(grey);
    const card = await pixels(await renderShareCard(grey, swift));
    expect(meanDiff(card, plain, TEXT_AREA)).toBeGreaterThan(30);
    expect(meanDiff(card, plain, CLEAR_AREA)).toBeLessThan(3);
    // White lettering of the title on the shade: none on the plain photo.
    expect(brightPixels(plain, TITLE_AREA)).toBe(0);
    expect(brightPixels(card, TITLE_AREA)).toBeGreaterThan(2000);

    // Another price changes the price, not the title.
    const cheaper = await pixels(await renderShareCard(grey, { ...swift, price: 349000 }));
    expect(
      meanDiff(card, cheaper, { left: 56, top: 300, width: 640, height: 110 }),
    ).toBeGreaterThan(5);
    expect(meanDiff(card, cheaper, TITLE_AREA)).toBeLessThan(1);
  });

  it('fits long names (smaller, then cut short) and takes markup characters literally', async () => {
    const photo = await sharp({
      create: { width: 800, height: 550, channels: 3, background: '#1d6fa5' },
    })
      .jpeg()
      .toBuffer();
    const card = await renderShareCard(photo, {
      price: 99_999_999,
      year: 2021,
      make: 'Toyota',
      model: 'Innova Crysta Touring Sport <Limited> & "Extra" Long Edition Name',
      variant: '2.8 ZX AT 7 STR with a very long variant name that goes on and on',
      city: 'Thiruvananthapuram',
    });
    expect(await sharp(card).metadata()).toMatchObject({ width: 1200, height: 630 });
    // Nothing runs into the right margin (56 px).
    const raw = await pixels(card);
    const plain = await pixels(photo);
    expect(meanDiff(raw, plain, { left: 1150, top: 430, width: 40, height: 160 })).toBeLessThan(
      meanDiff(raw, plain, { left: 56, top: 430, width: 40, height: 160 }),
    );
  });

  it('refuses bytes that are not a photo', async () => {
    await expect(renderShareCard(Buffer.from('not a photo'), swift)).rejects.toThrow();
  });
});

describe('the card font', () => {
  it('is the shipped Poppins TTF, not a system fallback', async () => {
    const width = async (font: string) => {
      const { info } = await sharp({
        text: { text: '₹5,25,000', font, fontfile: CARD_FONTS.bold.file, dpi: 72 },
      })
        .png()
        .toBuffer({ resolveWithObject: true });
      return info.width;
    };
    expect(CARD_FONTS.bold.file).toMatch(/Poppins_700Bold\.ttf$/);
    const poppins = await width(`${CARD_FONTS.bold.name} 92`);
    const fallback = await width('NoSuchFontFamily Bold 92');
    expect(poppins).toBeGreaterThan(0);
    expect(poppins).not.toBe(fallback);
  });
});
