/**
 * The operators' audit kept one year, not for ever (issue 44 part 6;
 * docs/privacy.md#retention): migration 0016 refused every DELETE on
 * operator_audit. Now a row may be deleted once it is 30 days old (the
 * least AUDIT_RETENTION_DAYS allows), so the hourly purge can delete what is
 * past the retention, while the last 30 days stay untouchable; UPDATE is
 * still refused. Frozen: change the schema with a new migration. Runs on
 * SQLite and PostgreSQL alike (times are ISO 8601 UTC text).
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './migration-helpers.ts';

const REFUSAL = 'operator_audit rows younger than 30 days cannot be deleted';

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP TRIGGER operator_audit_append_only ON operator_audit`.execute(db);
    await sql`
      CREATE TRIGGER operator_audit_no_update BEFORE UPDATE ON operator_audit
      FOR EACH ROW EXECUTE FUNCTION operator_audit_append_only()`.execute(db);
    await sql`
      CREATE FUNCTION operator_audit_no_recent_delete() RETURNS trigger AS $$
      BEGIN
        IF OLD.created_at >= to_char((now() AT TIME ZONE 'utc') - interval '30 days',
                                     'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') THEN
          RAISE EXCEPTION '${sql.raw(REFUSAL)}';
        END IF;
        RETURN OLD;
      END
      $$ LANGUAGE plpgsql`.execute(db);
    await sql`
      CREATE TRIGGER operator_audit_no_recent_delete BEFORE DELETE ON operator_audit
      FOR EACH ROW EXECUTE FUNCTION operator_audit_no_recent_delete()`.execute(db);
  } else {
    await sql`DROP TRIGGER operator_audit_no_delete`.execute(db);
    await sql`
      CREATE TRIGGER operator_audit_no_recent_delete BEFORE DELETE ON operator_audit
      WHEN OLD.created_at >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 days')
      BEGIN SELECT RAISE(ABORT, '${sql.raw(REFUSAL)}'); END`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP TRIGGER operator_audit_no_recent_delete ON operator_audit`.execute(db);
    await sql`DROP FUNCTION operator_audit_no_recent_delete()`.execute(db);
    await sql`DROP TRIGGER operator_audit_no_update ON operator_audit`.execute(db);
    await sql`
      CREATE TRIGGER operator_audit_append_only BEFORE UPDATE OR DELETE ON operator_audit
      FOR EACH ROW EXECUTE FUNCTION operator_audit_append_only()`.execute(db);
  } else {
    await sql`DROP TRIGGER operator_audit_no_recent_delete`.execute(db);
    await sql`
      CREATE TRIGGER operator_audit_no_delete BEFORE DELETE
      ON operator_audit BEGIN SELECT RAISE(ABORT, 'operator_audit is append-only'); END`.execute(
      db,
    );
  }
}
