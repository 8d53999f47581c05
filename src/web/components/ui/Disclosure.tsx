/**
 * A native disclosure (details and summary) with a turning chevron, that
 * tells its owner when it opens, so what it shows can be asked for only
 * then (a car's cost sheet, a sale's papers). `hidden` is read by screen
 * readers only after the label (which car it is about).
 */
import { type ReactNode, useState } from 'react';

/** The chevron of a summary inside a `group` details: it turns down when open. */
export function DisclosureChevron() {
  return (
    <svg
      viewBox="0 0 20 20"
      className="h-4 w-4 transition group-open:rotate-90"
      aria-hidden="true"
      fill="currentColor"
    >
      <path d="M7 4l6 6-6 6V4z" />
    </svg>
  );
}

/** `children(open)` under a summary saying `label` (and `hidden` for screen readers). */
export function Disclosure({
  label,
  hidden,
  children,
}: {
  label: string;
  hidden?: string;
  children: (open: boolean) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="group mt-3 rounded-xl border border-ink-200"
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 text-sm font-semibold text-primary-800 [&::-webkit-details-marker]:hidden">
        <DisclosureChevron />
        {label}
        {hidden ? <span className="sr-only">: {hidden}</span> : null}
      </summary>
      {children(open)}
    </details>
  );
}
