import { describe, expect, it } from 'vitest';
import { CROP_ASPECT, MIN_PHOTO, maxCropZoom, photoTooSmall, settleCropArea } from './crop.ts';

describe('main photo crop (docs/product.md#photo-rules, #limits-and-constants: 800:550, crop at least 700 x 500)', () => {
  it('needs a photo that can hold a 700 x 500 crop at 800:550 (728 x 500)', () => {
    expect(MIN_PHOTO).toEqual({ width: 728, height: 500 });
    expect(photoTooSmall(728, 500)).toBeNull();
    expect(photoTooSmall(1600, 1200)).toBeNull();
    expect(photoTooSmall(700, 500)).toMatch(/too small \(700 × 500 pixels\).*728 × 500/);
    expect(photoTooSmall(4000, 400)).not.toBeNull();
  });

  it('caps the zoom so the crop keeps at least 500 source pixels of height', () => {
    // 1600 x 1200: the full-width crop is 1600 x 1100, so zoom up to 2.2.
    expect(maxCropZoom(1600, 1200)).toBe(2.2);
    // 4000 x 1000: height-bound crop 1454.5 x 1000 -> 2.
    expect(maxCropZoom(4000, 1000)).toBe(2);
    expect(maxCropZoom(20000, 15000)).toBe(6);
  });

  it('keeps the cut crop at the aspect, at least the minimum, inside the photo', () => {
    const a = settleCropArea({ x: 10, y: 10, width: 726, height: 499 }, 1600, 1200);
    expect(a.height).toBeGreaterThanOrEqual(500);
    expect(a.width).toBeGreaterThanOrEqual(700);
    expect(a.width / a.height).toBeCloseTo(CROP_ASPECT, 6);
    expect(a.x).toBeGreaterThanOrEqual(0);
    expect(a.y).toBeGreaterThanOrEqual(0);
    const edge = settleCropArea({ x: 1000, y: 800, width: 600, height: 400 }, 1600, 1200);
    expect(edge.x + edge.width).toBeLessThanOrEqual(1600);
    expect(edge.y + edge.height).toBeLessThanOrEqual(1200);
  });
});
