/**
 * The WhatsApp settings (config-env.ts): what MESSAGE_SENDER=whatsapp needs,
 * and the defaults the console sender runs with. The adapter itself:
 * src/server/ports/whatsapp-message-sender.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('MESSAGE_SENDER=whatsapp settings', () => {
  it('needs WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_TOKEN, naming both', () => {
    expect(() => loadConfig({ MESSAGE_SENDER: 'whatsapp' })).toThrow(ConfigError);
    try {
      loadConfig({ MESSAGE_SENDER: 'whatsapp', WHATSAPP_TOKEN: 'x' });
      expect.unreachable();
    } catch (err) {
      expect((err as Error).message).toContain(
        'WHATSAPP_PHONE_NUMBER_ID: required when MESSAGE_SENDER=whatsapp',
      );
      expect((err as Error).message).not.toContain('WHATSAPP_TOKEN');
    }
    const message = (() => {
      try {
        loadConfig({ MESSAGE_SENDER: 'whatsapp' });
        return '';
      } catch (err) {
        return (err as Error).message;
      }
    })();
    expect(message).toContain('WHATSAPP_PHONE_NUMBER_ID');
    expect(message).toContain('WHATSAPP_TOKEN');
  });

  it('has defaults for the host, version and template; the console needs none of them', () => {
    expect(loadConfig({}).whatsapp).toEqual({
      baseUrl: 'https://graph.facebook.com',
      apiVersion: 'v21.0',
      phoneNumberId: undefined,
      token: undefined,
      otpTemplate: 'carsetu_otp',
      alertTemplate: 'carsetu_alert_digest',
      alertLanguage: 'en',
      renewalTemplate: 'carsetu_listing_renewal',
      templateLanguages: ['en'],
    });
    expect(() => loadConfig({ WHATSAPP_API_VERSION: '21' })).toThrow(/WHATSAPP_API_VERSION/);
    expect(() => loadConfig({ WHATSAPP_ALERT_LANGUAGE: 'english' })).toThrow(
      /WHATSAPP_ALERT_LANGUAGE/,
    );
  });
});
