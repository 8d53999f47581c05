import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '#shared/brand.ts';
import { MSG } from '#shared/messages.ts';
import type { CarListItem } from '#shared/schemas/car.ts';
import { useSession } from '#web/lib/session.ts';
import { stubSignedInFetch } from '#web/test/signed-in-fetch.ts';
import { MyVehicles } from './MyVehicles.tsx';

const car = (over: Partial<CarListItem>): CarListItem => ({
  id: 1,
  carid: 1,
  Rand: 'R1',
  carnumber: 'GJ01HQ9999',
  modelyear: 2019,
  companyid: 'Tata',
  carmodelid: 'Nexon',
  variantid: 'XZ Plus',
  nSaleprice: 550000,
  km: 45000,
  owner: 1,
  fueltypeid: 'Petrol',
  gear: 'Manual',
  colour: 'Flame Red',
  carphoto: null,
  carphotosmall: null,
  CarStatus: 'UnSold',
  cityname: 'Surat',
  statename: 'Gujarat',
  listeddays: 0,
  pricedrop: 0,
  pricerating: null,
  ...over,
});

let calls: string[] = [];
let listing: CarListItem[] = [];
let allStatus = 200;

beforeEach(() => {
  calls = [];
  allStatus = 200;
  listing = [
    car({}),
    car({
      id: 2,
      carid: 2,
      Rand: 'R2',
      carnumber: 'MH12AB1234',
      CarStatus: 'Sold',
      modelyear: 2015,
    }),
  ];
  stubSignedInFetch(async (url, init) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    if (url.endsWith('/All')) {
      if (allStatus === 401)
        return json(401, { Success: false, Message: 'Unauthorized', Data: null });
      return json(200, { Success: true, Message: 'Success', Data: listing });
    }
    if (url.includes('changesoldunsoldstatus')) {
      listing = listing.map((c) => (c.Rand === 'R1' ? { ...c, CarStatus: 'Sold' } : c));
      return json(200, { Success: true, Message: MSG.vehicleSold, Data: null });
    }
    if (url.includes('/Delete?')) {
      return json(404, { Success: false, Message: 'Car not found', Data: null });
    }
    return json(404, { Success: false, Message: 'Not Found', Data: null });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

function renderPage(renderAddPhotos = vi.fn(() => null)) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MemoryRouter>
  );
  render(<MyVehicles renderAddPhotos={renderAddPhotos} />, { wrapper });
  return { renderAddPhotos };
}

describe('My Vehicles (docs/product.md#my-vehicles, #behaviour, #messages-and-errors)', () => {
  it('lists the cars with ribbons; Sold and Add Photos only on unsold cars', async () => {
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading your cars' })).toBeTruthy();
    const unsold = await screen.findByRole('article', { name: '2019 Tata Nexon XZ Plus' });
    const sold = screen.getByRole('article', { name: '2015 Tata Nexon XZ Plus' });
    expect(within(unsold).getByText('UnSold')).toBeTruthy();
    expect(within(sold).getByText('Sold')).toBeTruthy();
    expect(within(unsold).getByText('₹5,50,000')).toBeTruthy();
    expect(within(unsold).getByRole('button', { name: /^Sold/ })).toBeTruthy();
    expect(within(unsold).getByRole('button', { name: /^Add Photos/ })).toBeTruthy();
    expect(within(sold).queryByRole('button', { name: /^Sold/ })).toBeNull();
    expect(within(sold).queryByRole('button', { name: /^Add Photos/ })).toBeNull();
    expect(within(sold).getByRole('link', { name: /^Edit/ }).getAttribute('href')).toBe(
      '/EditSellInquiryform/R2',
    );
    expect(screen.getByRole('link', { name: 'Add Vehicle' }).getAttribute('href')).toBe(
      '/SellInquiryform',
    );
  });

  it('asks before marking Sold; Escape keeps it, Yes sends carno and the current status', async () => {
    vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    renderPage();
    const unsold = await screen.findByRole('article', { name: '2019 Tata Nexon XZ Plus' });
    fireEvent.click(within(unsold).getByRole('button', { name: /^Sold/ }));
    expect(screen.getByRole('dialog', { name: MSG.confirmSold })).toBeTruthy();
    await act(async () => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.includes('changesoldunsoldstatus'))).toBe(false);

    fireEvent.click(within(unsold).getByRole('button', { name: /^Sold/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes' })));
    await waitFor(() =>
      expect(calls).toContain(
        'POST /api/CarSetuClientSellInquiry/changesoldunsoldstatus?carno=GJ01HQ9999&carstatus=UnSold',
      ),
    );
    await waitFor(() => expect(within(unsold).queryByRole('button', { name: /^Sold/ })).toBeNull());
  });

  it('asks before deleting with the delete text', async () => {
    vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    renderPage();
    const unsold = await screen.findByRole('article', { name: '2019 Tata Nexon XZ Plus' });
    fireEvent.click(within(unsold).getByRole('button', { name: /^Delete/ }));
    expect(screen.getByRole('dialog', { name: MSG.confirmDelete })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes' })));
    await waitFor(() =>
      expect(calls).toContain('GET /api/CarSetuClientSellInquiry/Delete?Rand=R1'),
    );
  });

  it('opens Add Photos for the car', async () => {
    const { renderAddPhotos } = renderPage();
    const unsold = await screen.findByRole('article', { name: '2019 Tata Nexon XZ Plus' });
    fireEvent.click(within(unsold).getByRole('button', { name: /^Add Photos/ }));
    expect(renderAddPhotos).toHaveBeenLastCalledWith(
      expect.objectContaining({ Rand: 'R1' }),
      '2019 Tata Nexon XZ Plus',
      expect.any(Function),
    );
  });

  it('shows the empty state with Add Your Car', async () => {
    listing = [];
    renderPage();
    expect(await screen.findByText(MSG.noListings)).toBeTruthy();
    expect("You haven't listed any cars for sale yet. Start by adding your first car!").toBe(
      MSG.noListings,
    );
    expect(screen.getByRole('link', { name: 'Add Your Car' }).getAttribute('href')).toBe(
      '/SellInquiryform',
    );
    expect(screen.queryByRole('link', { name: 'Add Vehicle' })).toBeNull();
  });

  it('a 401 clears storage and marks signed out, quietly', async () => {
    allStatus = 401;
    renderPage();
    await waitFor(() => expect(useSession.getState().signedIn).toBe(false));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(useSession.getState().ended).toBe('expired');
  });
});
