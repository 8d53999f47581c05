/**
 * Health for a load balancer (issue 11; docs/deploy.md "Several
 * instances"): `GET /healthz` answers 200 while the process lives;
 * `GET /readyz` answers 200 only when the database (and Redis, when
 * configured) answer within READY_TIMEOUT_MS, else 503. Both are JSON, never cached, and never the web
 * app's page.
 */
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import { z } from 'zod';

/** How long /readyz waits for the database, milliseconds. */
export const READY_TIMEOUT_MS = 2000;

const HealthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });
const ReadySchema = HealthSchema.extend({
  database: z.enum(['ok', 'down']),
  redis: z.enum(['ok', 'down']).optional(),
});

/** Resolves true when `check` succeeds within `ms`; false on an error (logged as `what`) or a time-out. */
async function answers(
  app: FastifyInstance,
  what: string,
  check: () => Promise<unknown>,
  ms: number,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const probe = check()
    .then(() => true)
    .catch((err: unknown) => {
      app.log.warn({ err }, `readiness check: ${what} did not answer`);
      return false;
    });
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(app: FastifyInstance, opts: { redis?: Redis }): Promise<void> {
  const tags = ['health'];
  app.get(
    '/healthz',
    { schema: { tags, summary: 'The process lives.', response: { 200: HealthSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const };
    },
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags,
        summary: 'Ready for traffic: 200 when the database answers, else 503.',
        response: { 200: ReadySchema, 503: ReadySchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const [database, redis] = await Promise.all([
        answers(app, 'the database', () => sql`select 1 as ok`.execute(app.db), READY_TIMEOUT_MS),
        opts.redis
          ? answers(app, 'Redis', () => (opts.redis as Redis).ping(), READY_TIMEOUT_MS)
          : undefined,
      ]);
      const body = {
        status: database && redis !== false ? ('ok' as const) : ('unavailable' as const),
        database: database ? ('ok' as const) : ('down' as const),
        ...(redis === undefined ? {} : { redis: redis ? ('ok' as const) : ('down' as const) }),
      };
      return reply.code(body.status === 'ok' ? 200 : 503).send(body);
    },
  );
}
