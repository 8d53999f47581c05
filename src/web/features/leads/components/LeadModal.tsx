/**
 * The lead dialog (docs/product.md#lead-dialog): Price mode ("Get Best Price")
 * and Contact mode ("Get Seller Details"). A native modal <dialog> keeps the
 * page behind it inert (focus stays inside), Escape and the close button close
 * it, and focus returns to the button that opened it (useNativeDialog, which
 * also keeps it open under React StrictMode). Closing unmounts the form, which
 * clears its values and errors, and resets the request.
 */

import { useEffect, useId, useRef } from 'react';
import type { LeadMode } from '#shared/schemas/lead.ts';
import { CloseIcon } from '#web/components/ui/icons.tsx';
import { useNativeDialog } from '#web/components/ui/use-native-dialog.ts';
import { type LeadSuccess, type LeadTarget, useAddLead } from '../api/add-lead.ts';
import { LeadForm } from './LeadForm.tsx';

export const LEAD_TITLES: Record<LeadMode, string> = {
  Price: 'Get Best Price',
  Contact: 'Get Seller Details',
};

const SUBMIT_LABELS: Record<LeadMode, string> = {
  Price: 'Request Best Price',
  Contact: 'Show Seller Details',
};

const INTROS: Record<LeadMode, string> = {
  Price: 'Leave your name and mobile number and the seller will share their best price.',
  Contact: "Leave your name and mobile number to see the seller's phone number and address.",
};

export interface LeadModalProps {
  /** null: closed. */
  mode: LeadMode | null;
  target: LeadTarget;
  onClose: () => void;
  onSuccess: (result: LeadSuccess) => void;
}

export function LeadModal({ mode, target, onClose, onSuccess }: LeadModalProps) {
  if (!mode) return null;
  return <LeadDialog mode={mode} target={target} onClose={onClose} onSuccess={onSuccess} />;
}

function LeadDialog({
  mode,
  target,
  onClose,
  onSuccess,
}: {
  mode: LeadMode;
  target: LeadTarget;
  onClose: () => void;
  onSuccess: (result: LeadSuccess) => void;
}) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const mutation = useAddLead(target, mode);
  const { reset } = mutation;

  useNativeDialog(dialogRef, onClose);

  // Closing forgets any failed request, so the next opening starts clean.
  useEffect(() => () => reset(), [reset]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click closes from the backdrop; keyboards close with Escape (cancel event)
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      onClick={(e) => {
        // A click on the backdrop lands on the dialog element itself.
        if (e.target === e.currentTarget) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md overflow-visible rounded-2xl bg-transparent p-0 text-ink-900 backdrop:bg-ink-900/60 backdrop:backdrop-blur-[2px]"
    >
      <div className="rounded-2xl bg-white p-5 shadow-2xl sm:p-6">
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-xl font-bold text-ink-900">
              {LEAD_TITLES[mode]}
            </h2>
            <p className="mt-1 text-sm text-ink-600">{INTROS[mode]}</p>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="-mt-1 -mr-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-ink-500 transition hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-primary-600"
          >
            <CloseIcon className="h-6 w-6" />
          </button>
        </div>
        <p className="mb-4 line-clamp-2 rounded-lg bg-ink-50 px-3 py-2 text-sm font-medium text-ink-700">
          {target.title}
        </p>
        <LeadForm
          focusOnMount
          submitLabel={SUBMIT_LABELS[mode]}
          submitting={mutation.isPending}
          serverError={mutation.error?.message ?? null}
          onSubmit={(values) =>
            mutation.mutateAsync(values).then(onSuccess, () => {
              // Shown above the form through mutation.error.
            })
          }
        />
      </div>
    </dialog>
  );
}
