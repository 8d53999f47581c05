/**
 * The CarSetu Fastify app as a plugin-free builder: registers plugins and
 * modules explicitly; `server.ts` only builds, listens and shuts down, so
 * tests build the app without a port and call `app.inject`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { langPrefix, splitLangPath } from '#shared/i18n/lang.ts';
import type { AppDeps } from './app-deps.ts';
import type { Config } from './config/config.ts';
import type { Db, DbKind } from './db/database.ts';
import { registerAnswerCache } from './http/answer-cache.ts';
import { registerAnswerLanguage } from './http/answer-language.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { healthRoutes } from './http/health.routes.ts';
import { registerOpenApi } from './http/openapi.ts';
import { requestIdFor } from './http/request-id.ts';
import { registerSecurityHeaders, setResponseHeaders } from './http/security-headers.ts';
import { DEFAULT_BODY_LIMIT, HTTP_TIMEOUTS } from './http/wire-limits.ts';
import { tableJobQueue } from './jobs/table-job-queue.ts';
import { appVersion, createMetrics, registerMetrics } from './metrics/metrics.ts';
import type { CarPageStarts } from './modules/cars/car-pages.ts';
import { createPageStarts } from './modules/cars/page-starts.ts';
import { registerViewCounting } from './modules/views/views.plugin.ts';
import { createCarPageStore } from './pages/car-page-store.ts';
import { registerLanguageChoice } from './pages/language-choice.ts';
import { createPageCache } from './pages/page-cache.ts';
import { languageBuilds } from './pages/page-languages.ts';
import { publicPageRoutes } from './pages/public-pages.routes.ts';
import { sharePageClears } from './pages/shared-page-clears.ts';
import { registerApiModules } from './register-modules.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DbKind;
    config: Config;
  }
  interface FastifyContextConfig {
    /** A POST that changes nothing (search): it leaves the rendered pages cached. */
    readOnly?: boolean;
  }
}

export type { AppDeps };

export type App = FastifyInstance;

/**
 * TRUST_PROXY as Fastify takes it: a hop count becomes "trust the nearest n
 * hops" (Fastify itself refuses bare counts, since they cannot tell a proxy
 * from a client; server.ts warns about it at start-up).
 */
function trustProxyOption(
  setting: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/** Builds the app; resolves once every plugin is ready. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 300 },
    requestIdHeader: false,
    genReqId: requestIdFor,
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: trustProxyOption(deps.config.trustProxy),
    connectionTimeout: HTTP_TIMEOUTS.idleSocket,
    requestTimeout: HTTP_TIMEOUTS.request,
    keepAliveTimeout: HTTP_TIMEOUTS.keepAlive,
    http: {
      headersTimeout: HTTP_TIMEOUTS.headers,
      connectionsCheckingInterval: HTTP_TIMEOUTS.check,
    },
    // Errors the router raises before any handler (a bad percent-encoding in the URL ...).
    frameworkErrors: (error, request, reply: FastifyReply) => {
      setResponseHeaders(request, reply);
      reply.code(400).send({ Success: false, Message: error.message || 'Bad request', Data: null });
    },
  }).withTypeProvider<ZodTypeProvider>();

  const jobQueue = deps.jobQueue ?? tableJobQueue({ db: deps.db });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', deps.db);
  app.decorate('dbKind', deps.dbKind);
  app.decorate('config', deps.config);
  registerErrorHandler(app);
  // Every answer names its request and carries its security headers, errors and 404s included.
  registerSecurityHeaders(app);
  registerMetrics(app, {
    metrics:
      deps.metrics ?? createMetrics({ version: appVersion(), commit: deps.config.metrics.commit }),
    token: deps.config.metrics.token,
    queue: jobQueue,
    pool: deps.dbPool,
  });
  // Messages in the visitor's language, before the answer cache keeps them (per language).
  registerAnswerLanguage(app);
  // Before @fastify/compress, so that answers are kept as JSON.
  const answers = registerAnswerCache(app, deps.config.apiCacheSeconds);
  registerViewCounting(app, {
    bypassHeaders: answers.bypassHeaders,
    flushSeconds: deps.config.viewFlushSeconds,
  });

  // The body limit is the route's: DEFAULT_BODY_LIMIT, larger on the photo routes only.
  await app.register(formbody);
  // API answers and pages: brotli at a light level (JSON compresses well; photos are already compressed).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerOpenApi(app, deps.config);
  await app.register(healthRoutes, { redis: deps.redis });

  // Where Pageindex pages begin (modules/cars/page-starts.ts), forgotten with the kept answers.
  const pageStarts: CarPageStarts = { home: createPageStarts(), search: createPageStarts() };
  await app.register(
    async (api) => {
      await registerApiModules(api, { ...deps, jobQueue, pageStarts });
    },
    { prefix: '/' },
  );

  // The stored photos at their url(key), when the storage is served by this app (disk).
  await deps.photoStorage.serve?.(app);

  const pageCache = createPageCache(deps.config.pageCacheSeconds);
  const kept = {
    clear() {
      pageCache.clear();
      answers.clear();
      pageStarts.home.clear();
      pageStarts.search.clear();
    },
  };
  // A change through the API (a listing, photo, price ...) forgets the kept answers and
  // rendered pages, on every instance when they share Redis.
  const clears =
    deps.redis && deps.config.redis
      ? sharePageClears(kept, deps.redis, deps.config.redis.keyPrefix, app.log)
      : undefined;
  if (clears) app.addHook('onClose', async () => clears.close());
  // Before the change is answered, so a visitor's next read (on any instance) sees it.
  app.addHook('onSend', (request, reply, payload, done) => {
    const reads =
      request.method === 'GET' || request.method === 'HEAD' || request.routeOptions.config.readOnly;
    if (reads || reply.statusCode >= 400) return done(null, payload);
    if (!clears) {
      kept.clear();
      return done(null, payload);
    }
    clears.clearEverywhere().then(() => done(null, payload), done);
  });

  const webRoot = deps.webRoot;
  const hasWeb = webRoot !== undefined && fs.existsSync(path.join(webRoot, 'index.html'));
  const languages = hasWeb ? languageBuilds(webRoot, deps.ssrEntry) : [];
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      // Served by routes of their own (modules/seo); an old build's copy must not clash with them.
      globIgnore: ['robots.txt', 'sitemap.xml'],
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    registerLanguageChoice(app);
    // English at /, Hindi at /hi, Gujarati at /gu: each language's own build (issue 26).
    for (const build of languages) {
      await app.register(publicPageRoutes, {
        prefix: langPrefix(build.lang),
        lang: build.lang,
        webRoot: build.webRoot,
        ssrEntry: build.ssrEntry,
        photoStorage: deps.photoStorage,
        pageCache,
        renderHeaders: answers.bypassHeaders,
        carPages: createCarPageStore(app.db, deps.config.storedPageSeconds, app.log, build.lang),
      });
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = /^\/api(\/|$)/i.test(url);
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isApi && !path.extname(url);
    if (wantsPage && hasWeb) {
      // The app's shell in the page's language (a signed-in screen under /hi/... speaks Hindi).
      const { lang } = splitLangPath(url);
      const build = languages.find((b) => b.lang === lang) ?? languages[0];
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html')
        .sendFile('index.html', build.webRoot);
    }
    return reply.status(404).send({ Success: false, Message: 'Not Found', Data: null });
  });

  await app.ready();
  return app;
}
