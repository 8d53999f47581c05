/**
 * /Login (docs/product.md#sessions): Home with the login dialog open over it.
 * Once signed in, back to the page the visitor came from (`?next=/path`, or
 * `state.from`), else Home. Closing the dialog leaves the visitor on Home.
 * Already signed in: straight on.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { safeNextPath, showLogin, useLoginDialog } from '#web/lib/login-dialog-store.ts';
import { useSession } from '#web/lib/session.ts';
import { Component as HomeRoute } from './home-route.tsx';

export function Component() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const from = (location.state as { from?: unknown } | null)?.from;
  const next = safeNextPath(params.get('next') ?? (typeof from === 'string' ? from : null));
  const open = useLoginDialog((s) => s.open);
  const opened = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival.
  useEffect(() => {
    if (useSession.getState().signedIn) navigate(next, { replace: true });
    else showLogin({ after: { to: next, replace: true } });
  }, []);

  useEffect(() => {
    if (open) opened.current = true;
    else if (opened.current && !useSession.getState().signedIn) navigate('/', { replace: true });
  }, [open, navigate]);

  return <HomeRoute />;
}
