/**
 * Test inventory: 3 dealers (Ahmedabad and Surat in Gujarat, Pune in
 * Maharashtra) and 30 cars, written as the importer's CSV files and loaded
 * through `importInventory`, exactly as real dealer inventory enters.
 *
 * Cars are drawn from the seeded catalogue by name (Maruti Suzuki Swift,
 * Hyundai Creta, Tata Nexon ...; when a name is missing the make's first
 * model stands in), cycling through each model's variants so fuels and gears
 * vary. Four cars are Sold, one is a Commercial Vehicle, every car has a
 * photo and every fifth has three (the photo bytes are generated, not read).
 */
import sharp from 'sharp';
import type { Db } from '../db/database.ts';
import { importInventory } from '../db/inventory-import/import-inventory.ts';
import type { PhotoStorage } from '../ports/photo-storage.ts';

export interface FixtureDealer {
  firmName: string;
  mobile: string;
  mobile2: string;
  state: string;
  city: string;
}

export interface FixtureCar {
  index: number;
  carNumber: string;
  dealerMobile: string;
  vehicleType: string;
  make: string;
  model: string;
  variant: string;
  status: 'UnSold' | 'Sold';
  photos: string[];
}

export interface InventoryFixture {
  dealers: FixtureDealer[];
  cars: FixtureCar[];
  dealersCsv: string;
  carsCsv: string;
}

export const FIXTURE_DEALERS: FixtureDealer[] = [
  {
    firmName: 'Shree Ganesh Motors',
    mobile: '9876543210',
    mobile2: '7016012345',
    state: 'Gujarat',
    city: 'Ahmedabad',
  },
  {
    firmName: 'Sardar Car Bazaar',
    mobile: '9898012345',
    mobile2: '',
    state: 'Gujarat',
    city: 'Surat',
  },
  {
    firmName: 'Pune Auto Hub',
    mobile: '9822012345',
    mobile2: '8805512345',
    state: 'Maharashtra',
    city: 'Pune',
  },
];

/** [make, model, how many cars]: 30 in all; several of one model so related cars have company. */
const MODEL_MIX: [string, string, number][] = [
  ['Maruti Suzuki', 'Swift', 5],
  ['Maruti Suzuki', 'Baleno', 3],
  ['Maruti Suzuki', 'Dzire', 2],
  ['Hyundai', 'Creta', 4],
  ['Hyundai', 'i20', 3],
  ['Tata', 'Nexon', 4],
  ['Mahindra', 'XUV700', 2],
  ['Honda', 'City', 3],
  ['Toyota', 'Innova Crysta', 2],
  ['Kia', 'Seltos', 2],
];

const SOLD = new Set([3, 11, 19, 27]);
const COMMERCIAL = 29;
const STATE_CODES: Record<string, string> = { Gujarat: 'GJ01', Maharashtra: 'MH12' };

const csv = (values: (string | number)[]) =>
  values.map((v) => `"${String(v).replace(/"/g, '""')}"`).join(',');

const key = (s: string) => s.trim().toLowerCase();

