/** Disk adapter of the photo-storage port: files under `root`, served at /photos/. */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PhotoStorage } from './photo-storage.ts';

export const PHOTO_URL_PREFIX = '/photos/';

export function diskPhotoStorage(root: string): PhotoStorage & { root: string } {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`bad photo key ${key}`);
    return full;
  };
  return {
    root,
    async put(key, bytes) {
      const full = resolve(key);
      await fs.mkdir(path.dirname(full), { recursive: true });
      await fs.writeFile(full, bytes);
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    url: (key) => `${PHOTO_URL_PREFIX}${key}`,
  };
}
