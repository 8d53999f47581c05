/**
 * API answers in the visitor's language (issue 26; docs/decisions/037-languages.md):
 * the server works in English and the web app sends `Accept-Language: hi` or
 * `gu` from a Hindi or Gujarati page; an answer's `Message` that is one of the
 * product's messages (MSG and ANSWERED_FROM's catalogs: the showroom's, the
 * sale papers', the reports', the forms' validation; including a validation message after its
 * "field: " prefix, which stays the wire name) is sent in that language.
 * A message with a number in it (the OTP waits, the photo limit) is read back
 * to its number and written again in that language. Text the server does not
 * know stays as it is.
 */
import type { FastifyInstance } from 'fastify';
import * as EN from '#shared/i18n/en/messages.ts';
import * as EN_REPORTS from '#shared/i18n/en/reports.ts';
import * as EN_SALE from '#shared/i18n/en/sale.ts';
import * as EN_SHOWROOM from '#shared/i18n/en/showroom.ts';
import * as EN_VALIDATION from '#shared/i18n/en/validation.ts';
import * as GU from '#shared/i18n/gu/messages.ts';
import * as GU_REPORTS from '#shared/i18n/gu/reports.ts';
import * as GU_SALE from '#shared/i18n/gu/sale.ts';
import * as GU_SHOWROOM from '#shared/i18n/gu/showroom.ts';
import * as GU_VALIDATION from '#shared/i18n/gu/validation.ts';
import * as HI from '#shared/i18n/hi/messages.ts';
import * as HI_REPORTS from '#shared/i18n/hi/reports.ts';
import * as HI_SALE from '#shared/i18n/hi/sale.ts';
import * as HI_SHOWROOM from '#shared/i18n/hi/showroom.ts';
import * as HI_VALIDATION from '#shared/i18n/hi/validation.ts';
import { type Lang, langOfAcceptLanguage } from '#shared/i18n/lang.ts';

type Messages = Record<string, unknown>;

/**
 * The catalogs the server's answers come from, in the same order in each
 * language: MSG, and the feature catalogs that server code and the shared
 * schemas import as `#messages/{name}.ts` (ANSWERED_FROM; a test keeps the
 * list whole).
 */
export const ANSWERED_FROM = ['messages', 'reports', 'sale', 'showroom', 'validation'] as const;
const ANSWER_CATALOGS: Record<Lang, Messages[]> = {
  en: [EN.MSG, EN_REPORTS, EN_SALE, EN_SHOWROOM, EN_VALIDATION],
  hi: [HI.MSG, HI_REPORTS, HI_SALE, HI_SHOWROOM, HI_VALIDATION],
  gu: [GU.MSG, GU_REPORTS, GU_SALE, GU_SHOWROOM, GU_VALIDATION],
};

/** English text -> its catalog (an index of ANSWER_CATALOGS) and key there (the first of a text written twice). */
const keyOfText = new Map<string, [number, string]>();
ANSWER_CATALOGS.en.forEach((catalog, at) => {
  for (const [key, text] of Object.entries(catalog)) {
    if (typeof text === 'string' && !keyOfText.has(text)) keyOfText.set(text, [at, key]);
  }
});

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
  const whole = keyOfText.get(message);
  if (whole !== undefined) {
    const text = ANSWER_CATALOGS[lang][whole[0]]?.[whole[1]];
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
