import { OutlineIcon } from '#web/components/ui/icons.tsx';

/** A price tag (Get Best Price, the sold-out state); decorative. */
export function PriceTagIcon({ className }: { className: string }) {
  return (
    <OutlineIcon className={className} strokeWidth={2}>
      <path d="M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z" />
      <circle cx="7.5" cy="7.5" r="1.5" fill="currentColor" />
    </OutlineIcon>
  );
}
