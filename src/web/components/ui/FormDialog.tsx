/**
 * The native <dialog> of a form the car page carries in its HTML (the lead
 * dialogs, Report this car): opened by the browser itself (`commandfor` on
 * its button), closed by Escape, its close button (command="close") or a tap
 * on the backdrop (closedby="any"); the browser returns focus to the button.
 * `open` shows it without script (a form posted without JavaScript, answered
 * with its errors). The box scrolls within a short phone screen.
 */
import { type ReactNode, type RefObject, useEffect, useId, useState } from 'react';
import { closeButton } from '#messages/frame.ts';
import { CloseIcon } from '#web/components/ui/icons.tsx';
import { closeWithoutInvokers } from '#web/lib/invoker-commands.ts';

/**
 * How many times `dialog` has closed (a key for a fresh form after each),
 * calling `onClose` at each close.
 */
export function useClosings(
  dialog: RefObject<HTMLDialogElement | null>,
  onClose: () => void,
): number {
  const [closings, setClosings] = useState(0);
  useEffect(() => {
    const element = dialog.current;
    const closed = () => {
      onClose();
      setClosings((n) => n + 1);
    };
    element?.addEventListener('close', closed);
    return () => element?.removeEventListener('close', closed);
  }, [dialog, onClose]);
  return closings;
}

export function FormDialog({
  id,
  dialogRef,
  title,
  intro,
  open,
  children,
}: {
  id: string;
  dialogRef: RefObject<HTMLDialogElement | null>;
  title: string;
  /** Under the title. */
  intro?: ReactNode;
  /** Shown open in the server's HTML (a refused form posted without JavaScript). */
  open?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes (closedby="any" where the browser has it); keyboards close with Escape
    <dialog
      ref={dialogRef}
      onClick={(e) => {
        // A click on the backdrop lands on the dialog element itself.
        if (e.target === e.currentTarget) dialogRef.current?.close();
      }}
      id={id}
      aria-labelledby={titleId}
      closedby="any"
      open={open ? true : undefined}
      className="lead-dialog m-auto w-[calc(100%-2rem)] max-w-md overflow-visible rounded-2xl bg-transparent p-0 text-ink-900 backdrop:bg-ink-900/60"
    >
      <div className="max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl sm:p-6">
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-xl font-bold text-ink-900">
              {title}
            </h2>
            {intro}
          </div>
          <button
            type="button"
            {...({ commandfor: id, command: 'close' } as object)}
            onClick={() => closeWithoutInvokers(dialogRef.current)}
            aria-label={closeButton}
            className="-mt-1 -mr-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-ink-500 transition hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-primary-600"
          >
            <CloseIcon className="h-6 w-6" />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
