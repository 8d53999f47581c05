/**
 * The WhatsApp Cloud API adapter against a local fake Graph API (node:http on
 * port 0) that records each request: URL, headers, JSON body; and the
 * settings that switch it on (their parsing: config/whatsapp-settings.test.ts).
 */
import type http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { messageSenderFor } from '../server.ts';
import { postForm } from '../testing/api-test-helpers.ts';
import { fakeGraphApi } from '../testing/fake-graph-api.ts';
import { closedPortUrl } from '../testing/local-http-server.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { diskPhotoStorage } from './disk-photo-storage.ts';
import { whatsAppMessageSender } from './whatsapp-message-sender.ts';

interface Recorded {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

const requests: Recorded[] = [];
/** What the fake answers: HTTP status and body. */
let answer = { status: 200, body: '{"messages":[{"id":"wamid.1"}]}' };
/** Answers given before `answer`, one per request, in order. */
let script: { status: number; body: string }[] = [];

const graph = fakeGraphApi((req, text, res) => {
  requests.push({
    method: req.method ?? '',
    url: req.url ?? '',
    headers: req.headers,
    body: text ? JSON.parse(text) : null,
  });
  const next = script.shift() ?? answer;
  res.writeHead(next.status, { 'content-type': 'application/json' }).end(next.body);
});
beforeEach(() => {
  requests.length = 0;
  script = [];
  answer = { status: 200, body: '{"messages":[{"id":"wamid.1"}]}' };
});

const settings = graph.settings;

describe('whatsAppMessageSender', () => {
  it('sends an OTP as the authentication template with a copy-code button', async () => {
    await whatsAppMessageSender(settings()).send({ kind: 'otp', to: '9876543210', code: '042719' });
    expect(requests).toHaveLength(1);
    const [r] = requests;
    expect(r.method).toBe('POST');
    expect(r.url).toBe('/v21.0/109876543210/messages');
    expect(r.headers.authorization).toBe('Bearer EAAG-test-token');
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    expect(r.body).toEqual({
      messaging_product: 'whatsapp',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'carsetu_otp',
        language: { code: 'en' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '042719' }] },
          {
            type: 'button',
            sub_type: 'url',
            index: '0',
            parameters: [{ type: 'text', text: '042719' }],
          },
        ],
      },
    });
  });

  it('sends a lead notice as a text message', async () => {
    await whatsAppMessageSender(settings()).send({
      kind: 'lead',
      to: '9822012345',
      text: 'New CarSetu lead: Ravi (9123456780)',
    });
    expect(requests[0].body).toEqual({
      messaging_product: 'whatsapp',
      to: '919822012345',
      type: 'text',
      text: { preview_url: false, body: 'New CarSetu lead: Ravi (9123456780)' },
    });
  });

  it('sends a renewal reminder as the renewal template in the alerts language', async () => {
    await whatsAppMessageSender({
      ...settings(),
      alertLanguage: 'en_US',
      renewalTemplate: 'carsetu_listing_renewal',
    }).send({ kind: 'renewal', to: '9822012345', params: ['car', 'date', 'link'], text: 'x' });
    expect(requests[0].body).toMatchObject({
      type: 'template',
      template: {
        name: 'carsetu_listing_renewal',
        language: { code: 'en_US' },
        components: [
          {
            type: 'body',
            parameters: ['car', 'date', 'link'].map((text) => ({ type: 'text', text })),
          },
        ],
      },
    });
  });

  it('sends a daily alert as the alert template in its language, one parameter a variable', async () => {
    await whatsAppMessageSender({
      ...settings(),
      alertTemplate: 'carsetu_alert_hi',
      alertLanguage: 'hi',
    }).send({ kind: 'alert', to: '9822012345', params: ['a', 'b', 'c', 'd'], text: 'a\nb' });
    expect(requests[0].body).toEqual({
      messaging_product: 'whatsapp',
      to: '919822012345',
      type: 'template',
      template: {
        name: 'carsetu_alert_hi',
        language: { code: 'hi' },
        components: [
          {
            type: 'body',
            parameters: ['a', 'b', 'c', 'd'].map((text) => ({ type: 'text', text })),
          },
        ],
      },
    });
  });

  it('rejects on a non-2xx answer, without the phone number in the error', async () => {
    answer = {
      status: 500,
      body: '{"error":{"message":"Recipient 919876543210 failed","code":131000}}',
    };
    const sending = whatsAppMessageSender(settings()).send({
      kind: 'otp',
      to: '9876543210',
      code: '111111',
    });
    await expect(sending).rejects.toThrow(/HTTP 500/);
    await sending.catch((err: Error) => {
      expect(err.message).not.toContain('9876543210');
      expect(err.message).not.toContain('111111');
    });
    answer = { status: 401, body: '{"error":{"message":"Invalid OAuth access token"}}' };
    await expect(
      whatsAppMessageSender(settings()).send({ kind: 'lead', to: '9876543210', text: 'x' }),
    ).rejects.toThrow(/HTTP 401/);
  });

  it('rejects on a network error', async () => {
    const sender = whatsAppMessageSender({ ...settings(), baseUrl: await closedPortUrl() });
    await expect(sender.send({ kind: 'otp', to: '9876543210', code: '123456' })).rejects.toThrow(
      /WhatsApp otp message not sent/,
    );
  });
});

