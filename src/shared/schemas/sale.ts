/**
 * Closing a dealer's sale on the wire (issue 45 part 3;
 * docs/decisions/044-cost-sheets.md#sales): the buyer's details, the
 * price and payment mode (SaleFormSchema: the workspace's Sell form and
 * POST /api/Dealer/Sell check the same), the RC transfer's stage, and the
 * papers made from them (an invoice, a delivery note, Forms 29 and 30),
 * with the car's engine and chassis numbers when given. Owners and managers
 * only (`manageCar`): never public, never a sales executive. The
 * dealership's GSTIN for its invoices (PaperDetailsSchema) is its owners'
 * to set.
 */
import { z } from 'zod';
import { chassisNumberInvalid, engineNumberInvalid, gstinInvalid } from '#messages/sale.ts';
import { MSG } from '../messages.ts';
import { envelope } from './api.ts';
import { leadMobile, optionalText, personName, requiredText } from './fields.ts';
import { salePrice } from './listing-fields.ts';

export const SALE_ID_TYPES = ['aadhaar', 'pan', 'driving-licence', 'voter-id', 'passport'] as const;
export const PAYMENT_MODES = ['cash', 'upi', 'bank-transfer', 'cheque', 'loan'] as const;
/** Papers signed, submitted to the RTO (within 14 days of the sale), transferred. */
export const RC_STAGES = ['signed', 'submitted', 'transferred'] as const;
export type RcStage = (typeof RC_STAGES)[number];
/** The papers a sale gives. */
export const SALE_PAPERS = ['invoice', 'delivery-note', 'form-29', 'form-30'] as const;
export type SalePaper = (typeof SALE_PAPERS)[number];
/** Days the RTO allows for Forms 29 and 30 after a sale. */
export const RC_SUBMIT_DAYS = 14;

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);
/** Text with its spaces taken out, in capitals ("mA3 ewb 12" -> "MA3EWB12"); other values as they are. */
const squeezedUpper = (v: unknown) =>
  typeof v === 'string' ? v.replace(/\s+/g, '').toUpperCase() : v;

/** The longest engine and chassis numbers (a chassis number is a VIN, 17 characters since 2001). */
export const ENGINE_NUMBER_MAX = 20;
export const CHASSIS_NUMBER_MAX = 17;

/** An optional number stamped on the car (as on its RC): 5 to `max` letters and digits, uppercase; blank: not given. */
const vehicleNumber = (max: number, message: string) =>
  z.preprocess(
    (v) => blankToUndefined(squeezedUpper(v)),
    z
      .string({ error: message })
      .regex(new RegExp(`^[A-Z0-9]{5,${max}}$`), message)
      .optional(),
  );

export const SaleFormSchema = z
  .object({
    Rand: requiredText(64),
    buyerName: personName,
    buyerMobile: leadMobile,
    buyerAddress: requiredText(250),
    idType: z.preprocess(blankToUndefined, z.enum(SALE_ID_TYPES).optional()),
    idNumber: optionalText(30),
    salePrice,
    paymentMode: z.enum(PAYMENT_MODES, { error: MSG.paymentModeNeeded }),
    engineNumber: vehicleNumber(ENGINE_NUMBER_MAX, engineNumberInvalid),
    chassisNumber: vehicleNumber(CHASSIS_NUMBER_MAX, chassisNumberInvalid),
  })
  .refine((f) => !f.idType || f.idNumber, {
    error: MSG.idNumberNeeded,
    path: ['idNumber'],
  });
export type SaleForm = z.input<typeof SaleFormSchema>;
export type SaleValues = z.output<typeof SaleFormSchema>;

/** POST /api/Dealer/RcStage */
export const RcStageFormSchema = z.object({
  Rand: requiredText(64),
  stage: z.enum(RC_STAGES, { error: 'stage: signed, submitted or transferred' }),
});

/** GET /api/Dealer/Papers?Rand=&doc= */
export const PapersQuerySchema = z.object({
  Rand: requiredText(64),
  doc: z.enum(SALE_PAPERS, { error: 'doc: invoice, delivery-note, form-29 or form-30' }),
});

/** GET /api/Dealer/Sale?Rand=: the sale as recorded; RcDue: the last day to submit to the RTO. */
export const SaleAnswerSchema = envelope(
  z.object({
    BuyerName: z.string(),
    BuyerMobile: z.string(),
    SalePrice: z.number().int(),
    PaymentMode: z.enum(PAYMENT_MODES),
    SoldAt: z.string(),
    RcStage: z.enum(RC_STAGES),
    RcDue: z.string(),
    /** The RC has not reached the RTO and RC_SUBMIT_DAYS have passed. */
    RcOverdue: z.boolean(),
    /** The car's numbers as the sale recorded them; null: not given. */
    EngineNumber: z.string().nullable(),
    ChassisNumber: z.string().nullable(),
  }),
);
export type Sale = z.infer<typeof SaleAnswerSchema>['Data'];

/** The longest stock register one download covers, days. */
export const REGISTER_MAX_DAYS = 366;

const registerDay = z
  .string({ error: 'give the day as YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'give the day as YYYY-MM-DD')
  .refine((d) => !Number.isNaN(Date.parse(d)), 'give the day as YYYY-MM-DD');

/**
 * GET /api/Dealer/StockRegister.csv: the dealer's register of vehicles
 * (CMVR rule 55A) from `from` to `to` (IST days, at most REGISTER_MAX_DAYS).
 */
export const StockRegisterQuerySchema = z
  .object({ from: registerDay, to: registerDay })
  .refine((q) => q.from <= q.to, { error: 'from must not be after to', path: ['from'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < REGISTER_MAX_DAYS, {
    error: `at most ${REGISTER_MAX_DAYS} days`,
    path: ['to'],
  });

/** A GSTIN's shape: state code (2 digits), PAN (5 letters, 4 digits, a letter), entity, 'Z', check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][0-9A-Z]Z[0-9A-Z]$/;
const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * True when the last of GSTIN `g`'s 15 characters is the GST Network's check
 * character of the first 14 (base 36, weights 1 and 2 in turn, each product's
 * two base-36 digits added), as every issued GSTIN's is: a mistyped character
 * fails it.
 */
export function gstinCheckOk(g: string): boolean {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = GSTIN_CHARS.indexOf(g[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return g[14] === GSTIN_CHARS[(36 - (sum % 36)) % 36];
}

/**
 * GET and POST /api/Dealer/PaperDetails: what the dealership's sale papers
 * print besides its name and address. `Gstin`: 15 characters, spaces taken
 * out and in capitals, checked as GSTIN_PATTERN and gstinCheckOk; blank
 * clears it (undefined). Owners set it on the Team screen; never public.
 */
export const PaperDetailsSchema = z.object({
  Gstin: z.preprocess(
    (v) => blankToUndefined(squeezedUpper(v)),
    z
      .string({ error: gstinInvalid })
      .regex(GSTIN_PATTERN, gstinInvalid)
      .refine(gstinCheckOk, gstinInvalid)
      .optional(),
  ),
});
/** The Team screen's GSTIN form: what is typed ('' clears it). */
export type PaperDetailsForm = { Gstin: string };
export type PaperDetailsValues = z.output<typeof PaperDetailsSchema>;
export const PaperDetailsAnswerSchema = envelope(z.object({ Gstin: z.string().nullable() }));
