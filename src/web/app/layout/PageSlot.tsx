/**
 * Where a page renders inside the frame: the server's error page for the
 * first entry when it rendered one (first-page.tsx), else the page, with our
 * error screen if it fails to render (docs/product.md#messages-and-errors).
 * It marks the page live once hydrated (HydrationMark). No Suspense boundary
 * here: one would be hydrated after the frame, in a pass of its own, and the
 * page's lazy chunk is loaded in the router's transition (page-loading.ts).
 */
import { Component, type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { LazyErrorScreen } from '#web/components/LazyErrorScreen.tsx';
import { useFirstPageError } from '#web/lib/first-page.tsx';

export function PageSlot({ children }: { children: ReactNode }) {
  const errorStatus = useFirstPageError();
  const { pathname } = useLocation();
  if (errorStatus !== undefined)
    return (
      <>
        <LazyErrorScreen notFound={errorStatus === 404} />
        <HydrationMark />
      </>
    );
  return (
    // Another page gets a fresh boundary: an error on one page does not stay on the next
    // (a new address on the same page, such as a filter, keeps the page as it is).
    <RenderErrorBoundary key={pathname}>
      {children}
      <HydrationMark />
    </RenderErrorBoundary>
  );
}

/**
 * Marks <html data-hydrated> once the page is live (the boot script then hands
 * over what the visitor did before; tests wait for it).
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** Shows the error screen (alone, without the frame, when `standalone`) once `children` throw while rendering. */
export class RenderErrorBoundary extends Component<
  { children: ReactNode; standalone?: boolean },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('A page failed to render:', error);
  }

  render() {
    if (this.state.failed) return <LazyErrorScreen standalone={this.props.standalone} />;
    return this.props.children;
  }
}
