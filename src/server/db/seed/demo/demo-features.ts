/**
 * The features a demo car lists: three tiers of equipment (basic, mid, top)
 * and the first model year each feature was common on Indian cars, so an
 * old base-trim car does not claim ADAS. Used by demo-rows.ts.
 */
import { FEATURES } from '../data/vehicles.ts';
import type { Rng } from './prng.ts';

const FEATURE_TIERS = {
  basic: [
    'Power Steering',
    'Power Windows',
    'Central Locking',
    'ABS with EBD',
    'Dual Front Airbags',
    'Music System',
    'Rear Defogger',
  ],
  mid: [
    'Touchscreen Infotainment',
    'Android Auto',
    'Apple CarPlay',
    'Rear Parking Sensors',
    'Rear Parking Camera',
    'Steering Mounted Controls',
    'Keyless Entry',
    'Alloy Wheels',
    'Automatic Climate Control',
    'Push Button Start',
    'Fog Lamps',
    'Electrically Adjustable ORVMs',
    'Height Adjustable Driver Seat',
    'Rear AC Vents',
  ],
  top: [
    '6 Airbags',
    'Electronic Stability Control',
    'Hill Hold Assist',
    'Cruise Control',
    'Wireless Phone Charger',
    'Connected Car Tech',
    'Digital Instrument Cluster',
    'Ventilated Front Seats',
    'Leather Upholstery',
    '360 Degree Camera',
    'ADAS',
    'Ambient Lighting',
    'LED Headlamps',
    'Projector Headlamps',
    'Auto Headlamps',
    'Rain Sensing Wipers',
    'Tyre Pressure Monitor',
    'ISOFIX Child Seat Mounts',
  ],
};

/** First model year a feature was common on Indian cars (others: any year). */
const FEATURE_FROM: Record<string, number> = {
  'Touchscreen Infotainment': 2014,
  'Rear Parking Camera': 2014,
  'Hill Hold Assist': 2014,
  'Push Button Start': 2012,
  'Cruise Control': 2012,
  'Android Auto': 2016,
  'Apple CarPlay': 2016,
  '6 Airbags': 2016,
  'Electronic Stability Control': 2016,
  'LED Headlamps': 2016,
  'ISOFIX Child Seat Mounts': 2016,
  'Tyre Pressure Monitor': 2018,
  'Connected Car Tech': 2019,
  '360 Degree Camera': 2019,
  'Wireless Phone Charger': 2019,
  'Ventilated Front Seats': 2019,
  'Digital Instrument Cluster': 2019,
  'Ambient Lighting': 2019,
  ADAS: 2021,
};

/** 3 to 6 features fitting the car: `tier` 0 (base trim, old) .. 1 (top trim, recent). */
export function pickFeatures(rng: Rng, tier: number, modelYear: number): string[] {
  const available = new Set(FEATURES);
  const pool = (names: string[]) =>
    names.filter((n) => available.has(n) && (FEATURE_FROM[n] ?? 0) <= modelYear);
  const count = rng.int(3, 6);
  const topShare = Math.max(0, tier - 0.45);
  const midShare = Math.min(0.6, tier + 0.15);
  const chosen = new Set<string>();
  for (let guard = 0; chosen.size < count && guard < 50; guard++) {
    const r = rng.next();
    const names = pool(
      r < topShare
        ? FEATURE_TIERS.top
        : r < topShare + midShare
          ? FEATURE_TIERS.mid
          : FEATURE_TIERS.basic,
    );
    if (names.length > 0) chosen.add(rng.pick(names));
  }
  return [...chosen];
}
