/**
 * Random secrets and their hashes (docs/product.md#sign-in: OTPs, tickets and
 * tokens are stored only as hashes). Codes come from crypto.randomInt; tickets
 * and access tokens are 32 random bytes, base64url (43 characters, 256 bits).
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_DIGITS } from '#shared/constants.ts';

/** What a ticket or access token looks like; anything else is refused without a lookup. */
export const OPAQUE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A uniformly random OTP of OTP_DIGITS digits, leading zeros kept ("004271"). */
export function newOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
}

/** 16 random bytes, hex: the per-challenge HMAC key. */
export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

/** HMAC-SHA256 keyed with the challenge's salt over "mobile:code", hex. */
export function otpHash(salt: string, mobile: string, code: string): string {
  return createHmac('sha256', Buffer.from(salt, 'hex')).update(`${mobile}:${code}`).digest('hex');
}

/** Compares two hex hashes in constant time (false when lengths differ). */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** A new login ticket or access token: 32 random bytes, base64url. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of a ticket or access token, hex: what the database keeps. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
