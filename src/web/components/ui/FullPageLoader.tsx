/**
 * Full-height loader with the logo centred
 * (docs/product.md#screens-and-routes): app start and lazy routes.
 */
import { Logo } from './Logo.tsx';

export function FullPageLoader() {
  return (
    <div
      className="flex min-h-dvh flex-col items-center justify-center gap-5 bg-white"
      role="status"
      aria-live="polite"
    >
      <Logo className="h-11 w-auto animate-pulse" title="" />
      <span className="sr-only">Loading...</span>
      <div className="h-1 w-32 overflow-hidden rounded-full bg-ink-100" aria-hidden="true">
        <div className="h-full w-2/5 animate-progress rounded-full bg-primary-600" />
      </div>
    </div>
  );
}
