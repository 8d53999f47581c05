/**
 * Generates the demo inventory as the two import CSV files (see
 * import-inventory.ts) plus the list of photo files they name, each file
 * described as (body style, paint, view) for demo-photos.ts to draw.
 * Deterministic: the same seed and date give the same text.
 */
import { currentYear as yearNow } from '#shared/constants.ts';
import {
  CAR_COLUMNS,
  DEALER_COLUMNS,
  INSURANCE_TYPES,
} from '../../inventory-import/import-validate.ts';
import { toCsv } from '../../inventory-import/write-csv.ts';
import { type ShapeName, shapeFor } from './body-shape.ts';
import { CAR_VIEWS, type CarView } from './car-views.ts';
import { pickCar, yearWeight } from './demo-car-picks.ts';
import { DEMO_DEALERS } from './demo-dealers.ts';
import { pickFeatures } from './demo-features.ts';
import { carNumber, mobiles } from './demo-numbers.ts';
import { demoKm, demoOwner, demoPrice } from './demo-pricing.ts';
import { type Paint, paintOf } from './paint.ts';
import { createRng } from './prng.ts';

export interface DemoPhotoSpec {
  body: ShapeName;
  paint: Paint;
  view: CarView;
}

export interface DemoInventory {
  dealersCsv: string;
  carsCsv: string;
  /** Every photo file name the CSV uses, with what it shows. */
  photos: Map<string, DemoPhotoSpec>;
  dealers: number;
  listings: number;
}

export interface DemoOptions {
  /** "Today" for model years, ages and insurance dates. */
  now: Date;
  /** Generator seed; the default gives the shipped demo. */
  seed?: number;
  /** How many listings (the full demo has 338): evenly spaced among them, so most dealers keep some. */
  listings?: number;
}

export const DEMO_SEED = 20_250_728;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Photo file name of a (body, paint, view): one drawing serves every car that looks alike. */
const photoName = (body: ShapeName, paint: Paint, view: CarView) =>
  `${body}-${paint.hex.slice(1)}${paint.blackRoof ? '-bk' : ''}-v${view}.jpg`;

/**
 * Builds the demo dealers and cars (about 338 cars from 20 dealers, or
 * about `options.listings`) as CSV text for importInventory.
 */
export function buildDemoInventory(options: DemoOptions): DemoInventory {
  const rng = createRng(options.seed ?? DEMO_SEED);
  const now = options.now;
  const currentYear = yearNow(now);
  const dealerMobiles = mobiles(rng, DEMO_DEALERS.length * 2);
  const drawings = new Map<string, DemoPhotoSpec>();
  const usedNumbers = new Set<string>();

  const dealerRows = DEMO_DEALERS.map((d, i) => ({
    firm_name: d.firmName,
    mobile: dealerMobiles[i],
    mobile2: rng.chance(0.4) ? dealerMobiles[DEMO_DEALERS.length + i] : '',
    address: d.address,
    state: d.state,
    city: d.city,
    gps_link: `https://maps.google.com/?q=${d.lat.toFixed(4)},${d.lng.toFixed(4)}`,
  }));

  const carRows: Record<string, string | number>[] = [];
  DEMO_DEALERS.forEach((dealer, dealerIndex) => {
    const stateRtos = DEMO_DEALERS.filter((d) => d.state === dealer.state).flatMap((d) => d.rto);
    for (let k = 0; k < dealer.cars; k++) {
      const { make, model, years } = pickCar(rng, currentYear);
      const modelYear = rng.weighted(years, (y) => yearWeight(currentYear - y));
      const age = currentYear - modelYear;
      const variantIndex = rng.int(0, model.variants.length - 1);
      const variant = model.variants[variantIndex];
      // Trims are listed base first; CNG and LPG kits sit on lower trims whatever their place.
      const tier =
        variant.fuel === 'CNG' || variant.fuel === 'LPG'
          ? 0.3
          : model.variants.length > 1
            ? variantIndex / (model.variants.length - 1)
            : 0.5;
      const [lowPrice, highPrice] = model.newPrice;
      const newPrice = lowPrice + (highPrice - lowPrice) * tier;
      const colour = rng.pick(model.colours);
      const km = demoKm(rng, age, variant.fuel === 'Diesel');
      const owner = demoOwner(rng, age);
      const price = demoPrice({
        newPrice,
        modelYear,
        currentYear,
        km,
        owner,
        smallCar: highPrice < 600_000,
        noise: rng.between(0.95, 1.05),
      });
      const insured = rng.chance(0.85);
      const insuranceType = insured
        ? age <= 3
          ? rng.pick(['Zero depth', 'Comprehensive'])
          : rng.weighted([...INSURANCE_TYPES], (t) =>
              t === 'Comprehensive' ? 6.5 : t === 'Third Party' ? 2.5 : 1,
            )
        : '';
      const insuranceEnd = insured
        ? isoDay(new Date(now.getTime() + rng.int(20, 350) * 86_400_000))
        : '';
      const premium = highPrice > 2_500_000;
      const sunroof =
        (model.body === 'suv' && rng.chance(0.25)) || (premium && rng.chance(0.4)) ? 'Yes' : 'No';
      const paint = paintOf(colour);
      const shape = shapeFor(model);
      const names = CAR_VIEWS.map((view) => {
        const name = photoName(shape, paint, view);
        drawings.set(name, { body: shape, paint, view });
        return name;
      });
      carRows.push({
        dealer_mobile: dealerRows[dealerIndex].mobile,
        car_number: carNumber(rng, dealer, stateRtos, age, usedNumbers),
        vehicle_type: model.body === 'pickup' ? 'Commercial Vehicle' : 'Car',
        make: make.name,
        model: model.name,
        variant: variant.name,
        colour,
        model_year: modelYear,
        km,
        owner,
        seats: model.seats,
        engine_litres:
          model.engineLitres > 0 ? String(Math.round(model.engineLitres * 10) / 10) : '',
        price,
        insurance: insured ? 'Yes' : 'Nill',
        insurance_type: insuranceType,
        insurance_end: insuranceEnd,
        sunroof,
        features: pickFeatures(rng, tier * (age <= 4 ? 1 : age <= 8 ? 0.7 : 0.35), modelYear).join(
          ';',
        ),
        status: rng.chance(0.05) ? 'Sold' : 'UnSold',
        photos: names.join(';'),
      });
    }
  });

  // A smaller demo takes evenly spaced cars, so every dealer keeps some.
  const wanted = Math.min(options.listings ?? carRows.length, carRows.length);
  const chosen = Array.from(
    { length: wanted },
    (_, i) => carRows[Math.floor((i * carRows.length) / wanted)],
  );
  const photos = new Map<string, DemoPhotoSpec>();
  for (const row of chosen) {
    for (const name of String(row.photos).split(';')) photos.set(name, drawings.get(name)!);
  }
  return {
    dealersCsv: toCsv(DEALER_COLUMNS, dealerRows),
    carsCsv: toCsv(CAR_COLUMNS, chosen),
    photos,
    dealers: dealerRows.length,
    listings: chosen.length,
  };
}
