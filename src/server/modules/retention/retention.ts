/**
 * Keeping personal data only as long as documented (issue 44 part 6;
 * docs/privacy.md#retention), run by the hourly purge job: leads created
 * more than LEAD_RETENTION_DAYS ago are anonymised (the buyer's name and
 * mobile emptied, the notes written on them removed; the stage, dates and
 * car stay for the dealer's reports), and the operators' audit older than
 * AUDIT_RETENTION_DAYS is deleted. OTPs, login tickets and sessions keep
 * their own purge (modules/auth/purge-expired.ts).
 */
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** Days kept: leads before they are anonymised, the operators' audit before it is deleted. */
export interface RetentionDays {
  leadDays: number;
  auditDays: number;
}

/** The defaults of LEAD_RETENTION_DAYS (3 years) and AUDIT_RETENTION_DAYS (1 year). */
export const DEFAULT_RETENTION: RetentionDays = { leadDays: 1095, auditDays: 365 };

/** Lead events whose notes are removed in one run (the next run takes the rest). */
const EVENTS_A_RUN = 5000;

const DAY_MS = 86_400_000;
const daysBefore = (now: Date, days: number) =>
  new Date(now.getTime() - days * DAY_MS).toISOString();

/** What a run changed: leads anonymised, lead events whose note was removed, audit rows deleted. */
export interface RetentionRun {
  leadsAnonymised: number;
  notesRemoved: number;
  auditDeleted: number;
}

/** Applies `days` at `now`; safe to run again (an anonymised lead is left as it is). */
export async function applyRetention(
  db: Db,
  now: Date,
  days: RetentionDays,
): Promise<RetentionRun> {
  const leadCutoff = daysBefore(now, days.leadDays);
  const notesRemoved = await removeLeadNotes(
    db,
    db.selectFrom('leads').select('id').where('created_at', '<', leadCutoff),
  );
  const anonymised = await db
    .updateTable('leads')
    .set({ name: '', mobile: '', last_note: null })
    .where('created_at', '<', leadCutoff)
    .where((eb) =>
      eb.or([eb('mobile', '<>', ''), eb('name', '<>', ''), eb('last_note', 'is not', null)]),
    )
    .executeTakeFirst();
  const audit = await db
    .deleteFrom('operator_audit')
    .where('created_at', '<', daysBefore(now, days.auditDays))
    .executeTakeFirst();
  return {
    leadsAnonymised: Number(anonymised.numUpdatedRows),
    notesRemoved,
    auditDeleted: Number(audit.numDeletedRows),
  };
}

/**
 * Drops `note` from the details of the events of the leads `leadIds`
 * selects (JSON, read and written here: the same on both databases), at
 * most EVENTS_A_RUN; answers how many events changed.
 */
export async function removeLeadNotes(
  db: Db,
  leadIds: SelectQueryBuilder<Database, 'leads', { id: number }>,
): Promise<number> {
  const events = await db
    .selectFrom('lead_events')
    .select(['id', 'detail'])
    .where('lead_id', 'in', leadIds)
    .where('detail', 'like', '%"note":%')
    .limit(EVENTS_A_RUN)
    .execute();
  for (const event of events) {
    const { note: _note, ...rest } = JSON.parse(event.detail) as Record<string, unknown>;
    await db
      .updateTable('lead_events')
      .set({ detail: JSON.stringify(rest) })
      .where('id', '=', event.id)
      .execute();
  }
  return events.length;
}
