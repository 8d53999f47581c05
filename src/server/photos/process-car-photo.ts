/**
 * Re-encodes an uploaded or imported car photo (docs/product.md#photo-rules,
 * #limits-and-constants, #privacy-and-abuse):
 * type-checked by content (JPEG or PNG only), size- and pixel-capped,
 * auto-oriented, resized (never enlarged), written as JPEG quality 75 with
 * every metadata block (EXIF, GPS, XMP, ICC comments) dropped, plus WebP
 * renditions 400, 600 and 800 px wide for cards, thumbnails and the gallery
 * (docs/decisions/010-photo-renditions.md), and its perceptual hash from the
 * same pixels (phash.ts; docs/decisions/036-duplicate-photos.md).
 */
import sharp, { type Metadata, type Sharp } from 'sharp';
import { PHOTO_RENDITIONS } from '#shared/photo-renditions.ts';
import { MAX_PHOTO_BYTES } from '#shared/schemas/listing-rules.ts';
import { pHashOfSharp } from './phash.ts';
import { runPhotoJob } from './photo-queue.ts';

/** Width of a main photo, px (docs/product.md#limits-and-constants). */
export const MAIN_PHOTO_WIDTH = 800;
/** Width of an additional photo, px (docs/product.md#limits-and-constants). */
export const EXTRA_PHOTO_WIDTH = 700;
/** Largest accepted input, pixels (width x height): refuses decompression bombs. */
export const MAX_PHOTO_PIXELS = 50_000_000;

const JPEG_QUALITY = 75;
const WEBP_QUALITY = 70;

/** The messages for a photo that is too big or of the wrong type (docs/product.md#photo-rules). */
export const PHOTO_TOO_LARGE = 'Sorry, you can upload photo up to 10 MB';
export const PHOTO_WRONG_TYPE = 'only .jpg, .png and .jpeg extensions are allowed';
export const PHOTO_UNREADABLE = 'The photo could not be read';
export const PHOTO_TOO_MANY_PIXELS = 'The photo has too many pixels';

/** A photo refused because of its content, type or size; `message` is fit to show the user. */
export class PhotoRejectedError extends Error {
  override name = 'PhotoRejectedError';
}

export interface ProcessedPhoto {
  /** JPEG, quality 75, no metadata, `width` px wide. */
  jpeg: Buffer;
  /**
   * WebP, quality 70, no metadata: one per PHOTO_RENDITIONS entry (400, 600
   * and 800 px), in its order, each as wide as the entry says or as `jpeg`
   * when that is narrower (never enlarged).
   */
  webp: Buffer[];
  /** Size of `jpeg`, px. */
  width: number;
  height: number;
  /** The 64-bit pHash of the picture (16 hex digits, phash.ts), for the duplicate check; null when flat. */
  phash: string | null;
}

const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isPng = (b: Buffer) => b.length > 8 && b.subarray(0, 8).equals(PNG_MAGIC);

/**
 * Decodes `input` (JPEG or PNG by content; at most 10 MB and 50 megapixels),
 * applies its EXIF orientation, resizes it to `options.width` px wide (never
 * enlarging) and encodes the JPEG and its WebP renditions, and hashes the
 * picture, from those pixels as described on `ProcessedPhoto` (one queue
 * slot, one decode).
 * Throws `PhotoRejectedError` for anything else (HEIC, SVG, text named .jpg,
 * a truncated file, a decompression bomb). Runs through the process-wide
 * photo queue (photo-queue.ts) as part of `options.batch` when given: a
 * refusal stops the batch, and a photo of a stopped batch rejects with
 * BatchStopped without being processed.
 */
export function processCarPhoto(
  input: Buffer,
  options: { width: number; batch?: AbortController },
): Promise<ProcessedPhoto> {
  return runPhotoJob(() => processNow(input, options.width), options.batch);
}

/**
 * Checks `input` as every uploaded photo is checked (JPEG or PNG by content,
 * at most 10 MB and 50 megapixels) and answers a function that opens it in
 * sharp, with its metadata. Throws `PhotoRejectedError` otherwise.
 */
export async function openCheckedPhoto(
  input: Buffer,
): Promise<{ open: () => Sharp; meta: Metadata }> {
  if (input.length > MAX_PHOTO_BYTES) throw new PhotoRejectedError(PHOTO_TOO_LARGE);
  // Sniff the magic bytes before libvips sees the data, so no other loader (SVG, HEIF ...) runs.
  if (!isJpeg(input) && !isPng(input)) throw new PhotoRejectedError(PHOTO_WRONG_TYPE);

  const open = () => sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' });
  let meta: Metadata;
  try {
    meta = await open().metadata();
  } catch (err) {
    const tooBig = err instanceof Error && /pixel limit/i.test(err.message);
    throw new PhotoRejectedError(tooBig ? PHOTO_TOO_MANY_PIXELS : PHOTO_UNREADABLE);
  }
  if (meta.format !== 'jpeg' && meta.format !== 'png') {
    throw new PhotoRejectedError(PHOTO_WRONG_TYPE);
  }
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_PHOTO_PIXELS) {
    throw new PhotoRejectedError(PHOTO_TOO_MANY_PIXELS);
  }
  return { open, meta };
}

async function processNow(input: Buffer, width: number): Promise<ProcessedPhoto> {
  const { open } = await openCheckedPhoto(input);
  try {
    // Decoded, oriented and resized once; the JPEG and every rendition are encoded from these pixels.
    const pixels = await open()
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const [jpeg, webp, phash] = await Promise.all([
      fromPixels(pixels).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer(),
      renditionsOf(pixels),
      pHashOfSharp(fromPixels(pixels)),
    ]);
    return { jpeg, webp, width: pixels.info.width, height: pixels.info.height, phash };
  } catch {
    throw new PhotoRejectedError(PHOTO_UNREADABLE);
  }
}

export type Pixels = {
  data: Buffer;
  info: { width: number; height: number; channels: number };
};

/** Sharp over decoded raw pixels (encode them without a second decode). */
export const fromPixels = ({ data, info }: Pixels) =>
  sharp(data, {
    raw: { width: info.width, height: info.height, channels: info.channels as 1 | 2 | 3 | 4 },
  });

/** One WebP per PHOTO_RENDITIONS entry, in its order, never wider than `pixels`. */
function renditionsOf(pixels: Pixels): Promise<Buffer[]> {
  return Promise.all(
    PHOTO_RENDITIONS.map((r) =>
      fromPixels(pixels)
        .resize({ width: r.width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer(),
    ),
  );
}

/**
 * The WebP renditions of a stored photo's JPEG (for photos stored before
 * renditions existed): one per PHOTO_RENDITIONS entry, in its order, each as
 * wide as the entry says in pixels or as the JPEG when that is narrower.
 * Runs now, not through the photo queue (the caller queues it). Throws
 * sharp's error for bytes that are not a readable image.
 */
export async function photoRenditions(jpeg: Uint8Array): Promise<Buffer[]> {
  const pixels = await sharp(jpeg, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' })
    .rotate()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return renditionsOf(pixels);
}
