/**
 * The one error handler: validation failures answer 400 with
 * a Message naming the field (or the request part: "body: ..." when the body
 * is missing or not an object); AppError answers its own status (a
 * RetryLaterError also sets Retry-After, seconds); client errors
 * Fastify raises (bad JSON, body too large, bad content type) keep their 4xx;
 * anything else is logged and answered 500 without details.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';
import { RetryLaterError } from './retry-later-error.ts';

const fail = (Message: string) => ({ Success: false, Message, Data: null });

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      const message = first?.message ?? 'Invalid request';
      // A whole-part failure (no body at all, a JSON array ...) names the part instead.
      const name = field || error.validationContext;
      return reply.status(400).send(fail(name ? `${name}: ${message}` : message));
    }
    if (error instanceof AppError) {
      if (error instanceof RetryLaterError) reply.header('Retry-After', error.retryAfterSeconds);
      return reply.status(error.status).send(fail(error.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(fail(error.message || 'Bad request'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail('Something went wrong'));
  });
}
