/**
 * Draws a studio-style demo photo of a car as SVG (1600 x 1100): a side
 * profile of the body style in the listing's paint on a soft gradient
 * backdrop with a floor shadow. Three views per car: side facing left, side
 * facing right on a warm backdrop, and a close-up of the front. No text but a
 * small "CarSetu demo" watermark. No filters (they are slow to rasterise):
 * softness comes from gradients.
 */
import { BODY_SHAPES, type BodyShape, type Point, type ShapeName } from './body-shapes.ts';
import { darken, lighten, luminance, mix, type Paint } from './paint.ts';

export const PHOTO_WIDTH = 1600;
export const PHOTO_HEIGHT = 1100;

/** 0: side facing left, 1: side facing right (warm backdrop), 2: close-up of the front. */
export type CarView = 0 | 1 | 2;
export const CAR_VIEWS: CarView[] = [0, 1, 2];

const f = (n: number) => (Math.round(n * 10) / 10).toString();

/** A closed path through `points` with each corner rounded by its radius (quadratic curves). */
function roundedPath(points: Point[]): string {
  const n = points.length;
  const corner = (i: number) => {
    const [x, y, r] = points[i];
    const [px, py] = points[(i - 1 + n) % n];
    const [nx, ny] = points[(i + 1) % n];
    const toward = (tx: number, ty: number) => {
      const len = Math.hypot(tx - x, ty - y);
      const d = Math.min(r, len / 2);
      return [x + ((tx - x) / len) * d, y + ((ty - y) / len) * d];
    };
    return { a: toward(px, py), b: toward(nx, ny), x, y };
  };
  const corners = points.map((_, i) => corner(i));
  let d = `M${f(corners[0].b[0])},${f(corners[0].b[1])}`;
  for (let i = 1; i <= n; i++) {
    const c = corners[i % n];
    d += `L${f(c.a[0])},${f(c.a[1])}Q${f(c.x)},${f(c.y)} ${f(c.b[0])},${f(c.b[1])}`;
  }
  return `${d}Z`;
}

const polygon = (pts: [number, number][]) => pts.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');

interface Backdrop {
  top: string;
  horizon: string;
  floor: string;
  bottom: string;
}

const BACKDROPS: Record<CarView, Backdrop> = {
  0: { top: '#dfe6ee', horizon: '#f4f6f9', floor: '#d5dce4', bottom: '#eef1f5' },
  1: { top: '#e9e1d7', horizon: '#f8f4ef', floor: '#ddd4c9', bottom: '#f2ede7' },
  2: { top: '#d7e0ea', horizon: '#f1f4f8', floor: '#cdd5df', bottom: '#e9edf2' },
};

/** Where the car sits: x of the front bumper, ground y, scale, mirrored or not. */
const PLACEMENT: Record<CarView, { x: number; ground: number; scale: number; mirror: boolean }> = {
  0: { x: 170, ground: 842, scale: 1.26, mirror: false },
  1: { x: 1410, ground: 860, scale: 1.2, mirror: true },
  2: { x: 70, ground: 1030, scale: 2.1, mirror: false },
};

/** Brake caliper: a short thick arc inside the rim, toward the front of the car. */
function caliper(cx: number, r: number): string {
  const at = (deg: number) => {
    const a = (deg * Math.PI) / 180;
    return `${f(cx + Math.cos(a) * r * 0.4)},${f(-r + Math.sin(a) * r * 0.4)}`;
  };
  return `<path d="M${at(200)} A${f(r * 0.4)},${f(r * 0.4)} 0 0 1 ${at(250)}" stroke="#a8232a" stroke-width="${f(r * 0.13)}" stroke-linecap="round" fill="none"/>`;
}

/** Pushes points near the front or rear end past the body edge, so the body clip shapes them. */
const toEdge = (pts: [number, number][]): [number, number][] =>
  pts.map(([x, y]) => [x < 40 ? x - 40 : x > 960 ? x + 40 : x, y]);

function wheel(cx: number, r: number, spin: number, id: string): string {
  const spokes = Array.from({ length: 5 }, (_, i) => {
    const a = ((spin + i * 72) * Math.PI) / 180;
    const x = cx + Math.cos(a) * r * 0.6;
    const y = -r + Math.sin(a) * r * 0.6;
    return `<line x1="${f(cx)}" y1="${f(-r)}" x2="${f(x)}" y2="${f(y)}"/>`;
  }).join('');
  return [
    `<circle cx="${f(cx)}" cy="${f(-r)}" r="${f(r)}" fill="#151618"/>`,
    `<circle cx="${f(cx)}" cy="${f(-r)}" r="${f(r * 0.9)}" fill="none" stroke="#2a2c2f" stroke-width="${f(r * 0.06)}"/>`,
    `<circle cx="${f(cx)}" cy="${f(-r)}" r="${f(r * 0.68)}" fill="url(#${id}-rimDark)"/>`,
    `<circle cx="${f(cx)}" cy="${f(-r)}" r="${f(r * 0.46)}" fill="#7b8086"/>`,
    caliper(cx, r),
    `<g stroke="url(#${id}-rim)" stroke-width="${f(r * 0.16)}" stroke-linecap="round">${spokes}</g>`,
    `<circle cx="${f(cx)}" cy="${f(-r)}" r="${f(r * 0.655)}" fill="none" stroke="url(#${id}-rim)" stroke-width="${f(r * 0.07)}"/>`,
    `<circle cx="${f(cx)}" cy="${f(-r)}" r="${f(r * 0.14)}" fill="#d7dadd" stroke="#8d9196" stroke-width="${f(r * 0.03)}"/>`,
  ].join('');
}

