/**
 * A Vite plugin that lets the build drop the parts of React Router the app
 * does not use. React Router's production files create `Link`, `NavLink`,
 * `Form` and its contexts with un-annotated `React.forwardRef(...)` calls
 * followed by `X.displayName = "X"` statements; a bundler must keep both (they
 * might have side effects), and with `Link` comes the prefetching code of
 * framework mode (PrefetchPageLinks, the route-module loaders): with the app's
 * own Link, about 3.7 kB gzip of every page's start. The plugin marks those
 * calls pure and drops the top-level displayName statements (names for React
 * DevTools only), as remix-run/react-router pull request #15299 proposes
 * upstream (issue #14058); remove it once a release does the same. The app's
 * own Link is src/web/lib/links.tsx (docs/decisions/029-declarative-router-in-
 * the-browser.md).
 */
import type { Plugin } from 'vite';

const REACT_ROUTER_DIST = /node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.js$/;

/** The source of one React Router file, with its components' creation left removable. */
export function pureReactRouter(code: string): string {
  return code
    .replace(/= React\$1\.forwardRef\(/g, '= /* @__PURE__ */ React$1.forwardRef(')
    .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '');
}

export function pureReactRouterPlugin(): Plugin {
  return {
    name: 'carsetu:pure-react-router',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER_DIST },
      handler: (code) => ({ code: pureReactRouter(code), map: null }),
    },
  };
}
