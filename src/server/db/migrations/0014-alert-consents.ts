/**
 * WhatsApp alert consent (issue 24 part 4, docs/product.md#saved-searches).
 * Frozen: change the schema with a new migration. Runs on SQLite and
 * PostgreSQL alike.
 *
 * - alert_consents: one row per account that ever chose: alerts on (1) or
 *   off (0), the consent wording the buyer agreed to when turning them on,
 *   when and how it last changed ('account': the My alerts screen; later
 *   'link' and 'stop' for the message's opt-out link and a STOP reply). No
 *   row: alerts were never turned on. An account's removal cascades.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('alert_consents')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('alerts_on', 'integer', (c) => c.notNull())
    .addColumn('consent_text', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .addColumn('changed_via', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('alert_consents').execute();
}
