/**
 * Draws a studio-style demo photo of a car as SVG (1600 x 1100): a side
 * profile of the body style in the listing's paint on a soft gradient
 * backdrop with a floor shadow. Three views per car (car-views.ts): side
 * facing left, side facing right on a warm backdrop, and a close-up of the
 * front. No text but a small "CarSetu demo" watermark. No filters (they are
 * slow to rasterise): softness comes from gradients.
 */
import type { ShapeName } from './body-shape.ts';
import { BODY_SHAPES } from './body-shape-data.ts';
import { carDefs } from './car-defs.ts';
import { carBody, carShadow } from './car-drawing.ts';
import { type CarView, PLACEMENT } from './car-views.ts';
import type { Paint } from './paint.ts';

export const PHOTO_WIDTH = 1600;
export const PHOTO_HEIGHT = 1100;

/**
 * SVG text of a demo car photo: silhouette `body` drawn in `paint` from `view`,
 * PHOTO_WIDTH x PHOTO_HEIGHT px. Deterministic for the same arguments.
 */
export function carPhotoSvg(body: ShapeName, paint: Paint, view: CarView): string {
  const shape = BODY_SHAPES[body];
  const id = 'c';
  const place = PLACEMENT[view];
  const sx = place.mirror ? -place.scale : place.scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}">
${carDefs(shape, paint, view, id)}
<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#${id}-bg)"/>
<ellipse cx="800" cy="520" rx="900" ry="520" fill="url(#${id}-glow)"/>
<g transform="translate(${place.x} ${place.ground}) scale(${sx} ${-place.scale})" opacity="0.16">
${carBody(shape, paint, id)}
</g>
<rect x="0" y="${place.ground}" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT - place.ground}" fill="url(#${id}-fade)"/>
<g transform="translate(${place.x} ${place.ground}) scale(${sx} ${place.scale})">${carShadow(shape, id)}</g>
<g transform="translate(${place.x} ${place.ground}) scale(${sx} ${place.scale})">
${carBody(shape, paint, id)}
</g>
<text x="${PHOTO_WIDTH - 36}" y="${PHOTO_HEIGHT - 30}" text-anchor="end" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="26" fill="#000000" fill-opacity="0.28">CarSetu demo</text>
</svg>`;
}

/**
 * The car of `body` in `paint` with its floor shadow, as an SVG fragment for
 * other drawings (the home banners). `transform` places it: the car is about
 * 1000 units long with the ground at y = 0; `id` keeps its gradients apart.
 */
export function carFigure(body: ShapeName, paint: Paint, id: string, transform: string): string {
  const shape = BODY_SHAPES[body];
  return `${carDefs(shape, paint, 0, id)}<g transform="${transform}">${carShadow(shape, id)}${carBody(shape, paint, id)}</g>`;
}
