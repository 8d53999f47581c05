import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { loadLeadCheck } from '../load-lead-check.ts';
import { LeadForm } from './LeadForm.tsx';

afterEach(cleanup);

function setup(serverError?: string) {
  const onSubmit = vi.fn();
  render(
    <MemoryRouter>
      <LeadForm
        onSubmit={onSubmit}
        submitLabel="Show Seller Details"
        seller="Shree Motors"
        serverError={serverError}
      />
    </MemoryRouter>,
  );
  const name = screen.getByLabelText('Name');
  const mobile = screen.getByLabelText('Mobile');
  const submit = screen.getByRole('button', { name: 'Show Seller Details' });
  return { onSubmit, name, mobile, submit };
}

// The form's check loads lazily (zod): load it once up front, so a busy machine's
// first transform of it does not count against a test's waiting time.
beforeAll(() => loadLeadCheck().then(() => undefined), 60_000);

describe('the privacy notice before the lead is sent (issue 44 part 2)', () => {
  it('names the seller who receives it and links to the notice, the rights and grievances', () => {
    const { submit } = setup();
    const notice = screen.getByText(/go to Shree Motors so that they can call you/);
    // Before the submit button, so it is read before the lead is sent.
    expect(notice.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const hrefs = ['Privacy notice', 'My data', 'Grievances'].map((name) =>
      screen.getByRole('link', { name }).getAttribute('href'),
    );
    expect(hrefs).toEqual(['/page/privacypolicy', '/MyData', '/grievance']);
  });
});

describe('LeadForm validation (docs/product.md#lead-rules)', () => {
  it('requires both fields with the documented wording', async () => {
    const { onSubmit, submit } = setup();
    fireEvent.click(submit);
    const errors = await screen.findAllByText('This feild is required');
    expect(errors).toHaveLength(2);
    expect(MSG.required).toBe('This feild is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('accepts only letters and spaces in the name', async () => {
    const { onSubmit, name, mobile, submit } = setup();
    fireEvent.change(name, { target: { value: 'Ravi 2' } });
    fireEvent.change(mobile, { target: { value: '9876543210' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Please enter only characters.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('wants ten digits starting 6-9 for the mobile', async () => {
    const { onSubmit, name, mobile, submit } = setup();
    fireEvent.change(name, { target: { value: 'Ravi Patel' } });
    for (const bad of ['12345', '5876543210', '98765x3210']) {
      fireEvent.change(mobile, { target: { value: bad } });
      fireEvent.click(submit);
      expect(await screen.findByText('Enter valid mobile number.')).toBeTruthy();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('limits the mobile field to 10 numeric characters', () => {
    const { mobile } = setup();
    expect(mobile.getAttribute('maxlength')).toBe('10');
    expect(mobile.getAttribute('inputmode')).toBe('numeric');
  });

  it('submits trimmed, valid values', async () => {
    const { onSubmit, name, mobile, submit } = setup();
    fireEvent.change(name, { target: { value: '  Ravi Patel ' } });
    fireEvent.change(mobile, { target: { value: ' 9876543210' } });
    fireEvent.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'Ravi Patel', Mobileno: '9876543210' });
    expect(screen.queryByText('This feild is required')).toBeNull();
  });

  it("shows the server's failure message above the form", () => {
    setup('Car not found');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Car not found');
    expect(alert.compareDocumentPosition(screen.getByLabelText('Name'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
});
