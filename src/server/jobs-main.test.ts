/**
 * RUN_JOBS=false and `npm run jobs` (docs/decisions/043-jobs-process.md): the
 * server only queues, the jobs process does the work, each a real process on
 * one fresh SQLite database; the jobs process stops cleanly on SIGTERM. On
 * SQLite only: a server migrating and seeding a fresh PostgreSQL database
 * takes longer than this is worth, and pg-boss without its background work
 * (what the server's queue becomes) is job-queue.test.ts's and `npm run
 * jobs:failed`'s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.ts';
import { jobQueueFor } from './jobs/job-queue-for.ts';
import { enqueueLeadNotice } from './jobs/lead-notice-job.ts';
import { type EntryProcess, runEntry, startEntry } from './testing/entry-process.ts';

const serverEntry = path.resolve(import.meta.dirname, 'server.ts');
const jobsEntry = path.resolve(import.meta.dirname, 'jobs-main.ts');

describe('the server with RUN_JOBS=false and the jobs process', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let jobs: EntryProcess | undefined;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carsetu-jobs-'));
    env = {
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      PRICE_RATING_SWEEP_SECONDS: '0',
    };
  });
  afterAll(async () => {
    if (jobs && jobs.child.exitCode === null) {
      jobs.child.kill('SIGKILL');
      await jobs.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('the server says it leaves the jobs to npm run jobs, and starts', async () => {
    const { out } = await runEntry(
      serverEntry,
      { ...env, RUN_JOBS: 'false', PORT: '0', HOST: '127.0.0.1' },
      /CarSetu is serving/,
    );
    expect(out).toContain('RUN_JOBS=false: jobs are queued here and done by `npm run jobs`');
    expect(out).toContain('CarSetu is serving');
  });

  it('the jobs process does a job queued by another process, masks the mobile, and stops on SIGTERM', async () => {
    jobs = startEntry(jobsEntry, env);
    await jobs.waitFor(/CarSetu jobs are running/);
    const { db } = openDatabase({ sqliteFile: path.join(dataDir, 'carsetu.sqlite') });
    // A queue that only sends, as the server's does with RUN_JOBS=false.
    const queue = jobQueueFor({ db, kind: 'sqlite', background: false });
    try {
      await queue.start();
      await enqueueLeadNotice(queue, { to: '9876543210', text: 'New lead' });
      await jobs.waitFor(/Lead notice to \S+: New lead/, 15_000);
    } finally {
      await queue.stop(1000);
      await db.destroy();
    }
    expect(jobs.output()).toContain('CarSetu jobs are running (sqlite)');
    expect(jobs.output()).not.toContain('9876543210');
    jobs.child.kill('SIGTERM');
    expect(await jobs.exited).toBe(0);
    expect(jobs.output()).toContain('SIGTERM received, stopping');
  });
});
