/**
 * The language a person reads CarSetu in (issue 26 part 4): users.lang, 'en',
 * 'hi' or 'gu', set at every sign-in from the language of the page signed in
 * from; their WhatsApp messages (lead notices, alerts, renewal reminders) go
 * out in it (src/server/notices/notice-words.ts). Frozen: change the schema
 * with a new migration. Runs on SQLite and PostgreSQL alike.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('lang').execute();
}
