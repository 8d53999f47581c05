/**
 * CSV rows for the inventory import tests (not a test file itself): a valid
 * dealers.csv and cars.csv row to vary, and the CSV text of rows.
 */
import { CAR_COLUMNS, DEALER_COLUMNS } from '../db/inventory-import/import-validate.ts';
import { toCsv } from '../db/inventory-import/write-csv.ts';

export type Row = Record<string, string | number>;

export const dealer = (over: Row = {}): Row => ({
  firm_name: 'Shree Krishna Motors',
  mobile: '9876543210',
  mobile2: '',
  address: 'Shop 12, Sindhu Bhavan Road, Bodakdev, Ahmedabad 380054',
  state: 'gujarat',
  city: 'AHMEDABAD',
  gps_link: 'https://maps.google.com/?q=23.0395,72.5066',
  ...over,
});

export const car = (over: Row = {}): Row => ({
  dealer_mobile: '9876543210',
  car_number: 'gj-01-ab-1234',
  vehicle_type: 'car',
  make: 'maruti suzuki',
  model: 'SWIFT',
  variant: 'vxi',
  colour: 'pearl arctic white',
  model_year: 2019,
  km: '45,000',
  owner: 1,
  seats: 5,
  engine_litres: '1.2',
  price: 525000,
  insurance: 'Yes',
  insurance_type: 'Comprehensive',
  insurance_end: '2027-03-31',
  sunroof: 'No',
  features: 'ABS with EBD; power windows',
  status: 'UnSold',
  photos: 'front.jpg;side.png',
  ...over,
});

export const dealersCsv = (...rows: Row[]) => toCsv(DEALER_COLUMNS, rows);
export const carsCsv = (...rows: Row[]) => toCsv(CAR_COLUMNS, rows);
