/**
 * A file input drawn as a button in the page's language, with what was
 * chosen beside it. The browser's own button and "No file chosen" follow
 * the phone's language, not the page's, so a Hindi page showed them in
 * English. The input itself stays (visually hidden, focusable, labelled by
 * its field's label and this button), so forms, react-hook-form's
 * `register` and tests use it as any file input. Import cars' own (the
 * showroom logo's field draws its button itself): shared, it became a chunk
 * whose name every route's start carried (js-budget.json).
 */
import type { ComponentProps } from 'react';

export function FilePicker({
  id,
  button,
  chosen,
  ...input
}: Omit<ComponentProps<'input'>, 'type' | 'className'> & {
  id: string;
  /** The button's words ("Choose file"). */
  button: string;
  /** What shows beside it: the chosen file's name, or a "No file chosen" (empty: nothing). */
  chosen: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <input id={id} type="file" className="peer sr-only" {...input} />
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center rounded-lg bg-primary-50 px-4 text-sm font-semibold text-primary-700 hover:bg-primary-100 peer-focus-visible:ring-4 peer-focus-visible:ring-primary-600/30 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
      >
        {button}
      </label>
      {chosen ? <span className="min-w-0 break-all text-sm text-ink-600">{chosen}</span> : null}
    </div>
  );
}
