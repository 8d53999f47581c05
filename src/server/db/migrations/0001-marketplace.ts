/**
 * Catalogue, dealers, listings, photos, leads and banners. Frozen: change the
 * schema with a new migration. Runs on SQLite and PostgreSQL alike.
 *
 * Search indexes: every listing filter (state, city, make, model, fuel, gear,
 * vehicle type, price, km, year) has an index led by `status` and ending in
 * `id`, so "unsold, newest first" walks the index and stops after one page.
 */
import type { Kysely } from 'kysely';
import { autoIncrementId } from './migration-helpers.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const named = async (table: string) => {
    await db.schema
      .createTable(table)
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .execute();
  };
  for (const t of ['countries', 'makes', 'fuels', 'gears', 'vehicle_types', 'features']) {
    await named(t);
  }

  await db.schema
    .createTable('states')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('states_country')
    .on('states')
    .columns(['country_id', 'name'])
    .execute();

  await autoIncrementId(db, db.schema.createTable('cities'))
    .addColumn('state_id', 'integer', (c) => c.notNull().references('states.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addUniqueConstraint('cities_state_name', ['state_id', 'name'])
    .execute();

  await db.schema
    .createTable('models')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('make_id', 'integer', (c) => c.notNull().references('makes.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('engine_litres', 'real', (c) => c.notNull())
    .addColumn('year_from', 'integer', (c) => c.notNull())
    .addColumn('year_to', 'integer')
    .addColumn('price_min', 'integer', (c) => c.notNull())
    .addColumn('price_max', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('models_make').on('models').columns(['make_id', 'name']).execute();

  await db.schema
    .createTable('variants')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('model_id', 'integer', (c) => c.notNull().references('models.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('fuel_id', 'integer', (c) => c.notNull().references('fuels.id'))
    .addColumn('gear_id', 'integer', (c) => c.notNull().references('gears.id'))
    .execute();
  await db.schema.createIndex('variants_model').on('variants').columns(['model_id']).execute();

  await db.schema
    .createTable('colours')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('model_id', 'integer', (c) => c.notNull().references('models.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('colours_model').on('colours').columns(['model_id']).execute();

  await autoIncrementId(db, db.schema.createTable('banners'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('photo', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await autoIncrementId(db, db.schema.createTable('dealers'))
    .addColumn('rand', 'text', (c) => c.notNull().unique())
    .addColumn('firm_name', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull().unique())
    .addColumn('mobile2', 'text')
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('state_id', 'integer', (c) => c.notNull().references('states.id'))
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
    .addColumn('gps_link', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await autoIncrementId(db, db.schema.createTable('listings'))
    .addColumn('rand', 'text', (c) => c.notNull().unique())
    .addColumn('car_number', 'text', (c) => c.notNull())
    .addColumn('vehicle_type_id', 'integer', (c) => c.notNull().references('vehicle_types.id'))
    .addColumn('make_id', 'integer', (c) => c.notNull().references('makes.id'))
    .addColumn('model_id', 'integer', (c) => c.notNull().references('models.id'))
    .addColumn('variant_id', 'integer', (c) => c.notNull().references('variants.id'))
    .addColumn('colour', 'text', (c) => c.notNull())
    .addColumn('fuel_id', 'integer', (c) => c.notNull().references('fuels.id'))
    .addColumn('gear_id', 'integer', (c) => c.notNull().references('gears.id'))
    .addColumn('model_year', 'integer', (c) => c.notNull())
    .addColumn('km', 'integer', (c) => c.notNull())
    .addColumn('owner', 'integer', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('cc', 'text')
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('insurance', 'text', (c) => c.notNull())
    .addColumn('insurance_type', 'text')
    .addColumn('insurance_end', 'text')
    .addColumn('sunroof', 'text', (c) => c.notNull())
    .addColumn('feature_ids', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('state_id', 'integer', (c) => c.notNull().references('states.id'))
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
    .addColumn('address', 'text')
    .addColumn('dealer_id', 'integer', (c) => c.references('dealers.id'))
    .addColumn('user_id', 'integer')
    .addColumn('photo', 'text')
    .addColumn('shuffle', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  const filters = [
    'vehicle_type_id',
    'state_id',
    'city_id',
    'make_id',
    'model_id',
    'fuel_id',
    'gear_id',
    'price',
    'km',
    'model_year',
  ];
  for (const column of filters) {
    await db.schema
      .createIndex(`listings_status_${column}`)
      .on('listings')
      .columns(['status', column, 'id'])
      .execute();
  }
  await db.schema
    .createIndex('listings_status_id')
    .on('listings')
    .columns(['status', 'id'])
    .execute();
  await db.schema
    .createIndex('listings_status_shuffle')
    .on('listings')
    .columns(['status', 'shuffle', 'id'])
    .execute();
  await db.schema
    .createIndex('listings_car_number')
    .on('listings')
    .columns(['car_number'])
    .execute();
  await db.schema.createIndex('listings_dealer').on('listings').columns(['dealer_id']).execute();
  await db.schema.createIndex('listings_user').on('listings').columns(['user_id']).execute();

  await autoIncrementId(db, db.schema.createTable('listing_photos'))
    .addColumn('rand', 'text', (c) => c.notNull().unique())
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('listings.id'))
    .addColumn('image_type', 'text', (c) => c.notNull())
    .addColumn('photo', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('listing_photos_listing')
    .on('listing_photos')
    .columns(['listing_id', 'image_type', 'sort_order'])
    .execute();

  await autoIncrementId(db, db.schema.createTable('leads'))
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('listings.id'))
    .addColumn('dealer_id', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('remarks', 'text', (c) => c.notNull())
    .addColumn('lead_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('leads_listing_mobile')
    .on('leads')
    .columns(['listing_id', 'mobile', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'leads',
    'listing_photos',
    'listings',
    'dealers',
    'banners',
    'colours',
    'variants',
    'models',
    'cities',
    'states',
    'features',
    'vehicle_types',
    'gears',
    'fuels',
    'makes',
    'countries',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
