/**
 * OTP sign-in rules (docs/product.md#sign-in, #limits-and-constants; limits in
 * auth-limits.ts):
 * - ReSendOTP makes a 6-digit code, valid 5 minutes, stored only as a hash,
 *   and sends it through the message-sender port, within the request (a
 *   retryable failure is tried again twice, send-with-retry.ts; it is never
 *   a queued job: docs/decisions/017-durable-jobs.md). Not within 30 s of the
 *   last sent code, and at most 5 sends per number per rolling hour (429).
 *   The answer is the same whether or not the number has an account. The
 *   test mobile number gets a login ticket at once and no message.
 * - VerifyOTP checks the number's latest code: at most 5 wrong tries, then
 *   the code is dead; expired or used codes are refused; a right code
 *   answers a single-use login ticket.
 */

import type { FastifyBaseLogger } from 'fastify';
import { maskMobile } from '#shared/format.ts';
import type { Lang } from '#shared/i18n/lang.ts';
import { MSG, otpHourlyLimitMessage, otpWaitMessage } from '#shared/messages.ts';
import type { OtpAnswer } from '#shared/schemas/auth.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { RetryLaterError } from '../../http/retry-later-error.ts';
import type { MessageSender } from '../../ports/message-sender.ts';
import { isMobileBlocked } from '../blocks/blocked-mobiles.repository.ts';
import {
  OTP_KEEP_MS,
  OTP_MAX_WRONG,
  OTP_RESEND_MS,
  OTP_SEND_BUDGET_WINDOW_MS,
  OTP_SENDS_PER_MOBILE_PER_HOUR,
  OTP_TTL_MS,
} from './auth-limits.ts';
import { issueLoginTicket } from './login-tickets.ts';
import {
  allChallengesSince,
  challengesSince,
  consumeChallenge,
  latestChallenge,
  lockMobile,
  markChallengeFailed,
  openChallenge,
  pruneChallenges,
  recordWrongCode,
} from './otp.repository.ts';
import { newOtpCode, newSalt, otpHash, sameHash } from './secrets.ts';
import { sendWithRetry } from './send-with-retry.ts';

const HOUR_MS = 3_600_000;

export interface OtpDeps {
  db: Db;
  messageSender: MessageSender;
  log: FastifyBaseLogger;
  /** TEST_MOBILE: signs in without an OTP; undefined when off (always with the WhatsApp sender). */
  testMobile: string | undefined;
  /** OTP_SEND_BUDGET: sends the whole deployment may make per 10 minutes. */
  sendBudget: number;
}

/**
 * Refuses a send at `now` (ms) when the number is within the resend
 * wait or over its hourly limit (throws RetryLaterError). `sends` are the
 * number's challenges of the last hour, oldest first.
 */
function checkSendLimits(sends: { created_at: string; status: string }[], now: number): void {
  if (sends.length >= OTP_SENDS_PER_MOBILE_PER_HOUR) {
    const freeAt = Date.parse(sends[sends.length - OTP_SENDS_PER_MOBILE_PER_HOUR].created_at);
    const seconds = Math.max(1, Math.ceil((freeAt + HOUR_MS - now) / 1000));
    throw new RetryLaterError(otpHourlyLimitMessage(Math.ceil(seconds / 60)), seconds);
  }
  const lastSent = sends.filter((s) => s.status !== 'failed').at(-1);
  if (lastSent) {
    const waitMs = Date.parse(lastSent.created_at) + OTP_RESEND_MS - now;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new RetryLaterError(otpWaitMessage(seconds), seconds);
    }
  }
}

/**
 * Refuses a send at `now` (ms) when the deployment has spent its OTP budget:
 * `recent` counts every number's challenges of the last 10 minutes (failed
 * sends included), so a flood from rotating addresses to distinct numbers
 * stops here after the per-number and per-address limits let it through.
 */
function checkSendBudget(
  recent: { count: number; oldest: string | null },
  budget: number,
  now: number,
  log: FastifyBaseLogger,
): void {
  if (recent.count < budget) return;
  const freeAt = recent.oldest ? Date.parse(recent.oldest) + OTP_SEND_BUDGET_WINDOW_MS : now;
  const seconds = Math.max(1, Math.ceil((freeAt - now) / 1000));
  log.warn({ budget, window: '10 minutes' }, 'OTP send budget spent: refusing OTP requests');
  throw new RetryLaterError(MSG.otpBudgetSpent, seconds);
}

