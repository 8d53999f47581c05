/**
 * Reports, operators' actions and blocks (issue 25 parts 1 and 2,
 * docs/moderation.md). Frozen: change the schema with a new migration. Runs
 * on SQLite and PostgreSQL alike.
 *
 * - listings: a car kept from buyers has status 'Hidden' (every public query
 *   already asks for 'UnSold', so a hidden car is out of them all at once)
 *   and `hidden_reason` says why: 'reports' (three people reported it),
 *   'operator' (an operator hid it) or 'blocked' (its seller is blocked);
 *   `hidden_at` since when.
 * - listing_reports: one report of a car by one mobile (a second by the same
 *   mobile is refused): reason code, remarks, the reporter's mobile and
 *   account (null when signed out), when; closed by an operator with an
 *   outcome ('hidden' or 'dismissed').
 * - blocked_mobiles: a mobile that cannot sign in, send leads or report,
 *   and whose listings are hidden; who blocked it, why, when.
 * - operator_audit: append-only (triggers refuse UPDATE and DELETE): each
 *   operator action with who, what, why, and the subject before and after
 *   (JSON).
 */
import { type Kysely, sql } from 'kysely';
import { autoIncrementId, isPostgres } from './migration-helpers.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('listings').addColumn('hidden_reason', 'text').execute();
  await db.schema.alterTable('listings').addColumn('hidden_at', 'text').execute();

  await autoIncrementId(db, db.schema.createTable('listing_reports'))
    .addColumn('listing_id', 'integer', (c) =>
      c.notNull().references('listings.id').onDelete('cascade'),
    )
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('remarks', 'text', (c) => c.notNull())
    .addColumn('reporter_mobile', 'text', (c) => c.notNull())
    .addColumn('reporter_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .addColumn('closed_by', 'integer')
    .addColumn('outcome', 'text')
    .execute();
  await db.schema
    .createIndex('listing_reports_reporter')
    .on('listing_reports')
    .columns(['listing_id', 'reporter_mobile'])
    .unique()
    .execute();
  await db.schema
    .createIndex('listing_reports_open')
    .on('listing_reports')
    .columns(['closed_at', 'created_at'])
    .execute();

  await db.schema
    .createTable('blocked_mobiles')
    .addColumn('mobile', 'text', (c) => c.primaryKey())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('blocked_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await autoIncrementId(db, db.schema.createTable('operator_audit'))
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('operator_mobile', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  if (isPostgres(db)) {
    await sql`
      CREATE FUNCTION operator_audit_append_only() RETURNS trigger AS $$
      BEGIN
        RAISE EXCEPTION 'operator_audit is append-only';
      END
      $$ LANGUAGE plpgsql`.execute(db);
    await sql`
      CREATE TRIGGER operator_audit_append_only BEFORE UPDATE OR DELETE ON operator_audit
      FOR EACH ROW EXECUTE FUNCTION operator_audit_append_only()`.execute(db);
  } else {
    for (const op of ['UPDATE', 'DELETE']) {
      await sql`
        CREATE TRIGGER ${sql.raw(`operator_audit_no_${op.toLowerCase()}`)} BEFORE ${sql.raw(op)}
        ON operator_audit BEGIN SELECT RAISE(ABORT, 'operator_audit is append-only'); END`.execute(
        db,
      );
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('operator_audit').execute();
  if (isPostgres(db)) await sql`DROP FUNCTION operator_audit_append_only()`.execute(db);
  await db.schema.dropTable('blocked_mobiles').execute();
  await db.schema.dropTable('listing_reports').execute();
  await db.schema.alterTable('listings').dropColumn('hidden_at').execute();
  await db.schema.alterTable('listings').dropColumn('hidden_reason').execute();
}
