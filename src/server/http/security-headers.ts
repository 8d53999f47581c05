/**
 * Response headers every answer carries (docs/security.md, headers): the
 * request id (`x-request-id`, request-id.ts) and helmet's security headers,
 * set in one synchronous `onRequest` hook so that they hold for errors and
 * 404s too and cost no promise per request.
 *
 * Documents (pages, the web app's files, photos) get helmet's full set with
 * CarSetu's Content-Security-Policy. JSON answers under `/api/` get the set
 * OWASP's REST Security Cheat Sheet names for APIs: `nosniff`, HSTS,
 * `frame-ancestors 'none'` (CSP and X-Frame-Options) and a same-origin
 * Cross-Origin-Resource-Policy. The document-only headers (the page CSP,
 * COOP, Referrer-Policy, Origin-Agent-Cluster ...) mean nothing on JSON and
 * cost about 600 bytes on every API answer over a slow line.
 *
 * helmet's middleware is built once here: @fastify/helmet builds it again
 * on every request, a tenth of the CPU of a kept answer.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { REQUEST_ID_HEADER } from './request-id.ts';

const documentHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      // react-select (emotion) and Swiper inject style elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Speculation rules (JSON, never run) written by the boot script: src/web/boot-speculate.ts.
      scriptSrc: ["'self'", "'inline-speculation-rules'"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

const apiHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-origin' },
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

const isApi = (url: string) => url.startsWith('/api/') || url === '/api';

/**
 * Sets the request id and the security headers on `reply`; `done` is called
 * synchronously. For the router's own errors, which run no hooks.
 */
export function setResponseHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  done: (err?: Error) => void = () => {},
): void {
  reply.header(REQUEST_ID_HEADER, request.id);
  const headers = isApi(request.url) ? apiHeaders : documentHeaders;
  headers(request.raw, reply.raw, (err) => done(err instanceof Error ? err : undefined));
}

/** Adds the request id and security headers to every answer of `app` (call it first). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => setResponseHeaders(request, reply, done));
}
