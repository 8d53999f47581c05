/**
 * The app's `Link` and `NavLink`: React Router's own, built from the hooks it
 * publishes for custom links (useHref, useLinkClickHandler), without its
 * `prefetch` prop. React Router's Link carries the prefetch code
 * (PrefetchPageLinks and the route-module loaders behind it) even when nothing
 * asks for it, and CarSetu never does; with this Link, and the build plugin
 * that lets the bundler drop React Router's unused Link
 * (scripts/vite-pure-react-router.ts), about 3.7 kB gzip left every page's
 * start (docs/decisions/029-declarative-router-in-the-browser.md). Same props
 * and behaviour otherwise: a real <a href>, a plain click navigates in the
 * app, a modified click (new tab, download) is left to the browser.
 */
import {
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useContext,
} from 'react';
import {
  type To,
  UNSAFE_NavigationContext,
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
} from 'react-router';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: To;
  /** Replace the current history entry (default: only when `to` is the current address). */
  replace?: boolean;
  /** History state for the new entry. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** A link that navigates in the app (React Router's Link without prefetching). */
export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const { useTransitions } = useContext(UNSAFE_NavigationContext);
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target, useTransitions });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'children'> {
  /** Classes, or classes chosen by whether the link is the current page. */
  className?: string | ((state: { isActive: boolean }) => string);
  children?: ReactNode;
  /** Active only on this very address, not on the pages below it. */
  end?: boolean;
}

/**
 * A Link that knows whether it points at the current page (then
 * `aria-current="page"`), as React Router's NavLink decides it: the same
 * path, or (without `end`) a path below it; case-insensitive.
 */
export function NavLink({ className, end = false, to, ...rest }: NavLinkProps) {
  const target = useResolvedPath(to).pathname.toLowerCase();
  const current = useLocation().pathname.toLowerCase();
  const slash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive =
    current === target || (!end && current.startsWith(target) && current.charAt(slash) === '/');
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
