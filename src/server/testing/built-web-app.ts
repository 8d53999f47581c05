/**
 * A server over the real web builds, for the server-rendering tests (not a
 * test file itself): builds the web app and its SSR bundle in every language
 * (scripts/web-build.ts; once per Vitest run, shared by the SQLite and PostgreSQL projects, or
 * the one TEST_WEB_BUILD names), loads
 * the inventory fixture into a fresh test database, and starts the app; more
 * apps on the same database and builds start with other settings or another
 * SSR entry. Registers its beforeAll / afterAll in the calling file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildAllLanguages, webDir } from '../../../scripts/web-build.ts';
import { type App, buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { diskPhotoStorage } from '../ports/disk-photo-storage.ts';
import { createTestDb } from './test-app.ts';

/** The part of a page inside <div id="root">. */
export const pageBody = (html: string) => html.slice(html.indexOf('<div id="root">'));

/** The page's data for hydration (its ssr-data block). */
export const ssrData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="ssr-data">(.*?)<\/script>/s.exec(html)![1]);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * The web build and SSR bundle of this Vitest run (its workers share the
 * main process, their parent), made by the first file to ask while the
 * others wait: answers the web root (the SSR bundle is beside it, as
 * ssrEntryPath expects). Builds of runs that have ended are removed.
 * TEST_WEB_BUILD names a build made already (`npm test` builds dist/ first).
 */
async function sharedWebBuild(): Promise<string> {
  const given = process.env.TEST_WEB_BUILD;
  if (given) return webDir(path.resolve(given), 'en');
  const prefix = 'carsetu-test-web-';
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = Number(name.slice(prefix.length));
    if (name.startsWith(prefix) && pid !== process.ppid && !alive(pid)) {
      fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
    }
  }
  const dir = path.join(os.tmpdir(), `${prefix}${process.ppid}`);
  const done = path.join(dir, 'done');
  const failed = path.join(dir, 'failed');
  let mine = true;
  try {
    fs.mkdirSync(dir);
  } catch {
    mine = false;
  }
  if (mine) {
    try {
      buildAllLanguages(dir, { logLevel: 'error' });
      fs.writeFileSync(done, '');
    } catch (err) {
      fs.writeFileSync(failed, String(err));
      throw err;
    }
  }
  for (let waited = 0; !fs.existsSync(done); waited += 500) {
    if (fs.existsSync(failed)) throw new Error(fs.readFileSync(failed, 'utf8'));
    if (waited > 300_000) throw new Error(`no web build in ${dir} after 5 minutes`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return path.join(dir, 'web');
}

export function builtWebApp() {
  const world = {
    test: undefined as unknown as Awaited<ReturnType<typeof createTestDb>>,
    /** Where the web build is (dist/web's layout; shared: read only). */
    webRoot: '',
    /** The app started with the default settings. */
    app: undefined as unknown as App,
  };
  const apps: App[] = [];

  /** Another app on the same database and builds: `ssrEntry` instead of the built one, `env` settings. */
  async function startApp(ssrEntry?: string, env: Record<string, string> = {}): Promise<App> {
    const { test } = world;
    const app = await buildApp({
      config: loadConfig({
        DATA_DIR: test.dataDir,
        PUBLIC_URL: 'https://www.carsetu.test',
        ...env,
      }),
      db: test.db,
      dbKind: test.kind,
      messageSender: { send: async () => {} },
      photoStorage: diskPhotoStorage(path.join(test.dataDir, 'photos')),
      webRoot: world.webRoot,
      ssrEntry,
    });
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    world.test = await createTestDb({ inventory: true });
    world.webRoot = await sharedWebBuild();
    world.app = await startApp();
  }, 180_000);
  afterAll(async () => {
    for (const a of apps) await a.close();
    await world.test.drop();
  });

  /** The `offset`-th unsold car (by id), with its make and model names. */
  const unsoldCar = (offset = 0) =>
    world.test.db
      .selectFrom('listings as l')
      .innerJoin('makes as mk', 'mk.id', 'l.make_id')
      .innerJoin('models as md', 'md.id', 'l.model_id')
      .select(['l.id', 'l.rand', 'l.price', 'l.model_year', 'mk.name as make', 'md.name as model'])
      .where('l.status', '=', 'UnSold')
      .orderBy('l.id')
      .offset(offset)
      .limit(1)
      .executeTakeFirstOrThrow();

  return Object.assign(world, { startApp, unsoldCar });
}
