/**
 * A dealership's team (issue 43 part 1; docs/decisions/040-dealer-team.md).
 * Frozen: change the schema with a new migration. Runs on SQLite and
 * PostgreSQL alike.
 *
 * - dealer_staff: a person an owner added by mobile, with a role ('owner',
 *   'manager' or 'sales', checked by the database) and, for a sales
 *   executive, whether they may change prices; removed people keep their row
 *   with `removed_at` (leads and the trail still name them).
 * - dealer_staff_active_mobile: a mobile is in one team at a time (a
 *   partial unique index over the people not removed).
 * - dealer_staff_dealer: a dealership's team, listed and counted.
 * - dealer_team_events: who added, changed or removed whom, and when.
 * - leads.assignee_staff_id: the person a lead is assigned to; null is the
 *   owner (every existing lead). Removing a person sets their open leads
 *   back to null; leads_assignee finds them.
 */
import { type Kysely, sql } from 'kysely';
import { autoIncrementId } from './migration-helpers.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await autoIncrementId(db, db.schema.createTable('dealer_staff'))
    .addColumn('dealer_id', 'integer', (c) =>
      c.notNull().references('dealers.id').onDelete('cascade'),
    )
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('may_set_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('added_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'text')
    .addCheckConstraint('dealer_staff_role', sql`role in ('owner', 'manager', 'sales')`)
    .execute();
  await db.schema
    .createIndex('dealer_staff_active_mobile')
    .on('dealer_staff')
    .column('mobile')
    .unique()
    .where(sql.ref('removed_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('dealer_staff_dealer')
    .on('dealer_staff')
    .columns(['dealer_id', 'removed_at'])
    .execute();

  await autoIncrementId(db, db.schema.createTable('dealer_team_events'))
    .addColumn('dealer_id', 'integer', (c) =>
      c.notNull().references('dealers.id').onDelete('cascade'),
    )
    .addColumn('staff_id', 'integer', (c) =>
      c.notNull().references('dealer_staff.id').onDelete('cascade'),
    )
    .addColumn('actor_user_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dealer_team_events_dealer')
    .on('dealer_team_events')
    .columns(['dealer_id', 'id'])
    .execute();

  // No foreign key: SQLite cannot drop a column that has one (down), and only the team
  // service writes it, with an id of the lead's dealership.
  await db.schema.alterTable('leads').addColumn('assignee_staff_id', 'integer').execute();
  await db.schema.createIndex('leads_assignee').on('leads').column('assignee_staff_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('leads_assignee').execute();
  await db.schema.alterTable('leads').dropColumn('assignee_staff_id').execute();
  await db.schema.dropTable('dealer_team_events').execute();
  await db.schema.dropTable('dealer_staff').execute();
}
