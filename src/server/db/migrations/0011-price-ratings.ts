/**
 * The fair-price badge (issue 23 part 2; docs/decisions/032-price-ratings.md).
 * Frozen: change the schema with a new migration. Runs on SQLite and
 * PostgreSQL alike.
 *
 * - price_ratings: one row per rated listing: the rating (null: fewer than 8
 *   comparables), the fair price and its range in rupees, how many
 *   comparables it came from, when it was computed. A listing's removal
 *   cascades to its row.
 * - price_rating_models: the models whose ratings are out of date, each with
 *   a counter `seq` bumped at every new mark. The trigger
 *   listings_rating_dirty marks a listing's model (old and new) whenever a
 *   listing is added, removed or changes what a rating reads (price, status,
 *   km, year, model, fuel, gear, state), whatever path makes the change; the
 *   ratings sweep (modules/price-ratings) rates the model again and removes
 *   the mark only if `seq` is still the one it read.
 * Every model with listings starts marked.
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './migration-helpers.ts';

const WATCHED = sql.raw('price, status, km, model_year, model_id, fuel_id, gear_id, state_id');

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('price_ratings')
    .addColumn('listing_id', 'integer', (c) =>
      c.primaryKey().references('listings.id').onDelete('cascade'),
    )
    .addColumn('rating', 'text')
    .addColumn('fair_price', 'integer', (c) => c.notNull())
    .addColumn('fair_low', 'integer', (c) => c.notNull())
    .addColumn('fair_high', 'integer', (c) => c.notNull())
    .addColumn('comparables', 'integer', (c) => c.notNull())
    .addColumn('computed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('price_rating_models')
    .addColumn('model_id', 'integer', (c) => c.primaryKey())
    .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  const mark = (row: 'NEW' | 'OLD') =>
    sql`INSERT INTO price_rating_models (model_id) VALUES (${sql.raw(row)}.model_id)
        ON CONFLICT (model_id) DO UPDATE SET seq = price_rating_models.seq + 1;`;
  if (isPostgres(db)) {
    await sql`
      CREATE FUNCTION listings_rating_dirty() RETURNS trigger AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN ${mark('OLD')} END IF;
        IF TG_OP <> 'DELETE' THEN ${mark('NEW')} END IF;
        RETURN NULL;
      END
      $$ LANGUAGE plpgsql`.execute(db);
    await sql`
      CREATE TRIGGER listings_rating_dirty
      AFTER INSERT OR DELETE OR UPDATE OF ${WATCHED} ON listings
      FOR EACH ROW EXECUTE FUNCTION listings_rating_dirty()`.execute(db);
  } else {
    await sql`CREATE TRIGGER listings_rating_insert AFTER INSERT ON listings
      BEGIN ${mark('NEW')} END`.execute(db);
    await sql`CREATE TRIGGER listings_rating_update AFTER UPDATE OF ${WATCHED} ON listings
      BEGIN ${mark('OLD')} ${mark('NEW')} END`.execute(db);
    await sql`CREATE TRIGGER listings_rating_delete AFTER DELETE ON listings
      BEGIN ${mark('OLD')} END`.execute(db);
  }
  await sql`INSERT INTO price_rating_models (model_id)
    SELECT DISTINCT model_id FROM listings`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP TRIGGER listings_rating_dirty ON listings`.execute(db);
    await sql`DROP FUNCTION listings_rating_dirty()`.execute(db);
  } else {
    for (const name of ['insert', 'update', 'delete']) {
      await sql`DROP TRIGGER ${sql.raw(`listings_rating_${name}`)}`.execute(db);
    }
  }
  await db.schema.dropTable('price_rating_models').execute();
  await db.schema.dropTable('price_ratings').execute();
}