describe('ReSendOTP through WhatsApp', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const appWithWhatsApp = () =>
    buildApp({
      config: loadConfig({ DATA_DIR: t.dataDir }),
      db: t.db,
      dbKind: t.kind,
      messageSender: whatsAppMessageSender(settings()),
      photoStorage: diskPhotoStorage(path.join(t.dataDir, 'photos')),
    });

  it('delivers the code that VerifyOTP accepts', async () => {
    const app = await appWithWhatsApp();
    try {
      const res = await postForm(app, '/api/CarSetuClientLogin/ReSendOTP', {
        Mobileno: '9123400001',
      });
      expect(res.json()).toEqual({ Success: true, Message: 'OTP sent to WhatsApp', Data: null });
      const body = requests[0].body as {
        to: string;
        template: { components: { parameters: { text: string }[] }[] };
      };
      expect(body.to).toBe('919123400001');
      const code = body.template.components[0].parameters[0].text;
      const verified = await postForm(app, '/api/CarSetuClientLogin/VerifyOTP', {
        Mobileno: '9123400001',
        userInputOtp: code,
      });
      expect(verified.json()).toMatchObject({ Success: true, Message: 'OTP verified' });
    } finally {
      await app.close();
    }
  });

  it("sends the code in the asking page's language when that language's template is approved, else in English (issue 26)", async () => {
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: t.dataDir }),
      db: t.db,
      dbKind: t.kind,
      messageSender: whatsAppMessageSender({ ...settings(), templateLanguages: ['en', 'hi'] }),
      photoStorage: diskPhotoStorage(path.join(t.dataDir, 'photos')),
    });
    try {
      const asked = async (mobile: string, lang: string) => {
        await postForm(
          app,
          '/api/CarSetuClientLogin/ReSendOTP',
          { Mobileno: mobile },
          {
            headers: { 'accept-language': lang },
          },
        );
        const body = requests[requests.length - 1].body as {
          template: { language: { code: string } };
        };
        return body.template.language.code;
      };
      expect(await asked('9123400011', 'hi')).toBe('hi');
      // Gujarati is not approved here: the code goes in English.
      expect(await asked('9123400012', 'gu')).toBe('en');
      expect(await asked('9123400013', 'en-IN')).toBe('en');
    } finally {
      await app.close();
    }
  });

  it('tries a 500 again within the request, and answers the code that got through', async () => {
    script = [{ status: 500, body: '{"error":{"message":"Service temporarily unavailable"}}' }];
    const app = await appWithWhatsApp();
    try {
      const res = await postForm(app, '/api/CarSetuClientLogin/ReSendOTP', {
        Mobileno: '9123400003',
      });
      expect(res.json()).toEqual({ Success: true, Message: 'OTP sent to WhatsApp', Data: null });
      expect(requests).toHaveLength(2);
      expect(requests[1].body).toEqual(requests[0].body);
    } finally {
      await app.close();
    }
  });

  it('answers Success false (502, not 500) when the Graph API answers 500 three times', async () => {
    answer = { status: 500, body: '{"error":{"message":"Service temporarily unavailable"}}' };
    const app = await appWithWhatsApp();
    try {
      const res = await postForm(app, '/api/CarSetuClientLogin/ReSendOTP', {
        Mobileno: '9123400002',
      });
      // The first try and two retries, 0.5 s and 1.5 s apart.
      expect(requests).toHaveLength(3);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        Success: false,
        Message: 'Could not send the OTP on WhatsApp. Please try again.',
        Data: null,
      });
    } finally {
      await app.close();
    }
  });
});

describe('MESSAGE_SENDER=whatsapp settings', () => {
  it('makes the server send through the Cloud API', async () => {
    const config = loadConfig({
      MESSAGE_SENDER: 'whatsapp',
      WHATSAPP_BASE_URL: `${graph.url}/`,
      WHATSAPP_API_VERSION: 'v22.0',
      WHATSAPP_PHONE_NUMBER_ID: '555',
      WHATSAPP_TOKEN: 'tok',
      WHATSAPP_OTP_TEMPLATE: 'login_code',
    });
    const lines: string[] = [];
    const logged: unknown[] = [];
    const sender = messageSenderFor(config, {
      info: (o: unknown, m?: string) => {
        logged.push(o);
        lines.push(m ?? '');
      },
    } as never);
    await sender.send({ kind: 'otp', to: '9000000001', code: '123456' });
    expect(requests[0].url).toBe('/v22.0/555/messages');
    expect(requests[0].headers.authorization).toBe('Bearer tok');
    expect((requests[0].body as { template: { name: string } }).template.name).toBe('login_code');
    // Logged by message id, never by number or code.
    expect(lines).toEqual(['WhatsApp message accepted']);
    expect(logged).toEqual([{ sender: 'whatsapp', kind: 'otp', messageId: 'wamid.1' }]);
    expect(JSON.stringify(logged)).not.toMatch(/9000000001|123456/);
    lines.length = 0;

    const consoleSender = messageSenderFor(loadConfig({}), {
      info: (_o: unknown, m?: string) => void lines.push(m ?? ''),
    } as never);
    await consoleSender.send({ kind: 'otp', to: '9000000001', code: '123456' });
    expect(lines).toEqual(['OTP for 9000000001: 123456']);
    expect(requests).toHaveLength(1);
  });
});
