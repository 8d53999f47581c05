/**
 * WhatsApp Cloud API adapter of the message-sender port
 * (docs/product.md#sign-in). Each message is one
 * `POST {baseUrl}/{apiVersion}/{phoneNumberId}/messages` with
 * `Authorization: Bearer {token}`:
 * - an OTP goes out as the authentication template `otpTemplate` in the
 *   language it was asked in when that language's version is approved
 *   (`templateLanguages`; issue 26), else in English, the code filling the
 *   body and the copy-code button;
 * - the daily alert, the renewal reminder and a team member's 9:30
 *   follow-ups go out as their templates in
 *   the message's language when approved, else in the English version;
 * - a lead notice goes out as a plain text message.
 * Indian numbers get the country code 91. A non-2xx answer, a network error
 * or no answer within SEND_TIMEOUT_MS rejects with a MessageSendError whose
 * message holds no phone number: retryable for a 5xx, a 429, a network error
 * or a time-out; permanent for any other 4xx. An accepted message is logged by the id WhatsApp
 * gave it (`wamid...`), never by number.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Lang } from '#shared/i18n/lang.ts';
import { MessageSendError, type MessageSender, type OutgoingMessage } from './message-sender.ts';

export interface WhatsAppSettings {
  /** Graph API host, e.g. https://graph.facebook.com (no trailing slash). */
  baseUrl: string;
  /** Graph API version, e.g. v21.0. */
  apiVersion: string;
  /** The sending business number's id (not the number itself). */
  phoneNumberId: string;
  /** A system-user access token with whatsapp_business_messaging. */
  token: string;
  /** Name of the approved authentication template with a copy-code button. */
  otpTemplate: string;
  /** Name and language of the approved utility template of the daily alert. */
  alertTemplate?: string;
  alertLanguage?: string;
  /** Name of the approved utility template of the renewal reminder (the alert's language). */
  renewalTemplate?: string;
  /**
   * The languages whose versions of the templates Meta has approved (same names in every
   * language); a message in another language goes out in English. Default ['en'].
   */
  templateLanguages?: readonly Lang[];
  /** Give up after this many milliseconds (default SEND_TIMEOUT_MS; tests shorten it). */
  timeoutMs?: number;
}

/** The alert template when the settings name none (config's defaults). */
export const DEFAULT_ALERT_TEMPLATE = { template: 'carsetu_alert_digest', language: 'en' };
/** The renewal reminder's template when the settings name none. */
export const DEFAULT_RENEWAL_TEMPLATE = 'carsetu_listing_renewal';

/** The template of a team member's 9:30 follow-ups (docs/decisions/041-lead-work.md). */
export const FOLLOW_UPS_TEMPLATE = 'carsetu_follow_ups';

/** The template of a grievance's acknowledgement (docs/privacy.md#grievances). */
export const GRIEVANCE_TEMPLATE = 'carsetu_grievance_ack';
/** A grievance's answer notice's template (docs/privacy.md#grievances). */
export const GRIEVANCE_ANSWERED_TEMPLATE = 'carsetu_grievance_answered';
/** The breach notice's template (docs/incident.md), English. */
export const BREACH_TEMPLATE = 'carsetu_breach_notice';

/** Give up on the Graph API after this many milliseconds. */
export const SEND_TIMEOUT_MS = 10_000;

