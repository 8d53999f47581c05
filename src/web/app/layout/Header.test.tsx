/**
 * The header's account entries (issue 21): Dealer Workspace shows in the
 * Account submenu and the phone menu only once GET /api/Dealer/Me says the
 * signed-in visitor is a dealer; never to anyone else, never while the answer
 * is unknown (so it does not show and then vanish).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '#shared/brand.ts';
import { useSession } from '#web/lib/session.ts';
import { Header } from './Header.tsx';

type MeReply = { status: number; body: unknown } | 'pending';

const dealerAnswer = (dealer: { firmName: string; mobile: string } | null) => ({
  status: 200,
  body: { Success: true, Message: '', Data: { dealer } },
});

let meCalls = 0;
let releaseMe: (() => void) | undefined;

/** Answers GET /api/Dealer/Me with `me`; every other request stays pending (not under test). */
function stubServer(me: MeReply) {
  meCalls = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path !== '/api/Dealer/Me') return new Promise<Response>(() => {});
      meCalls++;
      const respond = (reply: { status: number; body: unknown }) =>
        new Response(JSON.stringify(reply.body), {
          status: reply.status,
          headers: { 'Content-Type': 'application/json' },
        });
      if (me !== 'pending') return Promise.resolve(respond(me));
      return new Promise<Response>((resolve) => {
        releaseMe = () => resolve(respond(dealerAnswer({ firmName: 'Shah Motors', mobile: '1' })));
      });
    }),
  );
}

function renderHeader() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Header />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Both menus' entries, open or not (the closed panels are `hidden`). */
const dealerEntries = () => screen.queryAllByText('Dealer Workspace');

/** Lets the lazy dealer check load and the query settle. */
async function settle() {
  for (let i = 0; i < 5; i++) await act(() => new Promise((r) => setTimeout(r, 0)));
}

function signIn() {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
  useSession.setState({ signedIn: true, ended: null });
}

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ signedIn: false, ended: null });
  releaseMe = undefined;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Header account entries: Dealer Workspace for dealers only', () => {
  it('a signed-in dealer has it in the Account submenu and the phone menu, linking to /Dealer', async () => {
    signIn();
    stubServer(dealerAnswer({ firmName: 'Shah Motors', mobile: '9876543210' }));
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    const link = await screen.findByRole('link', { name: 'Dealer Workspace' });
    expect(link.getAttribute('href')).toBe('/Dealer');
    expect(dealerEntries()).toHaveLength(2);
    // Between My data and the account-deletion link.
    const labels = Array.from(link.closest('ul')?.children ?? []).map((li) => li.textContent);
    expect(labels).toEqual([
      'Logout',
      'Profile',
      'Wishlist',
      'Enquiries',
      'My alerts',
      'My data',
      'Dealer Workspace',
      'Delete Account Permanently',
    ]);
    expect(meCalls).toBe(1);
  });

  it('a signed-in visitor who is no dealer never has it', async () => {
    signIn();
    stubServer(dealerAnswer(null));
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    await waitFor(() => expect(meCalls).toBe(1));
    await settle();
    expect(screen.getByRole('link', { name: 'Profile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enquiries' })).toBeTruthy();
    expect(dealerEntries()).toHaveLength(0);
  });

  it('shows nothing while the answer is on its way, then the entry', async () => {
    signIn();
    stubServer('pending');
    renderHeader();
    await waitFor(() => expect(meCalls).toBe(1));
    await settle();
    expect(dealerEntries()).toHaveLength(0);
    await act(async () => releaseMe?.());
    await waitFor(() => expect(dealerEntries()).toHaveLength(2));
  });

  it('a failed check leaves it hidden', async () => {
    signIn();
    stubServer({ status: 403, body: { Success: false, Message: 'Forbidden', Data: null } });
    renderHeader();
    await waitFor(() => expect(meCalls).toBe(1));
    await settle();
    expect(dealerEntries()).toHaveLength(0);
  });

  it('a signed-out visitor has Login/Signup and no Dealer Workspace, and nobody is asked', async () => {
    stubServer(dealerAnswer({ firmName: 'Shah Motors', mobile: '9876543210' }));
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('button', { name: 'Login/Signup' })).toBeTruthy();
    await settle();
    expect(dealerEntries()).toHaveLength(0);
    expect(meCalls).toBe(0);
  });
});