/** Reads the catalogue and writes the fixture's two CSV files (deterministic for one catalogue). */
export async function buildInventoryCsv(db: Db, now: Date = new Date()): Promise<InventoryFixture> {
  const yearNow = now.getUTCFullYear();
  const makes = await db.selectFrom('makes').select(['id', 'name']).orderBy('id').execute();
  const models = await db.selectFrom('models').selectAll().orderBy('id').execute();
  const variants = await db
    .selectFrom('variants')
    .select(['model_id', 'name'])
    .orderBy('id')
    .execute();
  const colours = await db
    .selectFrom('colours')
    .select(['model_id', 'name'])
    .orderBy('id')
    .execute();
  const features = await db.selectFrom('features').select('name').orderBy('id').execute();

  const pickModel = (makeName: string, modelName: string) => {
    const make = makes.find((m) => key(m.name) === key(makeName)) ?? makes[0];
    const ofMake = models.filter(
      (m) => m.make_id === make.id && variants.some((v) => v.model_id === m.id),
    );
    const model = ofMake.find((m) => key(m.name) === key(modelName)) ?? ofMake[0];
    return { make, model };
  };

  const cars: FixtureCar[] = [];
  const carRows: string[] = [];
  for (const [makeName, modelName, count] of MODEL_MIX) {
    const { make, model } = pickModel(makeName, modelName);
    const modelVariants = variants.filter((v) => v.model_id === model.id);
    const modelColours = colours.filter((c) => c.model_id === model.id);
    for (let n = 0; n < count; n++) {
      const i = cars.length;
      const dealer = FIXTURE_DEALERS[i % FIXTURE_DEALERS.length];
      const lastYear = Math.min(model.year_to ?? yearNow, yearNow);
      const year = Math.max(model.year_from, lastYear - ((i * 2) % 7));
      const price = Math.max(
        60_000,
        Math.round((model.price_min * (0.5 + 0.06 * (i % 6))) / 1000) * 1000,
      );
      const photos = i % 5 === 0 ? ['front.jpg', 'side.jpg', 'rear.jpg'] : ['front.jpg'];
      const car: FixtureCar = {
        index: i,
        carNumber: `${STATE_CODES[dealer.state]}AB${1000 + i}`,
        dealerMobile: dealer.mobile,
        vehicleType: i === COMMERCIAL ? 'Commercial Vehicle' : 'Car',
        make: make.name,
        model: model.name,
        variant: modelVariants[n % modelVariants.length].name,
        status: SOLD.has(i) ? 'Sold' : 'UnSold',
        photos,
      };
      cars.push(car);
      const insured = i % 2 === 0;
      carRows.push(
        csv([
          car.dealerMobile,
          car.carNumber,
          car.vehicleType,
          car.make,
          car.model,
          car.variant,
          modelColours[n % Math.max(1, modelColours.length)]?.name ?? 'White',
          year,
          12_000 + ((i * 7919) % 140_000),
          1 + (i % 3),
          model.seats,
          model.engine_litres > 0 ? model.engine_litres.toFixed(1) : '',
          price,
          insured ? 'Yes' : 'Nill',
          insured ? 'Comprehensive' : '',
          insured ? `${yearNow + 1}-03-31` : '',
          i % 4 === 0 ? 'Yes' : 'No',
          [features[i % features.length], features[(i + 3) % features.length]]
            .filter(Boolean)
            .map((f) => f.name)
            .join(';'),
          car.status,
          photos.join(';'),
        ]),
      );
    }
  }
  const dealersCsv = [
    'firm_name,mobile,mobile2,address,state,city,gps_link',
    ...FIXTURE_DEALERS.map((d) =>
      csv([
        d.firmName,
        d.mobile,
        d.mobile2,
        `12, Main Road, ${d.city}`,
        d.state,
        d.city,
        `https://maps.google.com/?q=${encodeURIComponent(d.city)}`,
      ]),
    ),
  ].join('\n');
  const carsCsv = [
    'dealer_mobile,car_number,vehicle_type,make,model,variant,colour,model_year,km,owner,seats,engine_litres,price,insurance,insurance_type,insurance_end,sunroof,features,status,photos',
    ...carRows,
  ].join('\n');
  return { dealers: FIXTURE_DEALERS, cars, dealersCsv, carsCsv };
}

let photoBytes: Promise<Buffer> | undefined;

/** One generated 1000x700 JPEG stands in for every photo file. */
function fixturePhoto(): Promise<Buffer> {
  photoBytes ??= sharp({
    create: { width: 1000, height: 700, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  return photoBytes;
}

/** Builds the fixture's CSV files and imports them (with generated photos) into `db`. */
export async function loadInventoryFixture(
  db: Db,
  storage: PhotoStorage,
): Promise<InventoryFixture> {
  const fixture = await buildInventoryCsv(db);
  await importInventory(db, storage, {
    dealersCsv: fixture.dealersCsv,
    carsCsv: fixture.carsCsv,
    photoSource: fixturePhoto,
  });
  return fixture;
}

/** The listings of `db` for sale (UnSold), by id: their id and Rand. */
export function carsForSale(db: Db): Promise<{ id: number; rand: string }[]> {
  return db
    .selectFrom('listings')
    .select(['id', 'rand'])
    .where('status', '=', 'UnSold')
    .orderBy('id')
    .execute();
}
