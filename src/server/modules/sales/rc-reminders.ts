/**
 * The RC transfer's reminder (issue 45 part 3;
 * docs/decisions/044-cost-sheets.md#sales): once RC_SUBMIT_DAYS have passed
 * since a dealer's sale and its papers are still only signed, the
 * dealership's registered mobile gets one WhatsApp message, in its
 * language, naming the car. Run hourly by the listing-expiry job; each sale
 * is reminded once (rc_reminded_at), marked as its message goes, so a
 * failed send is tried again next hour.
 */
import { isLang } from '#shared/i18n/lang.ts';
import { RC_SUBMIT_DAYS } from '#shared/schemas/sale.ts';
import type { Db } from '../../db/database.ts';
import { NOTICE_WORDS } from '../../notices/notice-words.ts';
import type { MessageSender } from '../../ports/message-sender.ts';

const DAY_MS = 86_400_000;

/** Sends the reminders due at `now`; answers how many went. */
export async function sendRcReminders(
  deps: { db: Db; sender: MessageSender },
  now: Date,
): Promise<number> {
  const due = new Date(now.getTime() - RC_SUBMIT_DAYS * DAY_MS).toISOString();
  const rows = await deps.db
    .selectFrom('listing_sales as s')
    .innerJoin('listings as l', 'l.id', 's.listing_id')
    .innerJoin('dealers as d', 'd.id', 'l.dealer_id')
    .innerJoin('makes as mk', 'mk.id', 'l.make_id')
    .innerJoin('models as md', 'md.id', 'l.model_id')
    .leftJoin('users as u', 'u.mobile', 'd.mobile')
    .select([
      's.listing_id',
      's.sold_at',
      'd.mobile',
      'u.lang',
      'l.car_number',
      'mk.name as make',
      'md.name as model',
    ])
    .where('s.rc_stage', '=', 'signed')
    .where('s.rc_reminded_at', 'is', null)
    .where('s.sold_at', '<=', due)
    .where('d.deactivated_at', 'is', null)
    .limit(500)
    .execute();
  for (const r of rows) {
    const words = NOTICE_WORDS[isLang(r.lang) ? r.lang : 'en'];
    const sold = new Date(r.sold_at);
    const soldOn = words.dateText(sold.getUTCDate(), sold.getUTCMonth(), sold.getUTCFullYear());
    await deps.sender.send({
      kind: 'lead',
      to: r.mobile,
      text: words.rcReminder(`${r.make} ${r.model}`, r.car_number, soldOn),
    });
    await deps.db
      .updateTable('listing_sales')
      .set({ rc_reminded_at: now.toISOString() })
      .where('listing_id', '=', r.listing_id)
      .execute();
  }
  return rows.length;
}
