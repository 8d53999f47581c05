/**
 * Rate limits shared by every instance (issue 11): with REDIS_URL set, the
 * per-route limits of @fastify/rate-limit count in Redis (its own Redis
 * store, keys under REDIS_KEY_PREFIX + "rate-limit:"), so a limit hit half on
 * one instance and half on another trips. When Redis cannot answer, a limited
 * route fails closed: 503 with MSG.serviceBusy (sign-in, leads, uploads),
 * while routes without a limit (browsing) never touch Redis. The OTP send
 * budget, the per-number OTP limits, the lead caps and the account budgets
 * are counted in the database, which every instance shares already.
 */
import { createRequire } from 'node:module';
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { MSG } from '#shared/messages.ts';
import { AppError } from '../http/app-error.ts';

type LimitStore = FastifyRateLimitStore & {
  read?: FastifyRateLimitStore['incr'];
};

type RedisStoreClass = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => LimitStore;

// The plugin's own Redis store (not in its typed exports).
const RedisStore = createRequire(import.meta.url)(
  '@fastify/rate-limit/store/RedisStore',
) as RedisStoreClass;

/** A Redis client that fails fast while Redis is away and keeps reconnecting; errors go to `onError`. */
export function connectRedis(url: string, onError: (err: Error) => void): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  redis.on('error', onError);
  return redis;
}

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** Wraps a store so that a Redis failure becomes a 503 the error handler answers. */
function failClosed(inner: LimitStore): LimitStore {
  const guard: (cb: Callback) => Callback = (cb) => (err, res) =>
    err ? cb(new AppError(503, MSG.serviceBusy)) : cb(null, res);
  return {
    incr: (key, cb, timeWindow, max) => inner.incr(key, guard(cb), timeWindow, max),
    read: (key, cb, timeWindow, max) => inner.read?.(key, guard(cb), timeWindow, max),
    child: (routeOptions) => failClosed(inner.child(routeOptions)),
  };
}

/**
 * The `store` option of @fastify/rate-limit: counts in `redis` under
 * `prefix`, failing closed. The plugin constructs it with its settings.
 */
export function sharedLimitStore(redis: Redis, prefix: string): FastifyRateLimitStoreCtor {
  return class SharedLimitStore implements LimitStore {
    readonly #store: LimitStore;
    constructor(options: FastifyRateLimitOptions) {
      // The plugin hands its resolved settings, which carry these two as well.
      const settings = options as { continueExceeding?: boolean; exponentialBackoff?: boolean };
      this.#store = failClosed(
        new RedisStore(
          settings.continueExceeding ?? false,
          settings.exponentialBackoff ?? false,
          redis,
          `${prefix}rate-limit:`,
        ),
      );
    }
    incr: LimitStore['incr'] = (key, cb, timeWindow, max) =>
      this.#store.incr(key, cb, timeWindow, max);
    read: LimitStore['incr'] = (key, cb, timeWindow, max) =>
      this.#store.read?.(key, cb, timeWindow, max);
    child: LimitStore['child'] = (routeOptions) => this.#store.child(routeOptions);
  };
}
