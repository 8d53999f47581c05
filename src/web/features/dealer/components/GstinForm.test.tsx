import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gstinInvalid, gstinSaved } from '#messages/sale.ts';
import { TOKEN_STORAGE_KEY } from '#shared/brand.ts';
import { GstinForm } from './GstinForm.tsx';

let posted: string[] = [];

beforeEach(() => {
  posted = [];
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') posted.push(String(init.body));
      const Gstin = init?.method === 'POST' ? '24AAACB1234C1ZL' : null;
      return new Response(JSON.stringify({ Success: true, Message: gstinSaved, Data: { Gstin } }), {
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

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <GstinForm />
    </QueryClientProvider>,
  );
}

const save = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save GSTIN' })));

describe('the GSTIN on the papers (issue 45 part 3)', () => {
  it('sends the GSTIN typed, spaces out and in capitals', async () => {
    renderForm();
    const input = (await screen.findByLabelText('GSTIN')) as HTMLInputElement;
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: '24aaacb1234c1zl ' } });
    await save();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(new URLSearchParams(posted[0]))).toEqual({
      Gstin: '24AAACB1234C1ZL',
    });
  });

  it('checks with the shared rule before sending: a wrong check character is refused', async () => {
    renderForm();
    fireEvent.change(await screen.findByLabelText('GSTIN'), {
      target: { value: '24AAACB1234C1ZM' },
    });
    await save();
    expect(await screen.findByText(gstinInvalid)).toBeTruthy();
    expect(posted).toEqual([]);
  });
});
