import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CarListItem } from '#shared/schemas/car.ts';
import { CarCard } from './CarCard.tsx';

const car: CarListItem = {
  id: 7,
  carid: 7,
  Rand: 'AbC123',
  carnumber: 'GJ01HQ9999',
  modelyear: 2019,
  companyid: 'Maruti Suzuki',
  carmodelid: 'Swift Dzire',
  variantid: 'VXI AMT',
  nSaleprice: 1234567,
  km: 45000,
  owner: 1,
  fueltypeid: 'Petrol',
  gear: 'Automatic',
  colour: 'White',
  carphoto: '/photos/a.jpg',
  carphotosmall: '/photos/a-sm.webp',
  CarStatus: 'UnSold',
  cityname: 'Ahmedabad',
  statename: 'Gujarat',
};

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
