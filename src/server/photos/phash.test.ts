import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { disguisedCopy, sceneJpeg } from '../testing/duplicate-photos.ts';
import { hammingDistance, pHashOf, pHashOfGrey } from './phash.ts';
import { MAIN_PHOTO_WIDTH, processCarPhoto } from './process-car-photo.ts';

/** The threshold of the duplicate check (modules/duplicates). */
const SAME = 8;
const SEEDS = [1, 2, 3, 4, 5];

async function hashOf(image: Buffer): Promise<string> {
  const hash = await pHashOf(image);
  if (hash === null) throw new Error('a textured scene has a hash');
  return hash;
}

describe('pHash', () => {
  it('is 16 lowercase hex digits, and the Hamming distance counts differing bits', async () => {
    expect(await hashOf(await sceneJpeg(1))).toMatch(/^[0-9a-f]{16}$/);
    expect(hammingDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('8000000000000001', '0000000000000000')).toBe(2);
    expect(hammingDistance('00000000f0000000', '0000000000000000')).toBe(4);
  });

  it('keeps a re-encoded, halved or watermarked copy within distance 8, each and all at once', async () => {
    for (const seed of SEEDS) {
      const photo = await sceneJpeg(seed);
      const original = await hashOf(photo);
      const width = (await sharp(photo).metadata()).width ?? 0;
      const copies = {
        quality40: await sharp(photo).jpeg({ quality: 40 }).toBuffer(),
        half: await sharp(photo)
          .resize(Math.round(width / 2))
          .jpeg()
          .toBuffer(),
        all: await disguisedCopy(photo),
      };
      for (const [how, copy] of Object.entries(copies)) {
        const distance = hammingDistance(original, await hashOf(copy));
        expect({ seed, how, same: distance <= SAME }).toEqual({ seed, how, same: true });
      }
    }
  });

  it('puts different pictures far apart (more than twice the threshold)', async () => {
    const hashes = await Promise.all(SEEDS.map(async (s) => hashOf(await sceneJpeg(s))));
    for (let i = 0; i < hashes.length; i++) {
      for (let j = i + 1; j < hashes.length; j++) {
        expect(hammingDistance(hashes[i], hashes[j])).toBeGreaterThan(2 * SAME);
      }
    }
  });

  it('is what processCarPhoto stores, from the pixels it encodes', async () => {
    const photo = await sceneJpeg(7);
    const processed = await processCarPhoto(photo, { width: MAIN_PHOTO_WIDTH });
    expect(processed.phash).toMatch(/^[0-9a-f]{16}$/);
    expect(hammingDistance(processed.phash ?? '', await hashOf(photo))).toBeLessThanOrEqual(2);
    const copy = await processCarPhoto(await disguisedCopy(photo), { width: MAIN_PHOTO_WIDTH });
    expect(hammingDistance(processed.phash ?? '', copy.phash ?? '')).toBeLessThanOrEqual(SAME);
  });

  it('gives a flat picture no hash (every flat picture would match every other)', async () => {
    const flat = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#2e86c1' },
    })
      .jpeg()
      .toBuffer();
    expect(await pHashOf(flat)).toBeNull();
    expect((await processCarPhoto(flat, { width: MAIN_PHOTO_WIDTH })).phash).toBeNull();
    expect(pHashOfGrey(new Uint8Array(1024).fill(128))).toBeNull();
  });
});
