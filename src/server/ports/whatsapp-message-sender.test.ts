/**
 * The WhatsApp Cloud API adapter against a local fake Graph API that records
 * each request (recordingGraphApi: URL, headers, JSON body); and the settings
 * that switch it on (their parsing: config/whatsapp-settings.test.ts). Sign-in
 * through it: whatsapp-sign-in.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { messageSenderFor } from '../server.ts';
import { recordingGraphApi } from '../testing/fake-graph-api.ts';
import { closedPortUrl } from '../testing/local-http-server.ts';
import { whatsAppMessageSender } from './whatsapp-message-sender.ts';

const fake = recordingGraphApi();
const { requests, graph } = fake;
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

  it('sends grievance and breach messages as their own templates', async () => {
    const sender = whatsAppMessageSender(settings());
    const params = ['GRV-7K3M9Q', 'https://carsetu.in/grievance', 'Asha Patel'];
    await sender.send({ kind: 'grievance', to: '9822012345', params, text: 'x' });
    await sender.send({ kind: 'grievance', to: '9822012345', params, text: 'x', answered: true });
    await sender.send({ kind: 'breach', to: '9822012345', params: ['a', 'b'], text: 'x' });
    expect(requests.map((r) => (r.body as { template: { name: string } }).template.name)).toEqual([
      'carsetu_grievance_ack',
      'carsetu_grievance_answered',
      'carsetu_breach_notice',
    ]);
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
    fake.answer = {
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
    fake.answer = { status: 401, body: '{"error":{"message":"Invalid OAuth access token"}}' };
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
