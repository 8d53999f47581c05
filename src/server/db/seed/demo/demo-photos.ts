/**
 * Draws the demo car photos named in the demo CSV: SVG (car-svg.ts)
 * rasterised by sharp to a 1600 x 1100 JPEG, the kind of file a dealer would
 * upload; importInventory then sends it through the real photo pipeline.
 * Each (body, paint, view) is drawn once and kept for every car that uses it.
 */
import sharp from 'sharp';
import { carPhotoSvg } from './car-svg.ts';
import type { DemoPhotoSpec } from './demo-rows.ts';

/**
 * A photo source for importInventory: `name` must be one of `photos`; the
 * result is a high-quality JPEG of that drawing, cached by name.
 */
export function demoPhotoSource(
  photos: Map<string, DemoPhotoSpec>,
): (name: string) => Promise<Buffer> {
  const drawn = new Map<string, Promise<Buffer>>();
  return (name) => {
    let photo = drawn.get(name);
    if (!photo) {
      const spec = photos.get(name);
      if (!spec) return Promise.reject(new Error(`no demo photo named ${name}`));
      photo = sharp(Buffer.from(carPhotoSvg(spec.body, spec.paint, spec.view)))
        .jpeg({ quality: 90 })
        .toBuffer();
      drawn.set(name, photo);
    }
    return photo;
  };
}
