/**
 * A dealer's logo for its showroom page (issue 45 part 5;
 * docs/decisions/046-showroom-pages.md, docs/product.md#showroom-pages):
 * checked as every photo is (process-car-photo.ts' openCheckedPhoto: JPEG or
 * PNG by content, at most 10 MB and 50 megapixels), auto-oriented, fitted
 * whole into a LOGO_SIZE px square on white (never cropped), and written as
 * a JPEG and a WebP from the same pixels, with no metadata (EXIF, GPS, XMP)
 * kept. Stored through the photo-storage port beside each other:
 * `{keyBase}.jpg` (the key dealers.logo holds) and `{keyBase}.webp`.
 */
import { LOGO_SIZE } from '#shared/schemas/showroom.ts';
import type { PhotoStorage } from '../ports/photo-storage.ts';
import { runPhotoJob } from './photo-queue.ts';
import {
  fromPixels,
  openCheckedPhoto,
  PHOTO_UNREADABLE,
  PhotoRejectedError,
} from './process-car-photo.ts';

const JPEG_QUALITY = 80;
const WEBP_QUALITY = 80;

/** A logo's two files, made from the same pixels. */
export interface ProcessedLogo {
  /** JPEG, LOGO_SIZE x LOGO_SIZE px, no metadata. */
  jpeg: Buffer;
  /** WebP of the same pixels. */
  webp: Buffer;
}

/**
 * Makes a logo's two files from uploaded bytes `input`, through the
 * process-wide photo queue. Throws PhotoRejectedError (its message one of
 * process-car-photo.ts' PHOTO_* messages) for anything but a readable JPEG
 * or PNG within the size and pixel limits.
 */
export function processDealerLogo(input: Buffer): Promise<ProcessedLogo> {
  return runPhotoJob(async () => {
    const { open } = await openCheckedPhoto(input);
    try {
      const pixels = await open()
        .rotate()
        .resize({
          width: LOGO_SIZE,
          height: LOGO_SIZE,
          fit: 'contain',
          background: '#ffffff',
        })
        .flatten({ background: '#ffffff' })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const [jpeg, webp] = await Promise.all([
        fromPixels(pixels).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer(),
        fromPixels(pixels).webp({ quality: WEBP_QUALITY }).toBuffer(),
      ]);
      return { jpeg, webp };
    } catch {
      throw new PhotoRejectedError(PHOTO_UNREADABLE);
    }
  });
}

/** The WebP beside a logo's JPEG, by key or URL: "dealers/a/logo-b.jpg" -> "dealers/a/logo-b.webp". */
export const logoWebp = (jpeg: string): string => jpeg.replace(/\.jpg$/, '.webp');

/** Both files of the logo whose JPEG key is `jpegKey` ("dealers/{Rand}/logo-{random}.jpg"): the JPEG, then its WebP. */
export const dealerLogoKeys = (jpegKey: string): string[] => [jpegKey, logoWebp(jpegKey)];

/**
 * Writes `logo` under `keyBase` (no extension, e.g. "dealers/{Rand}/logo-{random}"):
 * the WebP first, then the JPEG, whose key it answers (for dealers.logo).
 */
export async function storeDealerLogo(
  storage: PhotoStorage,
  keyBase: string,
  logo: ProcessedLogo,
): Promise<string> {
  const jpegKey = `${keyBase}.jpg`;
  await storage.put(logoWebp(jpegKey), logo.webp);
  await storage.put(jpegKey, logo.jpeg);
  return jpegKey;
}

/** Removes both files of the logo whose JPEG key is `jpegKey`; missing files are not an error. */
export async function deleteDealerLogo(storage: PhotoStorage, jpegKey: string): Promise<void> {
  for (const key of dealerLogoKeys(jpegKey)) await storage.delete(key);
}
