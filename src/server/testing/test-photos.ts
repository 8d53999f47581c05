/**
 * Photo bytes for the seller-route tests (not a test file itself): a plain
 * JPEG, one with EXIF and GPS, HEIC-like bytes, a text file, a decompression
 * bomb and a realistic phone photo.
 */
import { randomFillSync } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

const photoCache = new Map<string, Promise<string>>();

/** Base64 of a plain JPEG `width` x `height` (cached). */
export function jpegBase64(width = 1200, height = 825, background = '#2e86c1'): Promise<string> {
  const key = `${width}x${height}${background}`;
  let p = photoCache.get(key);
  if (!p) {
    p = sharp({ create: { width, height, channels: 3, background } })
      .jpeg()
      .toBuffer()
      .then((b) => b.toString('base64'));
    photoCache.set(key, p);
  }
  return p;
}

/** The data URL of JPEG base64 `base64` (what the web sends in imageslist). */
export const jpegDataUrl = (base64: string) => `data:image/jpeg;base64,${base64}`;

/** A JPEG carrying camera EXIF and a GPS position. */
export function jpegWithExifAndGps(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1100, channels: 3, background: '#c0392b' } })
    .withExif({
      IFD0: { Make: 'Canon', Model: 'EOS 90D', Artist: 'Seller Name' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '23/1 2/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '72/1 34/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
}

/** Bytes whose header says HEIC (ftypheic), as an iPhone photo starts. */
export function heicLike(): Buffer {
  return Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(256)]);
}

/** A text file, as a .txt renamed .jpg would upload. */
export function textFile(): Buffer {
  return Buffer.from('This is not a photo, just a note saved as car.jpg\n'.repeat(40));
}

/** A valid 1x1 PNG whose header claims `width` x `height` (a decompression bomb; CRC fixed up). */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png({ compressionLevel: 0 })
      .toBuffer(),
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/**
 * A realistic phone photo: 4032 x 3024 JPEG (quality 90, camera EXIF) of a
 * car-like scene with gradients, blotchy texture that survives downscaling
 * (noise at 1/6 size, enlarged) and sensor-like fine noise: about 3.2 MB.
 */
export async function phonePhoto(): Promise<Buffer> {
  const W = 4032;
  const H = 3024;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fa8dc"/><stop offset="0.55" stop-color="#dfeaf5"/><stop offset="0.56" stop-color="#7a7a72"/><stop offset="1" stop-color="#3b3b36"/></linearGradient>
<radialGradient id="sun" cx="0.8" cy="0.2" r="0.3"><stop offset="0" stop-color="#fff8e0" stop-opacity="0.9"/><stop offset="1" stop-color="#fff8e0" stop-opacity="0"/></radialGradient></defs>
<rect width="100%" height="100%" fill="url(#sky)"/><rect width="100%" height="100%" fill="url(#sun)"/>
<rect x="900" y="1300" width="2300" height="700" rx="220" fill="#b3202a"/><rect x="1300" y="1000" width="1400" height="450" rx="160" fill="#8c1820"/>
<rect x="1400" y="1060" width="560" height="330" rx="40" fill="#1d2a33"/><rect x="2020" y="1060" width="560" height="330" rx="40" fill="#1d2a33"/>
<circle cx="1400" cy="2000" r="300" fill="#141414"/><circle cx="2700" cy="2000" r="300" fill="#141414"/>
<circle cx="1400" cy="2000" r="150" fill="#9a9a9a"/><circle cx="2700" cy="2000" r="150" fill="#9a9a9a"/></svg>`;
  const noise = (width: number, height: number, sigma: number) =>
    sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
  const scene = await sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();
  const coarse = await sharp(await noise(W / 6, H / 6, 40))
    .resize(W, H, { kernel: 'cubic' })
    .png({ compressionLevel: 0 })
    .toBuffer();
  // Sensor-like fine noise, uniform within +-16 around mid-grey: made from random bytes, as
  // libvips' gaussian noise takes seconds at this size.
  const fine = randomFillSync(Buffer.alloc(W * H * 3));
  for (let i = 0; i < fine.length; i++) fine[i] = 112 + (fine[i] % 33);
  return sharp(scene)
    .composite([
      { input: coarse, blend: 'overlay' },
      { input: fine, raw: { width: W, height: H, channels: 3 }, blend: 'overlay' },
    ])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'samsung', Model: 'SM-S918B' } })
    .toBuffer();
}
