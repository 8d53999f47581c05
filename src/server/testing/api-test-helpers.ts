/**
 * Small helpers for API tests: a test app with the inventory fixture loaded,
 * form-encoded POSTs as the web sends them, and walking every page of a car list.
 */
import { expect } from 'vitest';
import type { App } from '../app.ts';
import type { InventoryFixture } from './inventory-fixture.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** A test app (fresh database, catalogue) with the 30-car inventory fixture imported. */
export async function createAppWithInventory(
  env: Record<string, string> = {},
): Promise<TestApp & { fixture: InventoryFixture }> {
  const t = await createTestApp(env, { inventory: true });
  if (!t.fixture) throw new Error('the test database has no inventory fixture');
  return Object.assign(t, { fixture: t.fixture });
}

/** What a car list (Home, search) answers past its last page. */
export const NO_MORE_CARS = { Success: false, Message: 'No more cars', Data: [], NextCursor: null };

/** POSTs `body` form-encoded (the web's default, docs/product.md#api-conventions). */
export function postForm(
  app: App,
  url: string,
  body: Record<string, string | number | undefined>,
  extra: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) if (v !== undefined) params.append(k, String(v));
  const { headers, ...rest } = extra;
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: params.toString(),
    ...rest,
  });
}

export interface PagedCar {
  id: number;
  CarStatus: string;
  [key: string]: unknown;
}

/**
 * Every car of a paged list: calls `fetchPage(page, cursor)` (page from 1;
 * cursor = the previous NextCursor when `mode` is 'cursor') until a page
 * answers Success false; checks each page holds at most 12 and that only the
 * last page has NextCursor null.
 */
export async function walkPages(
  fetchPage: (page: number, cursor: string | undefined) => Promise<{ json(): unknown }>,
  mode: 'pageindex' | 'cursor',
): Promise<PagedCar[]> {
  const all: PagedCar[] = [];
  let cursor: string | undefined;
  for (let page = 1; page <= 100; page++) {
    const body = (await fetchPage(page, cursor)).json() as {
      Success: boolean;
      Message: string;
      Data: PagedCar[];
      NextCursor: string | null;
    };
    if (!body.Success) {
      expect(body).toMatchObject(NO_MORE_CARS);
      return all;
    }
    expect(body.Data.length).toBeGreaterThan(0);
    expect(body.Data.length).toBeLessThanOrEqual(12);
    all.push(...body.Data);
    if (mode === 'cursor') {
      if (body.NextCursor === null) return all;
      cursor = body.NextCursor;
    } else if (body.NextCursor === null) {
      // The last page: the next Pageindex must answer the empty page.
      const after = (await fetchPage(page + 1, undefined)).json() as { Success: boolean };
      expect(after.Success).toBe(false);
      return all;
    } else {
      expect(body.Data.length).toBe(12);
    }
  }
  throw new Error('more than 100 pages');
}
