/** A determinate progress bar (uploads): 0..1, announced as a percentage. */
export function ProgressBar({
  value,
  label,
  className = '',
  tone = 'primary',
}: {
  /** 0..1. */
  value: number;
  /** Accessible name, e.g. 'Uploading photo'. */
  label: string;
  className?: string;
  tone?: 'primary' | 'success' | 'danger';
}) {
  const pct = Math.round(Math.min(1, Math.max(0, value)) * 100);
  const fill =
    tone === 'success' ? 'bg-green-600' : tone === 'danger' ? 'bg-red-600' : 'bg-primary-600';
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      aria-valuetext={`${pct}%`}
      className={`h-2 w-full overflow-hidden rounded-full bg-ink-200 ${className}`}
    >
      <div
        className={`h-full rounded-full transition-[width] duration-200 ${fill}`}
        style={{ width: `${pct}%` }}
      />
    </div>
  );
}
