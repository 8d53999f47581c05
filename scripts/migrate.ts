/**
 * `npm run migrate`: the release step on its own (src/server/release.ts):
 * migrates the database named by the settings (DATABASE_URL, else DATA_DIR's
 * SQLite file) and seeds it when empty (the demo when SEED_DEMO says so),
 * under the release lock, then exits. Run it once per release, before the
 * instances start; an instance that starts anyway waits for the lock and
 * finds the work done.
 */
import path from 'node:path';
import { loadConfig } from '../src/server/config/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { photoStorageFor } from '../src/server/ports/photo-storage-for.ts';
import { migrateAndSeed } from '../src/server/release.ts';

const config = loadConfig();
const { db, kind } = openDatabase({
  databaseUrl: config.databaseUrl,
  sqliteFile: path.join(config.dataDir, 'carsetu.sqlite'),
  pg: config.pg,
  onPoolError: (err) => console.warn(`a pooled database connection failed: ${err.message}`),
});
try {
  await migrateAndSeed(db, kind, photoStorageFor(config), {
    demo: config.seedDemo,
    lockTimeoutMs: config.pg.releaseLockTimeoutMs,
    log: (m) => console.log(m),
  });
  console.log(`migrated and seeded (${kind})`);
} finally {
  await db.destroy();
}
