import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '#shared/brand.ts';
import { MSG } from '#shared/messages.ts';
import type { PriceGuidance as Guidance } from '#shared/schemas/price-guidance.ts';
import { PriceGuidance } from './PriceGuidance.tsx';

const GUIDANCE: Guidance = {
  Rand: 'car-1',
  Price: 560_000,
  Rating: { rating: 'High price', low: 480_000, high: 530_000, comparables: 9 },
  Days: 14,
  Views: 1250,
  Leads: 1,
  Similar: {
    Basis: 'model-year',
    Cars: 9,
    Views: { Side: 'more', InTen: 6 },
    Leads: { Side: 'fewer', InTen: 8 },
  },
  GoodPrice: 485_000,
};

let answer: Guidance = GUIDANCE;
let asked: { url: string; body?: string }[] = [];

beforeEach(() => {
  answer = GUIDANCE;
  asked = [];
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
  vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      asked.push({ url, body: init?.body ? String(init.body) : undefined });
      const body = url.includes('SetPrice')
        ? { Success: true, Message: MSG.priceSaved, Data: null }
        : { Success: true, Message: 'Success', Data: answer };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

function renderPanel(canSetPrice: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <PriceGuidance rand="car-1" title="2019 Maruti Suzuki Swift VXI" canSetPrice={canSetPrice} />
    </QueryClientProvider>,
  );
  const open = () => {
    const details = view.container.querySelector('details');
    if (!details) throw new Error('no disclosure');
    details.open = true;
    fireEvent(details, new Event('toggle'));
  };
  return { open };
}

describe('price guidance (issue 45 part 2)', () => {
  it('asks nothing until opened, then shows the figures against similar cars', async () => {
    const { open } = renderPanel(false);
    expect(screen.getByText('Price guidance')).toBeTruthy();
    expect(asked).toEqual([]);
    open();
    expect(await screen.findByText('More views than 6 in 10 similar cars')).toBeTruthy();
    expect(asked.map((a) => a.url)).toEqual(['/api/Dealer/PriceGuidance?Rand=car-1']);
    expect(screen.getByText('Fewer leads than 8 in 10 similar cars')).toBeTruthy();
    expect(screen.getByText(/1,250 views/)).toBeTruthy();
    expect(
      screen.getByText('High price: the fair price range is ₹4,80,000 to ₹5,30,000.'),
    ).toBeTruthy();
    expect(
      screen.getByText('At ₹4,85,000 or less, this car would be rated Good price.'),
    ).toBeTruthy();
    // Without the price permission, no button.
    expect(screen.queryByRole('button', { name: /Set price/ })).toBeNull();
  });

  it('sets the Good price through SetPrice after Yes', async () => {
    const { open } = renderPanel(true);
    open();
    const button = await screen.findByRole('button', { name: 'Set price to ₹4,85,000' });
    await act(async () => fireEvent.click(button));
    expect(
      screen.getByRole('dialog', {
        name: 'Are you sure you want to change the price of 2019 Maruti Suzuki Swift VXI to ₹4,85,000?',
      }),
    ).toBeTruthy();
    expect(asked.some((a) => a.url.includes('SetPrice'))).toBe(false);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes' })));
    await vi.waitFor(() => expect(asked.some((a) => a.url.includes('SetPrice'))).toBe(true));
    const post = asked.find((a) => a.url.includes('SetPrice'));
    expect(post?.url).toBe('/api/Dealer/SetPrice');
    expect(post?.body).toMatch(/485000/);
    expect(post?.body).toMatch(/car-1/);
  });

  it('says when there are too few similar cars, and offers no price when none is due', async () => {
    answer = {
      ...GUIDANCE,
      Rating: null,
      Similar: { Basis: 'body-price', Cars: 3, Views: null, Leads: null },
      GoodPrice: null,
    };
    const { open } = renderPanel(true);
    open();
    expect(
      await screen.findByText('Only 3 similar cars for sale: too few to compare views and leads.'),
    ).toBeTruthy();
    expect(screen.getByText(/Not rated yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Set price/ })).toBeNull();
  });
});
