/**
 * Leads (docs/product.md#lead, #lead-rules, #home-and-search-calls).
 * LeadFormSchema drives the modal; LeadRequestSchema validates the route with the same field rules.
 */
import { z } from 'zod';
import { LEAD_TYPE, type LeadMode, leadModeOf, leadRemarks } from '../lead-wire.ts';
import { MSG } from '../messages.ts';
import { envelope } from './api.ts';
import { DealerProfileSchema } from './car.ts';
import { hasControlChars, leadMobile, optionalText, personName } from './fields.ts';

export const LeadFormSchema = z.object({ name: personName, Mobileno: leadMobile });
export type LeadForm = z.infer<typeof LeadFormSchema>;

export { LEAD_TYPE, type LeadMode, leadModeOf, leadRemarks };

export const LeadRequestSchema = z.object({
  Name: personName,
  Contactno: leadMobile,
  Carno: z
    .string({ error: 'Carno is required' })
    .trim()
    .min(1, 'Carno is required')
    .max(20)
    .refine((s) => !hasControlChars(s), MSG.validVehicleNumber),
  nDealerRandno: optionalText(64),
  nRemarks: optionalText(500),
  salesexecutiveId: optionalText(10),
  LeadType: optionalText(40),
  Modelid: optionalText(10),
  /** Extension: the listing's Rand, which pins the car when car numbers repeat across sold listings. */
  Rand: optionalText(64),
});
export type LeadRequest = z.infer<typeof LeadRequestSchema>;

/**
 * AddLeadQRCode's answer: the seller's profile with the full mobile number.
 * 'Lead Already Exists' answers `Success: false` with the same Data.
 */
export const LeadAnswerSchema = envelope(z.array(DealerProfileSchema));
