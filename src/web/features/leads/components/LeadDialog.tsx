/**
 * The lead dialogs (docs/product.md#lead-dialog): Price mode ("Get Best
 * Price") and Contact mode ("Get Seller Details"), one native <dialog> each,
 * in the car page's HTML from the server. The buttons that open them carry
 * `commandfor` / `command="show-modal"` (leadButtonProps), so the browser
 * opens the dialog at the first tap, before the app runs and without
 * JavaScript; the name field has autofocus. Escape, the close button
 * (command="close") and a tap on the backdrop (closedby="any") close it; the
 * browser returns focus to the button. Inside, LeadForm posts to the car
 * page itself without the app (lead-outcome.ts answers it), and sends the
 * lead through the API with it. Closing clears the form and its errors.
 */

import { useEffect, useId, useRef, useState } from 'react';
import type { LeadMode } from '#shared/schemas/lead.ts';
import { CloseIcon } from '#web/components/ui/icons.tsx';
import { closeWithoutInvokers } from '#web/lib/invoker-commands.ts';
import { type LeadSuccess, type LeadTarget, useAddLead } from '../api/add-lead.ts';
import type { LeadOutcome } from '../api/lead-outcome.ts';
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

/** The id of `mode`'s dialog. */
export const leadDialogId = (mode: LeadMode) => `lead-dialog-${mode.toLowerCase()}`;

/**
 * Props for a button that opens `mode`'s dialog: the browser's own invoker
 * command, and (once the app runs) a click that opens it where the browser
 * has no invoker commands.
 */
export function leadButtonProps(mode: LeadMode) {
  const id = leadDialogId(mode);
  return {
    commandfor: id,
    command: 'show-modal',
    onClick: () => {
      setTimeout(() => {
        const dialog = document.getElementById(id);
        if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
      });
    },
  } as { onClick: () => void };
}

export interface LeadDialogProps {
  mode: LeadMode;
  target: LeadTarget;
  /** The refused outcome of this dialog's form posted without JavaScript: shown open with it. */
  refused?: Extract<LeadOutcome, { sent: false }>;
  onSuccess: (result: LeadSuccess) => void;
}

export function LeadDialog({ mode, target, refused, onSuccess }: LeadDialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const mutation = useAddLead(target, mode);
  const { reset } = mutation;
  // A new form (empty, no errors) after each close; the posted outcome only until then.
  const [opening, setOpening] = useState(0);
  const outcome = opening === 0 ? refused : undefined;

  useEffect(() => {
    const dialog = dialogRef.current;
    const onClose = () => {
      reset();
      setOpening((n) => n + 1);
    };
    dialog?.addEventListener('close', onClose);
    return () => dialog?.removeEventListener('close', onClose);
  }, [reset]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes (closedby="any" where the browser has it); keyboards close with Escape
    <dialog
      ref={dialogRef}
      onClick={(e) => {
        // A click on the backdrop lands on the dialog element itself.
        if (e.target === e.currentTarget) dialogRef.current?.close();
      }}
      id={leadDialogId(mode)}
      aria-labelledby={titleId}
      closedby="any"
      open={outcome ? true : undefined}
      className="lead-dialog m-auto w-[calc(100%-2rem)] max-w-md overflow-visible rounded-2xl bg-transparent p-0 text-ink-900 backdrop:bg-ink-900/60"
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
            {...({ commandfor: leadDialogId(mode), command: 'close' } as object)}
            onClick={() => closeWithoutInvokers(dialogRef.current)}
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
          key={opening}
          mode={mode}
          initial={outcome}
          submitLabel={SUBMIT_LABELS[mode]}
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
      </div>
    </dialog>
  );
}
