import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { photoNote } from '#messages/sell.ts';
import { MSG } from '#shared/messages.ts';
import { EMPTY_LISTING, type ListingFormValues } from '../form-values.ts';
import { fakeLookups, lookupFetch } from '../test/fake-lookups.ts';
import { ListingForm, type ParsedListing } from './ListingForm.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(lookupFetch()));
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function renderForm(
  overrides: Partial<Parameters<typeof ListingForm>[0]> = {},
  values: ListingFormValues = EMPTY_LISTING,
) {
  const onSubmit = vi.fn<(v: ParsedListing) => void>();
  render(
    <ListingForm
      mode="sell"
      lookups={fakeLookups}
      defaultValues={values}
      submitting={false}
      progress={null}
      onSubmit={onSubmit}
      {...overrides}
    />,
    { wrapper },
  );
  return { onSubmit };
}

/** Opens the react-select labelled `label` and picks `option`. */
async function choose(label: string, option: string) {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.keyDown(input, { key: 'ArrowDown', keyCode: 40 });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('ListingForm (docs/product.md#sell-form, #behaviour, #sell-form-rules)', () => {
  it('forces the vehicle number to upper case as it is typed', () => {
    renderForm();
    const input = screen.getByLabelText('Vehicle number') as HTMLInputElement;
    expect(input.placeholder).toBe('GJ01HQ9999');
    fireEvent.change(input, { target: { value: 'gj01hq9999' } });
    expect(input.value).toBe('GJ01HQ9999');
  });

  it('reveals insurance type (default Comprehensive) and end date only when Insurance is ticked', () => {
    renderForm();
    expect(screen.queryByRole('group', { name: /Insurance type/ })).toBeNull();
    expect(screen.queryByLabelText(/Insurance End Date/)).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Insurance' }));
    const group = screen.getByRole('group', { name: /Insurance type/ });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.value)).toEqual(['Comprehensive', 'Third Party', 'Zero depth']);
    expect(radios[0]?.checked).toBe(true);
    expect((screen.getByLabelText(/Insurance End Date/) as HTMLInputElement).type).toBe('date');
  });

  it('defaults the sunroof to No and labels the variant Varient', () => {
    renderForm();
    const group = screen.getByRole('group', { name: /Sunroof/ });
    expect((within(group).getByLabelText('No') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('Varient')).toBeTruthy();
    expect(screen.getByText(photoNote)).toBeTruthy();
  });

  it('shows the sale price in rupees with Indian grouping as it is typed', () => {
    renderForm();
    const price = screen.getByLabelText('Sale price');
    fireEvent.change(price, { target: { value: '1234567' } });
    expect(screen.getByText('₹12,34,567 · 12.35 lakh')).toBeTruthy();
    fireEvent.change(price, { target: { value: '5,50,000' } });
    expect((price as HTMLInputElement).value).toBe('550000');
    expect(screen.getByText('₹5,50,000 · 5.5 lakh')).toBeTruthy();
  });

  it('on an empty submit shows the documented messages, links them, and focuses the first invalid field', async () => {
    const { onSubmit } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getAllByText(MSG.required).length).toBeGreaterThan(5));
    expect(screen.getByText(MSG.vehiclePhotoRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    const vehicleType = screen.getByLabelText('Vehicle type');
    expect(document.activeElement).toBe(vehicleType);
    expect(vehicleType.getAttribute('aria-invalid')).toBe('true');
    const described = vehicleType.getAttribute('aria-describedby') ?? '';
    const errorId = described.split(' ').find((s) => s.endsWith('-error')) ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(MSG.required);
    const number = screen.getByLabelText('Vehicle number');
    expect(number.getAttribute('aria-describedby')).toMatch(/-error$/);
  });

  it('focuses the photo input when only the photo is missing', async () => {
    renderForm({}, { ...filled(), carphoto: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(MSG.vehiclePhotoRequired);
    expect(document.activeElement).toBe(screen.getByLabelText('Choose photo'));
  });

  it('submits the parsed listing (upper case number, ids, insurance fields)', async () => {
    const { onSubmit } = renderForm({}, filled());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Insurance' }));
    fireEvent.change(screen.getByLabelText(/Insurance End Date/), {
      target: { value: '2027-03-31' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const parsed = onSubmit.mock.calls[0]?.[0];
    expect(parsed).toMatchObject({
      carnumber: 'GJ01HQ9999',
      companyid: 1,
      carmodelid: 67,
      nSaleprice: 550000,
      insurance: 'Yes',
      nInsurancetype: 'Comprehensive',
      insuranceendtdate: '2027-03-31',
      nSunRoof: 'No',
    });
  });

  it('clears model, variant and colour when the company changes; colour when the variant changes', async () => {
    renderForm({}, filled());
    await waitFor(() => expect(screen.getByText('XZ Plus')).toBeTruthy());
    expect(screen.getByText('Flame Red')).toBeTruthy();
    await choose('Varient', 'XM');
    expect(screen.queryByText('Flame Red')).toBeNull();
    await choose('Company', 'Hyundai');
    expect(screen.queryByText('Nexon')).toBeNull();
    expect(screen.queryByText('XM')).toBeNull();
  });

  it('refuses a photo of the wrong type or over 10 MB before cropping', async () => {
    renderForm();
    const input = screen.getByLabelText('Choose photo') as HTMLInputElement;
    const heic = new File(['x'], 'car.HEIC', { type: 'image/heic' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [heic] } });
    });
    expect(screen.getByText(MSG.photoWrongType)).toBeTruthy();
    const big = new File(['x'], 'car.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await act(async () => {
      fireEvent.change(input, { target: { files: [big] } });
    });
    expect(screen.getByText(MSG.photoTooLarge)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('labels cubic capacity required and the photo optional on edit, and shows the current photo', () => {
    renderForm(
      { mode: 'edit', currentPhotoUrl: '/photos/x.jpg', knownNames: { companyid: 'Tata' } },
      { ...filled(), carphoto: '', Rand: 'R1' },
    );
    const cc = screen.getByLabelText('Cubic capacity');
    expect(cc.getAttribute('aria-required')).toBe('true');
    expect(cc.closest('.scroll-mt-24')?.textContent).toMatch(/^Cubic capacity\*/);
    expect(screen.getByText('Vehicle photo').textContent).toBe('Vehicle photo(optional)');
    expect(screen.getByAltText('Current photo of the car').getAttribute('src')).toBe(
      '/photos/x.jpg',
    );
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
  });
});

function filled(): ListingFormValues {
  return {
    ...EMPTY_LISTING,
    vehicleid: '1',
    companyid: '1',
    carmodelid: '67',
    variantid: '501',
    colour: '801',
    fueltypeid: '1',
    carnumber: 'gj01hq9999',
    modelyear: '2019',
    km: '45000',
    owner: '1',
    seatingcapicity: '5',
    gear: '1',
    nSaleprice: '550000',
    carphoto: 'data:image/jpeg;base64,/9j/4AAQSkZJRg==',
  };
}
