/**
 * Compressed bodies made once and sent many times: rendered pages
 * (src/server/pages) and kept API answers (answer-cache.ts). Bodies sent
 * this way carry their own Content-Encoding, so @fastify/compress leaves
 * them as they are.
 */
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** A body's bytes as sent: compressed, or as it is (`identity`), each made on first use. */
export type EncodedBodies = Partial<Record<Encoding | 'identity', Buffer>>;

/** The encoding to send: brotli or gzip when the client takes it, else none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/** `text` compressed for `encoding`: brotli quality 5, or gzip level 6. */
export function compressBody(text: string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(text, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
        },
      })
    : zlib.gzipSync(text, { level: 6 });
}

/**
 * Sends `text` as the request accepts it: compressed from (and into)
 * `encoded` when the client takes brotli or gzip and the body is at least
 * `threshold` bytes, else as it is (its bytes kept in `encoded` too). Headers other than the encoding's are the
 * caller's.
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  text: () => string,
  encoded: EncodedBodies,
  threshold = 0,
): FastifyReply {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding || (threshold > 0 && !encoded[encoding] && text().length < threshold)) {
    // Bytes made once: encoding the text again for every answer costs more than sending it.
    encoded.identity ??= Buffer.from(text());
    return reply.send(encoded.identity);
  }
  encoded[encoding] ??= compressBody(text(), encoding);
  return reply
    .header('Content-Encoding', encoding)
    .header('Vary', 'Accept-Encoding')
    .send(encoded[encoding]);
}
