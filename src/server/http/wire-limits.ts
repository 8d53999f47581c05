/**
 * Limits on the wire (issue 8; why these numbers: docs/decisions/008-abuse-budgets.md).
 * Bodies are small except on the three photo routes, which are sized from a
 * 10 MB camera photo; slow or stalled clients are cut off.
 */
import { MAX_PHOTOS_PER_CATEGORY } from '#shared/schemas/listing.ts';
import { MAX_PHOTO_BYTES } from '#shared/schemas/listing-rules.ts';

/** Body limit of every route but the photo routes, bytes (64 KiB: the largest form is a few KiB). */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/**
 * Body limit of a request carrying up to `photos` photos, bytes: each a
 * 10 MB photo as base64 (4/3) with room for form encoding ('+', '/' and '='
 * become three characters each: about 6% more), plus the other fields.
 */
export function photoBodyLimit(photos: number): number {
  const perPhoto = Math.ceil(((MAX_PHOTO_BYTES * 4) / 3) * 1.1);
  return photos * perPhoto + DEFAULT_BODY_LIMIT;
}

/** addcar and Editcar carry one main photo. */
export const MAIN_PHOTO_BODY_LIMIT = photoBodyLimit(1);
/** addcarimages carries a batch of at most 10 photos (one category's limit). */
export const PHOTO_BATCH_BODY_LIMIT = photoBodyLimit(MAX_PHOTOS_PER_CATEGORY);

/** Node's HTTP server timeouts, milliseconds. */
export const HTTP_TIMEOUTS = {
  /** The request headers must arrive within this. */
  headers: 20_000,
  /** How often Node checks the headers and request timeouts (a stalled client is cut off within headers + this). */
  check: 5_000,
  /** The whole request, body included (a 10-photo batch on a slow 4G line). */
  request: 120_000,
  /** An idle socket (no bytes either way) is closed after this. */
  idleSocket: 120_000,
  /** An idle keep-alive connection is closed after this (above a load balancer's 60 s idle timeout). */
  keepAlive: 72_000,
} as const;

/** Uploads (addcar, Editcar, addcarimages) per client address (route rate limit). */
export const UPLOAD_IP_LIMIT = { max: 120, timeWindow: '1 hour' } as const;
