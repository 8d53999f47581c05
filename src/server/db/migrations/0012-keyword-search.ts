/**
 * Keyword search (issue 23 part 1, docs/product.md#keyword-search,
 * docs/decisions/034-keyword-search.md). Frozen: change the schema with a
 * new migration.
 *
 * - The variant names' text index, which finds the variants a typed word
 *   names ("vxi", "zxi plus"): on SQLite variant_words, an FTS5 table over
 *   `variants` (external content, kept by triggers on every change of the
 *   catalogue); on PostgreSQL a GIN index of to_tsvector('simple', name).
 * - listings_status_variant (status, variant_id, id): the search then finds
 *   the cars of those variants, as it finds those of a model.
 * - listings_status_model_price (status, model_id, price, id): a model's cars
 *   cheapest (or dearest) first, in every state ("i20 petrol", cheapest
 *   first): without it PostgreSQL walked the price index of every car for
 *   the few of one model (61 ms on a million listings).
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './migration-helpers.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('listings_status_variant')
    .on('listings')
    .columns(['status', 'variant_id', 'id'])
    .execute();
  await db.schema
    .createIndex('listings_status_model_price')
    .on('listings')
    .columns(['status', 'model_id', 'price', 'id'])
    .execute();
  if (isPostgres(db)) {
    await sql`CREATE INDEX variants_name_words ON variants USING gin (to_tsvector('simple', name))`.execute(
      db,
    );
    return;
  }
  await sql`
    CREATE VIRTUAL TABLE variant_words USING fts5(
      name, content='variants', content_rowid='id', tokenize='unicode61 remove_diacritics 2'
    )`.execute(db);
  await sql`
    CREATE TRIGGER variants_words_insert AFTER INSERT ON variants BEGIN
      INSERT INTO variant_words (rowid, name) VALUES (NEW.id, NEW.name);
    END`.execute(db);
  await sql`
    CREATE TRIGGER variants_words_delete AFTER DELETE ON variants BEGIN
      INSERT INTO variant_words (variant_words, rowid, name) VALUES ('delete', OLD.id, OLD.name);
    END`.execute(db);
  await sql`
    CREATE TRIGGER variants_words_update AFTER UPDATE OF name ON variants BEGIN
      INSERT INTO variant_words (variant_words, rowid, name) VALUES ('delete', OLD.id, OLD.name);
      INSERT INTO variant_words (rowid, name) VALUES (NEW.id, NEW.name);
    END`.execute(db);
  await sql`INSERT INTO variant_words (variant_words) VALUES ('rebuild')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP INDEX variants_name_words`.execute(db);
  } else {
    for (const t of ['variants_words_insert', 'variants_words_delete', 'variants_words_update']) {
      await sql`DROP TRIGGER ${sql.raw(t)}`.execute(db);
    }
    await sql`DROP TABLE variant_words`.execute(db);
  }
  await db.schema.dropIndex('listings_status_model_price').execute();
  await db.schema.dropIndex('listings_status_variant').execute();
}
