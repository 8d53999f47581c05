/**
 * A demo car as SVG (car-defs.ts has its gradients): the painted body with
 * its glass, pillars, creases, lamps, grille and wheels, and its floor
 * shadow. Units as body-shape.ts: about 1000 long, the ground at y = 0.
 */
import type { BodyShape } from './body-shape.ts';
import { darken, luminance, type Paint } from './paint.ts';
import { f, polygon, roundedPath } from './svg-paths.ts';

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

/** A wheel at `cx` of radius `r`, its spokes turned `spin` degrees. */
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

/** Floor shadow: one wide soft pool and a dark contact patch under each tyre. */
export function carShadow(shape: BodyShape, id: string): string {
  const r = shape.wheelRadius;
  return [
    `<ellipse cx="500" cy="4" rx="600" ry="58" fill="url(#${id}-shadow)"/>`,
    `<ellipse cx="500" cy="2" rx="470" ry="20" fill="url(#${id}-shadow)"/>`,
    ...[shape.frontWheelX, shape.rearWheelX].map(
      (x) => `<ellipse cx="${f(x)}" cy="0" rx="${f(r * 1.15)}" ry="12" fill="url(#${id}-shadow)"/>`,
    ),
  ].join('');
}

/** The car of `shape` in `paint`; `id` names the gradients of its defs. */
export function carBody(shape: BodyShape, paint: Paint, id: string): string {
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
