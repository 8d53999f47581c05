/**
 * Consents on record (issue 44 part 3; docs/privacy.md#consents): every
 * consent given or withdrawn, with the notice version it was given under,
 * the words agreed to, when and where. alert_consents and
 * follow_up_consents keep each purpose's standing; this table keeps its
 * history. Each account's standing consents start the history, under the
 * version NOTICE_VERSION_BEFORE. An account's removal cascades. Frozen:
 * change the schema with a new migration. Runs on SQLite and PostgreSQL
 * alike.
 */
import { type Kysely, sql } from 'kysely';
import { autoIncrementId } from './migration-helpers.ts';

const BEFORE = 'before-2026-12-03';

export async function up(db: Kysely<any>): Promise<void> {
  await autoIncrementId(db, db.schema.createTable('consent_records'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('given', 'integer', (c) => c.notNull())
    .addColumn('notice_version', 'text', (c) => c.notNull())
    .addColumn('wording', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('consent_records_user')
    .on('consent_records')
    .columns(['user_id', 'purpose', 'id'])
    .execute();
  await sql`insert into consent_records (user_id, purpose, given, notice_version, wording, channel, at)
    select user_id, 'alerts', alerts_on, ${BEFORE}, consent_text, changed_via, changed_at from alert_consents`.execute(
    db,
  );
  await sql`insert into consent_records (user_id, purpose, given, notice_version, wording, channel, at)
    select user_id, 'follow-ups', messages_on, ${BEFORE}, consent_text, changed_via, changed_at from follow_up_consents`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('consent_records').execute();
}
