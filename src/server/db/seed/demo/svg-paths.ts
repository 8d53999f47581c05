/** SVG path text for the demo drawings: numbers, rounded outlines and polygons. */
import type { Point } from './body-shape.ts';

/** `n` with one decimal at most, as SVG text. */
export const f = (n: number) => (Math.round(n * 10) / 10).toString();

/** A closed path through `points` with each corner rounded by its radius (quadratic curves). */
export function roundedPath(points: Point[]): string {
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

/** The points attribute of a polygon through `pts`. */
export const polygon = (pts: [number, number][]) =>
  pts.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');