function defs(shape: BodyShape, paint: Paint, view: CarView, id: string): string {
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

/** Floor shadow: one wide soft pool and a dark contact patch under each tyre. */
function shadow(shape: BodyShape, id: string): string {
  const r = shape.wheelRadius;
  return [
    `<ellipse cx="500" cy="4" rx="600" ry="58" fill="url(#${id}-shadow)"/>`,
    `<ellipse cx="500" cy="2" rx="470" ry="20" fill="url(#${id}-shadow)"/>`,
    ...[shape.frontWheelX, shape.rearWheelX].map(
      (x) => `<ellipse cx="${f(x)}" cy="0" rx="${f(r * 1.15)}" ry="12" fill="url(#${id}-shadow)"/>`,
    ),
  ].join('');
}

function car(shape: BodyShape, paint: Paint, id: string): string {
  const body = roundedPath(shape.outline);
  const glass = roundedPath(shape.glass);
  const r = shape.wheelRadius;
  const wheels = [shape.frontWheelX, shape.rearWheelX];
  const roofY = Math.min(...shape.outline.map((p) => p[1]));
  const glassTop = Math.min(...shape.glass.map((p) => p[1]));
  const beltY = shape.glass[0][1];
  const lineColour = luminance(paint.hex) < 0.1 ? '#000000' : darken(paint.hex, 0.55);
  const parts: string[] = [];
  parts.push(`<path d="${body}" fill="url(#${id}-paint)"/>`);
  const clipped: string[] = [];
  if (paint.blackRoof) {
    clipped.push(
      `<rect x="-20" y="${f(roofY - 20)}" width="1040" height="${f(glassTop - roofY + 26)}" fill="#141518"/>`,
    );
  }
  if (shape.cladding) {
    clipped.push(
      `<rect x="-20" y="${f(shape.sillY - 34)}" width="1040" height="200" fill="#26282b"/>`,
      ...wheels.map(
        (x) => `<circle cx="${f(x)}" cy="${f(-r)}" r="${f(r * 1.34)}" fill="#26282b"/>`,
      ),
    );
  }
  // Body creases: a lit shoulder line under the glass and a shadowed crease low on the doors.
  clipped.push(
    `<path d="M40,${f(beltY + 30)} L960,${f(beltY + 18)}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="5" fill="none"/>`,
    `<path d="M60,${f(shape.sillY - 52)} L950,${f(shape.sillY - 58)}" stroke="${lineColour}" stroke-opacity="0.25" stroke-width="4" fill="none"/>`,
    `<path d="M40,${f(shape.sillY - 48)} L950,${f(shape.sillY - 54)}" stroke="#ffffff" stroke-opacity="0.18" stroke-width="3" fill="none"/>`,
  );
  for (const [top, bottom] of shape.doorLines) {
    clipped.push(
      `<path d="M${f(top)},${f(beltY + 2)} Q${f((top + bottom) / 2 + 6)},${f((beltY + shape.sillY) / 2)} ${f(bottom)},${f(shape.sillY + 2)}" stroke="${lineColour}" stroke-opacity="0.55" stroke-width="3" fill="none"/>`,
    );
  }
  // Wheel wells.
  clipped.push(
    ...wheels.map((x) => `<circle cx="${f(x)}" cy="${f(-r)}" r="${f(r * 1.14)}" fill="#0c0d0f"/>`),
  );
  parts.push(`<g clip-path="url(#${id}-body)">${clipped.join('')}</g>`);

  // Glass with pillars and a sky reflection.
  parts.push(
    `<path d="${glass}" fill="url(#${id}-glass)" stroke="#0b0d10" stroke-width="4"/>`,
    `<path d="${glass}" fill="none" stroke="#d5dade" stroke-opacity="0.55" stroke-width="2" transform="translate(0 2)"/>`,
  );
  const glassParts = shape.pillars.map(
    ([top, bottom, w]) =>
      `<polygon points="${polygon([
        [top - w / 2, glassTop - 10],
        [top + w / 2, glassTop - 10],
        [bottom + w / 2, beltY + 10],
        [bottom - w / 2, beltY + 10],
      ])}" fill="${paint.blackRoof ? '#141518' : '#101215'}"/>`,
  );
  glassParts.push(
    `<polygon points="${polygon([
      [300, beltY],
      [520, glassTop - 20],
      [640, glassTop - 20],
      [420, beltY],
    ])}" fill="#ffffff" fill-opacity="0.1"/>`,
    `<polygon points="${polygon([
      [660, beltY],
      [820, glassTop - 20],
      [860, glassTop - 20],
      [700, beltY],
    ])}" fill="#ffffff" fill-opacity="0.07"/>`,
  );
  parts.push(`<g clip-path="url(#${id}-glassClip)">${glassParts.join('')}</g>`);

  if (shape.roofRails) {
    const [from, to] = shape.roofRails;
    parts.push(
      `<rect x="${f(from)}" y="${f(roofY - 14)}" width="${f(to - from)}" height="9" rx="4" fill="#1e2023"/>`,
      `<rect x="${f(from + 10)}" y="${f(roofY - 8)}" width="18" height="10" fill="#1e2023"/>`,
      `<rect x="${f(to - 28)}" y="${f(roofY - 8)}" width="18" height="10" fill="#1e2023"/>`,
    );
  }

  for (const [x, y] of shape.handles) {
    parts.push(
      `<rect x="${f(x - 26)}" y="${f(y - 6)}" width="52" height="12" rx="6" fill="${darken(paint.hex, 0.25)}" stroke="${lineColour}" stroke-opacity="0.5" stroke-width="2"/>`,
    );
  }
  const [mx, my] = shape.mirror;
  parts.push(
    `<path d="M${f(mx - 8)},${f(my + 14)} L${f(mx - 6)},${f(my - 22)} Q${f(mx + 24)},${f(my - 30)} ${f(mx + 40)},${f(my - 8)} L${f(mx + 30)},${f(my + 14)} Z" fill="${paint.blackRoof ? '#141518' : paint.hex}" stroke="${lineColour}" stroke-opacity="0.6" stroke-width="2"/>`,
  );

  const head = toEdge(shape.headlamp);
  const headBottom = Math.max(...shape.headlamp.map((p) => p[1]));
  const damTop = Math.min(...shape.airDam.map((p) => p[1]));
  const grille: [number, number][] = [
    [-40, headBottom + 10],
    [34, headBottom + 8],
    [26, damTop - 8],
    [-40, damTop - 8],
  ];
  const tailStart = shape.rearWheelX + r * 1.25;
  const diffuser: [number, number][] = [
    [tailStart, shape.sillY - 20],
    [1040, shape.sillY - 26],
    [1040, 10],
    [tailStart, 10],
  ];
  parts.push(
    `<g clip-path="url(#${id}-body)">`,
    `<polygon points="${polygon(grille)}" fill="#1b1c1f" stroke="#9aa0a6" stroke-width="3"/>`,
    shape.cladding ? '' : `<polygon points="${polygon(diffuser)}" fill="#1d1e21"/>`,
    `<polygon points="${polygon(toEdge(shape.airDam))}" fill="#16171a"/>`,
    `<polygon points="${polygon(head)}" fill="url(#${id}-head)" stroke="#2b2f34" stroke-width="3"/>`,
    `<polyline points="${polygon(head.slice(0, 3))}" fill="none" stroke="#ffffff" stroke-width="4" stroke-opacity="0.9"/>`,
    `<polygon points="${polygon(toEdge(shape.tailLamp))}" fill="url(#${id}-tail)" stroke="#4a0508" stroke-width="2"/>`,
    '</g>',
  );
  // Side indicator on the front fender.
  const fx = shape.frontWheelX + r * 1.45;
  const fy = -r * 2.35;
  parts.push(
    `<rect x="${f(fx)}" y="${f(fy)}" width="30" height="9" rx="4.5" fill="#f29a1f" stroke="#7a4a08" stroke-width="1.5"/>`,
  );
  // Body outline last, for a crisp edge on light paints.
  parts.push(
    `<path d="${body}" fill="none" stroke="${darken(paint.hex, 0.5)}" stroke-opacity="0.55" stroke-width="2.5"/>`,
  );
  parts.push(wheel(shape.frontWheelX, r, 18, id), wheel(shape.rearWheelX, r, 52, id));
  return parts.join('\n');
}

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
${defs(shape, paint, view, id)}
<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#${id}-bg)"/>
<ellipse cx="800" cy="520" rx="900" ry="520" fill="url(#${id}-glow)"/>
<g transform="translate(${place.x} ${place.ground}) scale(${sx} ${-place.scale})" opacity="0.16">
${car(shape, paint, id)}
</g>
<rect x="0" y="${place.ground}" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT - place.ground}" fill="url(#${id}-fade)"/>
<g transform="translate(${place.x} ${place.ground}) scale(${sx} ${place.scale})">${shadow(shape, id)}</g>
<g transform="translate(${place.x} ${place.ground}) scale(${sx} ${place.scale})">
${car(shape, paint, id)}
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
  return `${defs(shape, paint, 0, id)}<g transform="${transform}">${shadow(shape, id)}${car(shape, paint, id)}</g>`;
}
