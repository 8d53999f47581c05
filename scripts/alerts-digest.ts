/**
 * `npm run alerts:digest`: sends the saved-search alerts due now
 * (docs/alerts.md), for operators and tests, whatever the hour: makes today's
 * digest of every buyer whose alerts are on and who has none today, then
 * sends each one still pending today through the configured sender
 * (MESSAGE_SENDER=console prints them, numbers masked). Exactly once with a
 * running server too: a digest is taken by one sender only. The database is
 * the one the settings name (DATABASE_URL, else DATA_DIR's SQLite file).
 */
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../src/server/config/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { runDigests } from '../src/server/modules/alerts/run-digests.ts';
import { sendDigest } from '../src/server/modules/alerts/send-digest.ts';
import { messageSenderFor } from '../src/server/server.ts';

const config = loadConfig();
const log = pino({ level: 'info' });
const { db } = openDatabase({
  databaseUrl: config.databaseUrl,
  sqliteFile: path.join(config.dataDir, 'carsetu.sqlite'),
  pg: config.pg,
});
try {
  await migrateToLatest(db);
  const sender = messageSenderFor(config, log);
  const keys = await runDigests({ db, publicUrl: config.publicUrl });
  const outcomes: Record<string, number> = {};
  for (const key of keys) {
    const outcome = await sendDigest(
      { db, sender, publicUrl: config.publicUrl, dailyBudget: config.alerts.dailyBudget },
      key,
    ).catch((err: Error) => `failed (${err.message})`);
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  }
  console.log(`${keys.length} digest(s) due: ${JSON.stringify(outcomes)}`);
} finally {
  await db.destroy();
}
