/**
 * "Promote on WhatsApp Status" under a live car on My Vehicles and in the
 * dealer workspace (issue 12
 * item 4; docs/decisions/023-status-card.md): opens the dialog with the
 * car's Status picture and caption. Nothing is asked of the server until
 * it is pressed.
 */
import { useState } from 'react';
import { promoteOnStatus } from '#messages/car-page.ts';
import { WhatsAppIcon } from '#web/components/ui/WhatsAppIcon.tsx';
import type { PromotedCar } from '../api/status-card.ts';
import { StatusCardDialog } from './StatusCardDialog.tsx';

export function PromoteButton({ car }: { car: PromotedCar }) {
  const [open, setOpen] = useState(false);
  const { title } = car;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-xl border border-emerald-700 bg-white px-3 text-sm font-semibold text-emerald-800 transition hover:bg-emerald-50"
      >
        <WhatsAppIcon className="h-5 w-5 shrink-0" />
        <span>
          {promoteOnStatus}
          <span className="sr-only">: {title}</span>
        </span>
      </button>
      {open ? <StatusCardDialog car={car} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
