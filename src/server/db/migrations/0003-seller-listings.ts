/**
 * Seller listings (issue 4). Frozen: change the schema with a new migration.
 * Runs on SQLite and PostgreSQL alike.
 *
 * - users.rand: a stable public id of a user who sells, the `Rand` of the
 *   seller profile built from the user's profile
 *   (docs/product.md#listings-and-search). Null until the user first lists a
 *   car; existing users get one here. Unique.
 * - listings_unsold_car_number: a vehicle number is listed at most once among
 *   unsold listings (partial unique index), so two sellers racing with the
 *   same number cannot both win.
 */
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

/** 10 random URL-safe characters, as src/server/db/random-ids.ts makes them (inlined: migrations are frozen). */
const rand = () => randomBytes(8).toString('base64url').slice(0, 10);

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('rand', 'text').execute();
  const users: { id: number }[] = await db.selectFrom('users').select('id').execute();
  for (const user of users) {
    await db.updateTable('users').set({ rand: rand() }).where('id', '=', user.id).execute();
  }
  await db.schema.createIndex('users_rand').on('users').column('rand').unique().execute();

  await sql`create unique index listings_unsold_car_number on listings (car_number) where status = 'UnSold'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('listings_unsold_car_number').execute();
  await db.schema.dropIndex('users_rand').execute();
  await db.schema.alterTable('users').dropColumn('rand').execute();
}
