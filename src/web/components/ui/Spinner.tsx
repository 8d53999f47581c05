/**
 * A small inline spinner with an optional visible label. `tone` 'current'
 * takes the text colour (inside buttons); `srLabel` is what screen readers hear
 * when there is no visible label.
 */
import { loadingLabel } from '#messages/frame.ts';

export function Spinner({
  label,
  className = '',
  tone = 'primary',
  srLabel = loadingLabel,
}: {
  label?: string;
  className?: string;
  tone?: 'primary' | 'current';
  srLabel?: string;
}) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`} role="status">
      <svg
        className={`h-5 w-5 animate-spin ${tone === 'primary' ? 'text-primary-600' : ''}`}
        viewBox="0 0 24 24"
        aria-hidden="true"
      >
        <circle
          cx="12"
          cy="12"
          r="10"
          stroke="currentColor"
          strokeWidth="3"
          fill="none"
          opacity="0.2"
        />
        <path
          d="M22 12a10 10 0 0 0-10-10"
          stroke="currentColor"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      {label ? <span>{label}</span> : <span className="sr-only">{srLabel}</span>}
    </span>
  );
}
