import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '#web/test/native-dialog.ts';
import { AddCityModal } from './AddCityModal.tsx';

afterEach(cleanup);

const cities = [
  { Value: '1', Text: 'Ahmedabad' },
  { Value: '2', Text: 'Gandhinagar' },
];

/** Renders Add a City in StrictMode, as a development build does, and lets effects settle. */
async function renderInStrictMode() {
  const onClose = vi.fn();
  const onChosen = vi.fn();
  render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <AddCityModal
          countryId="1"
          stateId="7"
          stateName="Gujarat"
          cities={cities}
          onClose={onClose}
          onChosen={onChosen}
        />
      </QueryClientProvider>
    </StrictMode>,
  );
  await act(nextTask);
  return { onClose, onChosen };
}

describe('Add a City in React StrictMode (development build)', () => {
  it('opens and stays open with the city field focused, without calling onClose', async () => {
    const { onClose } = await renderInStrictMode();
    expect(screen.getByRole('dialog', { name: 'Add a City' })).toBeTruthy();
    expect(screen.getByText('New city in Gujarat')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('City'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('the close button calls onClose once', async () => {
    const { onClose } = await renderInStrictMode();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await act(nextTask);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Escape calls onClose once', async () => {
    const { onClose } = await renderInStrictMode();
    fireEvent.keyDown(document, { key: 'Escape' });
    await act(nextTask);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a suggestion still chooses the existing city', async () => {
    const { onChosen, onClose } = await renderInStrictMode();
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'gandhi' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Gandhinagar' }));
    expect(onChosen).toHaveBeenCalledWith({ Value: '2', Text: 'Gandhinagar' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
