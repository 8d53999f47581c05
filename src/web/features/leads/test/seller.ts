/** Test data for the leads tests: the seller a successful lead reveals. */
import type { DealerProfile } from '#shared/schemas/car.ts';

/** A dealer with one mobile number and a map link. */
export const SELLER: DealerProfile = {
  Rand: 'd1',
  Firmname: 'Shree Motors',
  Mobileno: '9876543210',
  Mobileno1: null,
  Address: 'SG Highway',
  nCity: 'Ahmedabad',
  nGpslink: 'https://maps.google.com/?q=23,72',
};
