/**
 * A native <select> with the brand look and a chevron: the public pages'
 * filters, range ends and sort order (features/catalog). `className` adds the
 * select's height and text size; `compact` narrows the chevron's room for
 * tight pairs (the range selects); the box around it is relative, plus
 * `wrapperClassName`.
 */
import type { SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from '#web/components/ui/icons.tsx';

export interface ChevronSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  compact?: boolean;
  wrapperClassName?: string;
}

export function ChevronSelect({
  compact = false,
  className = '',
  wrapperClassName = '',
  ...props
}: ChevronSelectProps) {
  return (
    <div className={`relative ${wrapperClassName}`}>
      <select
        {...props}
        className={`w-full appearance-none rounded-xl border border-ink-300 bg-white py-2 pl-3 text-ink-900 hover:border-ink-400 ${compact ? 'pr-8' : 'pr-9'} ${className}`}
      />
      <ChevronDownIcon
        className={`pointer-events-none absolute top-1/2 h-4 w-4 -translate-y-1/2 text-ink-500 ${compact ? 'right-2.5' : 'right-3'}`}
      />
    </div>
  );
}
