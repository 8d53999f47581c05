/**
 * Entry point: load config -> open and migrate the database -> seed on first
 * start -> build the app -> listen -> close gracefully on SIGTERM/SIGINT.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { keepPlannerStatsFresh } from './db/planner-stats.ts';
import { seedOnFirstStart } from './db/seed/seed-on-first-start.ts';
import { purgeExpiredSignInRows } from './modules/auth/purge-expired.ts';
import { consoleMessageSender } from './ports/console-message-sender.ts';
import { diskPhotoStorage } from './ports/disk-photo-storage.ts';
import type { MessageSender } from './ports/message-sender.ts';
import { whatsAppMessageSender } from './ports/whatsapp-message-sender.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The message sender MESSAGE_SENDER names: WhatsApp Cloud API, or the console (server log). */
export function messageSenderFor(
  config: Config,
  logger: Parameters<typeof consoleMessageSender>[0],
): MessageSender {
  const { phoneNumberId, token, ...whatsapp } = config.whatsapp;
  if (config.messageSender === 'whatsapp' && phoneNumberId && token) {
    return whatsAppMessageSender({ ...whatsapp, phoneNumberId, token });
  }
  return consoleMessageSender(logger);
}

export async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const { db, kind } = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'carsetu.sqlite'),
  });
  await migrateToLatest(db);
  const photoStorage = diskPhotoStorage(path.join(config.dataDir, 'photos'));
  const logger = pino(
    { level: config.logLevel },
    config.logFile
      ? pino.multistream([{ stream: process.stdout }, { stream: pino.destination(config.logFile) }])
      : process.stdout,
  );
  await seedOnFirstStart(db, photoStorage, { demo: config.seedDemo, log: (m) => logger.info(m) });
  const stopStats = await keepPlannerStatsFresh(db, kind);
  const purgeTimer = setInterval(() => {
    purgeExpiredSignInRows(db, new Date()).catch((err) => logger.warn({ err }, 'purge failed'));
  }, 3_600_000);
  purgeTimer.unref();

  const app = await buildApp({
    config,
    db,
    dbKind: kind,
    logger,
    messageSender: messageSenderFor(config, logger),
    photoStorage,
    webRoot: path.join(projectRoot, 'dist', 'web'),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    try {
      stopStats();
      clearInterval(purgeTimer);
      await app.close();
      await db.destroy();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while closing');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`CarSetu is serving http://localhost:${config.port} (${kind})`);
}

if (import.meta.main) {
  await main();
}
