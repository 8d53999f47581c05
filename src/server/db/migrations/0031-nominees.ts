/**
 * Nominees (issue 44 part 4; docs/privacy.md#nominee): the person an
 * account names to act for it if its holder dies or cannot act (DPDP Act
 * 2023 s. 14), one per account, with their name and mobile. Frozen: change
 * the schema with a new migration. Runs on SQLite and PostgreSQL alike.
 * An account's removal cascades.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('nominees')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('nominees').execute();
}
