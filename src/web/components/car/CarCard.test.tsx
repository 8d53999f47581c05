import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_PHOTO_SIZES, photoSrcSet } from '#shared/photo-renditions.ts';
import { testCar } from '#web/test/test-car.ts';
import { CarCard } from './CarCard.tsx';

const car = testCar({
  id: 7,
  carid: 7,
  Rand: 'AbC123',
  carmodelid: 'Swift Dzire',
  variantid: 'VXI AMT',
  nSaleprice: 1234567,
  km: 45000,
  gear: 'Automatic',
  carphoto: '/photos/a.jpg',
  carphotosmall: '/photos/a-sm.webp',
});

function renderCard(ui: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element: ui }]);
  return render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe('CarCard', () => {
  it('shows the price with Indian grouping, the facts and the car page link', () => {
    renderCard(<CarCard car={car} />);
    expect(screen.getByText('₹12,34,567')).toBeTruthy();
    expect(screen.getByText('45,000 km')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '2019 Maruti Suzuki Swift Dzire' })).toBeTruthy();
    const link = screen.getByRole('link', { name: /View Details/ });
    expect(link.getAttribute('href')).toBe(
      `/CarDetails/AbC123/${encodeURIComponent('2019-MarutiSuzuki-SwiftDzire-VXIAMT- Used Car for Sale inAhmedabad')}`,
    );
  });

  it('loads the small photo lazily with fixed dimensions unless it has priority', () => {
    const { unmount } = renderCard(<CarCard car={car} />);
    const img = screen.getByRole('img', { name: /2019 Maruti Suzuki Swift Dzire/ });
    expect(img.getAttribute('src')).toBe('/photos/a-sm.webp');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('400');
    expect(img.getAttribute('height')).toBe('300');
    unmount();
    renderCard(<CarCard car={car} priority />);
    expect(screen.getByRole('img').getAttribute('loading')).toBe('eager');
  });

  it('offers the WebP renditions of a stored photo with the card sizes, fetched early only with priority', () => {
    const stored = {
      ...car,
      carphoto: '/photos/cars/AbC123xYz0/Qw3rTy7UiO.jpg',
      carphotosmall: '/photos/cars/AbC123xYz0/Qw3rTy7UiO-sm.webp',
    };
    const { unmount } = renderCard(<CarCard car={stored} />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('src')).toBe('/photos/cars/AbC123xYz0/Qw3rTy7UiO-sm.webp');
    expect(img.getAttribute('srcset')).toBe(photoSrcSet(stored.carphoto));
    expect(img.getAttribute('srcset')).toContain('/photos/cars/AbC123xYz0/Qw3rTy7UiO-lg.webp 800w');
    expect(img.getAttribute('sizes')).toBe(CARD_PHOTO_SIZES);
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('fetchpriority')).toBeNull();
    unmount();
    renderCard(<CarCard car={stored} priority />);
    const first = screen.getByRole('img');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
  });

  it('gives a photo from elsewhere no srcset or sizes, and a car without a photo no image', () => {
    const { unmount } = renderCard(
      <CarCard car={{ ...car, carphoto: 'https://cdn.example.com/a.jpg', carphotosmall: null }} />,
    );
    const img = screen.getByRole('img');
    expect(img.getAttribute('src')).toBe('https://cdn.example.com/a.jpg');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
    unmount();
    renderCard(<CarCard car={{ ...car, carphoto: null, carphotosmall: null }} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Photo coming soon')).toBeTruthy();
  });

  it('calls onFavourite from the default heart, or renders the given favourite slot', () => {
    const onFavourite = vi.fn();
    const { unmount } = renderCard(<CarCard car={car} onFavourite={onFavourite} />);
    fireEvent.click(screen.getByRole('button', { name: /wishlist/ }));
    expect(onFavourite).toHaveBeenCalledWith(car);
    unmount();
    renderCard(<CarCard car={car} favourite={<span>custom heart</span>} />);
    expect(screen.getByText('custom heart')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /wishlist/ })).toBeNull();
  });
});
