/**
 * A checkbox drawn as a 48px card with its label (the look of field.tsx's
 * RadioPill), and an optional hint under it (`${id}-hint`, which the checkbox
 * names in aria-describedby). `className` places it in the grid. Pass
 * register(...) props through. Used by the sell and edit form's Insurance; a
 * file of its own so the forms that do not use it do not load it.
 */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

export function CheckboxField({
  id,
  label,
  hint,
  className = '',
  ...input
}: { id: string; label: string; hint?: ReactNode; className?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'className'
> & {
    ref?: Ref<HTMLInputElement>;
  }) {
  return (
    <div className={`min-w-0 scroll-mt-24 ${className}`}>
      <label
        htmlFor={id}
        className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-ink-300 bg-white px-4 py-2 shadow-sm transition hover:border-primary-400 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-primary-600/20"
      >
        <input
          id={id}
          type="checkbox"
          className="h-5 w-5 shrink-0 accent-primary-600"
          aria-describedby={hint ? `${id}-hint` : undefined}
          {...input}
        />
        <span className="text-base font-medium text-ink-800">{label}</span>
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
