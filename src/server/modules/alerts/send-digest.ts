/**
 * Sends one stored digest (docs/alerts.md, issue 24 parts 4 and 5): taken by
 * exactly one sender (pending -> sending), skipped when the deployment's
 * daily budget is spent (a message taken from the day's row; given back when
 * it is not sent), sent through the message-sender port with a new
 * opt-out link (its token kept only as a SHA-256 hash), then marked sent. A
 * retryable failure (WhatsApp 5xx or 429, the network) puts it back to
 * pending and rethrows, so the queue tries again; any other failure marks it
 * failed. A server stopped while sending leaves it 'sending': never sent
 * twice, at the cost of that one message.
 */
import { createHash, randomBytes } from 'node:crypto';
import { type Lang, langPrefix } from '#shared/i18n/lang.ts';
import type { Db } from '../../db/database.ts';
import { templateLanguageFor } from '../../notices/notice-words.ts';
import type { MessageSender } from '../../ports/message-sender.ts';
import {
  claimDigest,
  type DigestKey,
  digestRow,
  giveBackToBudget,
  takeFromBudget,
  updateDigest,
} from './digest.repository.ts';
import {
  type DigestContent,
  digestInLanguage,
  digestParams,
  digestText,
} from './digest-content.ts';

export interface SendDigestDeps {
  db: Db;
  sender: MessageSender;
  publicUrl: string;
  /** Alert messages the deployment may send a day. */
  dailyBudget: number;
  /** The languages of the alert template Meta approved (default English only; issue 26). */
  templateLanguages?: readonly Lang[];
  now?: () => Date;
}

/** SHA-256 hex of an opt-out token (what the database keeps). */
export const stopTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The opt-out page's path (alerts-stop.routes.ts; under /hi and /gu too). */
export const STOP_PATH = '/alerts/stop';

/** The opt-out page of `token`, in `lang` (the alert's language: /hi/alerts/stop?t=...). */
export const stopLink = (publicUrl: string, token: string, lang: Lang = 'en') =>
  `${publicUrl}${langPrefix(lang)}${STOP_PATH}?t=${token}`;

/** 'sent', 'skipped' (budget spent) or 'taken' (another sender has it, or it is done). */
export async function sendDigest(
  deps: SendDigestDeps,
  key: DigestKey,
): Promise<'sent' | 'skipped' | 'taken'> {
  const { db } = deps;
  if (!(await claimDigest(db, key))) return 'taken';
  if (!(await takeFromBudget(db, key.day, deps.dailyBudget))) {
    await updateDigest(db, key, { status: 'skipped' });
    return 'skipped';
  }
  const row = await digestRow(db, key);
  const user = await db
    .selectFrom('users')
    .select(['mobile', 'lang'])
    .where('id', '=', key.userId)
    .executeTakeFirst();
  if (!row || !user) {
    await giveBackToBudget(db, key.day);
    return 'taken';
  }
  const token = randomBytes(18).toString('base64url');
  await updateDigest(db, key, { stop_token_hash: stopTokenHash(token) });
  // In the buyer's language when its template is approved, else in English (issue 26 part 4).
  const lang = templateLanguageFor(user.lang, deps.templateLanguages ?? ['en']);
  const content = digestInLanguage(JSON.parse(row.content) as DigestContent, deps.publicUrl, lang);
  const link = stopLink(deps.publicUrl, token, lang);
  try {
    await deps.sender.send({
      kind: 'alert',
      to: user.mobile,
      lang,
      params: digestParams(content, link, lang),
      text: digestText(content, link, lang),
    });
  } catch (err) {
    const retryable = (err as { retryable?: unknown }).retryable !== false;
    await updateDigest(db, key, { status: retryable ? 'pending' : 'failed' });
    await giveBackToBudget(db, key.day);
    throw err;
  }
  await updateDigest(db, key, {
    status: 'sent',
    sent_at: (deps.now?.() ?? new Date()).toISOString(),
  });
  return 'sent';
}
