/**
 * The lead dialogs (docs/product.md#lead-dialog): Price mode ("Get Best
 * Price") and Contact mode ("Get Seller Details"), one native <dialog> each,
 * in the car page's HTML from the server. The buttons that open them carry
 * `commandfor` / `command="show-modal"` (DialogOpener), so the browser
 * opens the dialog at the first tap, before the app runs and without
 * JavaScript; the name field has autofocus. Escape, the close button
 * (command="close") and a tap on the backdrop (closedby="any") close it; the
 * browser returns focus to the button. Inside, LeadForm posts to the car
 * page itself without the app (lead-outcome.ts answers it), and sends the
 * lead through the API with it. Closing clears the form and its errors.
 */

import { useRef } from 'react';
import {
  bestPriceIntro,
  getBestPrice,
  requestBestPrice,
  sellerDetailsIntro,
  showSellerDetails,
} from '#messages/car-page.ts';
import { getSellerDetails } from '#messages/frame.ts';
import type { LeadMode } from '#shared/schemas/lead.ts';
import { FormDialog, useClosings } from '#web/components/ui/FormDialog.tsx';
import { type LeadSuccess, type LeadTarget, useAddLead } from '../api/add-lead.ts';
import type { LeadOutcome } from '../api/lead-outcome.ts';
import { LeadForm } from './LeadForm.tsx';

export const LEAD_TITLES: Record<LeadMode, string> = {
  Price: getBestPrice,
  Contact: getSellerDetails,
};

const SUBMIT_LABELS: Record<LeadMode, string> = {
  Price: requestBestPrice,
  Contact: showSellerDetails,
};

const INTROS: Record<LeadMode, string> = {
  Price: bestPriceIntro,
  Contact: sellerDetailsIntro,
};

/** The id of `mode`'s dialog. */
export const leadDialogId = (mode: LeadMode) => `lead-dialog-${mode.toLowerCase()}`;

export interface LeadDialogProps {
  mode: LeadMode;
  target: LeadTarget;
  /** The refused outcome of this dialog's form posted without JavaScript: shown open with it. */
  refused?: Extract<LeadOutcome, { sent: false }>;
  /** Shown open by the server (the page's `?open=` names it: DialogOpener's link without JavaScript). */
  requested?: boolean;
  onSuccess: (result: LeadSuccess) => void;
}

export function LeadDialog({ mode, target, refused, requested, onSuccess }: LeadDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const mutation = useAddLead(target, mode);
  const { reset } = mutation;
  // A new form (empty, no errors) after each close; the posted outcome only until then.
  const opening = useClosings(dialogRef, reset);
  const outcome = opening === 0 ? refused : undefined;

  return (
    <FormDialog
      id={leadDialogId(mode)}
      dialogRef={dialogRef}
      title={LEAD_TITLES[mode]}
      intro={<p className="mt-1 text-sm text-ink-600">{INTROS[mode]}</p>}
      open={Boolean(outcome) || (opening === 0 && requested)}
    >
      <p className="mb-4 line-clamp-2 rounded-lg bg-ink-50 px-3 py-2 text-sm font-medium text-ink-700">
        {target.title}
      </p>
      <LeadForm
        key={opening}
        mode={mode}
        initial={outcome}
        submitLabel={SUBMIT_LABELS[mode]}
        seller={target.sellerName}
        submitting={mutation.isPending}
        serverError={mutation.error?.message ?? outcome?.serverError ?? null}
        onSubmit={(values) =>
          mutation.mutateAsync(values).then(
            (result) => {
              dialogRef.current?.close();
              onSuccess(result);
            },
            () => {
              // Shown above the form through mutation.error.
            },
          )
        }
      />
    </FormDialog>
  );
}
