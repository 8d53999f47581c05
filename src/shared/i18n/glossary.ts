/**
 * One term per idea in Hindi and Gujarati (issue 42 part 6): the word each
 * language uses for an idea the product names often, how it shows in
 * sentences, and the variants that must not appear beside it.
 * glossary.test.ts reads every Hindi and Gujarati catalog module and policy
 * page and fails on a forbidden variant, and on a listed message that does
 * not use its idea's term.
 *
 * A variant is matched where a word starts (not inside a longer word: लाइन is
 * not found in ऑनलाइन), and runs on into any ending, so that लीड also finds
 * लीडों and Gujarati's attached postpositions (લીડની); a Latin variant (km)
 * must also end where a word ends. Figures keep their unit as format.ts writes
 * it ("45,000 km"); a sentence writes the word.
 */

export interface GlossaryTerm {
  /** The term, as a label or button shows it. */
  term: string;
  /** How the term starts in the sentences that use it (its stems): a listed message holds one. */
  forms: readonly string[];
  /** Variants that must not appear anywhere in the language's text. */
  forbidden: readonly string[];
}

export interface GlossaryEntry {
  /** The idea, in English. */
  idea: string;
  hi: GlossaryTerm;
  gu: GlossaryTerm;
  /**
   * Messages that name the idea, as `module.export` (`messages.MSG.key`,
   * `seo.policyDescriptions.key`): each must hold one of the term's forms in
   * both languages. Functions are called with sample values.
   */
  messages: readonly string[];
}

export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    idea: 'for sale (a car offered to buyers; the status of an unsold listing)',
    hi: {
      term: 'बिक्री के लिए',
      // "बिक्री पर" is the status word (My Vehicles, the dealer's stock).
      forms: ['बिक्री के लिए', 'बिक्री पर'],
      // बिकाऊ also means venal.
      forbidden: ['बिकाऊ'],
    },
    gu: {
      term: 'વેચાણ માટે',
      forms: ['વેચાણ માટે', 'વેચાણમાં'],
      forbidden: ['વેચાઉ', 'વેચવાની છે'],
    },
    messages: [
      'heads.homeTitle',
      'heads.carForSaleTitle',
      'document.defaultTitle',
      'frame.homeHeading',
      'frame.homeCarsHeading',
      'frame.carsForSale',
      'car-page.similarCarsForSale',
      'dealer.statusForSale',
      'dealer.stockCounts',
      'sell.statusUnSold',
      'sell.carsListed',
      'link-pages.stillForSale',
      'notices.renewalText',
    ],
  },
  {
    idea: 'mark sold (tell buyers the car is sold)',
    hi: {
      term: 'बिकी हुई मार्क करें',
      forms: ['बिकी हुई मार्क'],
      // "बिकी मार्क करें" is ungrammatical; the car (कार, गाड़ी) is feminine.
      forbidden: ['बिकी मार्क', 'बिका हुआ मार्क', 'बिक गई मार्क'],
    },
    gu: {
      term: 'વેચાયેલી માર્ક કરો',
      // વેચાયેલું with વાહન (neuter).
      forms: ['વેચાયેલી માર્ક', 'વેચાયેલું માર્ક'],
      forbidden: ['વેચાઈ ગઈ માર્ક', 'વેચાઈ ગયેલી તરીકે', 'વેચાયેલી તરીકે'],
    },
    messages: [
      'dealer.markSold',
      'sell.soldButton',
      'messages.MSG.confirmSold',
      'messages.MSG.vehicleSold',
      'link-pages.renewElsewhere',
      'link-pages.renewOrSold',
      'link-pages.markedSold',
      'notices.renewalText',
    ],
  },
  {
    idea: 'enquiry (a lead: a buyer asking a seller for the best price or their details)',
    hi: { term: 'पूछताछ', forms: ['पूछताछ'], forbidden: ['लीड'] },
    gu: { term: 'પૂછપરછ', forms: ['પૂછપરછ'], forbidden: ['લીડ'] },
    messages: [
      'frame.navEnquiries',
      'account.newEnquiries',
      'account.leadsCount',
      'account.noLeads',
      'notices.leadNotice',
      'team.roleManagerHint',
      'team.roleSalesHint',
      'team.confirmRemove',
    ],
  },
  {
    idea: 'log in (sign in with the mobile number and OTP)',
    hi: {
      term: 'लॉग इन',
      forms: ['लॉग इन'],
      forbidden: ['लॉगिन', 'लोगिन', 'लॉग-इन', 'साइन इन', 'साइन-इन'],
    },
    gu: {
      term: 'લૉગ ઇન',
      forms: ['લૉગ ઇન'],
      forbidden: ['લૉગિન', 'લોગિન', 'લોગ ઇન', 'લૉગ-ઇન', 'સાઇન ઇન', 'સાઇન-ઇન'],
    },
    messages: [
      'frame.loginButton',
      'frame.pleaseLogIn',
      'frame.loginLoadFailed',
      'login.loginTitle',
      'messages.MSG.loginSuccess',
      'messages.MSG.sessionExpired',
      'messages.MSG.otpTestMobile',
      'link-pages.stopAlertsElsewhere',
      'link-pages.renewElsewhere',
      'team.teamIntro',
      'team.noStaffYet',
    ],
  },
  {
    idea: 'row (a line of a CSV file: a dealer or a car)',
    hi: { term: 'पंक्ति', forms: ['पंक्ति'], forbidden: ['लाइन'] },
    gu: { term: 'હરોળ', forms: ['હરોળ'], forbidden: ['લાઇન', 'પંક્તિ'] },
    messages: [
      'dealer.importIntro',
      'dealer.guideIntro',
      'dealer.carsFileHeading',
      'dealer.carsFileHint',
      'dealer.rowsRefused',
      'dealer.lineNumber',
    ],
  },
  {
    idea: "remove (take out of a list or a form: the wishlist, the comparison, a chosen photo, a dealership's team)",
    hi: { term: 'हटाएँ', forms: ['हटा'], forbidden: [] },
    gu: {
      term: 'હટાવો',
      forms: ['હટાવ'],
      // Not કાઢી નાખો, which is delete.
      forbidden: ['દૂર કર', 'દૂર થ'],
    },
    messages: [
      'cars.removeButton',
      'cars.removeFromWishlist',
      'cars.removing',
      'account.removeCar',
      'sell.removePhoto',
      'sell.closeAndDiscard',
      'messages.MSG.wishlistRemoved',
      'team.removeButton',
      'team.confirmRemove',
      'team.teamFullNote',
      'messages.MSG.teamFull',
      'messages.MSG.staffRemoved',
      'messages.MSG.notYourself',
      'showroom.removeLogo',
      'showroom.logoRemoved',
    ],
  },
  {
    idea: 'delete (gone for good: a listing, an uploaded photo, a saved search, the account)',
    hi: {
      term: 'डिलीट करें',
      // Not हटाएँ, which is remove.
      forms: ['डिलीट'],
      forbidden: [],
    },
    gu: {
      term: 'કાઢી નાખો',
      forms: ['કાઢી ના', 'કાઢી નખ'],
      forbidden: ['ડિલીટ'],
    },
    messages: [
      'account.deleteButton',
      'sell.deleteButton',
      'sell.deletePhoto',
      'frame.navDeleteAccount',
      'heads.accountDeletionPolicyTitle',
      'seo.policyDescriptions.accountdeletionpolicy',
      'messages.MSG.confirmDelete',
      'messages.MSG.searchDeleted',
      'messages.MSG.savedSearchLimit',
      'messages.MSG.vehicleDeleted',
      'messages.MSG.photoDeleted',
    ],
  },
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
