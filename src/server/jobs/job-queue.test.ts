/**
 * The job queue of the test database's kind (the jobs table on SQLite,
 * pg-boss on PostgreSQL) delivering lead notices through the real WhatsApp
 * adapter to a local fake Graph API (testing/fake-graph-api.ts) that
 * answers from a script: a 500 is retried and delivered, a 400 fails the job
 * at once with its error, a job sent before a restart is delivered after it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { whatsAppMessageSender } from '../ports/whatsapp-message-sender.ts';
import { fakeGraphApi } from '../testing/fake-graph-api.ts';
import { createTestDb } from '../testing/test-app.ts';
import type { JobLog, JobQueue } from './job-queue.ts';
import { jobSchemaFor } from './job-queue-for.ts';
import { enqueueLeadNotice, LEAD_NOTICE_JOB, leadNoticeHandler } from './lead-notice-job.ts';
import { pgBossJobQueue } from './pg-boss-job-queue.ts';
import { tableJobQueue } from './table-job-queue.ts';

const requests: { to: string; body: string }[] = [];
/** Statuses the fake answers, in order; 200 once they run out. */
let script: number[] = [];

const graph = fakeGraphApi((_req, text, res) => {
  const body = JSON.parse(text);
  requests.push({ to: body.to, body: body.text?.body });
  const status = script.shift() ?? 200;
  const answer =
    status === 200
      ? { messages: [{ id: `wamid.${requests.length}` }] }
      : { error: { message: `Recipient ${body.to} refused`, code: 131000 } };
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
});
beforeEach(() => {
  requests.length = 0;
  script = [];
});

const sender = () => whatsAppMessageSender(graph.settings());

/** Records what the queue logs, to check it holds no phone number. */
function recordingLog(): JobLog & { lines: { level: string; obj: object; msg: string }[] } {
  const lines: { level: string; obj: object; msg: string }[] = [];
  return {
    lines,
    info: (obj, msg) => void lines.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => void lines.push({ level: 'warn', obj, msg }),
    error: (obj, msg) => void lines.push({ level: 'error', obj, msg }),
  };
}

async function waitFor(check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Fast retries for the test: 1 s, doubling. */
const FAST = { retryLimit: 3, retryDelaySeconds: 1, retryBackoff: true };

describe('durable lead notices', () => {
  let t: Awaited<ReturnType<typeof createTestDb>>;
  const open: JobQueue[] = [];
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    for (const q of open) await q.stop();
    await t.drop();
  });

  /** A queue of the test database's kind; pg-boss in the test schema's own schema. */
  const newQueue = (log?: JobLog): JobQueue => {
    const q =
      t.kind === 'postgres'
        ? pgBossJobQueue({
            connectionString: t.databaseUrl!,
            schema: jobSchemaFor(t.pgSchema),
            pollingIntervalSeconds: 0.5,
            poolMax: 2,
            log,
          })
        : tableJobQueue({ db: t.db, pollMs: 100, log });
    open.push(q);
    return q;
  };

  it('retries a notice the Graph API answered 500, and delivers it', async () => {
    const log = recordingLog();
    const q = newQueue(log);
    await q.start();
    await q.work(LEAD_NOTICE_JOB, leadNoticeHandler(sender()));
    script = [500];
    await enqueueLeadNotice(q, { to: '9822012345', text: 'New lead: retry me' }, FAST);
    await waitFor(() => requests.length >= 2);
    expect(requests.map((r) => r.body)).toEqual(['New lead: retry me', 'New lead: retry me']);
    expect(requests[1].to).toBe('919822012345');
    await waitFor(() => log.lines.some((l) => l.msg.includes('will be retried')));
    expect(await q.failedJobs(LEAD_NOTICE_JOB)).toEqual([]);
    expect(JSON.stringify(log.lines)).not.toContain('9822012345');
    await q.stop();
  });

  it('fails a notice the Graph API answered 400 at once, keeping its error', async () => {
    const log = recordingLog();
    const q = newQueue(log);
    await q.start();
    await q.work(LEAD_NOTICE_JOB, leadNoticeHandler(sender()));
    script = [400];
    await enqueueLeadNotice(q, { to: '9822099999', text: 'New lead: refused' }, FAST);
    await waitFor(async () => (await q.failedJobs(LEAD_NOTICE_JOB)).length === 1);
    const [failed] = await q.failedJobs(LEAD_NOTICE_JOB);
    expect(failed.error).toMatch(/HTTP 400/);
    expect(failed.error).not.toContain('9822099999');
    expect(failed.attempts).toBe(1);
    expect(failed.data).toEqual({ to: '9822099999', text: 'New lead: refused' });
    // Not retried: one request, however long we wait for another.
    await new Promise((r) => setTimeout(r, 2500));
    expect(requests).toHaveLength(1);
    const errors = log.lines.filter((l) => l.level === 'error');
    expect(errors).toHaveLength(1);
    expect(JSON.stringify(errors)).toMatch(/HTTP 400/);
    expect(JSON.stringify(log.lines)).not.toContain('9822099999');
    await q.stop();
  });

  it('reports the jobs waiting to run and how long the oldest has waited (for /metrics)', async () => {
    const q = newQueue();
    await q.start();
    const name = `backlog-probe-${t.kind}`;
    await q.send(name, { n: 1 }, FAST);
    await q.send(name, { n: 2 }, FAST);
    // Sent to start in an hour: not waiting yet.
    await q.send(name, { n: 3 }, FAST, new Date(Date.now() + 3_600_000));
    const mine = (await q.backlog()).find((b) => b.name === name);
    expect(mine?.waiting).toBe(2);
    expect(mine?.oldestSeconds).toBeGreaterThanOrEqual(0);
    expect(mine?.oldestSeconds).toBeLessThan(60);
  });

  it('stores many jobs in one call, each run with its own data', async () => {
    const q = newQueue();
    await q.start();
    const name = `many-probe-${t.kind}`;
    const seen: number[] = [];
    await q.work<{ n: number }>(name, async ({ n }) => void seen.push(n));
    await q.sendMany(name, [{ n: 1 }, { n: 2 }, { n: 3 }], FAST);
    await q.sendMany(name, [], FAST);
    await waitFor(() => seen.length === 3);
    expect(seen.sort()).toEqual([1, 2, 3]);
    await q.stop();
  });

  it('runs up to `concurrency` jobs of a name at once on pg-boss, one after another on the table', async () => {
    const q = newQueue();
    await q.start();
    const name = `concurrency-probe-${t.kind}`;
    let running = 0;
    let most = 0;
    let done = 0;
    await q.work(
      name,
      async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 1200));
        running -= 1;
        done += 1;
      },
      { concurrency: 3 },
    );
    for (let n = 0; n < 6; n++) await q.send(name, { n }, FAST);
    await waitFor(() => done === 6);
    expect(most).toBe(t.kind === 'postgres' ? 3 : 1);
    await q.stop();
  });

  it('delivers a notice sent before a restart, on a new queue over the same database', async () => {
    const first = newQueue();
    await first.start();
    // No worker on this one: the notice is stored and waits.
    await enqueueLeadNotice(first, { to: '9822055555', text: 'New lead: after restart' }, FAST);
    await first.stop();
    expect(requests).toHaveLength(0);

    const second = newQueue();
    await second.start();
    await second.work(LEAD_NOTICE_JOB, leadNoticeHandler(sender()));
    await waitFor(() => requests.length === 1);
    expect(requests[0]).toEqual({ to: '919822055555', body: 'New lead: after restart' });
    await second.stop();
  });
});
