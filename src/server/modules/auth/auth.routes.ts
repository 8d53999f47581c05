/**
 * Sign-in routes under /api/CarSetuClientLogin: ReSendOTP, VerifyOTP and
 * Logout (docs/product.md#sign-in-calls, #site-calls, #sign-in). Per-address
 * limits come from @fastify/rate-limit (registered with global: false in
 * src/server/register-modules.ts, switched on here per route); per-number limits live in
 * otp.service.ts. Numbers and reasons: docs/decisions/005-otp-limits.md.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT } from '#shared/brand.ts';
import { langOfAcceptLanguage } from '#shared/i18n/lang.ts';
import { MSG } from '#shared/messages.ts';
import { EmptyAnswerSchema } from '#shared/schemas/api.ts';
import {
  OtpAnswerSchema,
  ResendOtpRequestSchema,
  VerifyOtpRequestSchema,
} from '#shared/schemas/auth.ts';
import { failures } from '../../http/failure-responses.ts';
import type { MessageSender } from '../../ports/message-sender.ts';
import { revokeToken } from './accounts.repository.ts';
import { OTP_SEND_IP_LIMIT, OTP_VERIFY_IP_LIMIT, perAddressLimit } from './auth-limits.ts';
import { authUser, signedInRoutes } from './authenticate.ts';
import { requestOtp, verifyOtp } from './otp.service.ts';

const BASE = `/api/${PRODUCT}ClientLogin`;

export const authRoutes: FastifyPluginAsyncZod<{ messageSender: MessageSender }> = async (
  app,
  { messageSender },
) => {
  const db = app.db;
  const tags = ['Sign-in'];

  app.post(
    `${BASE}/ReSendOTP`,
    {
      config: perAddressLimit(OTP_SEND_IP_LIMIT),
      schema: {
        tags,
        summary:
          'Send a 6-digit OTP over WhatsApp (first request and every resend), valid 5 minutes. Same answer for known and new numbers. Not within 30 s of the last code, at most 5 per number per hour, 20 per address per hour (429). A failed send answers 502. The test mobile number gets Data = a login ticket and no message.',
        body: ResendOtpRequestSchema,
        response: { 200: OtpAnswerSchema, ...failures(400, 403, 429, 502) },
      },
    },
    async (request) =>
      requestOtp(
        {
          db,
          messageSender,
          log: request.log,
          testMobile: app.config.testMobile,
          sendBudget: app.config.limits.otpSendBudget,
        },
        request.body.Mobileno,
        new Date(),
        langOfAcceptLanguage(request.headers['accept-language']),
      ),
  );

  app.post(
    `${BASE}/VerifyOTP`,
    {
      config: perAddressLimit(OTP_VERIFY_IP_LIMIT),
      schema: {
        tags,
        summary:
          "Check the OTP. Data: a single-use login ticket valid 5 minutes, to send as Password to /login. Refusals (400): 'Invalid OTP', 'OTP expired. ...', 'OTP already used. ...', 'Too many wrong attempts. ...' (after 5 wrong codes). Password is ignored. 10 per address per 5 minutes (429).",
        body: VerifyOtpRequestSchema,
        response: { 200: OtpAnswerSchema, ...failures(400, 429) },
      },
    },
    async (request) => verifyOtp(db, request.body.Mobileno, request.body.userInputOtp, new Date()),
  );

  app.post(
    `${BASE}/Logout`,
    signedInRoutes(
      db,
      tags,
    )({
      summary: 'Revoke the access token this request carries (Bearer).',
      response: { 200: EmptyAnswerSchema, ...failures(401) },
    }),
    async (request) => {
      await revokeToken(db, authUser(request).tokenId, new Date().toISOString());
      return { Success: true, Message: MSG.loggedOut, Data: null };
    },
  );
};
