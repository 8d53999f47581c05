/**
 * A dealership's lead reports, /Dealer/Reports (issue 43 part 5;
 * docs/decisions/041-lead-work.md): the week or month shown and its
 * navigation, the CSV download, the funnel of how far the period's
 * enquiries got, enquiries per car and per source, why they were lost and
 * each person's figures (src/web/features/dealer). The stages and lost
 * reasons are lead-work.ts', the owner's row dealer.ts' (speedOwnerRow); the
 * server's answers are messages.ts' (MSG).
 */
import { pluralEn } from '../plural.ts';
import { MONTHS } from './format.ts';

// The report call's refusals (src/shared/schemas/lead-reports.ts; here, not in messages.ts, so the
// public pages' start does not carry them).
export const validReportPeriod = 'Choose week or month.';
export const validReportDay = 'Choose a date up to today.';

// The page.
export const reportsTitle = 'Reports';
export const reportsIntro =
  'How your enquiries went, week by week or month by month: where they came from, how far each got and how each person is doing.';
export const loadingReport = 'Loading the report...';
export const reportLoadFailed = "We couldn't load the report.";
export const onlyOwnersReports = "Only the dealership's owners and managers can see its reports.";

// The period: the Week / Month switch, previous and next, the dates.
/** The navigation's name, for screen readers. */
export const periodNavLabel = 'Period of the report';
export const periodWeek = 'Week';
export const periodMonth = 'Month';
export const previousWeek = 'Previous week';
export const nextWeek = 'Next week';
export const previousMonth = 'Previous month';
export const nextMonth = 'Next month';

/** A day of a period's dates: "30 Nov"; `month` 0 (January) to 11. */
export const dayMonth = (day: number, month: number) => `${day} ${MONTHS[month]}`;
/** The last day of a period's dates: "6 Dec 2026". */
export const dayMonthYear = (day: number, month: number, year: number) =>
  `${day} ${MONTHS[month]} ${year}`;
/** A period's dates: "30 Nov – 6 Dec 2026", "1 – 31 Dec 2026"; `from` and `to` as above. */
export const dateRange = (from: string, to: string) => `${from} – ${to}`;
/** Under the dates: how many enquiries came in, for how many cars. */
export const periodSummary = (leads: number, cars: number) =>
  `${pluralEn(leads, '1 enquiry', `${leads} enquiries`)} for ${pluralEn(cars, '1 car', `${cars} cars`)}`;

// The CSV of the period's enquiries, one row each.
export const downloadCsv = 'Download CSV';
export const downloadingCsv = 'Downloading...';

// Nothing came in.
export const noEnquiriesWeek = 'No enquiries in this week.';
export const noEnquiriesMonth = 'No enquiries in this month.';

// The funnel: how far the period's enquiries got (its steps' names are below).
export const funnelTitle = 'How far enquiries got';
export const funnelLeads = 'Enquiries';
/** A step's share of the period's enquiries: `pct` a whole number. */
export const shareOfLeads = (pct: number) => `${pct}% of enquiries`;

// The tables' columns.
export const columnCar = 'Car';
export const columnPerson = 'Person';
export const columnLeads = 'Enquiries';
export const columnContacted = 'Contacted';
export const columnVisit = 'Visits booked';
export const columnWon = 'Won';
export const columnTypical = 'Typical time to first contact';
/** A table wider than a phone scrolls sideways: said under it on small screens. */
export const scrollSideways = 'Swipe the table sideways to see every column.';

// Enquiries per car.
export const carsTitle = 'Enquiries per car';

// Where the enquiries came from (LEAD_SOURCES).
export const sourcesTitle = 'Where enquiries came from';
export const sourcePrice = 'Best price request';
export const sourceContact = 'Seller details request';
export const sourceOther = 'Other';

// The funnel's steps: lead-work.ts' stage names again, for the same reason as the lost
// reasons' below.
export const funnelContacted = 'Contacted';
export const funnelVisit = 'Visit booked';
export const funnelWon = 'Won';
export const funnelLost = 'Lost';

// Why enquiries were lost: lead-work.ts' reason names again, word for word (the glossary test
// holds them alike). Imported from there, that module became a chunk of its own that every
// page's start names, and Gujarati /search went over issue 22's 120 kB.
export const reasonBoughtElsewhere = 'Bought elsewhere';
export const reasonPrice = 'Price too high';
export const reasonFinance = 'Loan not approved';
export const reasonNotInterested = 'Not interested';
export const reasonUnreachable = 'Could not reach them';
export const reasonCarSold = 'Car already sold';
export const reasonOther = 'Other reason';

// Why enquiries were lost (the reasons are lead-work.ts').
export const lostTitle = 'Why enquiries were lost';
export const noneLost = 'No enquiry of this period was lost.';

// Each person's figures.
export const peopleTitle = "Each person's figures";
export const typicalNote =
  'Typical time: half of the enquiries were contacted sooner than this, half later.';
/** A typical time to first contact, `minutes` whole: "45 min", "2 hr 5 min", "1 day 3 hr". */
export const durationText = (minutes: number) => {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} hr ${minutes % 60} min` : `${hours} hr`;
  const days = Math.floor(hours / 24);
  const daysText = pluralEn(days, '1 day', `${days} days`);
  return hours % 24 ? `${daysText} ${hours % 24} hr` : daysText;
};
