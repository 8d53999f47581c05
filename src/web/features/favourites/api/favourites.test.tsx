import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '#shared/brand.ts';
import type { CarListItem } from '#shared/schemas/car.ts';
import { useLoginDialog } from '#web/lib/login-dialog-store.ts';
import { useSession } from '#web/lib/session.ts';
import { testCar } from '#web/test/test-car.ts';
import { FavouriteButton } from '../components/FavouriteButton.tsx';
import {
  applyFavouriteChange,
  changeFavourite,
  favouriteAction,
  favouritesQuery,
} from './favourites.ts';

const car = (carid: number, carnumber = `GJ01AB${1000 + carid}`) =>
  testCar({ id: carid, carid, Rand: `R${carid}`, carnumber });

type Reply = { status?: number; body: unknown };

function stubServer(routes: Record<string, Reply[]>) {
  const calls: { path: string; body: Record<string, string>; auth: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      const headers = (init?.headers ?? {}) as Record<string, string>;
      calls.push({
        path,
        body: Object.fromEntries(new URLSearchParams(String(init?.body ?? ''))),
        auth: headers.Authorization ?? null,
      });
      const reply = routes[path]?.shift();
      if (!reply) throw new Error(`unexpected call to ${path}`);
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

const LIST = '/api/UserFavouriteVehicle/AllFavouritecars';
const CHANGE = '/api/UserFavouriteVehicle/addfavouritecars';
const ok = (Data: unknown, Message = 'Success') => ({ body: { Success: true, Message, Data } });
const unauthorized = { status: 401, body: { Success: false, Message: 'Unauthorized', Data: null } };

function signIn() {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
  useSession.setState({ signedIn: true });
}

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ signedIn: false });
  useLoginDialog.getState().hide();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('favourite toggle rules (docs/product.md#favourite, #favourite-toggle)', () => {
  it('sends Delete for a car in the wishlist set, else Add', () => {
    expect(favouriteAction(new Set([3, 7]), 7)).toBe('Delete');
    expect(favouriteAction(new Set([3]), 7)).toBe('Add');
  });

  it('puts an added car first and takes a deleted one out, with list fields only', () => {
    const details = { ...car(9), catlogephotolist: [{ carnumber: 'X' }] };
    const added = applyFavouriteChange([car(1)], details, 'Add');
    expect(added.map((c) => c.carid)).toEqual([9, 1]);
    expect('catlogephotolist' in (added[0] ?? {})).toBe(false);
    expect(applyFavouriteChange(added, car(1), 'Delete').map((c) => c.carid)).toEqual([9]);
  });
});

describe('changeFavourite (docs/product.md#favourite-toggle, #favourite-calls, #messages-and-errors)', () => {
  it('deletes a saved car with the Bearer token and updates the cached list', async () => {
    signIn();
    const calls = stubServer({
      [LIST]: [ok([car(7), car(3)])],
      [CHANGE]: [ok(null, 'Removed from wishlist')],
    });
    const client = new QueryClient();
    const outcome = await changeFavourite(client, car(7));
    expect(outcome).toEqual({ kind: 'done', action: 'Delete', message: 'Removed from wishlist' });
    expect(calls[1]).toEqual({
      path: CHANGE,
      body: { actiondata: 'Delete', carid: '7' },
      auth: 'Bearer tok',
    });
    expect(client.getQueryData(favouritesQuery.queryKey)?.map((c) => c.carid)).toEqual([3]);
  });

  it('adds a car not in the list; the after-login add leaves a saved car alone', async () => {
    signIn();
    const calls = stubServer({ [LIST]: [ok([car(3)])], [CHANGE]: [ok(null, 'Added to wishlist')] });
    const client = new QueryClient();
    expect(await changeFavourite(client, car(7))).toMatchObject({ action: 'Add' });
    expect(client.getQueryData(favouritesQuery.queryKey)?.map((c) => c.carid)).toEqual([7, 3]);
    expect(await changeFavourite(client, car(7), 'add')).toEqual({ kind: 'unchanged' });
    expect(calls.filter((c) => c.path === CHANGE)).toHaveLength(1);
  });

  it('throws the server message on failure and leaves the list as it was', async () => {
    signIn();
    stubServer({
      [LIST]: [ok([])],
      [CHANGE]: [{ status: 404, body: { Success: false, Message: 'Car not found', Data: null } }],
    });
    const client = new QueryClient();
    await expect(changeFavourite(client, car(7))).rejects.toThrow('Car not found');
    expect(client.getQueryData(favouritesQuery.queryKey)).toEqual([]);
  });

  it('on 401 clears local storage, marks signed out and opens the login dialog', async () => {
    signIn();
    localStorage.setItem('carsetu.state', '1');
    stubServer({ [LIST]: [ok([])], [CHANGE]: [unauthorized] });
    const client = new QueryClient();
    expect(await changeFavourite(client, car(7))).toEqual({ kind: 'signed-out' });
    expect(localStorage.length).toBe(0);
    expect(useSession.getState().signedIn).toBe(false);
    expect(useLoginDialog.getState()).toMatchObject({ open: true, reason: 'expired' });
    // Signing in again finishes the add.
    expect(useLoginDialog.getState().continuation).toHaveProperty('run');
  });
});

describe('FavouriteButton', () => {
  function renderButton(c: CarListItem) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/search?state=1']}>
          <FavouriteButton car={c} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return client;
  }

  it('signed out: a link to sign in (without the app) that opens the login dialog with a continuation and sends nothing', () => {
    const calls = stubServer({});
    renderButton(car(7));
    const heart = screen.getByRole('link', { name: 'Add to wishlist' });
    expect(heart.getAttribute('href')).toBe('/Login?next=%2Fsearch%3Fstate%3D1');
    expect(heart.hasAttribute('data-needs-login')).toBe(true);
    fireEvent.click(heart);
    expect(useLoginDialog.getState().open).toBe(true);
    expect(useLoginDialog.getState().continuation).toHaveProperty('run');
    expect(calls).toEqual([]);
  });

  it('signed in: pressed for a saved car; a click removes it', async () => {
    signIn();
    stubServer({ [LIST]: [ok([car(7)])], [CHANGE]: [ok(null, 'Removed from wishlist')] });
    renderButton(car(7));
    const heart = await screen.findByRole('button', { name: 'Remove from wishlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart);
    const after = await screen.findByRole('button', { name: 'Add to wishlist' });
    expect(after.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(useLoginDialog.getState().open).toBe(false));
  });
});
