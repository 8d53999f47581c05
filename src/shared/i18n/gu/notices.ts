/**
 * WhatsApp messages in Gujarati: the same names as en/notices.ts.
 */
import type { LeadNoticeArgs } from '../message-args.ts';
import { dateText } from './format.ts';
import { newCars } from './labels.ts';

export { dateText, newCars };

export const leadNotice = ({ product, name, mobile, car, carNumber }: LeadNoticeArgs) =>
  `${product} પર નવી પૂછપરછ: ${name} (${mobile}) તમારી ${car} (${carNumber})માં રસ ધરાવે છે. કૃપા કરીને તેમને પાછો કૉલ કરો.`;

export const alertsHeading = 'CarSetu એલર્ટ';
export const noNewCarsToday = 'આજે કોઈ નવી કાર નથી';
export const noneToday = 'આજે કંઈ નથી';
export const priceDropsHeading = 'તમારી વિશલિસ્ટમાં કિંમત ઘટી';
export const priceDropLine = (car: string, newPrice: string, oldPrice: string, link: string) =>
  `${car} હવે ${newPrice} (પહેલાં ${oldPrice}): ${link}`;
export const stopAlerts = (link: string) => `આ એલર્ટ બંધ કરો: ${link}`;

export const renewalText = (car: string, until: string, link: string) =>
  `શું તમારી ${car} હજી વેચાણ માટે છે? CarSetu પર તેનું લિસ્ટિંગ ${until}ના રોજ પૂરું થાય છે. તેને રિન્યૂ કરો અથવા વેચાયેલી માર્ક કરો: ${link}`;

export const leadEscalation = (minutes: number, assignee: string, lead: string) =>
  `હજી જવાબ નથી: ${assignee}એ ${minutes} મિનિટમાં આ પૂછપરછનો સંપર્ક કર્યો નથી. ${lead}`;

export const followUpsHeading = (name: string) => `સુપ્રભાત ${name}: આજના તમારા ફૉલો-અપ`;
export const followUpsCounts = (overdue: number, due: number, fresh: number) =>
  `સમય વીતી ગયો ${overdue}, આજે ${due}, નવી ${fresh}`;
export const followUpLine = (name: string, car: string, when: string) => `${name}, ${car}: ${when}`;
export const followUpOverdue = 'સમય વીતી ગયો';
export const followUpNew = 'નવી';
export const followUpsOpen = (link: string) => `આજની યાદી ખોલો: ${link}`;
export const stopFollowUps = 'આ સંદેશા બંધ કરવા STOP મોકલો.';

/** A grievance's acknowledgement (issue 44 part 5): the ticket, the date it will be answered by, the Grievance Officer. */
export const grievanceAck = (ticket: string, answerBy: string, officer: string) =>
  `CarSetuને તમારી ફરિયાદ ${ticket} મળી છે. અમે ${answerBy} સુધીમાં તેનો જવાબ આપીશું. ફરિયાદ અધિકારી: ${officer}.`;
/** A grievance answered (issue 44 part 5): the ticket, where to read the answer, the Grievance Officer. */
export const grievanceAnswered = (ticket: string, link: string, officer: string) =>
  `CarSetuએ તમારી ફરિયાદ ${ticket}નો જવાબ આપ્યો છે. જવાબ વાંચો: ${link} સંતોષ નથી? ફરિયાદ અધિકારી: ${officer}.`;

/** The owner's reminder that a sold car's Forms 29 and 30 have not reached the RTO in 14 days (issue 45 part 3). */
export const rcReminder = (car: string, number: string, soldOn: string) =>
  `CarSetu: ${car} (${number}) ${soldOn}ના રોજ વેચાઈ હતી. તેના ફૉર્મ 29 અને 30 14 દિવસમાં RTOમાં જમા થવા જોઈએ: તે જમા કરો, અને તમારા વર્કસ્પેસમાં 'RTOમાં જમા' પસંદ કરો.`;
