/**
 * The gradients and clip paths of a demo car drawing and its photo: the
 * backdrop of the view, the paint with its sky and floor reflections, the
 * glass, rims and lamps; ids are prefixed with the drawing's `id`.
 */
import type { BodyShape } from './body-shape.ts';
import { BACKDROPS, type CarView } from './car-views.ts';
import { darken, lighten, luminance, mix, type Paint } from './paint.ts';
import { f, roundedPath } from './svg-paths.ts';

/** The <defs> of `shape` in `paint` seen from `view`, ids prefixed with `id`. */
export function carDefs(shape: BodyShape, paint: Paint, view: CarView, id: string): string {
  const b = BACKDROPS[view];
  const roofY = Math.min(...shape.outline.map((p) => p[1]));
  const beltY = shape.glass[0][1];
  const belt = (beltY - roofY) / -roofY;
  // The studio horizon reflected low on the doors: a dark band over a lighter floor reflection.
  const horizon = belt + (1 - belt) * 0.62;
  const base = paint.hex;
  const light = luminance(base);
  // Dark paints need a brighter sky reflection to read as glossy; light ones a darker lower body.
  const sky = light < 0.15 ? lighten(base, 0.32) : lighten(base, 0.42);
  const lower = light > 0.7 ? darken(base, 0.2) : darken(base, 0.32);
  return `<defs>
<linearGradient id="${id}-bg" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${b.top}"/><stop offset="0.5" stop-color="${b.horizon}"/>
<stop offset="0.62" stop-color="${b.floor}"/><stop offset="1" stop-color="${b.bottom}"/></linearGradient>
<radialGradient id="${id}-glow" cx="0.5" cy="0.45" r="0.55">
<stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<linearGradient id="${id}-fade" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${b.floor}" stop-opacity="0.15"/><stop offset="0.5" stop-color="${mix(b.floor, b.bottom, 0.5)}" stop-opacity="0.9"/>
<stop offset="1" stop-color="${b.bottom}" stop-opacity="1"/></linearGradient>
<radialGradient id="${id}-shadow" cx="0.5" cy="0.5" r="0.5">
<stop offset="0" stop-color="#000000" stop-opacity="0.5"/><stop offset="0.55" stop-color="#000000" stop-opacity="0.22"/>
<stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>
<linearGradient id="${id}-paint" gradientUnits="userSpaceOnUse" x1="0" y1="${f(roofY)}" x2="0" y2="0">
<stop offset="0" stop-color="${lighten(base, 0.2)}"/>
<stop offset="${f(belt * 0.85)}" stop-color="${base}"/>
<stop offset="${f(belt + 0.04)}" stop-color="${sky}"/>
<stop offset="${f(belt + 0.12)}" stop-color="${mix(base, sky, 0.3)}"/>
<stop offset="${f(belt + 0.3)}" stop-color="${base}"/>
<stop offset="${f(horizon)}" stop-color="${mix(base, lower, 0.8)}"/>
<stop offset="${f(horizon + 0.015)}" stop-color="${mix(base, sky, 0.15)}"/>
<stop offset="1" stop-color="${lower}"/></linearGradient>
<linearGradient id="${id}-glass" x1="0" y1="0" x2="0.3" y2="1">
<stop offset="0" stop-color="#4a5866"/><stop offset="0.55" stop-color="#1c242d"/><stop offset="1" stop-color="#0e1318"/></linearGradient>
<linearGradient id="${id}-rim" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#f4f5f6"/><stop offset="0.5" stop-color="#b8bdc2"/><stop offset="1" stop-color="#8a9096"/></linearGradient>
<radialGradient id="${id}-rimDark" cx="0.5" cy="0.5" r="0.5">
<stop offset="0" stop-color="#3a3d42"/><stop offset="1" stop-color="#1d1f22"/></radialGradient>
<linearGradient id="${id}-head" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#ffffff"/><stop offset="0.6" stop-color="#dfe7ee"/><stop offset="1" stop-color="#9aa6b1"/></linearGradient>
<linearGradient id="${id}-tail" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#ff5a4f"/><stop offset="0.5" stop-color="#d0141c"/><stop offset="1" stop-color="#7a0a0e"/></linearGradient>
<clipPath id="${id}-body"><path d="${roundedPath(shape.outline)}"/></clipPath>
<clipPath id="${id}-glassClip"><path d="${roundedPath(shape.glass)}"/></clipPath>
</defs>`;
}
