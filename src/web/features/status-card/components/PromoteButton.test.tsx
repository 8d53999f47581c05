/**
 * Promote on WhatsApp Status in jsdom (issue 12 item 4), under StrictMode:
 * the dialog loads the picture with the Bearer token into a blob: URL (each
 * URL revoked once, none left at close), the Download link, the caption to
 * copy, the wa.me link, the app's share message inside its web view, and
 * the server's message with Try again on failure.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '#shared/brand.ts';
import { testCar } from '#web/test/test-car.ts';
import { promotedListing } from '../api/status-card.ts';
import { PromoteButton } from './PromoteButton.tsx';

const car = testCar({
  variantid: 'LDi',
  nSaleprice: 545000,
  colour: 'Red',
  carphoto: '/photos/cars/AbC123xYz0/1.jpg',
});
const LINK = 'https://carsetu.in/CarDetails/AbC123xYz0';
const CAPTION = `2019 Maruti Suzuki Swift LDi for sale in Ahmedabad: ₹5,45,000, 42,000 km, Petrol. See photos and details: ${LINK}`;

let cardStatus = 200;
let requests: { url: string; auth: string | null }[] = [];
let live: Set<string>;
let made = 0;

beforeEach(() => {
  cardStatus = 200;
  requests = [];
  live = new Set();
  made = 0;
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      requests.push({ url, auth: new Headers(init?.headers).get('Authorization') });
      if (url.includes('/Card?')) {
        if (cardStatus !== 200) {
          return Response.json(
            {
              Success: false,
              Message: 'Too many requests. Please try again in a minute.',
              Data: null,
            },
            { status: cardStatus },
          );
        }
        return new Response(new Blob([new Uint8Array([0xff, 0xd8, 0xff])]), {
          headers: {
            'Content-Type': 'image/jpeg',
            'Content-Disposition': 'attachment; filename="carsetu-2019-maruti-suzuki-swift.jpg"',
          },
        });
      }
      return Response.json({
        Success: true,
        Message: 'Success',
        Data: { Caption: CAPTION, Link: LINK },
      });
    }),
  );
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    made += 1;
    const url = `blob:http://localhost/${made}`;
    live.add(url);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => {
    expect(live.has(url), `${url} revoked once`).toBe(true);
    live.delete(url);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  delete window.ReactNativeWebView;
});

function renderButton() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <div id="root">
          <PromoteButton car={promotedListing(car)} />
        </div>
      </QueryClientProvider>
    </StrictMode>,
  );
}

async function openDialog() {
  renderButton();
  expect(requests).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: /^Promote on WhatsApp Status/ }));
  return screen.getByRole('dialog', { name: 'Promote on WhatsApp Status' });
}

describe('Promote on WhatsApp Status', () => {
  it('shows the picture from a blob: URL with a Download link, the caption and the wa.me link', async () => {
    const dialog = await openDialog();
    const img = await within(dialog).findByRole('img', {
      name: 'WhatsApp Status picture of 2019 Maruti Suzuki Swift LDi',
    });
    expect(img.getAttribute('src')).toMatch(/^blob:/);
    expect(live.has(img.getAttribute('src') ?? '')).toBe(true);
    expect(requests.every((r) => r.auth === 'Bearer token-1')).toBe(true);
    expect(requests.some((r) => r.url === '/api/StatusCard/Card?Rand=AbC123xYz0')).toBe(true);

    const download = within(dialog).getByRole('link', { name: 'Download picture' });
    expect(download.getAttribute('href')).toBe(img.getAttribute('src'));
    expect(download.getAttribute('download')).toBe('carsetu-2019-maruti-suzuki-swift.jpg');

    const caption = await within(dialog).findByDisplayValue(CAPTION);
    expect(caption.hasAttribute('readonly')).toBe(true);
    const whatsApp = within(dialog).getByRole('link', { name: 'Share on WhatsApp' });
    expect(whatsApp.getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(CAPTION)}`,
    );
    expect(whatsApp.getAttribute('target')).toBe('_blank');

    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Copy caption' })),
    );
    expect(writeText).toHaveBeenCalledWith(CAPTION);

    // Escape closes it; every object URL made is revoked by then.
    await act(async () => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(made).toBeGreaterThan(0);
    expect([...live]).toEqual([]);
  });

  it('inside the app’s web view, shares through the app instead of opening wa.me', async () => {
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    const dialog = await openDialog();
    const whatsApp = await within(dialog).findByRole('link', { name: 'Share on WhatsApp' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => whatsApp.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(JSON.parse(postMessage.mock.calls[0]?.[0])).toEqual({
      type: 'share',
      title: CAPTION.slice(0, -LINK.length).trimEnd(),
      url: LINK,
    });
  });

  it('shows the server’s message and Try again when the picture is refused', async () => {
    cardStatus = 429;
    const dialog = await openDialog();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Too many requests. Please try again in a minute.');
    expect(within(dialog).getByRole('button', { name: 'Download picture' })).toHaveProperty(
      'disabled',
      true,
    );
    cardStatus = 200;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('link', { name: 'Download picture' })).toBeTruthy(),
    );
  });
});
