/**
 * API answers in the visitor's language (issue 26; docs/decisions/037-languages.md):
 * the server works in English and the web app sends `Accept-Language: hi` or
 * `gu` from a Hindi or Gujarati page; an answer's `Message` that is one of the
 * product's messages (MSG, including a validation message after its
 * "field: " prefix, which stays the wire name) is sent in that language.
 * A message with a number in it (the OTP waits, the photo limit) is read back
 * to its number and written again in that language. Text the server does not
 * know stays as it is.
 */
import type { FastifyInstance } from 'fastify';
import * as EN from '#shared/i18n/en/messages.ts';
import * as GU from '#shared/i18n/gu/messages.ts';
import * as HI from '#shared/i18n/hi/messages.ts';
import { type Lang, langOfAcceptLanguage } from '#shared/i18n/lang.ts';

type Messages = Record<string, unknown>;

/** English text -> its key in MSG (the first key of a text written twice). */
const keyOfText = new Map<string, string>();
for (const [key, text] of Object.entries(EN.MSG as Messages)) {
  if (typeof text === 'string' && !keyOfText.has(text)) keyOfText.set(text, key);
}
const CATALOGS: Record<Exclude<Lang, 'en'>, Messages> = { hi: HI.MSG, gu: GU.MSG };

/** The messages with a number in them (src/shared/i18n/{lang}/messages.ts). */
const WITH_NUMBER = ['photoLimitMessage', 'otpWaitMessage', 'otpHourlyLimitMessage'] as const;
const WRITERS: Record<Exclude<Lang, 'en'>, Pick<typeof EN, (typeof WITH_NUMBER)[number]>> = {
  hi: HI,
  gu: GU,
};
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * Each one's English as a pattern capturing its number: written with 9001 (any
 * plural) and with 1 (English's singular), the number made a capture.
 */
const NUMBER_PATTERNS = WITH_NUMBER.flatMap((name) =>
  [9001, 1].map((n) => ({
    name,
    re: new RegExp(`^${literally(EN[name](n)).replace(new RegExp(`\\b${n}\\b`), '(\\d+)')}$`),
  })),
);

function translateWithNumber(message: string, lang: Exclude<Lang, 'en'>): string | undefined {
  for (const { name, re } of NUMBER_PATTERNS) {
    const m = re.exec(message);
    if (m) return WRITERS[lang][name](Number(m[1]));
  }
  return undefined;
}

/** `message` (English, as the server wrote it) in `lang`; unchanged when it is not a known message. */
export function translateMessage(message: string, lang: Lang): string {
  if (lang === 'en') return message;
  const catalog = CATALOGS[lang];
  const whole = keyOfText.get(message);
  if (whole !== undefined) {
    const text = catalog[whole];
    return typeof text === 'string' ? text : message;
  }
  const withNumber = translateWithNumber(message, lang);
  if (withNumber !== undefined) return withNumber;
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
