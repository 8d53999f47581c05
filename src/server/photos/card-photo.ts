/**
 * A car photo cover-cropped to a card's photo area (the share card of issue
 * 9, the Status card of issue 12 item 4), as a sharp pipeline the caller
 * finishes (composite, raw, encode). Sizes are pixels.
 */
import sharp, { type Sharp } from 'sharp';
import { MAX_PHOTO_PIXELS } from './process-car-photo.ts';

/**
 * `photo` turned upright, cropped to fill `width` x `height` from its centre
 * and flattened on white. Rejects a file that is not a readable image, or
 * one over MAX_PHOTO_PIXELS.
 */
export async function coverPhoto(photo: Uint8Array, width: number, height: number): Promise<Sharp> {
  const open = () => sharp(photo, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' });
  const size = await open().metadata();
  // Main photos (800 px) are enlarged: bilinear is half the cost of Lanczos and looks the same here.
  const enlarging = (size.width ?? 0) < width || (size.height ?? 0) < height;
  return open()
    .rotate()
    .resize(width, height, {
      fit: 'cover',
      position: 'centre',
      kernel: enlarging ? 'linear' : 'lanczos3',
    })
    .flatten({ background: '#ffffff' });
}
