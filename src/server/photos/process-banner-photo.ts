/**
 * Re-encodes a banner photo an operator uploads (docs/moderation.md#banners-and-dealers):
 * checked as every photo is (process-car-photo.ts: JPEG or PNG, 10 MB, 50
 * megapixels), auto-oriented, cut to the slider's 1600 x 500 px (cover, the
 * busiest part kept), and written as a JPEG and the 800 x 250 px WebP phones
 * load (the web app swaps '.jpg' for '-sm.webp'), as the demo banners are
 * (db/seed/demo/demo-banners.ts). Metadata is dropped.
 */

import { MIN_BANNER_HEIGHT, MIN_BANNER_WIDTH } from '#shared/schemas/console-content.ts';
import { runPhotoJob } from './photo-queue.ts';
import {
  fromPixels,
  openCheckedPhoto,
  PHOTO_UNREADABLE,
  PhotoRejectedError,
} from './process-car-photo.ts';

/** A banner's size on the Home slider, px (the demo banners are drawn at it too). */
export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 500;

export const BANNER_TOO_SMALL = `The banner photo must be at least ${MIN_BANNER_WIDTH} x ${MIN_BANNER_HEIGHT} pixels`;

export interface ProcessedBanner {
  /** JPEG, 1600 x 500 px. */
  jpeg: Buffer;
  /** WebP, 800 x 250 px. */
  small: Buffer;
}

/** Makes the banner's two files; throws PhotoRejectedError (message fit to show) for a refused photo. */
export function processBannerPhoto(input: Buffer): Promise<ProcessedBanner> {
  return runPhotoJob(async () => {
    const { open, meta } = await openCheckedPhoto(input);
    const [w, h] =
      (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
    if ((w ?? 0) < MIN_BANNER_WIDTH || (h ?? 0) < MIN_BANNER_HEIGHT) {
      throw new PhotoRejectedError(BANNER_TOO_SMALL);
    }
    try {
      const pixels = await open()
        .rotate()
        .resize({ width: BANNER_WIDTH, height: BANNER_HEIGHT, fit: 'cover', position: 'attention' })
        .flatten({ background: '#ffffff' })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const [jpeg, small] = await Promise.all([
        fromPixels(pixels).jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
        fromPixels(pixels)
          .resize({ width: BANNER_WIDTH / 2 })
          .webp({ quality: 70 })
          .toBuffer(),
      ]);
      return { jpeg, small };
    } catch {
      throw new PhotoRejectedError(PHOTO_UNREADABLE);
    }
  });
}
