/**
 * Answers of the public reads kept in memory for API_CACHE_SECONDS
 * (docs/decisions/018-kept-answers.md): Home, search, car details, similar
 * cars, lookups, banners, landing data and site settings are the same for
 * every visitor, and under load most requests ask the same few questions. A
 * route opts in with `config: { publicAnswer: true }`; its successful JSON
 * answer is kept under its method, URL and parsed body, with its brotli and
 * gzip bodies made once, and sent again without touching the database. Any
 * successful change through the API forgets every kept answer (app.ts; on
 * every instance when they share Redis), so a visitor's own change shows at
 * once; other instances' changes show within the interval without Redis.
 *
 * An answer older than the interval is made again by one request while the
 * others are sent the kept one (for at most STALE_GRACE_MS more): without
 * it, every request that came in while a busy database answered the first
 * one asked the same question again (decision 018, 2026-12-02).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { langOfAcceptLanguage } from '#shared/i18n/lang.ts';
import { type EncodedBodies, sendEncoded } from './encoded-bodies.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A read whose answer is the same for everyone: kept by the answer cache. */
    publicAnswer?: boolean;
  }
}

interface KeptAnswer {
  json: string;
  encoded: EncodedBodies;
  /** performance.now() when it was made, ms. */
  madeAt: number;
}

export interface AnswerCache {
  /** Forgets every kept answer. */
  clear(): void;
  /**
   * Headers that make a request skip the cache (the server render's own
   * calls: a page stored under a car's version must be made from its data
   * as it is now).
   */
  readonly bypassHeaders: Readonly<Record<string, string>>;
}

/** At most this many answers (about 5 KB each, 40 KB with a page of cars). */
const MAX_ANSWERS = 2000;
/** And at most this many bytes of JSON. */
const MAX_BYTES = 32 * 1024 * 1024;
/** Smaller answers go out uncompressed, as @fastify/compress would send them. */
const COMPRESS_FROM_BYTES = 1024;
const BYPASS_HEADER = 'x-carsetu-fresh';
/** How long past the interval a kept answer is still sent while one request makes it again, ms. */
export const STALE_GRACE_MS = 30_000;

/** The answer's key; undefined for a body that cannot be a key (nested too deep: validation refuses it). */
function keyOf(request: FastifyRequest): string | undefined {
  // Answers are kept in the language they were sent in (answer-language.ts).
  const lang = langOfAcceptLanguage(request.headers['accept-language']);
  const url = lang === 'en' ? request.url : `${lang} ${request.url}`;
  if (request.method === 'GET') return `GET ${url}`;
  try {
    return `${request.method} ${url} ${JSON.stringify(request.body ?? null)}`;
  } catch {
    return undefined;
  }
}

/**
 * Adds the answer cache to `app` (call before @fastify/compress is
 * registered, so the kept body is the JSON itself); `seconds` 0 keeps none.
 */
export function registerAnswerCache(app: FastifyInstance, seconds: number): AnswerCache {
  const bypass = randomUUID();
  const cache =
    seconds > 0
      ? new LRUCache<string, KeptAnswer>({
          max: MAX_ANSWERS,
          maxSize: MAX_BYTES,
          sizeCalculation: (answer) => answer.json.length || 1,
        })
      : null;
  const freshMs = seconds * 1000;
  // Keys whose kept answer is past the interval and being made again by one request.
  const refreshing = new Set<string>();
  // Counts clears: an answer computed across a change is not kept (it may predate the change).
  let generation = 0;
  const keyed = new WeakMap<FastifyRequest, { key: string; generation: number }>();
  if (cache) {
    // After the body is parsed, before it is validated: a kept answer was validated when made.
    // Callback hooks: a promise per request is a measurable share of a kept answer's cost.
    app.addHook('preValidation', (request, reply, done) => {
      const key =
        request.routeOptions.config.publicAnswer && request.headers[BYPASS_HEADER] !== bypass
          ? keyOf(request)
          : undefined;
      const kept = key === undefined ? undefined : cache.get(key);
      const age = kept ? performance.now() - kept.madeAt : Number.POSITIVE_INFINITY;
      const sendKept =
        key !== undefined &&
        (age < freshMs || (age < freshMs + STALE_GRACE_MS && refreshing.has(key)));
      if (!kept || !sendKept) {
        if (key !== undefined) {
          keyed.set(request, { key, generation });
          // Past the interval: this request makes it again; the others meanwhile get the kept one.
          if (kept && age < freshMs + STALE_GRACE_MS) refreshing.add(key);
        }
        done();
        return;
      }
      reply.type('application/json; charset=utf-8');
      sendEncoded(request, reply, () => kept.json, kept.encoded, COMPRESS_FROM_BYTES);
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      const asked = keyed.get(request);
      const keep =
        asked?.generation === generation && reply.statusCode === 200 && typeof payload === 'string';
      if (asked && keep) {
        cache.set(asked.key, { json: payload, encoded: {}, madeAt: performance.now() });
      }
      // Made (or failed): the next request past the interval may try again.
      if (asked) refreshing.delete(asked.key);
      done(null, payload);
    });
  }
  return {
    clear() {
      generation += 1;
      cache?.clear();
      refreshing.clear();
    },
    bypassHeaders: { [BYPASS_HEADER]: bypass },
  };
}

/**
 * Marks every route registered after it in the plugin scope `app` as a
 * public read (`publicAnswer`; a POST also `readOnly`, so it forgets
 * nothing): for modules whose every route answers the same to everyone
 * (lookups, banners, cars, landing data, site settings).
 */
export function keepPublicAnswers(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, publicAnswer: true, readOnly: true };
  });
}
