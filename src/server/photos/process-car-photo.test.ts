import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '#shared/schemas/listing-rules.ts';
import { diskPhotoStorage } from '../ports/disk-photo-storage.ts';
import {
  PHOTO_TOO_LARGE,
  PHOTO_TOO_MANY_PIXELS,
  PHOTO_WRONG_TYPE,
  PhotoRejectedError,
  photoRenditions,
  processCarPhoto,
} from './process-car-photo.ts';
import { deleteCarPhoto, storeCarPhoto } from './store-car-photo.ts';

const solid = (width: number, height: number, background = '#c0392b') =>
  sharp({ create: { width, height, channels: 3, background } });

/** A JPEG carrying camera EXIF and a GPS position. */
const jpegWithExif = () =>
  solid(1600, 1100)
    .withExif({
      IFD0: { Make: 'Canon', Model: 'EOS 90D', Artist: 'Seller Name' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 2/1 0/1' },
    })
    .jpeg()
    .toBuffer();

/** A valid 1x1 PNG whose header is rewritten to claim width x height (CRC fixed up). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solid(1, 1).png().toBuffer());
  // Signature (8) + IHDR length (4) + "IHDR" (4) + width (4) + height (4) ...; CRC after 13 data bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const rejection = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PhotoRejectedError);
  return err as PhotoRejectedError;
};

describe('processCarPhoto', () => {
  it('strips EXIF and GPS and resizes to the requested width', async () => {
    const input = await jpegWithExif();
    expect((await sharp(input).metadata()).exif).toBeDefined();

    const out = await processCarPhoto(input, { width: 800 });
    const meta = await sharp(out.jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.width).toBe(800);
    expect(meta.height).toBe(550);
    expect(out.width).toBe(800);
    expect(out.height).toBe(550);
    expect(out.jpeg.includes('Canon')).toBe(false);

    // WebP renditions 400, 600 and 800 px wide, each smaller than the JPEG, no metadata.
    const widths = [];
    for (const webp of out.webp) {
      const m = await sharp(webp).metadata();
      expect(m.format).toBe('webp');
      expect(m.exif).toBeUndefined();
      expect(webp.length).toBeLessThan(out.jpeg.length);
      widths.push(m.width);
    }
    expect(widths).toEqual([400, 600, 800]);
  });

  it('never enlarges a rendition: a 500 px photo gives 400, 500 and 500 px', async () => {
    const out = await processCarPhoto(await solid(500, 350).png().toBuffer(), { width: 800 });
    const widths = await Promise.all(out.webp.map(async (b) => (await sharp(b).metadata()).width));
    expect(widths).toEqual([400, 500, 500]);
  });

  it('gives a 700 px additional photo renditions 400, 600 and 700 px wide, in its shape', async () => {
    const out = await processCarPhoto(await jpegWithExif(), { width: 700 });
    const sizes = await Promise.all(
      out.webp.map(async (b) => {
        const m = await sharp(b).metadata();
        return [m.width, m.height];
      }),
    );
    expect(sizes).toEqual([
      [400, 275],
      [600, 412],
      [700, 481],
    ]);
  });

  it('makes the renditions of a stored JPEG the same way (for photos stored before them)', async () => {
    const out = await processCarPhoto(await jpegWithExif(), { width: 800 });
    const again = await photoRenditions(out.jpeg);
    const widths = await Promise.all(again.map(async (b) => (await sharp(b).metadata()).width));
    expect(widths).toEqual([400, 600, 800]);
    for (const b of again) expect((await sharp(b).metadata()).format).toBe('webp');
    await expect(photoRenditions(Buffer.from('not a photo'))).rejects.toThrow();
  });

  it('applies the EXIF orientation before resizing', async () => {
    // Landscape pixels, tagged "rotate 90° clockwise to display": the result must be portrait.
    const input = await solid(1000, 600).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const out = await processCarPhoto(input, { width: 800 });
    const meta = await sharp(out.jpeg).metadata();
    expect(meta.orientation).toBeUndefined();
    expect(out.width).toBe(600); // never enlarged
    expect(out.height).toBe(1000);
  });

  it('resizes extra photos to 700 px and never enlarges small ones', async () => {
    const big = await processCarPhoto(await solid(1400, 1000).jpeg().toBuffer(), { width: 700 });
    expect(big.width).toBe(700);
    const small = await processCarPhoto(await solid(500, 300).jpeg().toBuffer(), { width: 800 });
    expect(small.width).toBe(500);
  });

  it('accepts PNG (with transparency) and writes JPEG', async () => {
    const png = await sharp({
      create: {
        width: 900,
        height: 600,
        channels: 4,
        background: { r: 0, g: 0, b: 255, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer();
    const out = await processCarPhoto(png, { width: 800 });
    expect((await sharp(out.jpeg).metadata()).format).toBe('jpeg');
    expect(out.width).toBe(800);
  });

  it('refuses a text file named .jpg', async () => {
    const text = Buffer.from('this is not a photo, just text saved as car.jpg\n'.repeat(20));
    const err = await rejection(processCarPhoto(text, { width: 800 }));
    expect(err.message).toBe(PHOTO_WRONG_TYPE);
  });

  it('refuses other image types (WebP, SVG, HEIC-like)', async () => {
    const webp = await solid(100, 100).webp().toBuffer();
    await rejection(processCarPhoto(webp, { width: 800 }));
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await rejection(processCarPhoto(svg, { width: 800 }));
    const heicLike = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic'),
      Buffer.alloc(64),
    ]);
    await rejection(processCarPhoto(heicLike, { width: 800 }));
  });

  it('refuses a JPEG that is cut short', async () => {
    const jpeg = await solid(800, 600).jpeg().toBuffer();
    await rejection(processCarPhoto(jpeg.subarray(0, 200), { width: 800 }));
  });

  it('refuses inputs over 10 MB without decoding them', async () => {
    const huge = Buffer.alloc(MAX_PHOTO_BYTES + 1);
    huge.set([0xff, 0xd8, 0xff], 0);
    const err = await rejection(processCarPhoto(huge, { width: 800 }));
    expect(err.message).toBe(PHOTO_TOO_LARGE);
  });

  it('refuses a decompression bomb (a tiny PNG declaring 20000x20000)', async () => {
    const bomb = await pngClaiming(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20_000);
    const err = await rejection(processCarPhoto(bomb, { width: 800 }));
    expect(err.message).toBe(PHOTO_TOO_MANY_PIXELS);
    // 60 megapixels: under libvips' own default limit, over ours.
    await rejection(processCarPhoto(await pngClaiming(10_000, 6_000), { width: 800 }));
  });
});

describe('storeCarPhoto / deleteCarPhoto', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'carsetu-photos-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('writes the JPEG and its WebP renditions beside it, and deletes them all', async () => {
    const storage = diskPhotoStorage(root);
    const processed = await processCarPhoto(await solid(1000, 700).png().toBuffer(), {
      width: 800,
    });
    const key = await storeCarPhoto(storage, 'cars/abc/def', processed);
    expect(key).toBe('cars/abc/def.jpg');
    expect(fs.readFileSync(path.join(root, 'cars/abc/def.jpg'))).toEqual(processed.jpeg);
    const files = ['def.jpg', 'def-sm.webp', 'def-md.webp', 'def-lg.webp'];
    for (const f of files) expect(fs.existsSync(path.join(root, 'cars/abc', f)), f).toBe(true);
    const widths = await Promise.all(
      files.map(async (f) => (await sharp(path.join(root, 'cars/abc', f)).metadata()).width),
    );
    expect(widths).toEqual([800, 400, 600, 800]);
    expect(fs.readFileSync(path.join(root, 'cars/abc/def-md.webp'))).toEqual(processed.webp[1]);
    // Other photos of the listing are not touched by deleting this one.
    await storeCarPhoto(storage, 'cars/abc/other', processed);

    await deleteCarPhoto(storage, 'cars/abc/def');
    for (const f of files) expect(fs.existsSync(path.join(root, 'cars/abc', f)), f).toBe(false);
    await deleteCarPhoto(storage, 'cars/abc/def'); // missing files are fine
    expect(fs.readdirSync(path.join(root, 'cars/abc')).sort()).toEqual([
      'other-lg.webp',
      'other-md.webp',
      'other-sm.webp',
      'other.jpg',
    ]);
  });

  it('refuses a processed photo without every rendition, writing nothing', async () => {
    const storage = diskPhotoStorage(root);
    const processed = await processCarPhoto(await solid(1000, 700).png().toBuffer(), {
      width: 800,
    });
    await expect(
      storeCarPhoto(storage, 'cars/abc/short', { ...processed, webp: processed.webp.slice(1) }),
    ).rejects.toThrow(/expected 3 renditions/);
    expect(fs.readdirSync(path.join(root, 'cars/abc')).some((f) => f.startsWith('short'))).toBe(
      false,
    );
  });
});
