import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { gstinInvalid, gstinSaved } from '#messages/sale.ts';
import { renderWithQueries, stubSignedInApi } from '#web/test/signed-in-form.tsx';
import { GstinForm } from './GstinForm.tsx';

let posted: string[] = [];

beforeEach(() => {
  posted = stubSignedInApi((method) => ({
    Message: gstinSaved,
    Data: { Gstin: method === 'POST' ? '24AAACB1234C1ZL' : null },
  }));
});

const renderForm = () => renderWithQueries(<GstinForm />);

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
