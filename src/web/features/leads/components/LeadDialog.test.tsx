import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { LeadMode } from '#shared/schemas/lead.ts';
import { DialogOpener } from '#web/components/ui/FormDialog.tsx';
import { installNativeDialogForEachTest, nextTask } from '#web/test/native-dialog.ts';
import type { LeadSuccess, LeadTarget } from '../api/add-lead.ts';
import { loadLeadCheck } from '../load-lead-check.ts';
import { LEAD_TITLES, LeadDialog, type LeadDialogProps, leadDialogId } from './LeadDialog.tsx';

installNativeDialogForEachTest();

const target: LeadTarget = {
  rand: 'R1',
  carnumber: 'GJ01HQ9999',
  dealerRand: 'd1',
  title: '2019 Maruti Suzuki Swift VXI',
  sellerName: 'Shree Motors',
};

/** The car page's wiring: a DialogOpener opens the dialog (in StrictMode). */
function renderPage(mode: LeadMode, props: Partial<LeadDialogProps> = {}) {
  const onSuccess = vi.fn<(r: LeadSuccess) => void>();
  render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <DialogOpener dialogId={leadDialogId(mode)} className="">
            Open {mode}
          </DialogOpener>
          <LeadDialog mode={mode} target={target} onSuccess={onSuccess} {...props} />
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
  const dialog = document.getElementById(leadDialogId(mode)) as HTMLDialogElement;
  return { onSuccess, dialog };
}

async function open(mode: LeadMode) {
  const opener = screen.getByRole('button', { name: `Open ${mode}` });
  opener.focus();
  await act(async () => {
    fireEvent.click(opener);
    await nextTask();
  });
  return opener;
}

// The form's check loads lazily (zod): load it once up front, so a busy machine's
// first transform of it does not count against a test's waiting time.
beforeAll(() => loadLeadCheck().then(() => undefined), 60_000);

describe('LeadDialog (docs/product.md#lead-dialog)', () => {
  it('is in the page, closed, with the browser told how to open it (commandfor) and a form that posts to the page', () => {
    const { dialog } = renderPage('Price');
    expect(dialog.open).toBe(false);
    const opener = screen.getByRole('button', { name: 'Open Price' });
    expect(opener.getAttribute('commandfor')).toBe(dialog.id);
    expect(opener.getAttribute('command')).toBe('show-modal');
    const form = dialog.querySelector('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    // To the page itself, which answers scrolled to the seller block.
    expect(form.getAttribute('action')).toBe('#lead-answer');
    expect((form.elements.namedItem('mode') as HTMLInputElement).value).toBe('Price');
    expect(dialog.getAttribute('closedby')).toBe('any');
  });

  it.each(['Price', 'Contact'] as const)(
    '%s mode opens from its button and stays open in StrictMode',
    async (mode) => {
      const { dialog } = renderPage(mode);
      await open(mode);
      await act(nextTask);
      expect(dialog.open).toBe(true);
      expect(screen.getByRole('dialog', { name: LEAD_TITLES[mode] })).toBe(dialog);
      expect(screen.getByLabelText('Name').hasAttribute('autofocus')).toBe(true);
    },
  );

  it('closes from its button, Escape or the backdrop, and opens again with a clean form', async () => {
    const { dialog } = renderPage('Price');
    for (const close of [
      () => fireEvent.click(screen.getByRole('button', { name: 'Close' })),
      () => dialog.close(), // what Escape does (the browser closes it)
      // A tap on the backdrop: on the dialog element, outside its box.
      () => fireEvent.click(dialog, { clientX: -1, clientY: -1, detail: 1 }),
    ]) {
      await open('Price');
      fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ravi' } });
      fireEvent.click(screen.getByRole('button', { name: 'Request Best Price' }));
      expect(await screen.findByText('This feild is required')).toBeTruthy();
      await act(async () => {
        close();
        await nextTask();
      });
      expect(dialog.open).toBe(false);
      expect(screen.queryByText('This feild is required')).toBeNull();
      expect((screen.getByLabelText('Name', { selector: 'input' }) as HTMLInputElement).value).toBe(
        '',
      );
    }
  });

  it('shows a form refused without JavaScript open, with what was sent and its errors', () => {
    const { dialog } = renderPage('Contact', {
      refused: {
        mode: 'Contact',
        sent: false,
        values: { name: 'Ravi 2', Mobileno: '98765' },
        errors: { name: 'Please enter only characters.', Mobileno: 'Enter valid mobile number.' },
        serverError: null,
      },
    });
    expect(dialog.open).toBe(true);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ravi 2');
    expect(screen.getByText('Please enter only characters.')).toBeTruthy();
    expect(screen.getByText('Enter valid mobile number.')).toBeTruthy();
  });

  it('sends the lead through the API, closes and hands over the seller', async () => {
    const seller = {
      Rand: 'd1',
      Firmname: 'Shree Motors',
      Mobileno: '9876500000',
      Mobileno1: null,
      Address: 'Ring Road',
      nCity: 'Surat',
      nGpslink: null,
    };
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({ Success: true, Message: 'Lead Added Successfully', Data: [seller] }),
        {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        },
      ),
    );
    try {
      const { dialog, onSuccess } = renderPage('Contact');
      await open('Contact');
      fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ravi Patel' } });
      fireEvent.change(screen.getByLabelText('Mobile'), { target: { value: '9876543210' } });
      fireEvent.click(screen.getByRole('button', { name: 'Show Seller Details' }));
      await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
      expect(onSuccess.mock.calls[0][0].dealers[0]).toEqual(seller);
      expect(dialog.open).toBe(false);
      const body = String(fetchMock.mock.calls[0][1]?.body);
      expect(body).toContain('Contactno=9876543210');
    } finally {
      fetchMock.mockRestore();
    }
  });
});
