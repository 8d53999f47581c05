/**
 * ReSendOTP through the WhatsApp Cloud API adapter against a local fake Graph
 * API: the code delivered is the one VerifyOTP accepts, a code asked from a
 * Hindi or Gujarati page goes in that language when its template is approved,
 * and a failing API is tried again within the request, then answered 502.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { postForm } from '../testing/api-test-helpers.ts';
import { recordingGraphApi } from '../testing/fake-graph-api.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { diskPhotoStorage } from './disk-photo-storage.ts';
import { whatsAppMessageSender } from './whatsapp-message-sender.ts';

const fake = recordingGraphApi();
const { requests } = fake;
const settings = fake.graph.settings;

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
    fake.script = [
      { status: 500, body: '{"error":{"message":"Service temporarily unavailable"}}' },
    ];
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
    fake.answer = { status: 500, body: '{"error":{"message":"Service temporarily unavailable"}}' };
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
