/**
 * The values of the messages that take many of them, named: the same in every
 * language's module (en/, hi/, gu/), so a caller cannot swap two strings.
 */

/** A seller's lead notice (notices.ts' leadNotice): the product's name, the buyer's name and mobile, the car's title and number. */
export interface LeadNoticeArgs {
  product: string;
  name: string;
  mobile: string;
  car: string;
  carNumber: string;
}

/** A time in Indian time (account.ts' enquiryTime): `month` 0 (January) to 11, `hour` 1 to 12, `minute` two digits, `pm` after noon. */
export interface TimeArgs {
  day: number;
  month: number;
  year: number;
  hour: number;
  minute: string;
  pm: boolean;
}
