/**
 * The glossary's terms of a dealership's work (glossary.ts says how entries
 * are read and checked): its team and roles, follow-ups, assigning,
 * working hours, and the sale papers' numbers.
 */
import type { GlossaryEntry } from './glossary-entry.ts';

export const DEALER_GLOSSARY: readonly GlossaryEntry[] = [
  {
    idea: 'team (the people of a dealership who log in to work its cars and enquiries)',
    hi: { term: 'टीम', forms: ['टीम'], forbidden: ['स्टाफ'] },
    gu: { term: 'ટીમ', forms: ['ટીમ'], forbidden: ['સ્ટાફ'] },
    messages: [
      'team.teamTitle',
      'team.roleOwnerHint',
      'team.addToTeamButton',
      'team.confirmRemove',
      'team.onlyOwnersTeam',
      'messages.MSG.staffNotFound',
      'messages.MSG.staffMobileInTeam',
      'messages.MSG.teamFull',
      'messages.MSG.staffAdded',
      'messages.MSG.staffRemoved',
    ],
  },
  {
    idea: "sales executive (a dealership's role: their own enquiries, and the stock to see)",
    hi: {
      term: 'सेल्स एग्ज़ीक्यूटिव',
      forms: ['सेल्स एग्ज़ीक्यूटिव'],
      // Not सेल्समैन, and the nukta kept.
      forbidden: ['सेल्समैन', 'सेल्स एग्जीक्यूटिव', 'बिक्री अधिकारी'],
    },
    gu: {
      term: 'સેલ્સ એક્ઝિક્યુટિવ',
      forms: ['સેલ્સ એક્ઝિક્યુટિવ'],
      forbidden: ['સેલ્સમેન', 'સેલ્સ એક્ઝીક્યુટિવ'],
    },
    messages: [
      'team.roleSales',
      'team.mayChangePricesHint',
      'team.noStaffYet',
      'messages.MSG.validRole',
    ],
  },
  {
    idea: 'follow-up (the next call or message a dealership plans to a buyer, with its time)',
    hi: {
      term: 'फ़ॉलो-अप',
      forms: ['फ़ॉलो-अप'],
      // The nukta and the hyphen kept; not अनुवर्ती, which no dealer says. (फ़ॉलो करें alone,
      // following on social media, is another idea.)
      forbidden: ['फॉलो-अप', 'फॉलोअप', 'फॉलो अप', 'फ़ॉलोअप', 'फ़ॉलो अप', 'अनुवर्ती'],
    },
    gu: {
      term: 'ફૉલો-અપ',
      forms: ['ફૉલો-અપ'],
      // (ફોલો કરો alone, following on social media, is another idea.)
      forbidden: ['ફોલો-અપ', 'ફોલોઅપ', 'ફોલો અપ', 'ફૉલોઅપ', 'ફૉલો અપ'],
    },
    messages: [
      'lead-work.overdueHeading',
      'lead-work.dueTodayHeading',
      'lead-work.followUpAt',
      'lead-work.whenQuestion',
      'lead-work.eventFollowUp',
      'lead-work.followUpMessagesTitle',
      'messages.MSG.followUpInPast',
      'messages.MSG.validFollowUpTime',
      'messages.MSG.followUpsConsent',
    ],
  },
  {
    idea: "assign (give an enquiry to a person of the dealership's team)",
    hi: { term: 'सौंपें', forms: ['सौंप'], forbidden: ['असाइन'] },
    gu: { term: 'સોંપો', forms: ['સોંપ'], forbidden: ['અસાઇન'] },
    messages: [
      'lead-work.assignButton',
      'lead-work.assignLabel',
      'lead-work.assignedToYou',
      'lead-work.assignedTo',
      'lead-work.eventAssigned',
      'messages.MSG.leadAssigned',
      'messages.MSG.assigneeCannotTakeLeads',
    ],
  },
  {
    idea: 'working hours (when a dealership answers enquiries, in Indian time)',
    hi: { term: 'कामकाज का समय', forms: ['कामकाज'], forbidden: ['वर्किंग', 'काम के घंटे'] },
    gu: { term: 'કામકાજનો સમય', forms: ['કામકાજ'], forbidden: ['વર્કિંગ', 'કામના કલાક'] },
    messages: [
      'team.hoursTitle',
      'team.saveHoursButton',
      'messages.MSG.hoursSaved',
      'messages.MSG.validOpenDays',
    ],
  },
  {
    idea: 'kilometres (the distance a car has run, named in a sentence)',
    hi: { term: 'किलोमीटर', forms: ['किलोमीटर'], forbidden: ['km', 'किमी', 'कि.मी.'] },
    gu: { term: 'કિલોમીટર', forms: ['કિલોમીટર'], forbidden: ['km', 'કિમી', 'કિ.મી.'] },
    messages: ['cars.factKilometres', 'cars.sortKmLow', 'dealer.ruleUpdates'],
  },
  {
    idea: "engine number (stamped on a car's engine, as on its RC; on the sale papers)",
    hi: { term: 'इंजन नंबर', forms: ['इंजन'], forbidden: ['इंजिन', 'एंजिन'] },
    gu: { term: 'એન્જિન નંબર', forms: ['એન્જિન'], forbidden: ['એંજિન', 'એન્જીન', 'ઍન્જિન'] },
    messages: [
      'sale.engineNumberLabel',
      'sale.engineNumberInvalid',
      'sale.engineNumberIs',
      'sale.registerText',
    ],
  },
  {
    idea: "chassis number (a car's VIN, as on its RC; on the sale papers)",
    hi: { term: 'चेसिस नंबर', forms: ['चेसिस'], forbidden: ['चैसिस', 'चेसीस', 'चासिस'] },
    gu: { term: 'ચેસિસ નંબર', forms: ['ચેસિસ'], forbidden: ['ચેસીસ', 'ચૅસિસ', 'ચાસિસ'] },
    messages: [
      'sale.chassisNumberLabel',
      'sale.chassisNumberInvalid',
      'sale.chassisNumberIs',
      'sale.registerText',
    ],
  },
  {
    idea: "GSTIN (a dealership's GST registration number, on its invoices)",
    // Written in Latin letters, as on the GST certificate.
    hi: { term: 'GSTIN', forms: ['GSTIN'], forbidden: ['जीएसटी'] },
    gu: { term: 'GSTIN', forms: ['GSTIN'], forbidden: ['જીએસટી'] },
    messages: [
      'sale.gstinTitle',
      'sale.gstinIntro',
      'sale.gstinInvalid',
      'sale.saveGstinButton',
      'sale.gstinSaved',
      'sale.gstinRemoved',
    ],
  },
];
