import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { asOfArrival } from './ssr-data.ts';

describe('asOfArrival', () => {
  it('counts a page rendered minutes ago as fresh from its arrival, so the app does not fetch it again', () => {
    const rendered = new QueryClient();
    rendered.setQueryData(['cars', 'details', 'R1'], { kind: 'car' }, { updatedAt: 1_000 });
    rendered.setQueryData(['site', 'settings'], { phone: '1' }, { updatedAt: 9_000 });
    const arrived = asOfArrival(dehydrate(rendered), 5_000);
    expect(arrived.queries.map((q) => q.state.dataUpdatedAt)).toEqual([5_000, 9_000]);

    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    hydrate(browser, arrived);
    expect(browser.getQueryState(['cars', 'details', 'R1'])?.dataUpdatedAt).toBe(5_000);
    expect(browser.getQueryData(['cars', 'details', 'R1'])).toEqual({ kind: 'car' });
  });
});
