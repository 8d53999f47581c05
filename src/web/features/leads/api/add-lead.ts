/**
 * The lead call, AddLeadQRCode (docs/product.md#home-and-search-calls,
 * #messages-and-errors). 'Lead Already Exists' is a success for the buyer: the
 * seller already has their details, and the reply carries the seller's profile
 * just the same.
 */

import { useMutation } from '@tanstack/react-query';
import { LEAD_TYPE, type LeadMode, leadRemarks } from '#shared/lead-wire.ts';
import { PAGE_MSG } from '#shared/page-messages.ts';
import type { DealerProfile } from '#shared/schemas/car.ts';
import type { LeadAnswerSchema, LeadForm } from '#shared/schemas/lead.ts';
import { ApiError, type ApiResult, apiPost } from '#web/lib/api-client.ts';

/** What the lead needs to know about the car. */
export interface LeadTarget {
  /** The car's Rand (URL id). */
  rand: string;
  carnumber: string;
  /** dealerprofilelist[0].Rand, or '' when the car has no dealer profile. */
  dealerRand: string;
  /** "2019 Maruti Suzuki Swift VXI", for the remark the seller reads. */
  title: string;
  /** The seller's name as the car page shows it (dealerprofilelist[0].Firmname), '' when none: the lead's privacy notice names them. */
  sellerName: string;
}

export interface LeadSuccess {
  message: string;
  dealers: DealerProfile[];
}

/** The AddLeadQRCode form body for `target` (docs/product.md#home-and-search-calls). */
export function leadRequestBody(target: LeadTarget, mode: LeadMode, form: LeadForm) {
  return {
    Name: form.name.trim(),
    Contactno: form.Mobileno.trim(),
    Carno: target.carnumber,
    nDealerRandno: target.dealerRand,
    nRemarks: leadRemarks(mode, target.title),
    salesexecutiveId: '0',
    LeadType: LEAD_TYPE,
    Modelid: '0',
    Rand: target.rand,
  };
}

/** Turns the helper's answer into a success (including 'Lead Already Exists') or an ApiError. */
export function interpretLeadResult(r: ApiResult<DealerProfile[] | null>): LeadSuccess {
  if (r.succ || r.msg === PAGE_MSG.leadExists) {
    return { message: r.msg, dealers: Array.isArray(r.data) ? r.data : [] };
  }
  throw new ApiError(r.msg, r.status, r.data);
}

/**
 * Sends a lead (answer parsed with LeadAnswerSchema): the seller's profile on
 * success or 'Lead Already Exists'; any other failure throws an ApiError with
 * the message to show.
 */
export async function addLead(
  target: LeadTarget,
  mode: LeadMode,
  form: LeadForm,
): Promise<LeadSuccess> {
  const r = await apiPost<typeof LeadAnswerSchema>(
    '/api/LeadQRCode/AddLeadQRCode',
    leadRequestBody(target, mode, form),
    { on401: 'return' },
  );
  return interpretLeadResult(r);
}

/** The lead dialog's mutation (addLead for one car and mode). */
export function useAddLead(target: LeadTarget, mode: LeadMode) {
  return useMutation({
    mutationKey: ['leads', 'add', target.rand],
    mutationFn: (form: LeadForm) => addLead(target, mode, form),
  });
}
