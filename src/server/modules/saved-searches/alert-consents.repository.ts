/**
 * A buyer's WhatsApp alert consent (migration 0014,
 * docs/product.md#saved-searches): on or off, the wording agreed to, when
 * and how it last changed. No row: alerts were never turned on.
 */
import type { Db } from '../../db/database.ts';
import { recordConsent } from '../consents/consent-records.repository.ts';

/** How consent last changed: the My alerts screen, a message's opt-out link, a STOP reply. */
export type ConsentChange = 'account' | 'link' | 'stop';

/** Whether user `userId`'s WhatsApp alerts are on. */
export async function alertsOn(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('alert_consents')
    .select('alerts_on')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.alerts_on === 1;
}

/**
 * Turns user `userId`'s alerts on (keeping `consentText`, the wording they
 * agreed to) or off (keeping the wording agreed to before), and records
 * the change (consent-records.repository.ts).
 */
export async function setAlerts(
  db: Db,
  userId: number,
  change: { on: boolean; consentText: string; via: ConsentChange; nowIso: string },
): Promise<void> {
  const row = {
    user_id: userId,
    alerts_on: change.on ? 1 : 0,
    consent_text: change.consentText,
    changed_at: change.nowIso,
    changed_via: change.via,
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('alert_consents')
      .values(row)
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          alerts_on: row.alerts_on,
          changed_at: row.changed_at,
          changed_via: row.changed_via,
          ...(change.on ? { consent_text: row.consent_text } : {}),
        }),
      )
      .execute();
    const agreed = await trx
      .selectFrom('alert_consents')
      .select('consent_text')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    await recordConsent(trx, userId, {
      purpose: 'alerts',
      given: change.on,
      wording: agreed.consent_text,
      channel: change.via,
      nowIso: change.nowIso,
    });
  });
}
