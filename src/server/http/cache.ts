/** HTTP caching for answers that change rarely (lookups, banners, site settings). */
import type { FastifyInstance } from 'fastify';

/** Browsers and proxies may keep a lookup answer five minutes. */
export const PUBLIC_CACHE_5_MIN = 'public, max-age=300';

/**
 * Adds `Cache-Control: public, max-age=300` to every successful GET answered
 * inside the plugin scope `app` (hooks are encapsulated); errors stay uncached.
 */
export function cacheSuccessfulGets(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' && reply.statusCode === 200) {
      reply.header('Cache-Control', PUBLIC_CACHE_5_MIN);
    }
    return payload;
  });
}
