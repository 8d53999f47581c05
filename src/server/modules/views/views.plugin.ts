/**
 * Counts car page views (issue 12 item 3; docs/decisions/021-counted-views.md):
 * a successful GET of the car page (`/CarDetails/:rand`, with or without a
 * slug) or of the car details API, after it is answered. The server render's
 * own in-process calls for a page are not views (the page is). Counts wait
 * in memory (view-counter.ts) and are written every few seconds, and when
 * the app closes.
 */
import type { FastifyInstance, FastifyRequest, onResponseHookHandler } from 'fastify';
import { createViewCounter, type ViewCounter } from './view-counter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Car page views waiting to be written (modules/views); `flush()` writes them now. */
    viewCounter: ViewCounter;
  }
}

export interface ViewCountingOptions {
  /**
   * Headers of the server render's own API calls (answer-cache.ts
   * `bypassHeaders`): a request carrying all of them is not counted.
   */
  bypassHeaders?: Readonly<Record<string, string>>;
  /** Seconds between writes (VIEW_FLUSH_SECONDS; 0: only when the app closes); default 5. */
  flushSeconds?: number;
}

/** The car pages (car-page.routes.ts) and the car details API (cars.routes.ts), as routed. */
const CAR_PAGE_ROUTES = new Set(['/CarDetails/:rand', '/CarDetails/:rand/*']);
const CAR_DETAILS_API = '/api/Carmaster/GetdetailsofCarsbyRandomid';

type RandOf = (request: FastifyRequest) => string | undefined;

/** The page's Rand, from its path. */
const pageRand: RandOf = (request) => (request.params as { rand?: string }).rand;

/** The API's Rand: parsed and trimmed by the route's schema, or as sent when a kept answer was served. */
const apiRand: RandOf = (request) => {
  const rand = (request.query as { Randomno?: unknown }).Randomno;
  return typeof rand === 'string' ? rand.trim() : undefined;
};

/** How a route at `url` names the car it shows, or undefined for a route that shows none. */
function randOfRoute(url: string): RandOf | undefined {
  if (CAR_PAGE_ROUTES.has(url)) return pageRand;
  return url === CAR_DETAILS_API ? apiRand : undefined;
}

/**
 * Adds view counting to the root `app` (call before the modules and pages
 * are registered, so it sees their routes): an `onResponse` hook on the car
 * page and car details routes, the `app.viewCounter` decoration, a flush
 * timer started when the app is ready, and a last flush when it closes.
 * Answers the counter.
 */
export function registerViewCounting(
  app: FastifyInstance,
  options: ViewCountingOptions = {},
): ViewCounter {
  const counter = createViewCounter({ db: app.db, log: app.log });
  const bypass = Object.entries(options.bypassHeaders ?? {}).map(
    ([name, value]) => [name.toLowerCase(), value] as const,
  );
  app.decorate('viewCounter', counter);
  // Only the car routes carry the hook: the other answers pay nothing for it.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const randOf = methods.includes('GET') ? randOfRoute(route.url) : undefined;
    if (!randOf) return;
    const count: onResponseHookHandler = (request, reply, done) => {
      const rand = request.method === 'GET' && reply.statusCode === 200 && randOf(request);
      const own = bypass.length > 0 && bypass.every(([name, v]) => request.headers[name] === v);
      if (rand && !own) {
        counter.countView({ ip: request.ip, userAgent: request.headers['user-agent'] }, rand);
      }
      done();
    };
    const hooks = route.onResponse;
    route.onResponse = hooks === undefined ? [count] : [...[hooks].flat(), count];
  });
  app.addHook('onReady', (done) => {
    counter.start(options.flushSeconds ?? 5);
    done();
  });
  app.addHook('onClose', async () => counter.close());
  return counter;
}
