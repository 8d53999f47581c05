import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeadTarget } from '../api/add-lead.ts';
import { LeadModal } from './LeadModal.tsx';

afterEach(cleanup);

const target: LeadTarget = {
  rand: 'R1',
  carnumber: 'GJ01HQ9999',
  dealerRand: 'd1',
  title: '2019 Maruti Suzuki Swift VXI',
};

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe('LeadModal (spec 2 Lead modal)', () => {
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
