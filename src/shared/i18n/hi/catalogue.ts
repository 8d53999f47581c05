/** The catalogue's names in Hindi: the same name as en/catalogue.ts (CNG and LPG stay as Indians write them). */
export const catalogueNames: Readonly<Record<string, string>> = {
  Petrol: 'पेट्रोल',
  Diesel: 'डीज़ल',
  Electric: 'इलेक्ट्रिक',
  Hybrid: 'हाइब्रिड',
  Manual: 'मैनुअल',
  Automatic: 'ऑटोमैटिक',
  Car: 'कार',
  'Commercial Vehicle': 'कमर्शियल गाड़ी',
  'Two Wheeler': 'टू-व्हीलर',
};
