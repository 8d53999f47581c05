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

import { DEALER_GLOSSARY } from './glossary-dealer.ts';
import type { GlossaryEntry } from './glossary-entry.ts';

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
  ...DEALER_GLOSSARY,
];
