/** Refused imports: every problem is listed (file, line, field) and nothing is written. */
import { describe, expect, it } from 'vitest';
import { car, carsCsv, dealer, dealersCsv } from '../../testing/import-csv-rows.ts';
import { importTestEach } from '../../testing/import-test-setup.ts';
import { ImportError } from './import-error.ts';
import { importInventory } from './import-inventory.ts';
import { CAR_COLUMNS } from './import-validate.ts';
import { toCsv } from './write-csv.ts';

const fresh = importTestEach();
const { count, storedFiles } = fresh;

/** Runs the import expecting an ImportError; checks nothing was written and returns its messages. */
async function refused(options: { dealers: string; cars: string }): Promise<string[]> {
  const err = await importInventory(fresh.db, fresh.storage, {
    dealersCsv: options.dealers,
    carsCsv: options.cars,
    photoDir: fresh.photoDir,
  }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ImportError);
  expect(await count('dealers')).toBe(0);
  expect(await count('listings')).toBe(0);
  expect(await count('listing_photos')).toBe(0);
  expect(storedFiles()).toEqual([]);
  return (err as ImportError).messages;
}

describe('importInventory refuses the whole import, writing nothing, when', () => {
  it('a make is unknown', async () => {
    const messages = await refused({
      dealers: dealersCsv(dealer()),
      cars: carsCsv(car(), car({ car_number: 'GJ01AB1235', make: 'Marutii' })),
    });
    expect(messages).toEqual(['cars.csv line 3, make: "Marutii" is not a make in the catalogue']);
  });

  it('a model is not of its make', async () => {
    const messages = await refused({
      dealers: dealersCsv(dealer()),
      cars: carsCsv(car({ model: 'Swiftt' })),
    });
    expect(messages).toEqual(['cars.csv line 2, model: "Swiftt" is not a model of Maruti Suzuki']);
  });

  it('a model year is outside the model years or not a year', async () => {
    const messages = await refused({
      dealers: dealersCsv(dealer()),
      cars: carsCsv(
        car({ model_year: 2004 }),
        car({ car_number: 'GJ01AB1235', model_year: '19' }),
        car({ car_number: 'GJ01AB1236', model_year: 'next' }),
      ),
    });
    expect(messages[0]).toMatch(
      /^cars\.csv line 2, model_year: 2004 is outside the years of Maruti Suzuki Swift \(2005-\d{4}\)$/,
    );
    expect(messages[1]).toMatch(/^cars\.csv line 3, model_year: 19 is outside/);
    expect(messages[2]).toBe('cars.csv line 4, model_year: "next" is not a year');
  });

  it('a vehicle number is malformed', async () => {
    const messages = await refused({
      dealers: dealersCsv(dealer()),
      cars: carsCsv(car({ car_number: 'GJ01AB12' }), car({ car_number: '' })),
    });
    expect(messages).toEqual([
      'cars.csv line 2, car_number: "GJ01AB12" is not a valid vehicle number (e.g. GJ01AB1234)',
      'cars.csv line 3, car_number: required',
    ]);
  });

  it('a column is missing', async () => {
    const columns = CAR_COLUMNS.filter((c) => c !== 'price');
    const messages = await refused({
      dealers: dealersCsv(dealer()),
      cars: toCsv(columns, [car()]),
    });
    expect(messages).toEqual(['cars.csv line 1, price: missing column']);
  });

  it('a mobile appears twice in dealers.csv', async () => {
    const messages = await refused({
      dealers: dealersCsv(dealer(), dealer({ firm_name: 'Patel Car Bazaar' })),
      cars: carsCsv(car()),
    });
    expect(messages).toEqual(['dealers.csv line 3, mobile: 9876543210 is already on line 2']);
  });

  it('a photo is not an image or is missing (photos already stored are removed)', async () => {
    const messages = await refused({
      dealers: dealersCsv(dealer()),
      cars: carsCsv(
        car(),
        car({ car_number: 'GJ01AB1235', photos: 'front.jpg;fake.jpg' }),
        car({ car_number: 'GJ01AB1236', photos: 'missing.jpg' }),
        car({ car_number: 'GJ01AB1237', photos: '../secret.jpg' }),
      ),
    });
    expect(messages).toEqual(['cars.csv line 5, photos: "../secret.jpg" is not a plain file name']);
    const later = await refused({
      dealers: dealersCsv(dealer()),
      cars: carsCsv(
        car(),
        car({ car_number: 'GJ01AB1235', photos: 'front.jpg;fake.jpg' }),
        car({ car_number: 'GJ01AB1236', photos: 'missing.jpg' }),
      ),
    });
    expect(later).toEqual([
      'cars.csv line 3, photos: "fake.jpg": only .jpg, .png and .jpeg extensions are allowed',
      'cars.csv line 4, photos: "missing.jpg": could not be read (ENOENT)',
    ]);
  });

  it('many fields are wrong: every problem is listed with line and field, at most 50', async () => {
    const messages = await refused({
      dealers: dealersCsv(
        dealer({ mobile: '12345', state: 'Gujrat' }),
        dealer({ mobile: '9876500000', city: 'Mumbai', gps_link: 'maps' }),
      ),
      cars: carsCsv(
        car({
          dealer_mobile: '9000000000',
          variant: 'VXX',
          km: '1234567',
          owner: 0,
          price: 'lots',
          insurance_type: '',
          insurance_end: '31/02/2027',
          features: 'Jet Pack',
          sunroof: 'maybe',
          status: 'Gone',
          photos: '',
        }),
      ),
    });
    expect(messages).toEqual([
      'dealers.csv line 2, mobile: "12345" is not a 10-digit mobile number starting 6-9',
      'dealers.csv line 2, state: "Gujrat" is not a state or union territory of India',
      'dealers.csv line 3, city: "Mumbai" is not a city of Gujarat',
      'dealers.csv line 3, gps_link: "maps" is not an http(s) link',
      'cars.csv line 2, dealer_mobile: 9000000000 is not a dealer of dealers.csv nor an existing dealer',
      'cars.csv line 2, variant: "VXX" is not a variant of Maruti Suzuki Swift',
      'cars.csv line 2, km: "1234567" is not a whole number of at most 6 digits',
      'cars.csv line 2, owner: "0" is not an owner count from 1 to 10',
      'cars.csv line 2, price: "lots" is not a price in rupees (digits only, at most 9)',
      'cars.csv line 2, insurance_type: required when insurance is Yes',
      'cars.csv line 2, insurance_end: "31/02/2027" is not a date (YYYY-MM-DD)',
      'cars.csv line 2, sunroof: "maybe" must be Yes or No',
      'cars.csv line 2, features: "Jet Pack" is not a feature in the catalogue',
      'cars.csv line 2, status: "Gone" must be UnSold or Sold',
      'cars.csv line 2, photos: at least one photo is required (the first is the main photo)',
    ]);

    const many = Array.from({ length: 60 }, (_, i) =>
      car({ car_number: `GJ01AB${1000 + i}`, make: 'Nope' }),
    );
    const err = (await importInventory(fresh.db, fresh.storage, {
      dealersCsv: dealersCsv(dealer()),
      carsCsv: carsCsv(...many),
      photoDir: fresh.photoDir,
    }).catch((e: unknown) => e)) as ImportError;
    expect(err).toBeInstanceOf(ImportError);
    expect(err.messages).toHaveLength(50);
    expect(err.total).toBe(60);
    expect(err.message).toContain('... and 10 more');
  });

  it('the CSV is not CSV', async () => {
    const messages = await refused({
      dealers: dealersCsv(dealer()),
      cars: `${CAR_COLUMNS.join(',')}\n"unterminated,1,2\n`,
    });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^cars\.csv line \d+: /);
  });

  it('a field breaks a rule of the Sell form (the same listing schema)', async () => {
    const latest = new Date().getFullYear() + 10;
    const messages = await refused({
      dealers: dealersCsv(dealer({ firm_name: 'Shree\u0007Motors' })),
      cars: carsCsv(
        car({ insurance_end: `${latest + 1}-01-01` }),
        car({ car_number: 'GJ01AB1235', insurance: 'Nill', insurance_type: 'Full cover' }),
        car({ car_number: 'GJ01AB1236', colour: 'White\u0000' }),
      ),
    });
    expect(messages).toEqual([
      'dealers.csv line 2, firm_name: must not contain control characters',
      `cars.csv line 2, insurance_end: "${latest + 1}-01-01" is not between 1980 and ${latest}`,
      'cars.csv line 3, insurance_type: "Full cover" must be Comprehensive, Third Party, Zero depth',
      'cars.csv line 4, colour: must not contain control characters',
    ]);
  });
});