/** The JSON body the Graph API expects for `message` sent to `to` (E.164 digits, no plus). */
export function whatsAppBody(
  message: OutgoingMessage,
  otpTemplate: string,
  alert: { template: string; language: string } = DEFAULT_ALERT_TEMPLATE,
  renewalTemplate = DEFAULT_RENEWAL_TEMPLATE,
  templateLanguages: readonly Lang[] = ['en'],
): object {
  const to = `91${message.to}`;
  if (
    message.kind === 'alert' ||
    message.kind === 'renewal' ||
    message.kind === 'follow-ups' ||
    message.kind === 'grievance' ||
    message.kind === 'breach'
  ) {
    const names = {
      alert: alert.template,
      renewal: renewalTemplate,
      'follow-ups': FOLLOW_UPS_TEMPLATE,
      grievance: GRIEVANCE_TEMPLATE,
      breach: BREACH_TEMPLATE,
    };
    return {
      messaging_product: 'whatsapp',
      to,
      type: 'template',
      template: {
        name:
          message.kind === 'grievance' && message.answered
            ? GRIEVANCE_ANSWERED_TEMPLATE
            : names[message.kind],
        // The English version's code is the settings' (e.g. en or en_US); the others are approved
        // under their own codes (issue 26).
        language: {
          code:
            message.lang && message.lang !== 'en' && templateLanguages.includes(message.lang)
              ? message.lang
              : alert.language,
        },
        components: [
          {
            type: 'body',
            parameters: message.params.map((text) => ({ type: 'text', text })),
          },
        ],
      },
    };
  }
  if (message.kind === 'otp') {
    return {
      messaging_product: 'whatsapp',
      to,
      type: 'template',
      template: {
        name: otpTemplate,
        language: {
          code: message.lang && templateLanguages.includes(message.lang) ? message.lang : 'en',
        },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: message.code }] },
          {
            type: 'button',
            sub_type: 'url',
            index: '0',
            parameters: [{ type: 'text', text: message.code }],
          },
        ],
      },
    };
  }
  return {
    messaging_product: 'whatsapp',
    to,
    type: 'text',
    text: { preview_url: false, body: message.text },
  };
}

/** Hides digit runs long enough to be a phone number (error texts may echo the recipient). */
function redactNumbers(text: string): string {
  return text.replace(
    /\d{8,}/g,
    (d) => `${d.slice(0, 2)}${'X'.repeat(d.length - 4)}${d.slice(-2)}`,
  );
}

/** True for the HTTP statuses worth retrying: 429 (rate limited) and any 5xx. */
export function retryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/** The message id in a Graph API answer (`{ messages: [{ id }] }`), or undefined. */
function messageIdOf(answer: unknown): string | undefined {
  const id = (answer as { messages?: { id?: unknown }[] } | null)?.messages?.[0]?.id;
  return typeof id === 'string' ? id.slice(0, 200) : undefined;
}

/**
 * Builds the adapter, logging accepted messages to `log` by message id.
 * `fetchImpl` defaults to the global fetch (tests point `baseUrl` at a local
 * fake server instead of replacing it).
 */
export function whatsAppMessageSender(
  settings: WhatsAppSettings,
  log?: Pick<FastifyBaseLogger, 'info'>,
  fetchImpl: typeof fetch = fetch,
): MessageSender {
  const url = `${settings.baseUrl}/${settings.apiVersion}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  return {
    async send(message) {
      let res: Response;
      try {
        res = await fetchImpl(url, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${settings.token}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify(
            whatsAppBody(
              message,
              settings.otpTemplate,
              {
                template: settings.alertTemplate ?? DEFAULT_ALERT_TEMPLATE.template,
                language: settings.alertLanguage ?? DEFAULT_ALERT_TEMPLATE.language,
              },
              settings.renewalTemplate,
              settings.templateLanguages,
            ),
          ),
          signal: AbortSignal.timeout(settings.timeoutMs ?? SEND_TIMEOUT_MS),
        });
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        throw new MessageSendError(
          `WhatsApp ${message.kind} message not sent: ${redactNumbers(reason)}`,
          true,
        );
      }
      if (!res.ok) {
        const detail = (await res.text().catch(() => '')).slice(0, 300);
        throw new MessageSendError(
          `WhatsApp ${message.kind} message refused: HTTP ${res.status} ${redactNumbers(detail)}`,
          retryableStatus(res.status),
        );
      }
      const answer: unknown = await res.json().catch(() => undefined);
      log?.info(
        { sender: 'whatsapp', kind: message.kind, messageId: messageIdOf(answer) },
        'WhatsApp message accepted',
      );
    },
  };
}
