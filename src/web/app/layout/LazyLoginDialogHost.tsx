/**
 * LoginDialogHost.tsx as a chunk of its own, loaded once the page has
 * hydrated (issue 26: room for the Hindi and Gujarati words in every route's
 * start, js-budget.json). The host draws nothing until something asks for
 * the login dialog, and asking is kept in the login-dialog store, so a tap
 * that asks before the chunk has arrived opens the dialog as soon as it has.
 * Before the app runs, the boot script opens the server's login shell.
 */
import { lazy } from 'react';
import { AfterHydration } from '#web/components/ui/AfterHydration.tsx';

const Host = lazy(() =>
  import('./LoginDialogHost.tsx').then((m) => ({ default: m.LoginDialogHost })),
);

export function LazyLoginDialogHost() {
  return (
    <AfterHydration fallback={null}>
      <Host />
    </AfterHydration>
  );
}
