import type { SnapStrip } from '#web/components/ui/use-snap-strip.ts';

/**
 * The car page's previous / next buttons (the photo slider, the full-screen
 * viewer, Related Cars): a chevron pointing to `side`; each place gives its
 * own look.
 */
export function ArrowButton({
  side,
  label,
  disabled,
  onClick,
  className,
  iconClassName = 'h-6 w-6',
}: {
  side: 'left' | 'right';
  /** The accessible name, e.g. 'Previous photo'. */
  label: string;
  disabled: boolean;
  onClick: () => void;
  className: string;
  iconClassName?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className={className}
    >
      <svg viewBox="0 0 24 24" className={iconClassName} aria-hidden="true">
        <path
          d={side === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
          fill="none"
          stroke="currentColor"
          strokeWidth={2.25}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

/**
 * Previous and next buttons for a snap strip (`strip`), each moving it a
 * view; `labels` names them, `className(side)` gives their look.
 */
export function StripArrows({
  strip,
  labels,
  className,
  iconClassName,
}: {
  strip: Pick<SnapStrip<HTMLElement>, 'atStart' | 'atEnd' | 'step'>;
  labels: [previous: string, next: string];
  className: (side: 'left' | 'right') => string;
  iconClassName?: string;
}) {
  return (
    <>
      <ArrowButton
        side="left"
        disabled={strip.atStart}
        onClick={() => strip.step(-1)}
        label={labels[0]}
        className={className('left')}
        iconClassName={iconClassName}
      />
      <ArrowButton
        side="right"
        disabled={strip.atEnd}
        onClick={() => strip.step(1)}
        label={labels[1]}
        className={className('right')}
        iconClassName={iconClassName}
      />
    </>
  );
}
