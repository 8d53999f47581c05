import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '#shared/brand.ts';
import { SpeedToLead } from './SpeedToLead.tsx';

const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      asked.push(String(input));
      const Data = {
        Since: '2026-11-25T00:00:00.000Z',
        People: [
          { id: 0, Name: 'Sai Auto Deals', Leads: 3, Contacted: 1, MedianMinutes: 4 },
          { id: 7, Name: 'Sunil Desai', Leads: 5, Contacted: 0, MedianMinutes: null },
        ],
        NotContacted: 6,
      };
      return new Response(JSON.stringify({ Success: true, Message: 'Success', Data }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderCard(enabled: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SpeedToLead enabled={enabled} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('speed to lead (issue 43 part 4)', () => {
  it("shows each person's median and the enquiries nobody contacted, linked to Enquiries", async () => {
    renderCard(true);
    expect(await screen.findByRole('rowheader', { name: 'Sai Auto Deals (owner)' })).toBeTruthy();
    expect(screen.getByRole('row', { name: /Sai Auto Deals \(owner\) 3 1 4 min/ })).toBeTruthy();
    expect(screen.getByRole('row', { name: /Sunil Desai 5 0 None yet/ })).toBeTruthy();
    const link = screen.getByRole('link', { name: '6 open enquiries nobody has contacted yet' });
    expect(link.getAttribute('href')).toBe('/Enquiries?view=all');
  });

  it('asks nothing for a role that does not see every lead', () => {
    renderCard(false);
    expect(asked).toEqual([]);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
