/**
 * A form's submit button: a spinner and `aria-busy` while `pending` (the
 * button is then disabled, so a second tap does nothing), and a greyed-out
 * look when it is `disabled` for another reason (e.g. Verify before a code is
 * typed). `tone` picks the brand colour; `className` sets width and spacing.
 */
import type { ReactNode } from 'react';
import { pleaseWait } from '#messages/frame.ts';
import { Spinner } from '#web/components/ui/Spinner.tsx';

const TONES = {
  primary: 'bg-primary-600 hover:bg-primary-700',
  accent: 'bg-accent-700 hover:bg-accent-800',
  danger: 'bg-red-700 hover:bg-red-800',
} as const;

export function SubmitButton({
  pending = false,
  disabled = false,
  tone = 'primary',
  className = 'w-full px-4',
  children,
}: {
  pending?: boolean;
  disabled?: boolean;
  tone?: keyof typeof TONES;
  className?: string;
  children: ReactNode;
}) {
  const state = pending
    ? 'cursor-wait opacity-70'
    : disabled
      ? 'cursor-not-allowed bg-ink-300! text-ink-700! shadow-none'
      : '';
  return (
    <button
      type="submit"
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      className={`flex min-h-12 items-center justify-center gap-2 rounded-xl text-base font-semibold text-white shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 ${TONES[tone]} ${state} ${className}`}
    >
      {pending ? <Spinner tone="current" srLabel={pleaseWait} /> : null}
      {children}
    </button>
  );
}
