/**
 * Photo-storage port: where re-encoded photos live. Keys are relative paths
 * such as "cars/AB12CD/3f9a.jpg"; `url(key)` is the public path the web app
 * loads. Adapter: disk-photo-storage.ts (a folder under DATA_DIR).
 */
export interface PhotoStorage {
  /** Stores `bytes` under `key`, replacing what was there. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes stored under `key`, or undefined when there are none. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** Removes `key`; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Public URL path of `key`, e.g. "/photos/cars/AB12CD/3f9a.jpg". */
  url(key: string): string;
  /** Every stored key starting with `prefix` (e.g. "cars/"), with when it was last written. */
  list(prefix: string): AsyncIterable<StoredPhoto>;
}

/** A stored file: its key and when it was written. */
export interface StoredPhoto {
  key: string;
  modifiedAt: Date;
}
