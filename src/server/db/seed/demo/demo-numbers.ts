/**
 * Numbers for the demo: vehicle registration numbers of a dealer's state
 * (mostly the dealer's own RTO) and ten-digit mobile numbers, drawn from
 * the seeded random generator.
 */
import type { DemoDealer } from './demo-dealers.ts';
import type { Rng } from './prng.ts';

/** Letters of registration series (I and O are not issued). */
const SERIES = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * A registration number not in `used` (then added to it): an RTO of the
 * dealer (usually) or of its state, one or two series letters (one on some
 * cars over 10 years old) and four digits.
 */
export function carNumber(
  rng: Rng,
  dealer: DemoDealer,
  stateRtos: string[],
  age: number,
  used: Set<string>,
) {
  for (;;) {
    const rto = rng.chance(0.85)
      ? rng.weighted(dealer.rto, (c) => (c === dealer.rto[0] ? 3 : 1))
      : rng.pick(stateRtos);
    const letters = age > 10 && rng.chance(0.3) ? 1 : 2;
    let series = '';
    for (let i = 0; i < letters; i++) series += rng.pick([...SERIES]);
    const number = `${rto}${series}${String(rng.int(1, 9999)).padStart(4, '0')}`;
    if (!used.has(number)) {
      used.add(number);
      return number;
    }
  }
}

/** `count` distinct ten-digit mobile numbers starting 7, 8 or 9. */
export function mobiles(rng: Rng, count: number): string[] {
  const out = new Set<string>();
  while (out.size < count) {
    let m = rng.pick(['9', '9', '9', '8', '7']);
    for (let i = 0; i < 9; i++) m += String(rng.int(0, 9));
    out.add(m);
  }
  return [...out];
}
