/**
 * The frames of the lead report's parts (issue 43 part 5): a card with its
 * heading (ReportSection), and a table that scrolls sideways inside its own
 * focusable region rather than widening the page on a phone (ReportTable:
 * a real <table> with a caption; `minWidth` for a table of many columns,
 * which also says under it that it scrolls, on small screens only).
 */
import { type ReactNode, useId } from 'react';
import { scrollSideways } from '#messages/reports.ts';

/** A part of the report: `title` its h2. */
export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/70"
    >
      <h2 id={id} className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A table named `caption` (`head` its header row, `children` its body rows). */
export function ReportTable({
  caption,
  head,
  children,
  minWidth,
}: {
  caption: string;
  head: ReactNode;
  children: ReactNode;
  /** A Tailwind min-width class for a table too wide for a phone ("min-w-[34rem]"). */
  minWidth?: string;
}) {
  const id = useId();
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so the keyboard can scroll it. */}
      <section aria-labelledby={id} tabIndex={0} className="mt-3 overflow-x-auto">
        <table className={`w-full text-sm ${minWidth ?? ''}`}>
          <caption id={id} className="sr-only">
            {caption}
          </caption>
          <thead className="text-ink-600">{head}</thead>
          <tbody className="divide-y divide-ink-100 text-ink-900">{children}</tbody>
        </table>
      </section>
      {minWidth ? <p className="mt-2 text-xs text-ink-600 sm:hidden">{scrollSideways}</p> : null}
    </>
  );
}
