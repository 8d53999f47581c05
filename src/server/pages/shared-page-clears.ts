/**
 * Rendered pages forgotten on every instance at once (issue 11): with Redis
 * configured, the instance that takes a change through its API clears its
 * own page cache and publishes on `{prefix}pages:clear`; every instance
 * subscribed there clears its own. Without Redis, or while it is away, each
 * instance still clears its own, and the others catch up within
 * PAGE_CACHE_SECONDS as before.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export interface PageClears {
  /**
   * Clears this instance's pages and tells the others to clear theirs;
   * resolves once Redis has passed it on (a failure is logged, never thrown).
   */
  clearEverywhere(): Promise<void>;
  /** Stops listening (the app is closing). */
  close(): void;
}

/** Links `cache` to every other instance's through `redis` under `prefix`. */
export function sharePageClears(
  cache: { clear(): void },
  redis: Redis,
  prefix: string,
  log: FastifyBaseLogger,
): PageClears {
  const channel = `${prefix}pages:clear`;
  // A subscribed connection can do nothing else, and should wait out a reconnect rather than fail.
  const listener = redis.duplicate({ enableOfflineQueue: true });
  listener.on('error', (err) => log.warn({ err }, 'Redis: page-clear listener failed'));
  listener.on('message', (from) => {
    if (from === channel) cache.clear();
  });
  listener
    .subscribe(channel)
    .catch((err) => log.warn({ err }, 'Redis: cannot listen for page clears'));
  return {
    async clearEverywhere() {
      cache.clear();
      await redis
        .publish(channel, '1')
        .catch((err) => log.warn({ err }, 'Redis: cannot publish a page clear'));
    },
    close: () => listener.disconnect(),
  };
}
