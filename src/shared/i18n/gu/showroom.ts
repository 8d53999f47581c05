/**
 * ડીલરનું શોરૂમ પેજ, /dealer/{slug} (issue 45 part 5), કાર પેજ પર તેની લિંક
 * અને ડીલર વર્કસ્પેસમાં તેનું કાર્ડ.
 */
import { pluralIndic } from '../plural.ts';

export const showroomTitle = (firm: string, city: string) => `${firm}, ${city}માં જૂની કારના ડીલર`;
export const showroomDescription = (firm: string, city: string, cars: number) =>
  pluralIndic(
    cars,
    `${city}ના ${firm}ની ${cars} જૂની કાર CarSetu પર વેચાણ માટે છે. ફોટો અને કિંમત જુઓ, પછી ડીલરને કૉલ કે WhatsApp કરો.`,
    `${city}ના ${firm}ની ${cars} જૂની કાર CarSetu પર વેચાણ માટે છે. ફોટા અને કિંમતો જુઓ, પછી ડીલરને કૉલ કે WhatsApp કરો.`,
  );
export const usedCarDealer = 'જૂની કારના ડીલર';
export const callDealer = 'કૉલ કરો';
export const whatsappDealer = 'WhatsApp';
export const directions = 'રસ્તો જુઓ';
export const openingHours = 'ખુલવાનો સમય';
export const everyDay = 'દરરોજ';
export const weekdays = ['રવિ', 'સોમ', 'મંગળ', 'બુધ', 'ગુરુ', 'શુક્ર', 'શનિ'];
export const hoursRange = (open: string, close: string) => `${open}થી ${close} સુધી`;
export const aboutDealer = (firm: string) => `${firm} વિશે`;
export const dealerCarsHeading = (cars: number, shown: string) =>
  pluralIndic(cars, `વેચાણ માટે ${shown} કાર`, `વેચાણ માટે ${shown} કાર`);
export const noDealerCars = 'આ ડીલર પાસે હમણાં વેચાણ માટે કોઈ કાર નથી.';
export const callMasked = (masked: string) =>
  `ફોન ${masked}: આખો નંબર જોવા માટે “કૉલ કરો” પર ટૅપ કરો.`;
export const seeDealerCars = 'આ ડીલરની બધી કાર જુઓ';
export const showroomCardTitle = 'તમારું શોરૂમ પેજ';
export const showroomCardIntro =
  'તમારું પોતાનું પેજ, જેમાં વેચાણ માટેની તમારી બધી કાર છે, WhatsApp અને સોશિયલ મીડિયા પર શેર કરવા માટે.';
export const openShowroom = 'તમારું શોરૂમ પેજ ખોલો';
export const shareShowroom = 'WhatsApp પર શેર કરો';
export const shareShowroomText = (firm: string, url: string) =>
  `${firm}ની વેચાણ માટેની બધી જૂની કાર જુઓ: ${url}`;
export const aboutLabel = 'તમારી ડીલરશિપ વિશે';
export const aboutHint =
  'તમારા શોરૂમ પેજ પર દેખાશે: તમે ક્યારથી કાર વેચો છો, શું સુવિધા આપો છો (લોન, એક્સચેન્જ, વોરંટી). વધુમાં વધુ 1,000 અક્ષર.';
export const saveShowroom = 'સેવ કરો';
export const showroomHoursNote = 'પેજ પર ટીમમાં સેટ કરેલો કામકાજનો સમય દેખાય છે.';

/** The server's answers and the form's rule (docs/product.md quotes them). */
export const showroomSaved = 'શોરૂમ પેજ સેવ થઈ ગયું';
export const aboutTooLong = 'કૃપા કરીને તમારી ડીલરશિપ વિશે 1,000 અક્ષરથી ઓછું લખો.';

/** The workspace card's logo, for owners (the server's answers: docs/product.md quotes them). */
export const logoLabel = 'લોગો';
export const logoHint =
  'તમારા શોરૂમ પેજ પર તમારી ફર્મના નામની બાજુમાં દેખાશે: JPG કે PNG ફોટો, વધુમાં વધુ 10 MB. ચોરસ ફોટો સૌથી સારો લાગે છે.';
export const chooseLogo = 'ફોટો પસંદ કરો';
export const uploadLogo = 'લોગો અપલોડ કરો';
export const removeLogo = 'લોગો હટાવો';
export const chosenLogoAlt = 'પસંદ કરેલો લોગો';
export const noLogo = 'હજી કોઈ લોગો નથી.';
export const logoSaved = 'લોગો સેવ થઈ ગયો';
export const logoRemoved = 'લોગો હટાવી દીધો';
export const logoRequired = 'કૃપા કરીને તમારા લોગો માટે ફોટો પસંદ કરો.';
export const logoWrongType = 'લોગો JPG કે PNG ફોટો હોવો જોઈએ.';
export const logoTooLarge = 'લોગો વધુમાં વધુ 10 MBનો હોઈ શકે.';
export const logoUnreadable = 'તમારો લોગો વાંચી શકાયો નહીં. કૃપા કરીને બીજો ફોટો પસંદ કરો.';
export const logoTooManyPixels = 'લોગોનો ફોટો ખૂબ મોટો છે. કૃપા કરીને 50 મેગાપિક્સેલથી નાનો ફોટો પસંદ કરો.';
