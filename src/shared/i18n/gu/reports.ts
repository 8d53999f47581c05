/**
 * A dealership's lead reports, /Dealer/Reports (issue 43 part 5;
 * docs/decisions/041-lead-work.md): the week or month shown and its
 * navigation, the CSV download, the funnel of how far the period's
 * enquiries got, enquiries per car and per source, why they were lost and
 * each person's figures (src/web/features/dealer). The stages and lost
 * reasons are lead-work.ts', the owner's row dealer.ts' (speedOwnerRow); the
 * server's answers are messages.ts' (MSG).
 */
import { MONTHS } from './format.ts';

// The report call's refusals (src/shared/schemas/lead-reports.ts; here, not in messages.ts, so the
// public pages' start does not carry them).
export const validReportPeriod = 'અઠવાડિયું કે મહિનો પસંદ કરો.';
export const validReportDay = 'આજ સુધીની કોઈ તારીખ પસંદ કરો.';

// The page.
export const reportsTitle = 'પૂછપરછનો રિપોર્ટ';
export const reportsIntro =
  'અઠવાડિયે-અઠવાડિયે કે મહિને-મહિને તમારી પૂછપરછનો હિસાબ: તે ક્યાંથી આવી, દરેક પૂછપરછ ક્યાં સુધી પહોંચી અને દરેક વ્યક્તિનું કામ કેવું ચાલે છે.';
export const loadingReport = 'રિપોર્ટ લોડ થઈ રહ્યો છે...';
export const reportLoadFailed = 'રિપોર્ટ લોડ થઈ શક્યો નહીં.';
export const onlyOwnersReports = 'ડીલરશિપનો રિપોર્ટ ફક્ત તેના માલિકો અને મેનેજર જ જોઈ શકે.';

// The period: the Week / Month switch, previous and next, the dates.
/** The navigation's name, for screen readers. */
export const periodNavLabel = 'રિપોર્ટનો સમયગાળો';
export const periodWeek = 'અઠવાડિયું';
export const periodMonth = 'મહિનો';
export const previousWeek = 'પાછલું અઠવાડિયું';
export const nextWeek = 'આવતું અઠવાડિયું';
export const previousMonth = 'પાછલો મહિનો';
export const nextMonth = 'આવતો મહિનો';

/** A day of a period's dates: "30 નવેમ્બર"; `month` 0 (January) to 11. */
export const dayMonth = (day: number, month: number) => `${day} ${MONTHS[month]}`;
/** The last day of a period's dates: "6 ડિસેમ્બર 2026". */
export const dayMonthYear = (day: number, month: number, year: number) =>
  `${day} ${MONTHS[month]} ${year}`;
/** A period's dates: "30 નવેમ્બર – 6 ડિસેમ્બર 2026", "1 – 31 ડિસેમ્બર 2026". */
export const dateRange = (from: string, to: string) => `${from} – ${to}`;
/** Under the dates: how many enquiries came in, for how many cars (કાર and પૂછપરછ keep their form in the plural). */
export const periodSummary = (leads: number, cars: number) => `${cars} કાર પર ${leads} પૂછપરછ`;

// The CSV of the period's enquiries, one row each.
export const downloadCsv = 'CSV ડાઉનલોડ કરો';
export const downloadingCsv = 'ડાઉનલોડ થઈ રહ્યું છે...';

// Nothing came in.
export const noEnquiriesWeek = 'આ અઠવાડિયે કોઈ પૂછપરછ આવી નથી.';
export const noEnquiriesMonth = 'આ મહિને કોઈ પૂછપરછ આવી નથી.';

// The funnel: how far the period's enquiries got (its steps' names are below).
export const funnelTitle = 'પૂછપરછ ક્યાં સુધી પહોંચી';
export const funnelLeads = 'પૂછપરછ';
/** A step's share of the period's enquiries: `pct` a whole number. */
export const shareOfLeads = (pct: number) => `કુલ પૂછપરછના ${pct}%`;

// The tables' columns.
export const columnCar = 'કાર';
export const columnPerson = 'વ્યક્તિ';
export const columnLeads = 'પૂછપરછ';
export const columnContacted = 'સંપર્ક થયો';
export const columnVisit = 'વિઝિટ નક્કી';
export const columnWon = 'સોદો પાકો';
export const columnTypical = 'પહેલા સંપર્ક સુધી સામાન્ય રીતે લાગેલો સમય';
/** A table wider than a phone scrolls sideways: said under it on small screens. */
export const scrollSideways = 'બધી કૉલમ જોવા ટેબલને ડાબે-જમણે ખસેડો.';

// Enquiries per car.
export const carsTitle = 'કાર દીઠ પૂછપરછ';

// Where the enquiries came from (LEAD_SOURCES).
export const sourcesTitle = 'પૂછપરછ ક્યાંથી આવી';
export const sourcePrice = 'શ્રેષ્ઠ કિંમતની માંગ';
export const sourceContact = 'વેચનારની વિગતોની માંગ';
export const sourceOther = 'અન્ય';

// The funnel's steps: lead-work.ts' stage names again, for the same reason as the lost
// reasons' below.
export const funnelContacted = 'સંપર્ક થયો';
export const funnelVisit = 'વિઝિટ નક્કી';
export const funnelWon = 'સોદો પાકો';
export const funnelLost = 'સોદો ન થયો';

// Why enquiries were lost: lead-work.ts' reason names again, word for word (the glossary test
// holds them alike). Imported from there, that module became a chunk of its own that every
// page's start names, and Gujarati /search went over issue 22's 120 kB.
export const reasonBoughtElsewhere = 'બીજેથી ખરીદી લીધી';
export const reasonPrice = 'કિંમત વધુ લાગી';
export const reasonFinance = 'લોન મંજૂર ન થઈ';
export const reasonNotInterested = 'રસ ન રહ્યો';
export const reasonUnreachable = 'સંપર્ક ન થઈ શક્યો';
export const reasonCarSold = 'કાર પહેલેથી વેચાઈ ગઈ';
export const reasonOther = 'બીજું કોઈ કારણ';

// Why enquiries were lost (the reasons are lead-work.ts').
export const lostTitle = 'સોદો કેમ ન થયો';
export const noneLost = 'આ સમયગાળામાં કોઈ પૂછપરછ હાથમાંથી ગઈ નથી.';

// Each person's figures.
export const peopleTitle = 'દરેક વ્યક્તિના આંકડા';
export const typicalNote = 'સામાન્ય રીતે લાગેલો સમય: અડધી પૂછપરછ પર આનાથી વહેલો સંપર્ક થયો, અડધી પર મોડો.';
/** A typical time to first contact, `minutes` whole: "45 મિનિટ", "2 કલાક 5 મિનિટ", "1 દિવસ 3 કલાક". */
export const durationText = (minutes: number) => {
  if (minutes < 60) return `${minutes} મિનિટ`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} કલાક ${minutes % 60} મિનિટ` : `${hours} કલાક`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} દિવસ ${hours % 24} કલાક` : `${days} દિવસ`;
};
