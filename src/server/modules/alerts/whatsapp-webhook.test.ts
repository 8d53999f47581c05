/**
 * The WhatsApp webhook (docs/alerts.md, issue 24 part 4) on SQLite and
 * PostgreSQL: Meta's subscription check, the X-Hub-Signature-256 check (a bad
 * or missing signature changes nothing), and a STOP reply turning that
 * buyer's alerts off; no secret, no webhook.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { signIn } from '../../testing/auth-test-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { followUpsOn, setFollowUps } from '../consents/follow-up-consents.repository.ts';
import { setAlerts } from '../saved-searches/alert-consents.repository.ts';
import { WEBHOOK_IP_LIMIT } from './whatsapp-webhook.routes.ts';

const SECRET = 'test-app-secret-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    WHATSAPP_APP_SECRET: SECRET,
    WHATSAPP_VERIFY_TOKEN: 'verify-me-please',
  });
});
afterAll(async () => {
  await t.close();
});

const notification = (from: string, text: string) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '1',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              messages: [
                { from, id: 'wamid.x', timestamp: '1', type: 'text', text: { body: text } },
              ],
            },
          },
        ],
      },
    ],
  });
const sign = (body: string, secret = SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
const post = (body: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/WhatsApp/Webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-hub-signature-256': signature } : {}),
    },
    payload: body,
  });

async function buyerWithAlerts(mobile: string): Promise<number> {
  await signIn(t, mobile);
  const { id } = await t.db
    .selectFrom('users')
    .select('id')
    .where('mobile', '=', mobile)
    .executeTakeFirstOrThrow();
  await setAlerts(t.db, id, {
    on: true,
    consentText: MSG.alertsConsent,
    via: 'account',
    nowIso: new Date().toISOString(),
  });
  // A dealer's team member also gets the 9:30 follow-ups (docs/decisions/041-lead-work.md).
  await setFollowUps(t.db, id, {
    on: true,
    consentText: MSG.followUpsConsent,
    via: 'account',
    nowIso: new Date().toISOString(),
  });
  return id;
}
const consent = (id: number) =>
  t.db
    .selectFrom('alert_consents')
    .select(['alerts_on', 'changed_via'])
    .where('user_id', '=', id)
    .executeTakeFirstOrThrow();

describe('WhatsApp webhook', () => {
  it("answers Meta's subscription check only with the verify token", async () => {
    const ok = await t.app.inject(
      '/api/WhatsApp/Webhook?hub.mode=subscribe&hub.verify_token=verify-me-please&hub.challenge=1158201444',
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await t.app.inject(
      '/api/WhatsApp/Webhook?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1',
    );
    expect(wrong.statusCode).toBe(403);
  });

  it('turns alerts off on a signed STOP; a bad or missing signature changes nothing', async () => {
    const id = await buyerWithAlerts('9771000001');
    const other = await buyerWithAlerts('9771000002');
    const stop = notification('919771000001', '  Stop ');
    for (const signature of [
      undefined,
      sign(stop, 'another-secret-0123456789'),
      'sha256=00',
      'md5=x',
    ]) {
      const res = await post(stop, signature);
      expect(res.statusCode).toBe(401);
    }
    // Signed over other bytes than those sent.
    expect((await post(stop, sign(notification('919771000001', 'STOP')))).statusCode).toBe(401);
    expect(await consent(id)).toEqual({ alerts_on: 1, changed_via: 'account' });

    const hello = notification('919771000002', 'Is the Creta still there?');
    expect((await post(hello, sign(hello))).statusCode).toBe(200);
    expect((await consent(other)).alerts_on).toBe(1);

    const res = await post(stop, sign(stop));
    expect(res.statusCode).toBe(200);
    expect(await consent(id)).toEqual({ alerts_on: 0, changed_via: 'stop' });
    expect(await followUpsOn(t.db, id)).toBe(false);
    expect((await consent(other)).alerts_on).toBe(1);
    expect(await followUpsOn(t.db, other)).toBe(true);
    expect((await post('{not json', sign('{not json'))).statusCode).toBe(400);
  });

  it(`answers 429 past ${WEBHOOK_IP_LIMIT.max} requests a minute from one address`, async () => {
    const flood = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/WhatsApp/Webhook',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
        remoteAddress: '203.0.113.77',
      });
    for (let i = 0; i < WEBHOOK_IP_LIMIT.max; i++) expect((await flood()).statusCode).toBe(401);
    const refused = await flood();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().Success).toBe(false);
  });

  it('is not there without the app secret', async () => {
    const plain = await createTestApp();
    try {
      const body = notification('919771000001', 'STOP');
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/WhatsApp/Webhook',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(body) },
        payload: body,
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
