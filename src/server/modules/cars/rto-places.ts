/**
 * Where an RTO code registered a car, as the car page shows it beside the
 * code ("GJ11, Junagadh"; issue 44 part 1, docs/privacy.md#registration-numbers):
 * the office's city for Gujarat's codes, CarSetu's home market, and the
 * state or union territory for every other code. A code this table does
 * not know shows alone. Written by hand from the transport department's
 * lists; offices added since may be missing.
 */

/** Each series' state or union territory by its two letters (old series too: OR, UA, DN). */
const STATES: Record<string, string> = {
  AN: 'Andaman and Nicobar Islands',
  AP: 'Andhra Pradesh',
  AR: 'Arunachal Pradesh',
  AS: 'Assam',
  BR: 'Bihar',
  CG: 'Chhattisgarh',
  CH: 'Chandigarh',
  DD: 'Dadra and Nagar Haveli and Daman and Diu',
  DN: 'Dadra and Nagar Haveli and Daman and Diu',
  DL: 'Delhi',
  GA: 'Goa',
  GJ: 'Gujarat',
  HP: 'Himachal Pradesh',
  HR: 'Haryana',
  JH: 'Jharkhand',
  JK: 'Jammu and Kashmir',
  KA: 'Karnataka',
  KL: 'Kerala',
  LA: 'Ladakh',
  LD: 'Lakshadweep',
  MH: 'Maharashtra',
  ML: 'Meghalaya',
  MN: 'Manipur',
  MP: 'Madhya Pradesh',
  MZ: 'Mizoram',
  NL: 'Nagaland',
  OD: 'Odisha',
  OR: 'Odisha',
  PB: 'Punjab',
  PY: 'Puducherry',
  RJ: 'Rajasthan',
  SK: 'Sikkim',
  TN: 'Tamil Nadu',
  TR: 'Tripura',
  TS: 'Telangana',
  TG: 'Telangana',
  UK: 'Uttarakhand',
  UA: 'Uttarakhand',
  UP: 'Uttar Pradesh',
  WB: 'West Bengal',
};

/** Gujarat's RTO offices by number. */
const GUJARAT: Record<number, string> = {
  1: 'Ahmedabad',
  2: 'Mehsana',
  3: 'Rajkot',
  4: 'Bhavnagar',
  5: 'Surat',
  6: 'Vadodara',
  7: 'Nadiad',
  8: 'Palanpur',
  9: 'Himmatnagar',
  10: 'Jamnagar',
  11: 'Junagadh',
  12: 'Bhuj',
  13: 'Surendranagar',
  14: 'Amreli',
  15: 'Valsad',
  16: 'Bharuch',
  17: 'Godhra',
  18: 'Gandhinagar',
  19: 'Bardoli',
  20: 'Dahod',
  21: 'Navsari',
  22: 'Rajpipla',
  23: 'Anand',
  24: 'Patan',
  25: 'Porbandar',
  26: 'Vyara',
  27: 'Ahmedabad East',
  30: 'Ahwa',
  31: 'Modasa',
  32: 'Veraval',
  33: 'Botad',
  34: 'Chhota Udaipur',
  35: 'Lunawada',
  36: 'Morbi',
  37: 'Khambhalia',
};

/** Where RTO code `code` ("GJ11") registers cars: "Junagadh", "Maharashtra", or '' when unknown. */
export function rtoPlace(code: string): string {
  const match = /^([A-Z]{2})(\d{1,2})$/.exec(code);
  if (!match) return '';
  const [, series = '', number = ''] = match;
  if (series === 'GJ') return GUJARAT[Number(number)] ?? STATES.GJ ?? '';
  return STATES[series] ?? '';
}
