/**
 * Retention (issue 44 part 6; docs/privacy.md#retention), on SQLite and
 * PostgreSQL: the hourly purge anonymises leads past LEAD_RETENTION_DAYS
 * (name, mobile and notes gone; stage, dates and car kept) and deletes the
 * operators' audit past AUDIT_RETENTION_DAYS; newer rows are left alone, and
 * a second run changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { createAppWithInventory } from '../../testing/api-test-helpers.ts';
import { fileTestApp } from '../../testing/file-test-app.ts';
import { applyRetention } from './retention.ts';

const t = fileTestApp(createAppWithInventory);
// The real clock: the audit's trigger refuses to delete rows of the last 30 days (migration 0030).
const NOW = new Date();
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString();
const DAYS = { leadDays: 1095, auditDays: 365 };

async function aLead(name: string, mobile: string, createdAt: string): Promise<number> {
  const listing = await t.db
    .selectFrom('listings')
    .select(['id', 'dealer_id'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const lead = await t.db
    .insertInto('leads')
    .values({
      listing_id: listing.id,
      dealer_id: listing.dealer_id,
      name,
      mobile,
      remarks: 'Lead from CarSetu',
      lead_type: 'CarSetuLead',
      created_at: createdAt,
      status: 'contacted',
      last_note: `Call ${name} after 6`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('lead_events')
    .values([
      {
        lead_id: lead.id,
        actor_user_id: null,
        kind: 'update',
        detail: JSON.stringify({ note: `Call ${name} after 6`, stage: 'contacted' }),
        created_at: createdAt,
      },
      {
        lead_id: lead.id,
        actor_user_id: null,
        kind: 'update',
        detail: JSON.stringify({ stage: 'contacted' }),
        created_at: createdAt,
      },
    ])
    .execute();
  return lead.id;
}

async function anAudit(createdAt: string, subject: string) {
  await t.db
    .insertInto('operator_audit')
    .values({
      operator_id: 1,
      operator_mobile: '9000000071',
      action: 'block',
      subject,
      reason: 'spam',
      before: null,
      after: null,
      created_at: createdAt,
    })
    .execute();
}

const leadRow = (id: number) =>
  t.db
    .selectFrom('leads')
    .select(['name', 'mobile', 'last_note', 'status', 'created_at', 'listing_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const eventDetails = async (id: number) =>
  (
    await t.db
      .selectFrom('lead_events')
      .select('detail')
      .where('lead_id', '=', id)
      .orderBy('id')
      .execute()
  ).map((e) => JSON.parse(e.detail));

describe('retention', () => {
  it('anonymises leads past the lead days and deletes the audit past the audit days, once', async () => {
    const old = await aLead('Ravi Old', '9811111111', daysAgo(1096));
    const recent = await aLead('Asha New', '9822222222', daysAgo(1094));
    await anAudit(daysAgo(366), 'mobile 9833333333');
    await anAudit(daysAgo(364), 'mobile 9844444444');
    const before = await leadRow(old);

    const run = await applyRetention(t.db, NOW, DAYS);
    expect(run).toEqual({ leadsAnonymised: 1, notesRemoved: 1, auditDeleted: 1 });

    expect(await leadRow(old)).toEqual({
      ...before,
      name: '',
      mobile: '',
      last_note: null,
    });
    expect(await eventDetails(old)).toEqual([{ stage: 'contacted' }, { stage: 'contacted' }]);
    expect(await leadRow(recent)).toMatchObject({ name: 'Asha New', mobile: '9822222222' });
    expect((await eventDetails(recent))[0].note).toBe('Call Asha New after 6');
    const audit = await t.db.selectFrom('operator_audit').select('subject').execute();
    expect(audit.map((a) => a.subject)).toEqual(['mobile 9844444444']);

    expect(await applyRetention(t.db, NOW, DAYS)).toEqual({
      leadsAnonymised: 0,
      notesRemoved: 0,
      auditDeleted: 0,
    });
  });

  it('refuses to delete or change the audit of the last 30 days, whatever the settings', async () => {
    await anAudit(daysAgo(29), 'mobile 9866666666');
    await expect(applyRetention(t.db, NOW, { leadDays: 1095, auditDays: 1 })).rejects.toThrow(
      /younger than 30 days/,
    );
    await expect(
      t.db.updateTable('operator_audit').set({ reason: 'edited' }).execute(),
    ).rejects.toThrow(/append-only/);
    const audit = await t.db.selectFrom('operator_audit').select('subject').execute();
    expect(audit.map((a) => a.subject)).toContain('mobile 9866666666');
  });

  it('leaves no anonymised mobile anywhere in the leads', async () => {
    await aLead('Meena Old', '9855555555', daysAgo(2000));
    await applyRetention(t.db, NOW, DAYS);
    const hits = await t.db
      .selectFrom('leads')
      .select('id')
      .where((eb) => eb.or([eb('mobile', '=', '9855555555'), eb('name', '=', 'Meena Old')]))
      .execute();
    expect(hits).toEqual([]);
    const notes = await t.db
      .selectFrom('lead_events')
      .select('id')
      .where('detail', 'like', '%Meena Old%')
      .execute();
    expect(notes).toEqual([]);
  });
});
