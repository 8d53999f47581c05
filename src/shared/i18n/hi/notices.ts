/**
 * WhatsApp messages in Hindi: the same names as en/notices.ts.
 */
import type { LeadNoticeArgs } from '../message-args.ts';
import { dateText } from './format.ts';
import { newCars } from './labels.ts';

export { dateText, newCars };

export const leadNotice = ({ product, name, mobile, car, carNumber }: LeadNoticeArgs) =>
  `${product} पर नई पूछताछ: ${name} (${mobile}) को आपकी ${car} (${carNumber}) में दिलचस्पी है। कृपया उन्हें कॉल करें।`;

export const alertsHeading = 'CarSetu अलर्ट';
export const noNewCarsToday = 'आज कोई नई कार नहीं';
export const noneToday = 'आज कुछ नहीं';
export const priceDropsHeading = 'आपकी विशलिस्ट में कीमत घटी';
export const priceDropLine = (car: string, newPrice: string, oldPrice: string, link: string) =>
  `${car} अब ${newPrice} (पहले ${oldPrice}): ${link}`;
export const stopAlerts = (link: string) => `ये अलर्ट बंद करें: ${link}`;

export const renewalText = (car: string, until: string, link: string) =>
  `क्या आपकी ${car} अभी भी बिक्री के लिए है? CarSetu पर इसकी लिस्टिंग ${until} को खत्म हो रही है। इसे रिन्यू करें या बिकी हुई मार्क करें: ${link}`;

export const leadEscalation = (minutes: number, assignee: string, lead: string) =>
  `अभी तक जवाब नहीं: ${assignee} ने ${minutes} मिनट में इस पूछताछ से संपर्क नहीं किया। ${lead}`;

export const followUpsHeading = (name: string) => `सुप्रभात ${name}: आज के आपके फ़ॉलो-अप`;
export const followUpsCounts = (overdue: number, due: number, fresh: number) =>
  `समय निकल चुका ${overdue}, आज ${due}, नई ${fresh}`;
export const followUpLine = (name: string, car: string, when: string) => `${name}, ${car}: ${when}`;
export const followUpOverdue = 'समय निकल चुका';
export const followUpNew = 'नई';
export const followUpsOpen = (link: string) => `आज की सूची खोलें: ${link}`;
export const stopFollowUps = 'ये संदेश बंद करने के लिए STOP भेजें।';

/** A grievance's acknowledgement (issue 44 part 5): the ticket, the date it will be answered by, the Grievance Officer. */
export const grievanceAck = (ticket: string, answerBy: string, officer: string) =>
  `CarSetu को आपकी शिकायत ${ticket} मिल गई है। हम ${answerBy} तक इसका जवाब देंगे। शिकायत अधिकारी: ${officer}।`;
/** A grievance answered (issue 44 part 5): the ticket, where to read the answer, the Grievance Officer. */
export const grievanceAnswered = (ticket: string, link: string, officer: string) =>
  `CarSetu ने आपकी शिकायत ${ticket} का जवाब दे दिया है। जवाब पढ़ें: ${link} संतुष्ट नहीं हैं? शिकायत अधिकारी: ${officer}।`;

/** The owner's reminder that a sold car's Forms 29 and 30 have not reached the RTO in 14 days (issue 45 part 3). */
export const rcReminder = (car: string, number: string, soldOn: string) =>
  `CarSetu: ${car} (${number}) ${soldOn} को बिकी थी। उसके फ़ॉर्म 29 और 30 14 दिन के अंदर RTO में जमा होने चाहिए: उन्हें जमा करें, और अपने वर्कस्पेस में 'RTO में जमा' चुनें।`;
