/**
 * `npm run jobs:failed`: lists the failed jobs (docs/decisions/017-durable-jobs.md)
 * of the database named by the settings (DATABASE_URL: pg-boss; else
 * DATA_DIR's SQLite file: the jobs table), one line each: job name, id,
 * tries and the last error. Job data is not printed (a lead notice holds the
 * seller's mobile). Names: the arguments, else every CarSetu job.
 */
import path from 'node:path';
import { loadConfig } from '../src/server/config/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { jobSchemaFor } from '../src/server/jobs/job-queue-for.ts';
import { LEAD_NOTICE_JOB } from '../src/server/jobs/lead-notice-job.ts';
import { pgBossJobQueue } from '../src/server/jobs/pg-boss-job-queue.ts';
import { PURGE_JOB } from '../src/server/jobs/purge-job.ts';
import { tableJobQueue } from '../src/server/jobs/table-job-queue.ts';

const config = loadConfig();
const { db, kind } = openDatabase({
  databaseUrl: config.databaseUrl,
  sqliteFile: path.join(config.dataDir, 'carsetu.sqlite'),
  pg: config.pg,
});
const queue =
  kind === 'postgres' && config.databaseUrl
    ? pgBossJobQueue({
        connectionString: config.databaseUrl,
        schema: jobSchemaFor(),
        poolMax: 1,
        background: false,
      })
    : tableJobQueue({ db });
const names = process.argv.length > 2 ? process.argv.slice(2) : [LEAD_NOTICE_JOB, PURGE_JOB];
try {
  if (queue.kind === 'pg-boss') await queue.start();
  let count = 0;
  for (const name of names) {
    for (const job of await queue.failedJobs(name)) {
      count++;
      console.log(`${job.name} ${job.id} after ${job.attempts} tries: ${job.error}`);
    }
  }
  console.log(`${count} failed job(s) (${kind})`);
} finally {
  await queue.stop();
  await db.destroy();
}
