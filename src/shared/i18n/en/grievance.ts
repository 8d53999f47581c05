/** The Grievance page (/grievance; issue 44 part 5, docs/privacy.md#grievances). */
export const grievanceTitle = 'Grievances';
export const grievanceIntro =
  'Tell us what went wrong with your personal data, a car listing, a seller or your account. You get a ticket number at once and a WhatsApp message, and we answer within 30 days.';
export const loginToGrievance =
  'Log in with your mobile number to file a grievance and follow its answer.';
export const grievanceAboutLegend = 'What is it about?';
export const categoryPersonalData = 'My personal data';
export const categoryListing = 'A car listing';
export const categorySeller = 'A seller or dealer';
export const categoryAccount = 'My account';
export const categoryOther = 'Something else';
export const grievanceDetailsLabel = 'What happened?';
export const grievanceDetailsHint =
  'At least 20 characters. Never write an OTP or bank details here.';
export const fileGrievance = 'File grievance';
export const filingGrievance = 'Filing…';
/** After filing: the ticket to follow it by. */
export const grievanceTicketIs = (ticket: string) => `Your ticket number is ${ticket}.`;
export const yourGrievances = 'Your grievances';
export const noGrievances = 'You have not filed any grievance.';
export const grievanceOpenUntil = (date: string) => `Open: answer by ${date}`;
export const grievanceAnsweredOn = (date: string) => `Answered on ${date}`;
export const grievanceFiledOn = (date: string) => `Filed on ${date}`;
export const ourAnswer = 'Our answer';
/** Under every answer: the Grievance Officer, and the Board. */
export const notSatisfied = (officer: string) =>
  `Not satisfied? Write to our Grievance Officer, ${officer}, or complain to the Data Protection Board of India.`;
