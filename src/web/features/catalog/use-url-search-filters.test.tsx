/** The /search criteria live in the URL: pushes per choice, Back, bare-URL rewrite, stored state. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SortSelect } from './components/SortSelect.tsx';
import { readStoredLocation, rememberLocation } from './stored-location.ts';
import { useUrlSearchFilters } from './use-url-search-filters.ts';

function Probe() {
  const { filters, update, clear } = useUrlSearchFilters();
  return (
    <div>
      <output data-testid="filters">{JSON.stringify(filters)}</output>
      <SortSelect sort={filters.sort} onChange={(sort) => update({ sort })} form="f" />
      <button type="button" onClick={() => update({ make: 3 })}>
        make 3
      </button>
      <button type="button" onClick={() => update({ state: 14 })}>
        state 14
      </button>
      <button type="button" onClick={clear}>
        clear
      </button>
    </div>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/search', element: <Probe /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const shown = () => JSON.parse(screen.getByTestId('filters').textContent ?? '{}');

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('useUrlSearchFilters', () => {
  it('reads the filters from the URL and pushes each choice, so Back steps back', async () => {
    const router = renderAt('/search?state=1&city=12');
    expect(shown()).toMatchObject({ state: 1, city: 12, make: null, sort: 'newest' });
    fireEvent.click(screen.getByRole('button', { name: 'make 3' }));
    expect(router.state.location.search).toBe('?state=1&city=12&make=3');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price_asc' } });
    expect(router.state.location.search).toBe('?state=1&city=12&make=3&sort=price_asc');
    expect(router.state.historyAction).toBe('PUSH');
    expect(screen.getByLabelText<HTMLSelectElement>('Sort by').value).toBe('price_asc');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?state=1&city=12&make=3');
    expect(shown()).toMatchObject({ make: 3, sort: 'newest' });
    expect(screen.getByLabelText<HTMLSelectElement>('Sort by').value).toBe('newest');
  });

  it('clears the city and stores the state when the state changes', () => {
    rememberLocation(1, 12);
    const router = renderAt('/search?state=1&city=12&make=3');
    fireEvent.click(screen.getByRole('button', { name: 'state 14' }));
    expect(router.state.location.search).toBe('?state=14&make=3');
    expect(readStoredLocation()).toEqual({ state: 14, city: null });
  });

  it('rewrites a bare or junk URL in place from the stored state', () => {
    rememberLocation(14, 230);
    const router = renderAt('/search?price=oops');
    expect(router.state.location.search).toBe('?state=14&city=230');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(shown()).toMatchObject({ state: 14, city: 230 });
  });

  it('clears every filter but the state', () => {
    const router = renderAt('/search?state=14&make=3&km=0-60000&sort=km_asc');
    fireEvent.click(screen.getByRole('button', { name: 'clear' }));
    expect(router.state.location.search).toBe('?state=14');
  });
});
