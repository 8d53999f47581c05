/**
 * Shapes of the catalogue seed data written into the project
 * (docs/product.md#catalogue-and-demo-data). Pure data, no I/O.
 */

export type FuelName = 'Petrol' | 'Diesel' | 'CNG' | 'LPG' | 'Electric' | 'Hybrid';
export type GearName = 'Manual' | 'Automatic';
export type BodyStyle = 'hatchback' | 'sedan' | 'suv' | 'muv' | 'pickup' | 'van';

/** One state or union territory with its real cities (every district headquarters at least). */
export interface StateSeed {
  name: string;
  kind: 'state' | 'ut';
  /** Unique within the state, properly capitalised, the usual English spelling. */
  cities: string[];
}

/** One model variant (trim) as sold in India. */
export interface VariantSeed {
  /** Trim name as the maker spells it, e.g. "VXi", "ZXi Plus AMT", "SX(O) Turbo DCT". */
  name: string;
  fuel: FuelName;
  gear: GearName;
}

/** One model of a make sold in India. */
export interface ModelSeed {
  name: string;
  /** true while a seller may still list it ("active model"); discontinued models stay listable too when common on the used market. */
  active: boolean;
  body: BodyStyle;
  /** First and last model year on sale in India (last = null while on sale). */
  years: [number, number | null];
  /** Typical ex-showroom price range when new, in rupees. */
  newPrice: [number, number];
  seats: number;
  /** Typical engine displacement in litres (e.g. 1.2); 0 for electric. */
  engineLitres: number;
  variants: VariantSeed[];
  /** Real paint names offered in India, e.g. "Arctic White", "Pearl Midnight Black". */
  colours: string[];
}

export interface MakeSeed {
  name: string;
  models: ModelSeed[];
}
