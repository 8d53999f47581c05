/**
 * The pages the WhatsApp messages' links open, in Gujarati: the same names as en/link-pages.ts.
 */
import { MSG } from './messages.ts';

export const linkNotValid = 'આ લિંક માન્ય નથી';
export { navMyAlerts as myAlerts, navMyVehicles as myVehicles } from './frame.ts';

// /alerts/stop
export const stopAlertsTitle = 'એલર્ટ બંધ કરો';
export const stopAlertsElsewhere = (link: string) =>
  `WhatsApp એલર્ટ બંધ કરવા CarSetu પર લૉગ ઇન કરો અને ${link} ખોલો.`;
export const stopAlertsQuestion = 'CarSetuના એલર્ટ બંધ કરવા છે?';
export const stopAlertsAbout =
  'પછી તમને સેવ કરેલી સર્ચની નવી કાર કે વિશલિસ્ટમાં ઘટેલી કિંમત વિશે WhatsApp મેસેજ નહીં મળે.';
export const stopAlertsButton = 'એલર્ટ બંધ કરો';
export const { alertsOff } = MSG;
export const alertsOnAgain = (link: string) => `તમે તેને ${link}માં ફરી ચાલુ કરી શકો છો.`;

// /listing/renew
export const yourCarTitle = 'તમારી કાર';
export const renewElsewhere = (link: string) =>
  `તમારી કાર રિન્યૂ કરવા કે વેચાયેલી માર્ક કરવા CarSetu પર લૉગ ઇન કરો અને ${link} ખોલો.`;
export const stillForSale = (car: string) => `શું તમારી ${car} હજી વેચાણ માટે છે?`;
export const renewOrSold =
  'તેને CarSetu પર રાખવા રિન્યૂ કરો, અથવા વેચાયેલી માર્ક કરો જેથી ખરીદદારો કૉલ કરવાનું બંધ કરે.';
export const renewButton = 'હા, રિન્યૂ કરો';
export const soldButton = 'ના, વેચાઈ ગઈ';
export const markedSold = 'વેચાયેલી માર્ક કરી';
export const markedSoldAbout = 'કાર વેચાવા બદલ અભિનંદન! ખરીદદારોને દેખાશે કે તે વેચાઈ ગઈ છે.';
export const { carRenewed } = MSG;
export const seeItIn = (link: string) => `તેને ${link}માં જુઓ.`;
