/**
 * Kysely types of the catalogue's tables (docs/product.md#catalogue-and-demo-data):
 * countries, states, cities, makes, models, variants, colours and the named
 * lookups (fuels, gears, vehicle types, features), and the Home banners.
 * Seeded and read; only cities grow (a user's new city).
 */
import type { Generated } from 'kysely';

export interface NamedRow {
  id: number;
  name: string;
}

export interface StateRow extends NamedRow {
  country_id: number;
  kind: string;
}

export interface CityRow {
  id: Generated<number>;
  state_id: number;
  name: string;
}

export interface MakeRow extends NamedRow {}

export interface ModelRow extends NamedRow {
  make_id: number;
  /** 1 when a seller may list it ("active model"), else 0. */
  active: number;
  body: string;
  seats: number;
  engine_litres: number;
  year_from: number;
  year_to: number | null;
  price_min: number;
  price_max: number;
}

export interface VariantRow extends NamedRow {
  model_id: number;
  fuel_id: number;
  gear_id: number;
}

export interface ColourRow extends NamedRow {
  model_id: number;
}

export interface BannerRow {
  id: Generated<number>;
  url: string;
  photo: string;
  sort_order: number;
  /** When an operator took it off the slider (migration 0020); null while shown. */
  hidden_at: string | null;
  /** The language its picture is written in ('en', 'hi', 'gu'): shown on that Home only; null: on every language's (migration 0023). */
  lang: string | null;
  /** What its picture says, as text: the image's alt (migration 0024); null: a generic one. */
  alt_text: string | null;
}
