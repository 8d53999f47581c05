/** Closing a sale in the dealer workspace (issue 45 part 3; docs/decisions/044-cost-sheets.md#sales). */
export const sellHeading = 'Sell this car';
export const sellIntro =
  'The buyer’s details go on the invoice, the delivery note and Forms 29 and 30. Only your dealership’s owners and managers see them.';
export const buyerNameLabel = 'Buyer’s name';
export const buyerMobileLabel = 'Buyer’s mobile number';
export const buyerAddressLabel = 'Buyer’s address';
export const idTypeLabel = 'Buyer’s ID (optional)';
export const idTypeNone = 'No ID';
export const idTypeAadhaar = 'Aadhaar';
export const idTypePan = 'PAN';
export const idTypeLicence = 'Driving licence';
export const idTypeVoter = 'Voter ID';
export const idTypePassport = 'Passport';
export const idNumberLabel = 'ID number';
export const salePriceLabel = 'Sale price (₹)';
export const paymentModeLabel = 'Paid by';
export const payCash = 'Cash';
export const payUpi = 'UPI';
export const payBank = 'Bank transfer';
export const payCheque = 'Cheque';
export const payLoan = 'Loan';
export const sellButton = 'Sell and make papers';
export const soldWithoutPapers = 'Mark sold without papers';
export const papersHeading = 'Papers';
export const paperInvoice = 'Invoice';
export const paperDelivery = 'Delivery note';
export const paperForm29 = 'Form 29';
export const paperForm30 = 'Form 30';
export const paperFailed = 'The paper did not download. Please try again.';
/** Who bought the car and for how much. */
export const soldTo = (name: string, price: string) => `Sold to ${name} for ${price}`;
export const rcLabel = 'RC transfer';
export const rcSigned = 'Papers signed';
export const rcSubmitted = 'Submitted to RTO';
export const rcTransferred = 'Transferred';
/** The last day to hand Forms 29 and 30 to the RTO. */
export const rcDueBy = (date: string) => `Submit to the RTO by ${date}`;
export const rcOverdue = 'More than 14 days have passed: submit Forms 29 and 30 to the RTO now.';
export const noPapers = 'This car was marked sold without the buyer’s details: it has no papers.';
export const registerHeading = 'Register of vehicles';
export const registerText =
  'Every car your dealership held in the days you choose, with the day it came in, the day it was sold, the buyer and the engine and chassis numbers given at the sale: the register the CMVR dealer rules ask for.';
export const registerFrom = 'From';
export const registerTo = 'To';
export const registerDownloadPdf = 'Download PDF';
export const registerFailed = 'The register did not download. Please check the days and try again.';

// The sold car's numbers on the Sell form (optional), and in its sale.
export const engineNumberLabel = 'Engine number';
export const chassisNumberLabel = 'Chassis number';
export const vehicleNumbersHint =
  'As on the RC. They are printed on Forms 29 and 30, the invoice, the delivery note and the register of vehicles.';
export const engineNumberInvalid =
  'Please enter the engine number as on the RC: 5 to 20 letters and digits.';
export const chassisNumberInvalid =
  'Please enter the chassis number as on the RC: 5 to 17 letters and digits.';
/** The sold car's engine number as its sale recorded it. */
export const engineNumberIs = (n: string) => `Engine number: ${n}`;
/** The sold car's chassis number as its sale recorded it. */
export const chassisNumberIs = (n: string) => `Chassis number: ${n}`;

// The dealership's GSTIN on the Team screen (owners change it).
export const gstinTitle = 'GSTIN on your papers';
export const gstinIntro =
  'Your dealership’s GSTIN is printed on each sale’s invoice and delivery note. Leave it blank if the dealership is not registered for GST. It never shows on your showroom page or your car pages.';
export const gstinLabel = 'GSTIN';
export const gstinHint = '15 letters and digits, as on your GST certificate.';
export const gstinInvalid =
  'Please enter a valid GSTIN: the 15 letters and digits on your GST certificate.';
export const saveGstinButton = 'Save GSTIN';
export const gstinSaved = 'GSTIN saved';
export const gstinRemoved = 'GSTIN removed';
export const loadingGstin = 'Loading your GSTIN...';
export const gstinLoadFailed = "We couldn't load your GSTIN.";
