import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { renderWithQueries, stubSignedInApi } from '#web/test/signed-in-form.tsx';
import { WorkingHoursForm } from './WorkingHoursForm.tsx';

let posted: string[] = [];

beforeEach(() => {
  posted = stubSignedInApi(() => ({
    Message: MSG.hoursSaved,
    Data: { Open: '10:00', Close: '19:30', Days: '123456' },
  }));
});

const renderForm = () => renderWithQueries(<WorkingHoursForm />);

describe('working hours (issue 43 part 2)', () => {
  it('shows the saved hours, Monday first, and sends the days ticked as digits', async () => {
    renderForm();
    expect(((await screen.findByLabelText('Opens at')) as HTMLInputElement).value).toBe('10:00');
    const days = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(days.map((d) => d.value)).toEqual(['1', '2', '3', '4', '5', '6', '0']);
    expect(days.map((d) => d.checked)).toEqual([true, true, true, true, true, true, false]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sun' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Wed' }));
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Save working hours' })),
    );
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(new URLSearchParams(posted[0]))).toEqual({
      Open: '10:00',
      Close: '19:30',
      Days: '012456',
    });
  });

  it('checks with the shared rule: closing after opening, a day at least', async () => {
    renderForm();
    fireEvent.change(await screen.findByLabelText('Closes at'), { target: { value: '09:00' } });
    for (const box of screen.getAllByRole('checkbox') as HTMLInputElement[])
      if (box.checked) fireEvent.click(box);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Save working hours' })),
    );
    expect(await screen.findByText(MSG.validHours)).toBeTruthy();
    expect(screen.getByText(MSG.validOpenDays)).toBeTruthy();
    expect(posted).toEqual([]);
  });
});
