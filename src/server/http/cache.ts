/** HTTP caching for answers that change rarely (lookups, banners, site settings). */
import type { FastifyInstance } from 'fastify';

/** Browsers and proxies may keep a lookup answer five minutes. */
export const PUBLIC_CACHE_5_MIN = 'public, max-age=300';

/**
 * Adds `Cache-Control: public, max-age=300` to every successful GET answered
 * inside the plugin scope `app` (hooks are encapsulated); errors stay uncached.
 * Each is kept per language (`Vary: Accept-Language`): its message is in the
 * asking page's language (answer-language.ts), and Home's banners differ.
 */
export function cacheSuccessfulGets(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' && reply.statusCode === 200) {
      reply.header('Cache-Control', PUBLIC_CACHE_5_MIN);
      const vary = reply.getHeader('vary');
      if (!String(vary ?? '').includes('Accept-Language'))
        reply.header('Vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
    }
    return payload;
  });
}
