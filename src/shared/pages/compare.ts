/**
 * The compare page's list (docs/product.md#compare): up to COMPARE_MAX cars
 * by Rand in its address, `/compare?cars=RAND,RAND,RAND`, read and written
 * one way by the page, the links that add or remove a car, and the server.
 */

/** Cars compared at most. */
export const COMPARE_MAX = 3;

const RAND = /^[A-Za-z0-9_-]{4,40}$/;

/** The Rands in a `cars` value ("A,B,C"): well formed, each once, at most COMPARE_MAX, in order. */
export function compareCars(value: string | null | undefined): string[] {
  const rands = (value ?? '')
    .split(',')
    .map((r) => r.trim())
    .filter((r) => RAND.test(r));
  return [...new Set(rands)].slice(0, COMPARE_MAX);
}

/** The compare page's address for `rands` (none: the empty page). */
export function comparePath(rands: string[]): string {
  return rands.length ? `/compare?cars=${rands.join(',')}` : '/compare';
}

/**
 * The list once `rand` is added to `rands`: at the end, each once; the
 * oldest leaves when there would be more than COMPARE_MAX.
 */
export function withCar(rands: string[], rand: string): string[] {
  return [...rands.filter((r) => r !== rand), rand].slice(-COMPARE_MAX);
}
