/**
 * Sends the "is it still for sale?" WhatsApp (issue 25 part 3,
 * docs/moderation.md#fresh-listings) REMINDER_DAYS before a private
 * seller's car expires: once each per renewal (a claimed row first, so two
 * servers running the hourly job send one), with a one-tap link to renew it
 * or mark it sold (/listing/renew?t=, renewal-link.routes.ts). Dealers renew
 * their stock in bulk from the workspace and get no per-car message.
 */
import { formatDate } from '#shared/format.ts';
import { type Lang, langPrefix } from '#shared/i18n/lang.ts';
import { expiresAt } from '#shared/listing-expiry.ts';
import type { Db } from '../../db/database.ts';
import { NOTICE_WORDS, templateLanguageFor } from '../../notices/notice-words.ts';
import type { MessageSender } from '../../ports/message-sender.ts';
import { newOpaqueToken, tokenHash } from '../auth/secrets.ts';
import { carsDueReminder, claimReminder, markReminder } from './reminders.repository.ts';

/** Days before expiry a reminder goes, the earlier first. */
export const REMINDER_DAYS = [7, 1] as const;
/** Reminders one run sends at most (the rest go in the next hour). */
const BATCH = 500;
const DAY_MS = 86_400_000;

export const RENEW_LINK_PATH = '/listing/renew';

export interface ReminderDeps {
  db: Db;
  sender: MessageSender;
  publicUrl: string;
  ttlDays: number;
  /** The languages of the renewal template Meta approved (default English only; issue 26). */
  templateLanguages?: readonly Lang[];
}

/** Sends every reminder due at `now`; answers how many went. A failed send is kept as 'failed'. */
export async function sendRenewalReminders(deps: ReminderDeps, now: Date): Promise<number> {
  let sent = 0;
  for (const days of REMINDER_DAYS) {
    // Expires within `days` days: renewed before now - ttl + days, and not expired yet.
    const range = {
      days,
      dueBeforeIso: new Date(now.getTime() - (deps.ttlDays - days) * DAY_MS).toISOString(),
      stillLiveAfterIso: new Date(now.getTime() - deps.ttlDays * DAY_MS).toISOString(),
    };
    for (const car of await carsDueReminder(deps.db, range, BATCH)) {
      // The 1-day reminder covers a car already within a day: no 7-day one then.
      const left = (Date.parse(expiresAt(car.renewed_at, deps.ttlDays)) - now.getTime()) / DAY_MS;
      if (days === 7 && left <= 1) continue;
      const token = newOpaqueToken();
      const key = { listingId: car.id, renewedAt: car.renewed_at, days };
      if (
        !(await claimReminder(deps.db, {
          ...key,
          tokenHash: tokenHash(token),
          nowIso: now.toISOString(),
        }))
      ) {
        continue;
      }
      const title = `${car.model_year} ${car.make_name} ${car.model_name}`;
      // In the seller's language when its template is approved, else in English (issue 26 part 4).
      const lang = templateLanguageFor(car.lang, deps.templateLanguages ?? ['en']);
      const words = NOTICE_WORDS[lang];
      const until = formatDate(expiresAt(car.renewed_at, deps.ttlDays), words.dateText);
      const link = `${deps.publicUrl}${langPrefix(lang)}${RENEW_LINK_PATH}?t=${token}`;
      try {
        await deps.sender.send({
          kind: 'renewal',
          to: car.mobile,
          lang,
          params: [title, until, link],
          text: words.renewalText(title, until, link),
        });
        await markReminder(deps.db, key, 'sent');
        sent += 1;
      } catch {
        await markReminder(deps.db, key, 'failed');
      }
    }
  }
  return sent;
}
