/**
 * The small pages the WhatsApp messages' links open (src/server/http/small-page.ts):
 * the alerts' opt-out (/alerts/stop, docs/alerts.md) and the renewal reminder's
 * one tap (/listing/renew, docs/moderation.md#fresh-listings), in the language
 * of the account the link was sent to. Never in the browser's app. A `link`
 * argument is an HTML link the server writes (its words are myAlerts or myVehicles).
 */
import { MSG } from './messages.ts';

export const linkNotValid = 'This link is not valid';
export { navMyAlerts as myAlerts, navMyVehicles as myVehicles } from './frame.ts';

// /alerts/stop
export const stopAlertsTitle = 'Stop alerts';
export const stopAlertsElsewhere = (link: string) =>
  `To turn WhatsApp alerts off, log in to CarSetu and open ${link}.`;
export const stopAlertsQuestion = 'Stop CarSetu alerts?';
export const stopAlertsAbout =
  'You will no longer get WhatsApp messages about new cars for your saved searches or price drops on your wishlist.';
export const stopAlertsButton = 'Stop alerts';
export const { alertsOff } = MSG;
export const alertsOnAgain = (link: string) => `You can turn them on again in ${link}.`;

// /listing/renew
export const yourCarTitle = 'Your car';
export const renewElsewhere = (link: string) =>
  `Log in to CarSetu and open ${link} to renew your car or mark it sold.`;
/** `car`: year, make and model ("2019 Tata Nexon"). */
export const stillForSale = (car: string) => `Is your ${car} still for sale?`;
export const renewOrSold =
  'Renew it to keep it on CarSetu, or mark it sold so buyers stop calling.';
export const renewButton = 'Yes, renew it';
export const soldButton = 'It is sold';
export const markedSold = 'Marked sold';
export const markedSoldAbout = 'Congratulations on the sale. Buyers will see it is sold.';
export const { carRenewed } = MSG;
export const seeItIn = (link: string) => `See it in ${link}.`;
