/**
 * /metrics in Prometheus's text format (issue 25 part 6, docs/deploy.md#metrics),
 * through prom-client with a registry per app: request durations by route
 * pattern, method and status; answers with a 5xx; the database pool
 * (PostgreSQL); the job queue's waiting jobs and oldest wait; messages sent by
 * kind and result (OTP, lead notice, alert); Node's own metrics;
 * carsetu_build_info. Served only with METRICS_TOKEN as a bearer token (else
 * 401; unset: 404). No label carries a mobile, an id or a raw URL: routes are
 * their patterns ('/CarDetails/:Rand/:name'), unmatched ones 'unmatched'.
 */

import { timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { JobQueue } from '../jobs/job-queue.ts';
import { openReportStats } from '../modules/reports/reports.repository.ts';
import type { MessageSender } from '../ports/message-sender.ts';

/** The app's version from package.json ('unknown' without one). */
export function appVersion(): string {
  try {
    const pkg = JSON.parse(
      fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
    );
    return String(pkg.version ?? 'unknown');
  } catch {
    return 'unknown';
  }
}

export interface AppMetrics {
  registry: Registry;
  messages: Counter<'kind' | 'result'>;
}

/** A new registry with the app's metrics; `version` and `commit` label carsetu_build_info. */
export function createMetrics(build: { version: string; commit: string }): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'carsetu_build_info',
    help: 'The running build (always 1).',
    labelNames: ['version', 'commit'],
    registers: [registry],
  }).set(build, 1);
  const messages = new Counter({
    name: 'carsetu_messages_total',
    help: 'Messages handed to the sender (WhatsApp or console) by kind (otp, lead, alert) and result (sent, failed).',
    labelNames: ['kind', 'result'] as const,
    registers: [registry],
  });
  return { registry, messages };
}

/** `sender`, counting each message it sends or fails to send. */
export function countingSender(sender: MessageSender, metrics: AppMetrics): MessageSender {
  return {
    async send(message) {
      try {
        await sender.send(message);
        metrics.messages.inc({ kind: message.kind, result: 'sent' });
      } catch (err) {
        metrics.messages.inc({ kind: message.kind, result: 'failed' });
        throw err;
      }
    },
  };
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Times every answer of `app` and serves GET /metrics (when `token` is set).
 * `pool`: the PostgreSQL pool, when there is one; `queue`: the job queue.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { metrics: AppMetrics; token: string | undefined; queue: JobQueue; pool?: pg.Pool },
): void {
  const { registry } = options.metrics;
  const duration = new Histogram({
    name: 'carsetu_http_request_duration_seconds',
    help: 'Time to answer a request, seconds, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'carsetu_http_errors_total',
    help: 'Answers with a 5xx status, by route pattern.',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  if (options.pool) {
    const pool = options.pool;
    new Gauge({
      name: 'carsetu_db_pool_connections',
      help: "The PostgreSQL pool's connections by state (total, idle, waiting requests).",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  // One backlog query a scrape for both gauges below (it groups the whole job table).
  let asked: { at: number; rows: ReturnType<typeof options.queue.backlog> } | undefined;
  const backlog = () => {
    if (!asked || Date.now() - asked.at > 1_000) {
      asked = { at: Date.now(), rows: options.queue.backlog().catch(() => []) };
    }
    return asked.rows;
  };
  new Gauge({
    name: 'carsetu_jobs_waiting',
    help: 'Jobs waiting to run (queued or to retry), by job name.',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const b of await backlog()) this.set({ job: b.name }, b.waiting);
    },
  });
  new Gauge({
    name: 'carsetu_jobs_oldest_waiting_seconds',
    help: 'How long the oldest waiting job of each name has waited, seconds.',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const b of await backlog()) this.set({ job: b.name }, b.oldestSeconds);
    },
  });

  // Reports waiting for an operator (docs/moderation.md#reports).
  const reports = () => openReportStats(app.db).catch(() => ({ open: 0, oldestAt: null }));
  new Gauge({
    name: 'carsetu_reports_open',
    help: 'Reports of listings no operator has closed yet.',
    registers: [registry],
    async collect() {
      this.set((await reports()).open);
    },
  });
  new Gauge({
    name: 'carsetu_reports_oldest_open_seconds',
    help: 'How long the oldest open report has waited, seconds (0: none).',
    registers: [registry],
    async collect() {
      const { oldestAt } = await reports();
      this.set(oldestAt ? Math.max(0, (Date.now() - Date.parse(oldestAt)) / 1000) : 0);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const status = reply.statusCode;
    duration.observe(
      { route, method: request.method, status: String(status) },
      reply.elapsedTime / 1000,
    );
    if (status >= 500) errors.inc({ route });
  });

  const token = options.token;
  if (!token) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const auth = request.headers.authorization ?? '';
    if (!auth.startsWith('Bearer ') || !sameToken(auth.slice(7), token)) {
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer')
        .send({ Success: false, Message: 'Unauthorized', Data: null });
    }
    reply.header('Cache-Control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}
