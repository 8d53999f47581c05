/**
 * A card's JPEG (the share card of issue 9, the Status card of issue 12
 * item 4): its layers composited once to raw RGB pixels, then encoded at
 * falling qualities until one fits the card's byte limit.
 */
import sharp, { type OverlayOptions, type Sharp } from 'sharp';

/** A card composited to raw RGB pixels (sizes in pixels), ready to encode. */
export interface CardPixels {
  data: Buffer;
  raw: { width: number; height: number; channels: 3 };
}

/** `base` with `layers` composited on it, as raw RGB pixels (alpha dropped). */
export async function compositeCard(base: Sharp, layers: OverlayOptions[]): Promise<CardPixels> {
  const pixels = await base
    .composite(layers)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: pixels.data,
    raw: { width: pixels.info.width, height: pixels.info.height, channels: 3 },
  };
}

/**
 * The JPEG of `pixels` at the first of `qualities` (tried in turn) whose
 * file is at most `maxBytes` bytes; undefined when none fits.
 */
export async function jpegWithin(
  pixels: CardPixels,
  qualities: number[],
  maxBytes: number,
): Promise<Buffer | undefined> {
  for (const quality of qualities) {
    const jpeg = await sharp(pixels.data, { raw: pixels.raw })
      .jpeg({ quality, optimiseCoding: true })
      .toBuffer();
    if (jpeg.length <= maxBytes) return jpeg;
  }
  return undefined;
}
