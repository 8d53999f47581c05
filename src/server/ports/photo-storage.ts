/**
 * Photo-storage port: where re-encoded photos live. Callers speak in keys,
 * relative names such as "cars/AB12CD/3f9a.jpg", and get URLs back from
 * `url(key)`; where the bytes sit and how they reach a browser belong to the
 * adapter (disk-photo-storage.ts: a folder the app serves itself;
 * s3-photo-storage.ts: a bucket the app serves at the same URLs).
 */
import type { FastifyInstance } from 'fastify';

export interface PhotoStorage {
  /** Stores `bytes` under `key`, replacing what was there. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes stored under `key`, or undefined when there are none. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** Removes `key`; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** The URL a browser loads `key` from: a path of this site or a full URL of another host. */
  url(key: string): string;
  /** Every stored key starting with `prefix` (e.g. "cars/"), with when it was last written. */
  list(prefix: string): AsyncIterable<StoredPhoto>;
  /**
   * Registers the routes that answer `url(key)` on `app`, for a storage the
   * app serves itself; absent when the URLs point elsewhere.
   */
  serve?(app: FastifyInstance): Promise<void>;
}

/** A stored file: its key and when it was written. */
export interface StoredPhoto {
  key: string;
  modifiedAt: Date;
}
