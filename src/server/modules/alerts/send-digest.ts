/**
 * Sends one stored digest (docs/alerts.md, issue 24 parts 4 and 5): taken by
 * exactly one sender (pending -> sending), skipped when the deployment's
 * daily budget is spent, sent through the message-sender port with a new
 * opt-out link (its token kept only as a SHA-256 hash), then marked sent. A
 * retryable failure (WhatsApp 5xx or 429, the network) puts it back to
 * pending and rethrows, so the queue tries again; any other failure marks it
 * failed. A server stopped while sending leaves it 'sending': never sent
 * twice, at the cost of that one message.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { MessageSender } from '../../ports/message-sender.ts';
import {
  claimDigest,
  type DigestKey,
  digestRow,
  digestsSentOn,
  updateDigest,
} from './digest.repository.ts';
import { type DigestContent, digestParams, digestText } from './digest-content.ts';

export interface SendDigestDeps {
  db: Db;
  sender: MessageSender;
  publicUrl: string;
  /** Alert messages the deployment may send a day. */
  dailyBudget: number;
  now?: () => Date;
}

/** SHA-256 hex of an opt-out token (what the database keeps). */
export const stopTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The opt-out page of `token`. */
export const stopLink = (publicUrl: string, token: string) => `${publicUrl}/alerts/stop?t=${token}`;

/** 'sent', 'skipped' (budget spent) or 'taken' (another sender has it, or it is done). */
export async function sendDigest(
  deps: SendDigestDeps,
  key: DigestKey,
): Promise<'sent' | 'skipped' | 'taken'> {
  const { db } = deps;
  if (!(await claimDigest(db, key))) return 'taken';
  if ((await digestsSentOn(db, key.day)) > deps.dailyBudget) {
    await updateDigest(db, key, { status: 'skipped' });
    return 'skipped';
  }
  const row = await digestRow(db, key);
  const user = await db
    .selectFrom('users')
    .select('mobile')
    .where('id', '=', key.userId)
    .executeTakeFirst();
  if (!row || !user) return 'taken';
  const token = randomBytes(18).toString('base64url');
  await updateDigest(db, key, { stop_token_hash: stopTokenHash(token) });
  const content = JSON.parse(row.content) as DigestContent;
  const link = stopLink(deps.publicUrl, token);
  try {
    await deps.sender.send({
      kind: 'alert',
      to: user.mobile,
      params: digestParams(content, link),
      text: digestText(content, link),
    });
  } catch (err) {
    const retryable = (err as { retryable?: unknown }).retryable !== false;
    await updateDigest(db, key, { status: retryable ? 'pending' : 'failed' });
    throw err;
  }
  await updateDigest(db, key, {
    status: 'sent',
    sent_at: (deps.now?.() ?? new Date()).toISOString(),
  });
  return 'sent';
}
