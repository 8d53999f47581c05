/**
 * Health for a load balancer (issue 11; README "Running several
 * instances"): `GET /healthz` answers 200 while the process lives;
 * `GET /readyz` answers 200 only when the database answers a query within
 * READY_TIMEOUT_MS, else 503. Both are JSON, never cached, and never the web
 * app's page.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';

/** How long /readyz waits for the database, milliseconds. */
export const READY_TIMEOUT_MS = 2000;

const HealthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });
const ReadySchema = HealthSchema.extend({ database: z.enum(['ok', 'down']) });

/** Resolves true when `select 1` answers within `ms`; false on an error or a time-out. */
async function databaseAnswers(app: FastifyInstance, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const query = sql`select 1 as ok`
    .execute(app.db)
    .then(() => true)
    .catch((err: unknown) => {
      app.log.warn({ err }, 'readiness check: the database did not answer');
      return false;
    });
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(app: FastifyInstance): Promise<void> {
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
      if (await databaseAnswers(app, READY_TIMEOUT_MS))
        return { status: 'ok' as const, database: 'ok' as const };
      return reply.code(503).send({ status: 'unavailable', database: 'down' });
    },
  );
}
