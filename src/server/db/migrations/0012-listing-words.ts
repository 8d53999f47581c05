/**
 * The listings' text index (issue 23 part 1, docs/product.md#keyword-search):
 * the words of each listing's variant name and colour ("VXi Plus AGS Pearl
 * Arctic White"), which keyword search matches where no column can ("swift
 * vxi", "white suv"). Frozen: change the schema with a new migration.
 *
 * - SQLite: listing_words, an FTS5 table without content of its own (the
 *   rowid is the listing id; contentless_delete lets a row be replaced).
 * - PostgreSQL: listing_words (listing_id, words tsvector) with a GIN index;
 *   a listing's removal cascades to its row.
 * - Triggers keep it whatever the path (seller's form, dealer workspace,
 *   import): on insert, and on an update of the variant or the colour.
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './migration-helpers.ts';

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`
      CREATE TABLE listing_words (
        listing_id integer PRIMARY KEY REFERENCES listings(id) ON DELETE CASCADE,
        words tsvector NOT NULL
      )`.execute(db);
    await sql`
      CREATE FUNCTION listing_words_of(variant_id integer, colour text) RETURNS tsvector AS $$
        SELECT to_tsvector('simple', coalesce((SELECT name FROM variants WHERE id = variant_id), '') || ' ' || colour)
      $$ LANGUAGE sql STABLE`.execute(db);
    await sql`
      CREATE FUNCTION listings_words_keep() RETURNS trigger AS $$
      BEGIN
        INSERT INTO listing_words (listing_id, words)
        VALUES (NEW.id, listing_words_of(NEW.variant_id, NEW.colour))
        ON CONFLICT (listing_id) DO UPDATE SET words = EXCLUDED.words;
        RETURN NEW;
      END
      $$ LANGUAGE plpgsql`.execute(db);
    await sql`
      CREATE TRIGGER listings_words_insert AFTER INSERT ON listings
      FOR EACH ROW EXECUTE FUNCTION listings_words_keep()`.execute(db);
    await sql`
      CREATE TRIGGER listings_words_update AFTER UPDATE OF variant_id, colour ON listings
      FOR EACH ROW EXECUTE FUNCTION listings_words_keep()`.execute(db);
    await sql`
      INSERT INTO listing_words (listing_id, words)
      SELECT id, listing_words_of(variant_id, colour) FROM listings`.execute(db);
    await sql`CREATE INDEX listing_words_gin ON listing_words USING gin (words)`.execute(db);
    return;
  }
  await sql`
    CREATE VIRTUAL TABLE listing_words USING fts5(
      words, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2'
    )`.execute(db);
  const words = (l: 'NEW') =>
    sql.raw(
      `coalesce((SELECT name FROM variants WHERE id = ${l}.variant_id), '') || ' ' || ${l}.colour`,
    );
  await sql`
    CREATE TRIGGER listings_words_insert AFTER INSERT ON listings BEGIN
      INSERT INTO listing_words (rowid, words) VALUES (NEW.id, ${words('NEW')});
    END`.execute(db);
  await sql`
    CREATE TRIGGER listings_words_update AFTER UPDATE OF variant_id, colour ON listings BEGIN
      DELETE FROM listing_words WHERE rowid = OLD.id;
      INSERT INTO listing_words (rowid, words) VALUES (NEW.id, ${words('NEW')});
    END`.execute(db);
  await sql`
    CREATE TRIGGER listings_words_delete AFTER DELETE ON listings BEGIN
      DELETE FROM listing_words WHERE rowid = OLD.id;
    END`.execute(db);
  await sql`
    INSERT INTO listing_words (rowid, words)
    SELECT l.id, coalesce(v.name, '') || ' ' || l.colour
    FROM listings l LEFT JOIN variants v ON v.id = l.variant_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP TRIGGER listings_words_update ON listings`.execute(db);
    await sql`DROP TRIGGER listings_words_insert ON listings`.execute(db);
    await sql`DROP TABLE listing_words`.execute(db);
    await sql`DROP FUNCTION listings_words_keep()`.execute(db);
    await sql`DROP FUNCTION listing_words_of(integer, text)`.execute(db);
    return;
  }
  for (const t of ['listings_words_insert', 'listings_words_update', 'listings_words_delete']) {
    await sql`DROP TRIGGER ${sql.raw(t)}`.execute(db);
  }
  await sql`DROP TABLE listing_words`.execute(db);
}
