/**
 * The WhatsApp messages CarSetu sends to a person, in the recipient's language
 * (issue 26 part 4; the server picks the module by the user's `lang`,
 * src/server/notices/notice-words.ts): the seller's lead notice, the buyer's
 * daily alert (docs/alerts.md) and the listing renewal reminder. Never in the
 * browser. Prices come in formatted (₹6,15,000), dates through dateText.
 */
import type { LeadNoticeArgs } from '../message-args.ts';
import { dateText } from './format.ts';
import { newCars } from './labels.ts';

export { dateText, newCars };

/** The seller's notice of a new lead: the buyer's name and mobile, the car's title and number. */
export const leadNotice = ({ product, name, mobile, car, carNumber }: LeadNoticeArgs) =>
  `New ${product} lead: ${name} (${mobile}) is interested in your ${car} (${carNumber}). Please call them back.`;

// The daily alert: the template's variables, and the message written out.
export const alertsHeading = 'CarSetu alerts';
export const noNewCarsToday = 'No new cars today';
export const noneToday = 'None today';
export const priceDropsHeading = 'Price drops on your wishlist';
/** A wishlisted car whose price dropped. */
export const priceDropLine = (car: string, newPrice: string, oldPrice: string, link: string) =>
  `${car} now ${newPrice} (was ${oldPrice}): ${link}`;
export const stopAlerts = (link: string) => `Stop these alerts: ${link}`;

/** The renewal reminder written out (the template's variables are the car, the date and the link). */
export const renewalText = (car: string, until: string, link: string) =>
  `Is your ${car} still for sale? Its CarSetu listing ends on ${until}. Renew it or mark it sold: ${link}`;

/** The owner's notice of a lead nobody acted on: `minutes` working minutes after it came, for `assignee`. */
export const leadEscalation = (minutes: number, assignee: string, lead: string) =>
  `No reply yet: ${assignee} has not contacted this enquiry in ${minutes} minutes. ${lead}`;

// The 9:30 message of a person's follow-ups (a utility template: heading, the lines, the link).
export const followUpsHeading = (name: string) => `Good morning ${name}: your follow-ups today`;
/** How many are overdue, due today and new. */
export const followUpsCounts = (overdue: number, due: number, fresh: number) =>
  `Overdue ${overdue}, due today ${due}, new ${fresh}`;
/** One lead of the list: the buyer, the car, and when (IST, "11:00 am") or 'overdue'. */
export const followUpLine = (name: string, car: string, when: string) => `${name}, ${car}: ${when}`;
export const followUpOverdue = 'overdue';
export const followUpNew = 'new';
export const followUpsOpen = (link: string) => `Open your Today list: ${link}`;
export const stopFollowUps = 'Reply STOP to end these messages.';

/** A grievance's acknowledgement (issue 44 part 5): the ticket, the date it will be answered by, the Grievance Officer. */
export const grievanceAck = (ticket: string, answerBy: string, officer: string) =>
  `CarSetu has received your grievance ${ticket}. We will answer it by ${answerBy}. Grievance Officer: ${officer}.`;
/** A grievance answered (issue 44 part 5): the ticket, where to read the answer, the Grievance Officer. */
export const grievanceAnswered = (ticket: string, link: string, officer: string) =>
  `CarSetu has answered your grievance ${ticket}. Read the answer: ${link} Not satisfied? Grievance Officer: ${officer}.`;

/** The owner's reminder that a sold car's Forms 29 and 30 have not reached the RTO in 14 days (issue 45 part 3). */
export const rcReminder = (car: string, number: string, soldOn: string) =>
  `CarSetu: ${car} (${number}) was sold on ${soldOn}. Its Forms 29 and 30 are due at the RTO within 14 days: submit them, and mark it Submitted to RTO in your workspace.`;
