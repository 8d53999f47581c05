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
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    url: (key) => `${PHOTO_URL_PREFIX}${key}`,
    async *list(prefix) {
      const base = path.resolve(root);
      const entries = await fs
        .readdir(base, { recursive: true, withFileTypes: true })
        .catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const full = path.join(entry.parentPath, entry.name);
        const key = path.relative(base, full).split(path.sep).join('/');
        if (!key.startsWith(prefix)) continue;
        const stat = await fs.stat(full).catch(() => undefined);
        if (stat) yield { key, modifiedAt: stat.mtime };
      }
    },
  };
}
