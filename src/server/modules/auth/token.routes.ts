/**
 * POST /login (docs/product.md#sign-in-calls): the OAuth2-style token endpoint.
 * Answers `{ access_token, token_type: 'bearer', expires_in }` or an OAuth2
 * error `{ error, error_description }` (never the { Success, Message }
 * envelope, so it has its own error handler), with `Cache-Control: no-store`.
 */

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langOfAcceptLanguage } from '#shared/i18n/lang.ts';
import { MSG } from '#shared/messages.ts';
import { TokenErrorSchema, TokenRequestSchema, TokenResponseSchema } from '#shared/schemas/auth.ts';
import { AppError } from '../../http/app-error.ts';
import { TOKEN_IP_LIMIT } from './auth-limits.ts';
import { exchangeLoginTicket } from './token.service.ts';

/** Any error on /login answered in OAuth2 shape: 4xx as invalid_request (429 too_many_requests), else server_error. */
function tokenErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error instanceof AppError ? error.status : (error.statusCode ?? 500);
  if (status >= 400 && status < 500) {
    const code = status === 429 ? 'too_many_requests' : 'invalid_request';
    return reply.status(status).send({ error: code, error_description: error.message });
  }
  request.log.error({ err: error }, 'unhandled error on /login');
  return reply
    .status(500)
    .send({ error: 'server_error', error_description: MSG.somethingWrongPost });
}

export const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      attachValidation: true,
      errorHandler: tokenErrorHandler,
      config: {
        rateLimit: {
          ...TOKEN_IP_LIMIT,
          errorResponseBuilder: () => new AppError(429, MSG.tooManyRequests),
        },
      },
      schema: {
        tags: ['Sign-in'],
        summary:
          "Exchange VerifyOTP's login ticket for an access token (OAuth2 password grant, form-encoded): UserName = mobile, Password = ticket, grant_type = password, Scope = Clientlogin. Makes the account on first sign-in. Errors: 400 { error, error_description } (invalid_grant, unsupported_grant_type, invalid_scope, invalid_request); 20 per address per 5 minutes (429).",
        body: TokenRequestSchema,
        response: { 200: TokenResponseSchema, 400: TokenErrorSchema, 429: TokenErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
      if (request.validationError) {
        return reply.status(400).send({
          error: 'invalid_request',
          error_description: 'Send UserName, Password, grant_type and Scope as form fields.',
        });
      }
      const outcome = await exchangeLoginTicket(
        app.db,
        request.body,
        new Date(),
        langOfAcceptLanguage(request.headers['accept-language']),
      );
      if (!outcome.ok) return reply.status(outcome.status).send(outcome.body);
      return outcome.body;
    },
  );
};
