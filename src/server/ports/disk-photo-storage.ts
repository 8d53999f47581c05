/**
 * Disk adapter of the photo-storage port: files under `root` (DATA_DIR/photos),
 * served by the app itself at /photos/{key}, cached a year as immutable.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { PhotoStorage } from './photo-storage.ts';

/** Where the app serves the files: `url(key)` is this prefix and the key. */
const PHOTO_URL_PREFIX = '/photos/';

export function diskPhotoStorage(root: string): PhotoStorage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`bad photo key ${key}`);
    return full;
  };
  return {
    async put(key, bytes) {
      const full = resolve(key);
      await fsp.mkdir(path.dirname(full), { recursive: true });
      await fsp.writeFile(full, bytes);
    },
    async get(key) {
      try {
        return await fsp.readFile(resolve(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async delete(key) {
      await fsp.rm(resolve(key), { force: true });
    },
    url: (key) => `${PHOTO_URL_PREFIX}${key}`,
    async *list(prefix) {
      const base = path.resolve(root);
      const entries = await fsp
        .readdir(base, { recursive: true, withFileTypes: true })
        .catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const full = path.join(entry.parentPath, entry.name);
        const key = path.relative(base, full).split(path.sep).join('/');
        if (!key.startsWith(prefix)) continue;
        const stat = await fsp.stat(full).catch(() => undefined);
        if (stat) yield { key, modifiedAt: stat.mtime };
      }
    },
    async serve(app) {
      fs.mkdirSync(root, { recursive: true });
      await app.register(fastifyStatic, {
        root,
        prefix: PHOTO_URL_PREFIX,
        decorateReply: false,
        immutable: true,
        maxAge: '365d',
      });
    },
  };
}
