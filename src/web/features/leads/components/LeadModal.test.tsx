import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LeadMode } from '#shared/schemas/lead.ts';
import { installNativeDialogForEachTest, nextTask } from '#web/test/native-dialog.ts';
import type { LeadTarget } from '../api/add-lead.ts';
import { LEAD_TITLES, LeadModal } from './LeadModal.tsx';

installNativeDialogForEachTest();

const target: LeadTarget = {
  rand: 'R1',
  carnumber: 'GJ01HQ9999',
  dealerRand: 'd1',
  title: '2019 Maruti Suzuki Swift VXI',
};

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe('LeadModal (docs/product.md#lead-dialog)', () => {
  it('is a labelled modal dialog with the name field focused', async () => {
    render(<LeadModal mode="Price" target={target} onClose={() => {}} onSuccess={() => {}} />, {
      wrapper,
    });
    const dialog = screen.getByRole('dialog', { name: 'Get Best Price' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
  });

  it('titles Contact mode Get Seller Details', () => {
    render(<LeadModal mode="Contact" target={target} onClose={() => {}} onSuccess={() => {}} />, {
      wrapper,
    });
    expect(screen.getByRole('dialog', { name: 'Get Seller Details' })).toBeTruthy();
  });

  it('closes from its button and Escape, and reopens with a clean form', async () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <LeadModal mode="Price" target={target} onClose={onClose} onSuccess={() => {}} />,
      { wrapper },
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ravi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request Best Price' }));
    expect(await screen.findByText('This feild is required')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);

    rerender(<LeadModal mode={null} target={target} onClose={onClose} onSuccess={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<LeadModal mode="Price" target={target} onClose={onClose} onSuccess={() => {}} />);
    expect(screen.queryByText('This feild is required')).toBeNull();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });
});

/** The car page's wiring: a button opens the dialog, onClose unmounts it. */
function CarPageHarness({ onClose, mode }: { onClose: () => void; mode: LeadMode }) {
  const [open, setOpen] = useState<LeadMode | null>(null);
  return (
    <QueryClientProvider client={new QueryClient()}>
      <button type="button" onClick={() => setOpen(mode)}>
        Open {mode}
      </button>
      <LeadModal
        mode={open}
        target={target}
        onClose={() => {
          onClose();
          setOpen(null);
        }}
        onSuccess={() => {}}
      />
    </QueryClientProvider>
  );
}

/** Renders the harness in StrictMode and opens the dialog from its button (focused, like a tap). */
async function openInStrictMode(mode: LeadMode) {
  const onClose = vi.fn();
  render(
    <StrictMode>
      <CarPageHarness onClose={onClose} mode={mode} />
    </StrictMode>,
  );
  const opener = screen.getByRole('button', { name: `Open ${mode}` });
  opener.focus();
  await act(async () => fireEvent.click(opener));
  const dialog = screen.getByRole('dialog', { name: LEAD_TITLES[mode] }) as HTMLDialogElement;
  return { onClose, opener, dialog };
}

describe('LeadModal in React StrictMode (development build)', () => {
  it.each(['Price', 'Contact'] as const)(
    '%s mode opens and stays open after effects flush, without calling onClose',
    async (mode) => {
      const { onClose, dialog } = await openInStrictMode(mode);
      expect(dialog.open).toBe(true);
      await act(nextTask);
      await act(nextTask);
      expect(screen.getByRole('dialog', { name: LEAD_TITLES[mode] })).toBe(dialog);
      expect(dialog.open).toBe(true);
      expect(onClose).not.toHaveBeenCalled();
      await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    },
  );

  it('the close button calls onClose once and focus goes back to the opener', async () => {
    const { onClose, opener, dialog } = await openInStrictMode('Contact');
    await act(nextTask);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    await act(nextTask);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('Escape (the cancel event) calls onClose once', async () => {
    const { onClose, dialog } = await openInStrictMode('Price');
    await act(nextTask);
    await act(async () => fireEvent(dialog, new Event('cancel', { cancelable: true })));
    await act(nextTask);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a click on the backdrop calls onClose once', async () => {
    const { onClose, dialog } = await openInStrictMode('Price');
    await act(nextTask);
    await act(async () => fireEvent.click(dialog));
    await act(nextTask);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a close the browser makes on its own (not through Escape) calls onClose once', async () => {
    const { onClose, dialog } = await openInStrictMode('Price');
    await act(nextTask);
    await act(async () => {
      dialog.close();
      await nextTask();
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
