/**
 * API answers in the visitor's language (issue 26; docs/decisions/037-languages.md):
 * the server works in English and the web app sends `Accept-Language: hi` or
 * `gu` from a Hindi or Gujarati page; an answer's `Message` that is one of the
 * product's messages (MSG, including a validation message after its
 * "field: " prefix, which stays the wire name) is sent in that language.
 * Messages with values in them and text the server does not know stay as they are.
 */
import type { FastifyInstance } from 'fastify';
import { MSG as MSG_EN } from '#shared/i18n/en/messages.ts';
import { MSG as MSG_GU } from '#shared/i18n/gu/messages.ts';
import { MSG as MSG_HI } from '#shared/i18n/hi/messages.ts';
import { type Lang, langOfAcceptLanguage } from '#shared/i18n/lang.ts';

type Messages = Record<string, unknown>;

/** English text -> its key in MSG (the first key of a text written twice). */
const keyOfText = new Map<string, string>();
for (const [key, text] of Object.entries(MSG_EN as Messages)) {
  if (typeof text === 'string' && !keyOfText.has(text)) keyOfText.set(text, key);
}
const CATALOGS: Record<Exclude<Lang, 'en'>, Messages> = { hi: MSG_HI, gu: MSG_GU };

/** `message` (English, as the server wrote it) in `lang`; unchanged when it is not a known message. */
export function translateMessage(message: string, lang: Lang): string {
  if (lang === 'en') return message;
  const catalog = CATALOGS[lang];
  const whole = keyOfText.get(message);
  if (whole !== undefined) {
    const text = catalog[whole];
    return typeof text === 'string' ? text : message;
  }
  const field = /^([\w.[\]-]+): (.+)$/s.exec(message);
  if (!field) return message;
  const inner = translateMessage(field[2], lang);
  return inner === field[2] ? message : `${field[1]}: ${inner}`;
}

/**
 * Adds the translating hook to `app`. Register it before the answer cache
 * (src/server/http/answer-cache.ts), whose key includes the language, so a
 * kept answer is kept translated.
 */
export function registerAnswerLanguage(app: FastifyInstance): void {
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (typeof payload !== 'string' || !payload.includes('"Message"')) return done(null, payload);
    const lang = langOfAcceptLanguage(request.headers['accept-language']);
    if (lang === 'en') return done(null, payload);
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return done(null, payload);
    }
    if (!body || typeof body !== 'object' || !('Message' in body)) return done(null, payload);
    const message = (body as { Message: unknown }).Message;
    if (typeof message !== 'string' || message === '') return done(null, payload);
    const translated = translateMessage(message, lang);
    if (translated === message) return done(null, payload);
    done(null, JSON.stringify({ ...body, Message: translated }));
  });
}
