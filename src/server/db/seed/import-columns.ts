/**
 * The columns of the two CSV files of an inventory import (import-inventory.ts
 * describes them). A header row must name every one; others are ignored.
 */
export const DEALER_COLUMNS = [
  'firm_name',
  'mobile',
  'mobile2',
  'address',
  'state',
  'city',
  'gps_link',
] as const;

export const CAR_COLUMNS = [
  'dealer_mobile',
  'car_number',
  'vehicle_type',
  'make',
  'model',
  'variant',
  'colour',
  'model_year',
  'km',
  'owner',
  'seats',
  'engine_litres',
  'price',
  'insurance',
  'insurance_type',
  'insurance_end',
  'sunroof',
  'features',
  'status',
  'photos',
] as const;

export type DealerColumn = (typeof DEALER_COLUMNS)[number];
export type CarColumn = (typeof CAR_COLUMNS)[number];
