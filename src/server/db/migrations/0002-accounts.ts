/**
 * Accounts (issue 3): users and their profiles, OTP challenges, login
 * tickets, access tokens and favourites. Frozen: change the schema with a
 * new migration. Runs on SQLite and PostgreSQL alike; times are ISO 8601
 * strings made by the application, secrets are stored only as hashes.
 *
 * Lookups and their indexes:
 * - users by mobile (unique);
 * - profiles by user (primary key);
 * - otp_mobiles by mobile (primary key; the row ReSendOTP locks per number);
 * - otp_challenges: the latest for a mobile and a mobile's sends in the last
 *   hour (mobile, id) / (mobile, created_at);
 * - login_tickets and access_tokens by hash (unique), tokens by user,
 *   both by expiry for clean-up;
 * - favourites: a user's list newest first (user_id, id), one row per user
 *   and car (unique), and by car (a listing's removal cascades to them).
 */
import type { Kysely } from 'kysely';
import { autoIncrementId } from './migration-helpers.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await autoIncrementId(db, db.schema.createTable('users'))
    .addColumn('mobile', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_login_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('profiles')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country_id', 'integer', (c) => c.references('countries.id'))
    .addColumn('state_id', 'integer', (c) => c.references('states.id'))
    .addColumn('city_id', 'integer', (c) => c.references('cities.id'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('otp_mobiles')
    .addColumn('mobile', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await autoIncrementId(db, db.schema.createTable('otp_challenges'))
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .execute();
  await db.schema
    .createIndex('otp_challenges_mobile_id')
    .on('otp_challenges')
    .columns(['mobile', 'id'])
    .execute();
  await db.schema
    .createIndex('otp_challenges_mobile_created')
    .on('otp_challenges')
    .columns(['mobile', 'created_at'])
    .execute();

  await autoIncrementId(db, db.schema.createTable('login_tickets'))
    .addColumn('ticket_hash', 'text', (c) => c.notNull().unique())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('login_tickets_expires')
    .on('login_tickets')
    .columns(['expires_at'])
    .execute();

  await autoIncrementId(db, db.schema.createTable('access_tokens'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('access_tokens_user')
    .on('access_tokens')
    .columns(['user_id'])
    .execute();
  await db.schema
    .createIndex('access_tokens_expires')
    .on('access_tokens')
    .columns(['expires_at'])
    .execute();

  await autoIncrementId(db, db.schema.createTable('favourites'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('listing_id', 'integer', (c) =>
      c.notNull().references('listings.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('favourites_user_listing', ['user_id', 'listing_id'])
    .execute();
  await db.schema
    .createIndex('favourites_user_id')
    .on('favourites')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('favourites_listing')
    .on('favourites')
    .columns(['listing_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'favourites',
    'access_tokens',
    'login_tickets',
    'otp_challenges',
    'otp_mobiles',
    'profiles',
    'users',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
