/**
 * Working leads (issue 43 parts 2 and 3; docs/decisions/041-lead-work.md):
 * a lead's stage and lost reason, the Today view of /Enquiries, the card's
 * follow-up, assignee and last note, the quick follow-up, a lead's history,
 * the 9:30 WhatsApp of the day's follow-ups and the header badge of a
 * dealership's people (src/web/features/enquiries; the working hours are
 * team.ts', the speed to lead dealer.ts'). The server's
 * answers are messages.ts' (MSG); Call, WhatsApp and the inbox's other words
 * are account.ts'.
 */
import { pluralEn } from '../plural.ts';

// The stages (LEAD_STAGES), as the card's badge and the filter chips name them.
export const stageNew = 'New';
export const stageContacted = 'Contacted';
export const stageVisit = 'Visit booked';
export const stageNegotiating = 'Negotiating';
export const stageWon = 'Won';
export const stageLost = 'Lost';

// Why a lead was lost (LOST_REASONS).
export const lostBoughtElsewhere = 'Bought elsewhere';
export const lostPrice = 'Price too high';
export const lostFinance = 'Loan not approved';
export const lostNotInterested = 'Not interested';
export const lostUnreachable = 'Could not reach them';
export const lostCarSold = 'Car already sold';
export const lostOther = 'Other reason';

// The two views of /Enquiries.
/** The view switch's name, for screen readers. */
export const viewsLabel = 'Enquiries to show';
export const viewToday = 'Today';
export const viewAll = 'All enquiries';

// Today.
export const overdueHeading = 'Overdue';
export const dueTodayHeading = 'Due today';
export const newHeading = 'New, not yet followed up';
/** A section's count, for screen readers after its heading. */
export const enquiriesCount = (n: number) => pluralEn(n, '1 enquiry', `${n} enquiries`);
/** Under a section listing `shown` of its `n` leads. */
export const partShown = (shown: number, n: number) =>
  `Showing the first ${shown} of ${n}. The rest show as you work through these.`;
export const sectionEmpty = 'None right now.';
export const loadingToday = "Loading today's enquiries";
export const todayLoadFailed = "We couldn't load today's enquiries right now.";
export const todayEmptyTitle = 'Nothing due today';
export const todayEmptyText =
  'No follow-ups are due and no new enquiries are waiting for you. Enquiries with a follow-up on a later day are in All enquiries.';
/** The header badge's words for a person in a dealership (their Today queue). */
export const todayEnquiries = (n: number) =>
  pluralEn(n, '1 enquiry for today', `${n} enquiries for today`);

// One enquiry: who holds it, when to follow up, the last note.
export const assignedToYou = 'Assigned to you';
export const assignedToOwner = 'Assigned to the owner';
export const assignedTo = (name: string) => `Assigned to ${name}`;
/** `when`: followUpWhen's words. */
export const followUpAt = (when: string) => `Follow up: ${when}`;
export const visitAt = (when: string) => `Visit: ${when}`;
export const overdueAt = (when: string) => `Overdue since ${when}`;
export const lostBecause = (reason: string) => `Lost: ${reason}`;
export const lastNote = 'Last note';
/** A time of day in Indian time: `minute` two digits. */
export const clockTime = (hour: number, minute: string, pm: boolean) =>
  `${hour}:${minute} ${pm ? 'pm' : 'am'}`;
export const todayAt = (time: string) => `today, ${time}`;
export const tomorrowAt = (time: string) => `tomorrow, ${time}`;
export const yesterdayAt = (time: string) => `yesterday, ${time}`;

// The quick follow-up: what happened, then when next (or why it was lost).
export const logUpdateButton = 'Log call / update';
/** After a button's words, for screen readers: `name` is the buyer's. */
export const forBuyer = (name: string) => `: ${name}`;
export const outcomeQuestion = 'What happened?';
export const outcomeNoAnswer = 'No answer';
export const outcomeSpoke = 'Spoke to them';
export const whenQuestion = 'Follow up when?';
export const visitWhenQuestion = 'When is the visit?';
export const reasonQuestion = 'Why was it lost?';
export const wonQuestion = 'Mark this enquiry won?';
export const inTwoHours = 'In 2 hours';
/** `time`: clockTime's words. */
export const tomorrowChip = (time: string) => `Tomorrow, ${time}`;
export const inThreeDaysChip = (time: string) => `In 3 days, ${time}`;
export const pickTimeLabel = 'Or pick a day and time';
export const saveTimeButton = 'Save with this time';
export const saveWonButton = 'Save as won';
export const noteLabel = 'Note';
export const notePlaceholder = 'e.g. Wants a test drive on Sunday';
export const backButton = 'Back';
export const closeButton = 'Close';
export const savingFollowUp = 'Saving...';
/** The note "No answer" writes, before the person's own words when they typed some. */
export const calledNoAnswerNote = 'Called, no answer';
export const noAnswerWithNote = (note: string) => `Called, no answer. ${note}`;

// A lead's history, loaded when opened.
export const historyButton = 'History';
export const loadingHistory = 'Loading history...';
export const historyLoadFailed = "We couldn't load this enquiry's history.";
export const historyEmpty = 'Nothing recorded yet.';
export const historyByCarSetu = 'CarSetu';
export const eventCreated = 'Enquiry received';
export const eventAssigned = (name: string) => `Assigned to ${name}`;
export const eventStage = (stage: string) => `Stage: ${stage}`;
export const eventFollowUp = (when: string) => `Next follow-up: ${when}`;
export const eventFollowUpCleared = 'Follow-up time cleared';
export const eventCalled = 'Tapped Call';
export const eventWhatsApp = 'Tapped WhatsApp';
export const eventEscalated = 'Nobody acted in time, so the owner got it on WhatsApp too';
export const eventErased =
  'The buyer deleted their CarSetu account: their name and number were removed';
export const buyerDetailsRemoved = 'Buyer’s details removed';

// Assigning a lead (owners and managers).
export const changeAssignee = 'Change';
export const assignLabel = 'Assign to';
export const assignButton = 'Assign';
export const loadingAssignees = 'Loading your team...';
export const assigneesLoadFailed = "We couldn't load your team.";
/** An option of the assign list: `role` is the role's name. */
export const assigneeOption = (name: string, role: string) => `${name} (${role})`;

// The 9:30 WhatsApp of the day's follow-ups (the consent wording is MSG.followUpsConsent).
export const followUpMessagesTitle = 'Your follow-ups on WhatsApp each morning';
export const turnOnFollowUpMessages = 'Turn on the morning message';
export const followUpMessagesOnTitle = 'Morning message is on';
export const followUpMessagesOnText =
  'Each morning at 9:30 you get one WhatsApp message with your follow-ups for the day. Reply STOP to any of them to stop.';
export const turnOffFollowUpMessages = 'Turn off the morning message';
