/**
 * The WhatsApp webhook (docs/alerts.md, issue 24 part 4): a reply of STOP
 * turns the person's alerts and their 9:30 follow-ups message off ('stop'). `GET /api/WhatsApp/Webhook` answers
 * Meta's subscription check (hub.verify_token = WHATSAPP_VERIFY_TOKEN);
 * `POST` takes the notifications, each signed `X-Hub-Signature-256:
 * sha256={HMAC-SHA256 of the raw body with WHATSAPP_APP_SECRET}`: a missing
 * or wrong signature answers 401 and changes nothing. Without the secret the
 * webhook is not there (404). WEBHOOK_IP_LIMIT requests a minute per address
 * (429 past it). A signed notification always answers 200, so
 * WhatsApp does not send it again; messages other than STOP are left alone.
 * Mobiles are never logged.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { MSG } from '#shared/messages.ts';
import { AppError } from '../../http/app-error.ts';
import { perAddressLimit } from '../auth/auth-limits.ts';
import { setFollowUps } from '../consents/follow-up-consents.repository.ts';
import { setAlerts } from '../saved-searches/alert-consents.repository.ts';

export const WEBHOOK_PATH = '/api/WhatsApp/Webhook';
/**
 * Requests per address a minute (429 past it): Meta batches its
 * notifications, so this is far above what WhatsApp sends, and a flood of
 * unsigned posts stops here before any signature is computed.
 */
export const WEBHOOK_IP_LIMIT = { max: 300, timeWindow: '1 minute' } as const;

/** Replies that stop the alerts (trimmed, any case). */
const STOP_WORDS = new Set(['stop', 'unsubscribe', 'stop alerts']);

/** Whether `signature` (the header) is the HMAC of `raw` with `secret`. */
export function validSignature(raw: string, signature: unknown, secret: string): boolean {
  if (typeof signature !== 'string' || !signature.startsWith('sha256=')) return false;
  const given = Buffer.from(signature.slice(7), 'hex');
  const expected = createHmac('sha256', secret).update(raw).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface Notification {
  entry?: {
    changes?: {
      value?: { messages?: { from?: unknown; type?: unknown; text?: { body?: unknown } }[] };
    }[];
  }[];
}

/** The 10-digit mobiles that replied STOP in a notification. */
export function stopSenders(body: Notification): string[] {
  const mobiles: string[] = [];
  for (const entry of body.entry ?? []) {
    for (const change of entry.changes ?? []) {
      for (const m of change.value?.messages ?? []) {
        const text = typeof m.text?.body === 'string' ? m.text.body.trim().toLowerCase() : '';
        if (m.type !== 'text' || !STOP_WORDS.has(text) || typeof m.from !== 'string') continue;
        const digits = m.from.replace(/\D/g, '');
        if (/^(91)?[6-9]\d{9}$/.test(digits)) mobiles.push(digits.slice(-10));
      }
    }
  }
  return mobiles;
}

export const whatsAppWebhookRoutes: FastifyPluginAsync = async (app) => {
  const { appSecret, verifyToken } = app.config.whatsappWebhook;
  if (!appSecret) return;
  const db = app.db;

  // This plugin's JSON keeps the raw text: the signature is over the bytes as sent.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    (request as unknown as { rawBody: string }).rawBody = String(body);
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(Object.assign(new Error('Body is not JSON'), { statusCode: 400 }), undefined);
    }
  });

  const limited = { schema: { hide: true }, config: perAddressLimit(WEBHOOK_IP_LIMIT) };
  app.get(WEBHOOK_PATH, limited, async (request, reply) => {
    const q = request.query as Record<string, string | undefined>;
    if (verifyToken && q['hub.mode'] === 'subscribe' && q['hub.verify_token'] === verifyToken) {
      return reply.type('text/plain').send(q['hub.challenge'] ?? '');
    }
    throw new AppError(403, 'Forbidden');
  });

  app.post(WEBHOOK_PATH, limited, async (request) => {
    const raw = (request as unknown as { rawBody?: string }).rawBody ?? '';
    if (!validSignature(raw, request.headers['x-hub-signature-256'], appSecret)) {
      throw new AppError(401, MSG.unauthorized);
    }
    let stopped = 0;
    for (const mobile of stopSenders(request.body as Notification)) {
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('mobile', '=', mobile)
        .executeTakeFirst();
      if (!user) continue;
      const nowIso = new Date().toISOString();
      await setAlerts(db, user.id, {
        on: false,
        consentText: MSG.alertsConsent,
        via: 'stop',
        nowIso,
      });
      // A team member's 9:30 follow-ups stop too: STOP ends every message they agreed to.
      await setFollowUps(db, user.id, {
        on: false,
        consentText: MSG.followUpsConsent,
        via: 'stop',
        nowIso,
      });
      stopped++;
    }
    request.log.info({ stopped }, 'WhatsApp webhook');
    return { Success: true, Message: 'Success', Data: null };
  });
};
