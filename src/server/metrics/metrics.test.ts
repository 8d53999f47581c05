/**
 * /metrics (issue 25 part 6) on SQLite and PostgreSQL: only with the bearer
 * token (401 otherwise, 404 when none is set); request durations by route
 * pattern with no id, mobile or raw URL in any label; 5xx counted; the job
 * queue's waiting jobs; messages counted by kind and result; the pool's
 * gauges; carsetu_build_info.
 */
import Fastify from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableJobQueue } from '../jobs/table-job-queue.ts';
import { MessageSendError } from '../ports/message-sender.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { countingSender, createMetrics, registerMetrics } from './metrics.ts';

const TOKEN = 'metrics-token-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await t.close();
});

const scrape = (auth?: string) =>
  t.app.inject({ url: '/metrics', headers: auth ? { authorization: auth } : {} });

describe('/metrics', () => {
  it('answers only with the token, in Prometheus text, with no id, mobile or raw URL in its labels', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer wrong-token-0123456789')).statusCode).toBe(401);
    expect((await scrape(TOKEN)).statusCode).toBe(401);

    const car = await t.db.selectFrom('listings').select('rand').executeTakeFirst();
    await t.app.inject('/api/Common/Fueldata');
    await t.app.inject(`/api/Carmaster/GetCarDetailsbyRand?Rand=${car?.rand ?? 'none'}`);
    await t.app.inject('/api/no/such/route/9876543210');
    const lead = await t.app.inject({
      method: 'POST',
      url: '/api/LeadQRCode/AddLeadQRCode',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'Name=Meena&Contactno=9123456780&Carno=GJ01AB1234&Rand=nope&nRemarks=x',
    });
    expect(lead.statusCode).toBeLessThan(500);

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const body = res.body;
    expect(body).toMatch(/^carsetu_build_info\{version="0\.1\.0",commit="unknown"\} 1$/m);
    expect(body).toMatch(
      /^carsetu_http_request_duration_seconds_count\{route="\/api\/Common\/Fueldata",method="GET",status="200"\} 1$/m,
    );
    expect(body).toMatch(/route="unmatched",method="GET",status="404"/);
    expect(body).toMatch(/^process_cpu_user_seconds_total /m);
    expect(body).not.toContain('9876543210');
    expect(body).not.toContain('9123456780');
    if (car) expect(body).not.toContain(car.rand);
    expect(body).not.toMatch(/\?/);
  });

  it('is not there without a token', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject('/metrics')).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('counts waiting jobs, 5xx answers, messages by result, and the pool', async () => {
    const metrics = createMetrics({ version: '1', commit: 'abc' });
    const app = Fastify();
    const queue = tableJobQueue({ db: t.db });
    await queue.send(
      'lead-notice',
      { to: 'x', text: 'y' },
      { retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false },
    );
    const pool = { totalCount: 4, idleCount: 3, waitingCount: 1 } as unknown as pg.Pool;
    registerMetrics(app, { metrics, token: TOKEN, queue, pool });
    app.get('/boom', async () => {
      throw new Error('boom');
    });
    await app.inject('/boom');
    const failing = countingSender(
      {
        async send() {
          throw new MessageSendError('down', true);
        },
      },
      metrics,
    );
    await expect(failing.send({ kind: 'otp', to: '9876543210', code: '1' })).rejects.toThrow();
    await countingSender({ async send() {} }, metrics).send({
      kind: 'alert',
      to: '9876543210',
      params: [],
      text: '',
    });
    const body = (
      await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
    ).body;
    expect(body).toMatch(/^carsetu_http_errors_total\{route="\/boom"\} 1$/m);
    expect(body).toMatch(/^carsetu_jobs_waiting\{job="lead-notice"\} [1-9]/m);
    expect(body).toMatch(/^carsetu_jobs_oldest_waiting_seconds\{job="lead-notice"\} /m);
    expect(body).toMatch(/^carsetu_messages_total\{kind="otp",result="failed"\} 1$/m);
    expect(body).toMatch(/^carsetu_messages_total\{kind="alert",result="sent"\} 1$/m);
    expect(body).toMatch(/^carsetu_db_pool_connections\{state="idle"\} 3$/m);
    expect(body).not.toContain('9876543210');
    await app.close();
  });
});
