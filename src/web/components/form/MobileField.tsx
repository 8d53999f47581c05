/**
 * The ten-digit mobile field with its +91 prefix (the lead form, the Report
 * dialog): a labelled native input named `Mobileno`, uncontrolled, with its
 * error. A react-hook-form passes `register(...)`'s props as `input` (its
 * name replaces `Mobileno`).
 */
import type { InputHTMLAttributes, Ref } from 'react';
import { mobileLabel, mobilePlaceholder } from '#messages/frame.ts';
import { Field, inputClass } from './field.tsx';

export function MobileField({
  id,
  error,
  defaultValue,
  label = mobileLabel,
  input,
}: {
  id: string;
  error?: string;
  defaultValue?: string;
  label?: string;
  input?: Pick<InputHTMLAttributes<HTMLInputElement>, 'name' | 'onChange' | 'onBlur'> & {
    ref?: Ref<HTMLInputElement>;
  };
}) {
  return (
    <Field id={id} label={label} error={error} className="min-w-0">
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-0 flex items-center border-r border-ink-200 pr-3 pl-3.5 text-base text-ink-500"
        >
          +91
        </span>
        <input
          id={id}
          name="Mobileno"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          defaultValue={defaultValue}
          placeholder={mobilePlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClass} pl-[4.25rem]`}
          {...input}
        />
      </div>
    </Field>
  );
}
