/**
 * Price history (issue 23 part 5: "Price dropped by ₹20,000"). Frozen:
 * change the schema with a new migration. Runs on SQLite and PostgreSQL alike.
 *
 * - listing_prices: one row per change of a listing's price (rupees): the
 *   price before and after, and the listing's updated_at of that change. A
 *   listing's removal cascades to its rows.
 * - The trigger listings_price_history writes the row whenever an UPDATE
 *   changes listings.price, whoever makes it (the seller's edit form, the
 *   dealer workspace, the dealer import), so no path can forget it.
 */
import { type Kysely, sql } from 'kysely';
import { autoIncrementId, isPostgres } from './migration-helpers.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await autoIncrementId(db, db.schema.createTable('listing_prices'))
    .addColumn('listing_id', 'integer', (c) =>
      c.notNull().references('listings.id').onDelete('cascade'),
    )
    .addColumn('old_price', 'integer', (c) => c.notNull())
    .addColumn('new_price', 'integer', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('listing_prices_listing')
    .on('listing_prices')
    .columns(['listing_id', 'id'])
    .execute();
  if (isPostgres(db)) {
    await sql`
      CREATE FUNCTION listings_price_history() RETURNS trigger AS $$
      BEGIN
        INSERT INTO listing_prices (listing_id, old_price, new_price, changed_at)
        VALUES (NEW.id, OLD.price, NEW.price, NEW.updated_at);
        RETURN NEW;
      END
      $$ LANGUAGE plpgsql`.execute(db);
    await sql`
      CREATE TRIGGER listings_price_history AFTER UPDATE OF price ON listings
      FOR EACH ROW WHEN (NEW.price IS DISTINCT FROM OLD.price)
      EXECUTE FUNCTION listings_price_history()`.execute(db);
  } else {
    await sql`
      CREATE TRIGGER listings_price_history AFTER UPDATE OF price ON listings
      WHEN NEW.price IS NOT OLD.price
      BEGIN
        INSERT INTO listing_prices (listing_id, old_price, new_price, changed_at)
        VALUES (NEW.id, OLD.price, NEW.price, NEW.updated_at);
      END`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER listings_price_history${isPostgres(db) ? sql` ON listings` : sql``}`.execute(
    db,
  );
  if (isPostgres(db)) await sql`DROP FUNCTION listings_price_history()`.execute(db);
  await db.schema.dropTable('listing_prices').execute();
}
