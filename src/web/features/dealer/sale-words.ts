/** The sale's lists in the page's language (issue 45 part 3). */
import {
  idTypeAadhaar,
  idTypeLicence,
  idTypePan,
  idTypePassport,
  idTypeVoter,
  paperDelivery,
  paperForm29,
  paperForm30,
  paperInvoice,
  payBank,
  payCash,
  payCheque,
  payLoan,
  payUpi,
  rcSigned,
  rcSubmitted,
  rcTransferred,
} from '#messages/sale.ts';
import type { PAYMENT_MODES, RcStage, SALE_ID_TYPES, SalePaper } from '#shared/schemas/sale.ts';

export const ID_TYPE_NAMES: Record<(typeof SALE_ID_TYPES)[number], string> = {
  aadhaar: idTypeAadhaar,
  pan: idTypePan,
  'driving-licence': idTypeLicence,
  'voter-id': idTypeVoter,
  passport: idTypePassport,
};

export const PAYMENT_NAMES: Record<(typeof PAYMENT_MODES)[number], string> = {
  cash: payCash,
  upi: payUpi,
  'bank-transfer': payBank,
  cheque: payCheque,
  loan: payLoan,
};

export const RC_STAGE_NAMES: Record<RcStage, string> = {
  signed: rcSigned,
  submitted: rcSubmitted,
  transferred: rcTransferred,
};

export const PAPER_NAMES: Record<SalePaper, string> = {
  invoice: paperInvoice,
  'delivery-note': paperDelivery,
  'form-29': paperForm29,
  'form-30': paperForm30,
};
