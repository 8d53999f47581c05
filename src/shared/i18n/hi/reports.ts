/**
 * A dealership's lead reports, /Dealer/Reports (issue 43 part 5;
 * docs/decisions/041-lead-work.md): the week or month shown and its
 * navigation, the CSV download, the funnel of how far the period's
 * enquiries got, enquiries per car and per source, why they were lost and
 * each person's figures (src/web/features/dealer). The stages and lost
 * reasons are lead-work.ts', the owner's row dealer.ts' (speedOwnerRow); the
 * server's answers are messages.ts' (MSG).
 */
import { pluralIndic } from '../plural.ts';
import { MONTHS } from './format.ts';

// The report call's refusals (src/shared/schemas/lead-reports.ts; here, not in messages.ts, so the
// public pages' start does not carry them).
export const validReportPeriod = 'हफ़्ता या महीना चुनें।';
export const validReportDay = 'आज तक की कोई तारीख़ चुनें।';

// The page.
export const reportsTitle = 'पूछताछ की रिपोर्ट';
export const reportsIntro =
  'हफ़्ते-दर-हफ़्ते या महीने-दर-महीने आपकी पूछताछ का हाल: वे कहाँ से आईं, हर पूछताछ कहाँ तक पहुँची और हर व्यक्ति का काम कैसा चल रहा है।';
export const loadingReport = 'रिपोर्ट लोड हो रही है...';
export const reportLoadFailed = 'रिपोर्ट लोड नहीं हो सकी।';
export const onlyOwnersReports = 'डीलरशिप की रिपोर्ट सिर्फ़ उसके मालिक और मैनेजर ही देख सकते हैं।';

// The period: the Week / Month switch, previous and next, the dates.
/** The navigation's name, for screen readers. */
export const periodNavLabel = 'रिपोर्ट की अवधि';
export const periodWeek = 'हफ़्ता';
export const periodMonth = 'महीना';
export const previousWeek = 'पिछला हफ़्ता';
export const nextWeek = 'अगला हफ़्ता';
export const previousMonth = 'पिछला महीना';
export const nextMonth = 'अगला महीना';

/** A day of a period's dates: "30 नवंबर"; `month` 0 (January) to 11. */
export const dayMonth = (day: number, month: number) => `${day} ${MONTHS[month]}`;
/** The last day of a period's dates: "6 दिसंबर 2026". */
export const dayMonthYear = (day: number, month: number, year: number) =>
  `${day} ${MONTHS[month]} ${year}`;
/** A period's dates: "30 नवंबर – 6 दिसंबर 2026", "1 – 31 दिसंबर 2026". */
export const dateRange = (from: string, to: string) => `${from} – ${to}`;
/** Under the dates: how many enquiries came in, for how many cars. */
export const periodSummary = (leads: number, cars: number) =>
  `${pluralIndic(cars, `${cars} कार`, `${cars} कारों`)} पर ${leads} पूछताछ`;

// The CSV of the period's enquiries, one row each.
export const downloadCsv = 'CSV डाउनलोड करें';
export const downloadingCsv = 'डाउनलोड हो रहा है...';

// Nothing came in.
export const noEnquiriesWeek = 'इस हफ़्ते कोई पूछताछ नहीं आई।';
export const noEnquiriesMonth = 'इस महीने कोई पूछताछ नहीं आई।';

// The funnel: how far the period's enquiries got (its steps' names are below).
export const funnelTitle = 'पूछताछ कहाँ तक पहुँचीं';
export const funnelLeads = 'पूछताछ';
/** A step's share of the period's enquiries: `pct` a whole number. */
export const shareOfLeads = (pct: number) => `कुल पूछताछ का ${pct}%`;

// The tables' columns.
export const columnCar = 'कार';
export const columnPerson = 'व्यक्ति';
export const columnLeads = 'पूछताछ';
export const columnContacted = 'संपर्क हुआ';
export const columnVisit = 'विज़िट तय';
export const columnWon = 'सौदा पक्का';
export const columnTypical = 'पहले संपर्क तक आम तौर पर लगा समय';
/** A table wider than a phone scrolls sideways: said under it on small screens. */
export const scrollSideways = 'सभी कॉलम देखने के लिए टेबल को बाएँ-दाएँ खिसकाएँ।';

// Enquiries per car.
export const carsTitle = 'कार के हिसाब से पूछताछ';

// Where the enquiries came from (LEAD_SOURCES).
export const sourcesTitle = 'पूछताछ कहाँ से आईं';
export const sourcePrice = 'सबसे अच्छी कीमत की माँग';
export const sourceContact = 'विक्रेता की जानकारी की माँग';
export const sourceOther = 'अन्य';

// The funnel's steps: lead-work.ts' stage names again, for the same reason as the lost
// reasons' below.
export const funnelContacted = 'संपर्क हुआ';
export const funnelVisit = 'विज़िट तय';
export const funnelWon = 'सौदा पक्का';
export const funnelLost = 'सौदा नहीं हुआ';

// Why enquiries were lost: lead-work.ts' reason names again, word for word (the glossary test
// holds them alike). Imported from there, that module became a chunk of its own that every
// page's start names, and Gujarati /search went over issue 22's 120 kB.
export const reasonBoughtElsewhere = 'कहीं और से ख़रीद ली';
export const reasonPrice = 'कीमत ज़्यादा लगी';
export const reasonFinance = 'लोन मंज़ूर नहीं हुआ';
export const reasonNotInterested = 'दिलचस्पी नहीं रही';
export const reasonUnreachable = 'संपर्क नहीं हो पाया';
export const reasonCarSold = 'कार पहले ही बिक गई';
export const reasonOther = 'कोई और वजह';

// Why enquiries were lost (the reasons are lead-work.ts').
export const lostTitle = 'सौदा क्यों नहीं हुआ';
export const noneLost = 'इस अवधि में कोई पूछताछ हाथ से नहीं निकली।';

// Each person's figures.
export const peopleTitle = 'हर व्यक्ति के आँकड़े';
export const typicalNote = 'आम तौर पर लगा समय: आधी पूछताछ पर इससे पहले संपर्क हुआ, आधी पर इसके बाद।';
/** A typical time to first contact, `minutes` whole: "45 मिनट", "2 घंटे 5 मिनट", "1 दिन 3 घंटे". */
export const durationText = (minutes: number) => {
  if (minutes < 60) return `${minutes} मिनट`;
  const hours = Math.floor(minutes / 60);
  const hoursText = (h: number) => pluralIndic(h, `${h} घंटा`, `${h} घंटे`);
  if (hours < 24)
    return minutes % 60 ? `${hoursText(hours)} ${minutes % 60} मिनट` : hoursText(hours);
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} दिन ${hoursText(hours % 24)}` : `${days} दिन`;
};
