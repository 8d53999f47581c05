/**
 * The server log on disk (issue 44 part 6; docs/privacy.md#retention):
 * with LOG_DIR, pino-roll writes one file a day, `carsetu.YYYY-MM-DD.N.log`
 * (N counts restarts' files within the day), keeps `current.log` pointing
 * at today's, and at each day's roll deletes the oldest files past
 * LOG_RETENTION_DAYS, whichever process made them. Every line went through
 * server-logger.ts's masking first (no whole mobile, OTP or token).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DestinationStream } from 'pino';
// pino-roll ships no types: it answers a SonicBoom stream.
import pinoRoll from 'pino-roll';

/** The stem of the daily files in LOG_DIR. */
const LOG_FILE_STEM = 'carsetu';

/** The stream of the daily files in `dir` (made if missing), `days` of them kept. */
export function dailyLogFiles(dir: string, days: number): Promise<DestinationStream> {
  // Made here, not by pino-roll's mkdir: its current.log link is made at once, before the
  // stream's own (asynchronous) mkdir, and failed on a first start in a new folder.
  fs.mkdirSync(dir, { recursive: true });
  return pinoRoll({
    file: path.join(dir, LOG_FILE_STEM),
    extension: '.log',
    frequency: 'daily',
    dateFormat: 'yyyy-MM-dd',
    symlink: true,
    limit: { count: days, removeOtherLogFiles: true },
  });
}
