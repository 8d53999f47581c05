/**
 * Consents on record (migration 0028; issue 44 part 3,
 * docs/privacy.md#consents): each consent given or withdrawn, with the
 * notice version current then, the words agreed to, the time and the
 * channel. Written in the same transaction as the standing it changes
 * (alert-consents.repository.ts, follow-up-consents.repository.ts) or, for
 * the age confirmation, by the profile save.
 */
import {
  type ConsentChannel,
  type ConsentPurpose,
  PRIVACY_NOTICE_VERSION,
} from '#shared/privacy-notice.ts';
import type { ConsentRecord } from '#shared/schemas/consents.ts';
import type { Db } from '../../db/database.ts';

/** A consent given (`given` true) or withdrawn, to record for user `userId`. */
export interface ConsentChange {
  purpose: ConsentPurpose;
  given: boolean;
  /** The words agreed to (for a withdrawal: the ones agreed to before). */
  wording: string;
  channel: ConsentChannel;
  nowIso: string;
}

/** Records `change` under today's notice version. */
export async function recordConsent(db: Db, userId: number, change: ConsentChange): Promise<void> {
  await db
    .insertInto('consent_records')
    .values({
      user_id: userId,
      purpose: change.purpose,
      given: change.given ? 1 : 0,
      notice_version: PRIVACY_NOTICE_VERSION,
      wording: change.wording,
      channel: change.channel,
      at: change.nowIso,
    })
    .execute();
}

/** Every consent record of user `userId`, newest first. */
export async function consentRecordsOf(db: Db, userId: number): Promise<ConsentRecord[]> {
  const rows = await db
    .selectFrom('consent_records')
    .select(['purpose', 'given', 'notice_version', 'wording', 'channel', 'at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    purpose: r.purpose as ConsentPurpose,
    given: r.given === 1,
    noticeVersion: r.notice_version,
    wording: r.wording,
    channel: r.channel as ConsentChannel,
    at: r.at,
  }));
}

/** Whether user `userId` has confirmed they are 18 or older. */
export async function adultConfirmed(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('consent_records')
    .select('id')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'adult')
    .where('given', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}
