/**
 * The profile prompt (docs/product.md#profile-prompt): 'Complete your
 * Profile' covers a signed-in buyer's pages while the profile has no city,
 * but never the operators' console (/admin) or the data-rights pages
 * (/grievance, /MyData, policies), and never an operator (the
 * profile read's Operator: staff, not buyers) on any page.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '#shared/brand.ts';
import { EMPTY_PROFILE } from '#shared/schemas/profile.ts';
import { useSession } from '#web/lib/session.ts';
import { installNativeDialogForEachTest } from '#web/test/native-dialog.ts';
import { ProfilePrompt } from './ProfilePrompt.tsx';

installNativeDialogForEachTest();

// The modal's lazy code, loaded once up front: after renderAt's few turns it
// would be on screen (the first test shows it), so its absence means something.
beforeAll(() => import('#web/features/profile/components/CompleteProfileModal.tsx'));

const PROFILE_PATH = '/api/ClientCarSetuProfile/GetClientprofilebyclientid';

/** A new account's profile (no city yet), an operator's when `operator`. */
function answerProfile(operator: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path !== PROFILE_PATH) return new Promise<Response>(() => {});
      const profile = { ...EMPTY_PROFILE, Mobileno: '9000000001', Operator: operator };
      return new Response(JSON.stringify({ Success: true, Message: 'Success', Data: [profile] }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}

async function renderAt(path: string) {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
  useSession.setState({ signedIn: true, ended: null });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <ProfilePrompt />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // The profile answers, then the modal's lazy code loads.
  for (let i = 0; i < 10; i++) await act(() => new Promise((r) => setTimeout(r, 0)));
}

const prompt = () => screen.queryByRole('dialog', { name: 'Complete your Profile' });

afterEach(() => {
  cleanup();
  localStorage.clear();
  useSession.setState({ signedIn: false });
  vi.unstubAllGlobals();
});

describe('Complete your Profile', () => {
  it('covers a buyer’s pages while the profile has no city', async () => {
    answerProfile(false);
    await renderAt('/search');
    expect(prompt()).toBeTruthy();
  });

  it('never covers the console, even for someone who is not an operator', async () => {
    answerProfile(false);
    await renderAt('/admin?tab=reports');
    expect(prompt()).toBeNull();
  });

  it('never covers the pages of data rights, in any language', async () => {
    answerProfile(false);
    for (const path of [
      '/grievance',
      '/MyData#delete-account',
      '/hi/page/privacypolicy',
      '/gu/MyData',
    ]) {
      await renderAt(path);
      expect(prompt(), path).toBeNull();
      cleanup();
    }
    await renderAt('/hi/search');
    expect(prompt()).toBeTruthy();
  });

  it('never shows to an operator, on the console or elsewhere', async () => {
    answerProfile(true);
    await renderAt('/admin');
    expect(prompt()).toBeNull();
    cleanup();
    await renderAt('/');
    expect(prompt()).toBeNull();
  });
});
