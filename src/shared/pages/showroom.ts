/**
 * A dealer's showroom page, /dealer/{slug} (issue 45 part 5;
 * docs/decisions/046-showroom-pages.md). The slug is the firm's and city's
 * words, then the dealer's 10-character `Rand`:
 * /dealer/shree-krishna-motors-rajkot-Ab3dE_9xYz. Only the Rand finds the
 * dealer, so a renamed firm's old links still work (the server redirects
 * them to the current slug).
 */
import { slugify } from './landing.ts';

/** Length of a `Rand` (src/server/db/random-ids.ts: newRand). */
const RAND_LENGTH = 10;
const RAND = /^[A-Za-z0-9_-]{10}$/;

/** The showroom slug of a dealer: "shree-krishna-motors-rajkot-Ab3dE_9xYz". */
export function showroomSlug(firm: string, city: string, rand: string): string {
  const words = slugify(`${firm} ${city}`);
  return words ? `${words}-${rand}` : rand;
}

/** The showroom page's path: /dealer/{slug}. */
export const showroomPath = (firm: string, city: string, rand: string): string =>
  `/dealer/${showroomSlug(firm, city, rand)}`;

/** The dealer's `Rand` a showroom slug ends with, or null when it cannot be one. */
export function showroomRand(slug: string): string | null {
  const rand = slug.slice(-RAND_LENGTH);
  if (!RAND.test(rand)) return null;
  const words = slug.slice(0, -RAND_LENGTH);
  return words === '' || /^[a-z0-9-]*-$/.test(words) ? rand : null;
}
