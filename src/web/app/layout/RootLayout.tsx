/**
 * Page frame of every route: header, main content, footer, phone bottom bar,
 * scroll restoration; the login dialog and the profile prompt; every car
 * card's wishlist heart.
 */
import { Outlet } from 'react-router';
import type { CarListItem } from '#shared/schemas/car.ts';
import { FavouriteSlot } from '#web/components/car/favourite-slot.ts';
import { LoginShell } from '#web/features/auth/components/LoginShell.tsx';
import { FavouriteButton } from '#web/features/favourites/components/FavouriteButton.tsx';
import { BottomBar } from './BottomBar.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { LoginDialogHost } from './LoginDialogHost.tsx';
import { NavigationProgress } from './PageSlot.tsx';
import { ProfilePrompt } from './ProfilePrompt.tsx';
import { ScrollRestorer } from './ScrollRestorer.tsx';

const renderFavourite = (car: CarListItem) => <FavouriteButton car={car} />;

export function RootLayout() {
  return (
    <FavouriteSlot.Provider value={renderFavourite}>
      <div className="flex min-h-dvh flex-col pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0">
        <a
          href="#main"
          className="sr-only z-[70] rounded-lg bg-white px-4 py-3 font-semibold text-primary-700 shadow-lg focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
        >
          Skip to content
        </a>
        <NavigationProgress />
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
        <Footer />
        <BottomBar />
        <ScrollRestorer />
        <LoginShell />
        <LoginDialogHost />
        <ProfilePrompt />
      </div>
    </FavouriteSlot.Provider>
  );
}
