/** A small seeded pseudo-random generator (mulberry32) so the demo inventory is the same on every machine. */

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Whole number in [min, max] (both included). */
  int(min: number, max: number): number;
  /** Uniform in [min, max). */
  between(min: number, max: number): number;
  /** true with probability `p`. */
  chance(p: number): boolean;
  /** One item of `items`, uniformly. */
  pick<T>(items: readonly T[]): T;
  /** One item of `items`, with probability proportional to `weight(item)`. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T;
  /** `count` distinct items of `items` (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[];
}

/** mulberry32 seeded with `seed` (any 32-bit integer). */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)],
    weighted(items, weight) {
      const weights = items.map(weight);
      const total = weights.reduce((a, b) => a + b, 0);
      let r = next() * total;
      for (let i = 0; i < items.length; i++) {
        r -= weights[i];
        if (r < 0) return items[i];
      }
      return items[items.length - 1];
    },
    sample(items, count) {
      const pool = [...items];
      const out = [];
      while (out.length < count && pool.length > 0) {
        out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]);
      }
      return out;
    },
  };
  return rng;
}
