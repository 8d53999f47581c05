/** The catalogue's names in Gujarati: the same name as en/catalogue.ts (CNG and LPG stay as Indians write them). */
export const catalogueNames: Readonly<Record<string, string>> = {
  Petrol: 'પેટ્રોલ',
  Diesel: 'ડીઝલ',
  Electric: 'ઇલેક્ટ્રિક',
  Hybrid: 'હાઇબ્રિડ',
  Manual: 'મેન્યુઅલ',
  Automatic: 'ઑટોમેટિક',
  Car: 'કાર',
  'Commercial Vehicle': 'કૉમર્શિયલ વાહન',
  'Two Wheeler': 'ટુ-વ્હીલર',
};
