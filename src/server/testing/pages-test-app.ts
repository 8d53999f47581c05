/**
 * The real app serving its pages, for tests (not a test file itself): a
 * fresh test database with the inventory fixture, the repository's own
 * index.html standing in for the built web app (same head, same </head>),
 * and, when given, a small SSR entry module written by the test in place of
 * the built one (building the real bundle takes a minute:
 * pages/server-render.test.ts does it). Messages go nowhere.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type App, buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { diskPhotoStorage } from '../ports/disk-photo-storage.ts';
import { createTestDb } from './test-app.ts';

export interface PagesTestApp {
  app: App;
  db: Db;
  /** Closes the app and drops its database. */
  close(): Promise<void>;
}

export interface PagesTestAppOptions {
  /** PUBLIC_URL of the app (canonical links, sitemaps). */
  publicUrl: string;
  /** Source of an ES module exporting the SSR entry's functions; without it, pages are not server-rendered. */
  ssrEntrySource?: string;
}

/** Builds the pages test app on a fresh database (see the file's comment). */
export async function createPagesTestApp(options: PagesTestAppOptions): Promise<PagesTestApp> {
  const test = await createTestDb({ inventory: true });
  const webRoot = path.join(test.dataDir, 'web');
  fs.mkdirSync(webRoot);
  fs.copyFileSync(
    path.resolve(import.meta.dirname, '../../../index.html'),
    path.join(webRoot, 'index.html'),
  );
  let ssrEntry: string | undefined;
  if (options.ssrEntrySource !== undefined) {
    ssrEntry = path.join(test.dataDir, 'entry-server.mjs');
    fs.writeFileSync(ssrEntry, options.ssrEntrySource);
  }
  const photoStorage = diskPhotoStorage(path.join(test.dataDir, 'photos'));
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: test.dataDir, PUBLIC_URL: options.publicUrl }),
    db: test.db,
    dbKind: test.kind,
    messageSender: { send: async () => {} },
    photoStorage,
    webRoot,
    ssrEntry,
  });
  return {
    app,
    db: test.db,
    async close() {
      await app.close();
      await test.drop();
    },
  };
}
