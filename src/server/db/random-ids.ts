/** Random identifiers made by the application (schema.ts: `rand`, `shuffle`). */
import { randomBytes, randomInt } from 'node:crypto';

/** 10 random URL-safe characters (A-Z a-z 0-9 - _), about 60 bits: a row's public `Rand`. */
export function newRand(): string {
  return randomBytes(8).toString('base64url').slice(0, 10);
}

/** A random listing `shuffle` value, 0 .. 2^31-1 (Home orders by it). */
export function newShuffle(): number {
  return randomInt(0, 2 ** 31);
}
