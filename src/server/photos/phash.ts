/**
 * The perceptual hash of a photo (issue 25 part 4, docs/decisions/036-duplicate-photos.md):
 * the standard 64-bit DCT pHash (Zauner, "Implementation and Benchmarking of
 * Perceptual Image Hash Functions", 2010; the same steps as pHash.org and
 * Python's imagehash.phash):
 *
 * 1. greyscale, squashed to 32 x 32 px (the aspect ratio is dropped);
 * 2. the 2-D DCT-II of those 1024 values, of which only the top-left 8 x 8
 *    (the lowest frequencies: the picture's layout, not its detail) is kept;
 * 3. bit i (row-major over the 8 x 8) = coefficient i > the median of the 63
 *    coefficients other than the DC term; the DC term (the mean brightness,
 *    always far above the median) says nothing, so its bit is always 0.
 *
 * A flat picture (grey standard deviation under FLAT_DEVIATION levels: all
 * one colour) has no hash, null: its DCT is all but zero and its bits would
 * be noise, so every flat picture would match every other.
 *
 * Re-encoding, resizing, a little cropping or a watermark in a corner moves
 * few bits (under 8 of 64 in our tests); different pictures differ in about
 * half (32). Written out as 16 lowercase hex digits, most significant bit
 * first.
 */
import sharp, { type Sharp } from 'sharp';

/** Side of the square the picture is squashed to before the DCT, px. */
const SIZE = 32;
/** Side of the kept low-frequency block: 8 x 8 = 64 bits. */
const LOW = 8;
/** Below this standard deviation of its 32 x 32 grey pixels (levels of 255), a picture is flat. */
export const FLAT_DEVIATION = 2;

/** COS[u][x] = cos((2x + 1) u pi / 64), for u < 8 and x < 32: the DCT-II basis. */
const COS = Array.from({ length: LOW }, (_, u) =>
  Float64Array.from({ length: SIZE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIZE))),
);

/** The top-left 8 x 8 of the 2-D DCT-II of a 32 x 32 greyscale picture (row-major, unscaled). */
function lowFrequencies(grey: Uint8Array): Float64Array {
  // Rows first: rows[y][u] = sum over x of grey[y][x] COS[u][x].
  const rows = new Float64Array(SIZE * LOW);
  for (let y = 0; y < SIZE; y++) {
    for (let u = 0; u < LOW; u++) {
      let sum = 0;
      for (let x = 0; x < SIZE; x++) sum += grey[y * SIZE + x] * COS[u][x];
      rows[y * LOW + u] = sum;
    }
  }
  // Then columns: out[v][u] = sum over y of rows[y][u] COS[v][y].
  const out = new Float64Array(LOW * LOW);
  for (let v = 0; v < LOW; v++) {
    for (let u = 0; u < LOW; u++) {
      let sum = 0;
      for (let y = 0; y < SIZE; y++) sum += rows[y * LOW + u] * COS[v][y];
      out[v * LOW + u] = sum;
    }
  }
  return out;
}

/** Standard deviation of `values`. */
function deviation(values: Uint8Array): number {
  let sum = 0;
  let squares = 0;
  for (const v of values) {
    sum += v;
    squares += v * v;
  }
  const mean = sum / values.length;
  return Math.sqrt(Math.max(0, squares / values.length - mean * mean));
}

/** The hash of 32 x 32 greyscale pixels, as 16 hex digits; null for a flat picture. */
export function pHashOfGrey(grey: Uint8Array): string | null {
  if (grey.length !== SIZE * SIZE) throw new Error(`pHash needs ${SIZE * SIZE} grey pixels`);
  if (deviation(grey) < FLAT_DEVIATION) return null;
  const dct = lowFrequencies(grey);
  const ac = Array.from(dct.subarray(1)).sort((a, b) => a - b);
  const median = (ac[31] + ac[32]) / 2;
  let high = 0;
  let low = 0;
  for (let i = 1; i < LOW * LOW; i++) {
    if (dct[i] <= median) continue;
    if (i < 32) high |= 1 << (31 - i);
    else low |= 1 << (63 - i);
  }
  return hex8(high) + hex8(low);
}

const hex8 = (n: number) => (n >>> 0).toString(16).padStart(8, '0');

/** The hash of what `image` (a sharp pipeline, e.g. decoded pixels) shows; null when flat. */
export async function pHashOfSharp(image: Sharp): Promise<string | null> {
  const grey = await image
    .greyscale()
    .resize(SIZE, SIZE, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (grey.info.channels !== 1) throw new Error('pHash expects one grey channel');
  return pHashOfGrey(grey.data);
}

/** The hash of an encoded image (JPEG, PNG, WebP ...), turned upright by its EXIF orientation; null when flat. */
export function pHashOf(image: Buffer): Promise<string | null> {
  return pHashOfSharp(sharp(image).rotate());
}

/** Bits set in a 32-bit integer. */
function popCount(n: number): number {
  let v = n - ((n >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** A hash as its two 32-bit halves (high, low), for comparing many hashes against it. */
export function hashWords(hash: string): [number, number] {
  if (!/^[0-9a-f]{16}$/.test(hash)) throw new Error(`not a pHash: ${hash}`);
  return [Number.parseInt(hash.slice(0, 8), 16), Number.parseInt(hash.slice(8), 16)];
}

/** Bits that differ between two hashes in hashWords form: 0 (the same) to 64. */
export function wordsDistance(a: readonly [number, number], b: readonly [number, number]): number {
  return popCount((a[0] ^ b[0]) >>> 0) + popCount((a[1] ^ b[1]) >>> 0);
}

/** The Hamming distance of two 16-hex-digit hashes: 0 (the same) to 64. */
export function hammingDistance(a: string, b: string): number {
  return wordsDistance(hashWords(a), hashWords(b));
}
