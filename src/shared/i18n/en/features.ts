/**
 * The catalogue's vehicle features (Featuresdata and a car's Listidjson; the API
 * answers them in English, src/server/db/seed/data/vehicles.ts FEATURES) as a page in
 * this language shows them, by their English name, on the car page and the Sell and
 * Edit forms: English shows them as they are. Read through src/shared/feature-names.ts
 * (not the app's start: only those parts carry it); a name not listed shows as it is.
 */
export const featureNames: Readonly<Record<string, string>> = {
  'Dual Front Airbags': 'Dual Front Airbags',
  '6 Airbags': '6 Airbags',
  'ABS with EBD': 'ABS with EBD',
  'Electronic Stability Control': 'Electronic Stability Control',
  'Hill Hold Assist': 'Hill Hold Assist',
  'Tyre Pressure Monitor': 'Tyre Pressure Monitor',
  'ISOFIX Child Seat Mounts': 'ISOFIX Child Seat Mounts',
  ADAS: 'ADAS',
  'Rear Parking Sensors': 'Rear Parking Sensors',
  'Rear Parking Camera': 'Rear Parking Camera',
  '360 Degree Camera': '360 Degree Camera',
  'Central Locking': 'Central Locking',
  'Keyless Entry': 'Keyless Entry',
  'Push Button Start': 'Push Button Start',
  'Power Steering': 'Power Steering',
  'Power Windows': 'Power Windows',
  'Electrically Adjustable ORVMs': 'Electrically Adjustable ORVMs',
  'Steering Mounted Controls': 'Steering Mounted Controls',
  'Cruise Control': 'Cruise Control',
  'Music System': 'Music System',
  'Touchscreen Infotainment': 'Touchscreen Infotainment',
  'Android Auto': 'Android Auto',
  'Apple CarPlay': 'Apple CarPlay',
  'Connected Car Tech': 'Connected Car Tech',
  'Digital Instrument Cluster': 'Digital Instrument Cluster',
  'Wireless Phone Charger': 'Wireless Phone Charger',
  'Automatic Climate Control': 'Automatic Climate Control',
  'Rear AC Vents': 'Rear AC Vents',
  'Rear Defogger': 'Rear Defogger',
  'Height Adjustable Driver Seat': 'Height Adjustable Driver Seat',
  'Leather Upholstery': 'Leather Upholstery',
  'Ventilated Front Seats': 'Ventilated Front Seats',
  'Ambient Lighting': 'Ambient Lighting',
  'Alloy Wheels': 'Alloy Wheels',
  'LED Headlamps': 'LED Headlamps',
  'Projector Headlamps': 'Projector Headlamps',
  'Auto Headlamps': 'Auto Headlamps',
  'Fog Lamps': 'Fog Lamps',
  'Rain Sensing Wipers': 'Rain Sensing Wipers',
};
