/**
 * The main photo's crop (docs/product.md#photo-rules, #limits-and-constants):
 * aspect 800:550, the crop box at least 700 x 500 source pixels, the result
 * 800 px wide as a JPEG at quality 0.75. At that aspect the smallest box
 * holding 700 x 500 is about 728 x 500, so zoom is capped where the box would
 * shrink below it and photos that cannot hold it are refused.
 */
import { photoTooSmall as tooSmallMessage } from '#messages/sell.ts';
import type { PixelArea } from '#web/components/ui/photo-file.ts';

export const CROP_ASPECT = 800 / 550;
export const MIN_CROP_WIDTH = 700;
export const MIN_CROP_HEIGHT = 500;
export const MAIN_PHOTO_WIDTH = 800;
export const JPEG_QUALITY = 0.75;

/** The smallest crop box at the aspect that holds MIN_CROP_WIDTH x MIN_CROP_HEIGHT (exact). */
const MIN_BOX_HEIGHT = Math.max(MIN_CROP_HEIGHT, MIN_CROP_WIDTH / CROP_ASPECT);
const MIN_BOX_WIDTH = MIN_BOX_HEIGHT * CROP_ASPECT;
/** The smallest photo accepted, in whole pixels (728 x 500). */
export const MIN_PHOTO = { width: Math.ceil(MIN_BOX_WIDTH), height: Math.ceil(MIN_BOX_HEIGHT) };

/** Most zoom offered even for very large photos. */
const ZOOM_CEILING = 6;

/** The largest box at the aspect inside a w x h photo (the crop at zoom 1), in source pixels. */
export function fullCropBox(w: number, h: number): { width: number; height: number } {
  return w / h > CROP_ASPECT
    ? { width: h * CROP_ASPECT, height: h }
    : { width: w, height: w / CROP_ASPECT };
}

/** Highest zoom keeping the crop at least 700 x 500 source pixels; below 1 the photo is too small. */
export function maxCropZoom(w: number, h: number): number {
  const zoom = fullCropBox(w, h).height / MIN_BOX_HEIGHT;
  return Math.min(ZOOM_CEILING, Math.floor(zoom * 100) / 100);
}

/** A message when a w x h photo cannot give a large enough crop, else null. */
export function photoTooSmall(w: number, h: number): string | null {
  if (maxCropZoom(w, h) >= 1) return null;
  return tooSmallMessage(w, h, MIN_PHOTO.width, MIN_PHOTO.height);
}

/**
 * The crop actually cut: `area` kept at the aspect, grown around its centre to
 * the minimum box when rounding left it a pixel short, and kept inside the photo.
 */
export function settleCropArea(area: PixelArea, w: number, h: number): PixelArea {
  let height = Math.max(area.height, area.width / CROP_ASPECT, MIN_BOX_HEIGHT);
  let width = height * CROP_ASPECT;
  if (width > w) {
    width = w;
    height = w / CROP_ASPECT;
  }
  if (height > h) {
    height = h;
    width = h * CROP_ASPECT;
  }
  const cx = area.x + area.width / 2;
  const cy = area.y + area.height / 2;
  const x = Math.min(Math.max(0, cx - width / 2), w - width);
  const y = Math.min(Math.max(0, cy - height / 2), h - height);
  return { x, y, width, height };
}
