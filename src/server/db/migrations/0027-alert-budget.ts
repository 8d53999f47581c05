/**
 * The alert messages taken from a day's budget, one row a day (issue 42
 * part 4; docs/alerts.md#at-scale): each send took the budget by counting
 * the day's digests sending or sent, up to the budget, which at 100,000 a
 * day made sending quadratic (the 100,000th send counted 99,999 rows). A
 * send now adds one to its day's row in the same statement that checks it.
 * The days already under way start at their digests' count. Frozen: change
 * the schema with a new migration. Runs on SQLite and PostgreSQL alike.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('alert_budget_days')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('taken', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into alert_budget_days (day, taken)
    select day, count(*) from alert_digests where status in ('sending', 'sent') group by day`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('alert_budget_days').execute();
}
