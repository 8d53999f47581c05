/**
 * The WhatsApp Status card (issue 12 item 4; decision 023): a 1080x1920 JPEG
 * under 1 MB made from the main photo, with the price and km in Indian
 * grouping, the car's facts and its short link, in the shipped Poppins font.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './card-text.ts';
import { MAX_STATUS_CARD_BYTES, makeStatusCard, statusCardLines } from './status-card.ts';

const swift = {
  year: 2019,
  make: 'Maruti Suzuki',
  model: 'Swift',
  variant: 'LDi',
  price: 545000,
  km: 42000,
  fuel: 'Petrol',
  city: 'Ahmedabad',
  link: 'https://carsetu.in/CarDetails/AbC123xYz0',
};

/** A plain 800x550 JPEG, as a stored main photo is. */
const mainPhoto = () =>
  sharp({ create: { width: 800, height: 550, channels: 3, background: '#c2410c' } })
    .jpeg({ quality: 75 })
    .toBuffer();

/** Pure noise, 1600x1100 (the hardest picture for JPEG to make small). */
const noisePhoto = () =>
  sharp({
    create: {
      width: 1600,
      height: 1100,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();

/** Mean RGB of a rectangle of `jpeg`. */
async function meanColour(
  jpeg: Buffer,
  area: { left: number; top: number; width: number; height: number },
): Promise<number[]> {
  const pixels = await sharp(jpeg).extract(area).removeAlpha().raw().toBuffer();
  const sum = [0, 0, 0];
  for (let i = 0; i < pixels.length; i++) sum[i % 3] += pixels[i];
  return sum.map((s) => Math.round(s / (pixels.length / 3)));
}

describe('statusCardLines', () => {
  it('writes the price with ₹ and Indian grouping, the km likewise, then fuel and city; the link without its scheme', () => {
    expect(statusCardLines(swift)).toEqual({
      price: '₹5,45,000',
      title: '2019 Maruti Suzuki Swift',
      variant: 'LDi',
      facts: ['42,000 km', 'Petrol', 'Ahmedabad'],
      link: 'carsetu.in/CarDetails/AbC123xYz0',
    });
    const crore = statusCardLines({ ...swift, price: 12_500_000, km: 1_234_567, variant: ' ' });
    expect(crore.price).toBe('₹1,25,00,000');
    expect(crore.facts[0]).toBe('12,34,567 km');
    expect(crore.variant).toBe('');
  });

  it('escapes the markup of what sellers and the catalogue typed', () => {
    expect(escapeMarkup(`A&B <Sport> "X" 'Y'`)).toBe(
      'A&#38;B &#60;Sport&#62; &#34;X&#34; &#39;Y&#39;',
    );
  });
});

describe('makeStatusCard', () => {
  it('makes a 1080x1920 JPEG under 1 MB with the photo at the top and the text below', async () => {
    const card = await makeStatusCard({ ...swift, photo: await mainPhoto() });
    const meta = await sharp(card).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1080, 1920]);
    expect(card.length).toBeLessThan(1_000_000);
    expect(card.length).toBeLessThanOrEqual(MAX_STATUS_CARD_BYTES);
    // The orange photo fills the top; the page below it is dark blue; the panel near the foot is white.
    const [r, g, b] = await meanColour(card, { left: 100, top: 100, width: 880, height: 500 });
    expect(r).toBeGreaterThan(150);
    expect(b).toBeLessThan(60);
    expect(g).toBeLessThan(110);
    const page = await meanColour(card, { left: 900, top: 1300, width: 100, height: 100 });
    expect(page[2]).toBeGreaterThan(page[0]);
    expect(Math.max(...page)).toBeLessThan(100);
    const panel = await meanColour(card, { left: 800, top: 1510, width: 150, height: 40 });
    expect(Math.min(...panel)).toBeGreaterThan(240);
  });

  it('stays under the budget for a photo of pure noise, and draws a card without a photo', async () => {
    const noisy = await makeStatusCard({ ...swift, photo: await noisePhoto() });
    expect(noisy.length).toBeLessThanOrEqual(MAX_STATUS_CARD_BYTES);
    const bare = await makeStatusCard({
      ...swift,
      photo: null,
      variant: null,
      make: 'Mercedes-Benz',
      model: 'GLA Class 200 CDI Sport Edition & <More>',
      city: 'Thiruvananthapuram',
    });
    const meta = await sharp(bare).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1080, 1920]);
  });

  it('refuses bytes that are not a photo', async () => {
    await expect(
      makeStatusCard({ ...swift, photo: Buffer.from('not a photo at all') }),
    ).rejects.toThrow();
  });
});
