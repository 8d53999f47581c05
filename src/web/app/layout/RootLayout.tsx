/**
 * Page frame of every route: header, main content, footer, phone bottom bar,
 * scroll restoration; the login dialog and the profile prompt; every car
 * card's wishlist heart.
 */
import { Outlet } from 'react-router';
import { loadingPage, skipToContent } from '#messages/frame.ts';
import type { CarListItem } from '#shared/schemas/car.ts';
import { FavouriteSlot } from '#web/components/car/favourite-slot.ts';
import { LazyLoginShell } from '#web/features/auth/components/LazyLoginShell.tsx';
import { FavouriteButton } from '#web/features/favourites/components/FavouriteButton.tsx';
import { usePageLoading } from '#web/lib/page-loading.ts';
import { BottomBar } from './BottomBar.tsx';
import { Header } from './Header.tsx';
import { LazyFooter } from './LazyFooter.tsx';
import { LoginDialogHost } from './LoginDialogHost.tsx';
import { ProfilePrompt } from './ProfilePrompt.tsx';
import { ScrollRestorer } from './ScrollRestorer.tsx';

const renderFavourite = (car: CarListItem) => <FavouriteButton car={car} />;

export function RootLayout() {
  return (
    <FavouriteSlot.Provider value={renderFavourite}>
      {/* Room below the footer for the phone's bottom bar, and for a page's own bar above it (the car page's price and lead button, [data-bottom-cta]): the footer's last line, the copyright and the language switcher, stays reachable. */}
      <div className="flex min-h-dvh flex-col pb-[calc(4rem+env(safe-area-inset-bottom))] has-[[data-bottom-cta]]:pb-[calc(8.5rem+env(safe-area-inset-bottom))] md:pb-0 md:has-[[data-bottom-cta]]:pb-0">
        <a
          href="#main"
          className="sr-only z-[70] rounded-lg bg-white px-4 py-3 font-semibold text-primary-700 shadow-lg focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
        >
          {skipToContent}
        </a>
        <NavigationProgress />
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
        <LazyFooter />
        <BottomBar />
        <ScrollRestorer />
        <LazyLoginShell />
        <LoginDialogHost />
        <ProfilePrompt />
      </div>
    </FavouriteSlot.Provider>
  );
}

/** A thin bar at the very top while the next page's chunk loads (slow 4G). */
function NavigationProgress() {
  if (!usePageLoading()) return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-[80] h-1 overflow-hidden bg-primary-100"
      role="progressbar"
      aria-label={loadingPage}
    >
      <div className="h-full w-2/5 animate-progress bg-accent-500" />
    </div>
  );
}
