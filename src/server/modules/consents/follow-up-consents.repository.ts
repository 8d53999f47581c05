/**
 * A team member's consent to the 9:30 WhatsApp of their day's follow-ups
 * (migration 0026; docs/decisions/041-lead-work.md): on or off, the wording
 * agreed to, when and how it last changed, and the IST day of the last
 * message. No row: never turned on.
 */
import type { Db } from '../../db/database.ts';
import { recordConsent } from './consent-records.repository.ts';

/** How consent last changed: the Today screen, or a STOP reply. */
export type FollowUpConsentChange = 'account' | 'stop';

/** Whether user `userId`'s 9:30 message is on. */
export async function followUpsOn(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('follow_up_consents')
    .select('messages_on')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.messages_on === 1;
}

/**
 * Turns user `userId`'s 9:30 message on (keeping `consentText`, the wording
 * agreed to) or off (keeping the wording agreed to before), and records
 * the change (consent-records.repository.ts).
 */
export async function setFollowUps(
  db: Db,
  userId: number,
  change: { on: boolean; consentText: string; via: FollowUpConsentChange; nowIso: string },
): Promise<void> {
  const row = {
    user_id: userId,
    messages_on: change.on ? 1 : 0,
    consent_text: change.consentText,
    changed_at: change.nowIso,
    changed_via: change.via,
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('follow_up_consents')
      .values(row)
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          messages_on: row.messages_on,
          changed_at: row.changed_at,
          changed_via: row.changed_via,
          ...(change.on ? { consent_text: row.consent_text } : {}),
        }),
      )
      .execute();
    const agreed = await trx
      .selectFrom('follow_up_consents')
      .select('consent_text')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    await recordConsent(trx, userId, {
      purpose: 'follow-ups',
      given: change.on,
      wording: agreed.consent_text,
      channel: change.via,
      nowIso: change.nowIso,
    });
  });
}