/**
 * ReSendOTP for `mobile` at `now`, the message in `lang` (the asking page's). Answers Success true with Data null (Data
 * = a login ticket for the test mobile). Throws RetryLaterError (429) when
 * the number, or the deployment (OTP_SEND_BUDGET), is over its limit;
 * AppError 403 for a blocked mobile;
 * AppError 502 when the message could not be sent.
 */
export async function requestOtp(
  deps: OtpDeps,
  mobile: string,
  now: Date,
  lang: Lang = 'en',
): Promise<OtpAnswer> {
  const { db, log } = deps;
  // A mobile an operator blocked (docs/moderation.md#blocks) signs in no more.
  if (await isMobileBlocked(db, mobile)) throw new AppError(403, MSG.mobileBlocked);
  if (deps.testMobile !== undefined && mobile === deps.testMobile) {
    const ticket = await issueLoginTicket(db, mobile, now);
    log.info({ mobile: maskMobile(mobile) }, 'test mobile number signed in without an OTP');
    return { Success: true, Message: MSG.otpTestMobile, Data: ticket };
  }

  const nowIso = now.toISOString();
  const code = newOtpCode();
  const salt = newSalt();
  const challengeId = await db.transaction().execute(async (trx) => {
    await lockMobile(trx, mobile, nowIso);
    const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
    checkSendLimits(await challengesSince(trx, mobile, hourAgo), now.getTime());
    const windowStart = new Date(now.getTime() - OTP_SEND_BUDGET_WINDOW_MS).toISOString();
    checkSendBudget(
      await allChallengesSince(trx, windowStart),
      deps.sendBudget,
      now.getTime(),
      log,
    );
    await pruneChallenges(trx, mobile, new Date(now.getTime() - OTP_KEEP_MS).toISOString());
    return openChallenge(trx, {
      mobile,
      codeHash: otpHash(salt, mobile, code),
      salt,
      createdAt: nowIso,
      expiresAt: new Date(now.getTime() + OTP_TTL_MS).toISOString(),
    });
  });

  try {
    await sendWithRetry(deps.messageSender, { kind: 'otp', to: mobile, code, lang });
  } catch (err) {
    await markChallengeFailed(db, challengeId, new Date().toISOString());
    log.error({ err, mobile: maskMobile(mobile) }, 'OTP message could not be sent');
    throw new AppError(502, MSG.otpSendFailed);
  }
  log.info({ mobile: maskMobile(mobile) }, 'OTP sent');
  return { Success: true, Message: MSG.otpSent, Data: null };
}

/**
 * VerifyOTP: checks `code` against the latest code sent to `mobile` at
 * `now`. Answers Success true with Data = a single-use login ticket valid 5
 * minutes. Throws AppError 400 'Invalid OTP' (wrong, or no code sent),
 * 'OTP expired. ...', 'OTP already used. ...' or 'Too many wrong attempts. ...'
 * (the 5th wrong code and every try after it).
 */
export async function verifyOtp(
  db: Db,
  mobile: string,
  code: string,
  now: Date,
): Promise<OtpAnswer> {
  const challenge = await latestChallenge(db, mobile);
  if (!challenge || challenge.status === 'replaced') throw new AppError(400, MSG.otpInvalid);
  if (challenge.status === 'verified') throw new AppError(400, MSG.otpUsed);
  if (challenge.attempts >= OTP_MAX_WRONG) throw new AppError(400, MSG.otpLocked);
  if (now.getTime() >= Date.parse(challenge.expires_at)) throw new AppError(400, MSG.otpExpired);

  if (!sameHash(otpHash(challenge.salt, mobile, code), challenge.code_hash)) {
    const attempts = await recordWrongCode(db, challenge.id, OTP_MAX_WRONG);
    if (attempts === undefined || attempts >= OTP_MAX_WRONG) {
      throw new AppError(400, attempts === undefined ? MSG.otpInvalid : MSG.otpLocked);
    }
    throw new AppError(400, MSG.otpInvalid);
  }

  const ticket = await db.transaction().execute(async (trx) => {
    if (!(await consumeChallenge(trx, challenge.id, now.toISOString(), OTP_MAX_WRONG))) {
      return undefined;
    }
    return issueLoginTicket(trx, mobile, now);
  });
  if (ticket === undefined) throw new AppError(400, MSG.otpUsed);
  return { Success: true, Message: MSG.otpVerified, Data: ticket };
}
