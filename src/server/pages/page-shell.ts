/**
 * The built web app's index.html as the shell of every page, with the head
 * of the page written in (issue 9, parts 4, 7 and 8): the stock title and
 * description are taken out and the page's own head goes in before </head>.
 * Public page answers are the same for everyone, carry an ETag and
 * `Cache-Control: public, s-maxage=60, stale-while-revalidate=600` so a CDN
 * can serve them, and a matching If-None-Match answers 304.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type PageHead, renderHead } from './page-head.ts';

/** Cache-Control of a public page. */
export const PUBLIC_PAGE_CACHE = 'public, s-maxage=60, stale-while-revalidate=600';

/** Reads `webRoot`/index.html once; answers a function that writes a head into it. */
export function loadPageShell(webRoot: string): (head: PageHead) => string {
  const html = fs
    .readFileSync(path.join(webRoot, 'index.html'), 'utf8')
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?>\s*/i, '');
  const at = html.search(/<\/head>/i);
  if (at < 0) throw new Error('index.html has no </head>');
  const before = html.slice(0, at);
  const after = html.slice(at);
  return (head) => `${before}  ${renderHead(head)}\n  ${after}`;
}

/** Answers `html` with `status`, the public caching headers and its ETag (304 when the client has it). */
export function sendPublicPage(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  status = 200,
): FastifyReply {
  const etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`;
  reply.header('ETag', etag).header('Cache-Control', PUBLIC_PAGE_CACHE);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.code(status).type('text/html; charset=utf-8').send(html);
}
