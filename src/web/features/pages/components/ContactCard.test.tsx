import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteSettings } from '#shared/schemas/site.ts';
import { ContactCard } from './ContactCard.tsx';

afterEach(cleanup);

const site: SiteSettings = {
  phone: '+91 99999 00001',
  email: 'test-desk@example.in',
  address: 'Test Address 42, Test Town',
  website: 'https://www.example.in/',
  facebook: '',
  instagram: '',
  grievanceOfficer: {
    name: 'Asha Patel',
    email: 'grievance@example.in',
    phone: '+91 79 4000 9999',
  },
};

describe('ContactCard', () => {
  it('shows the site settings under their headings (docs/product.md#contact-us)', () => {
    render(<ContactCard site={site} phoneHref="tel:+919999900001" websiteLabel="www.example.in" />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Call us', 'E-mail', 'Address', 'Website']);
    expect(screen.getByRole('link', { name: site.phone }).getAttribute('href')).toBe(
      'tel:+919999900001',
    );
    expect(screen.getByRole('link', { name: site.email }).getAttribute('href')).toBe(
      `mailto:${site.email}`,
    );
    expect(screen.getByRole('link', { name: 'www.example.in' }).getAttribute('href')).toBe(
      site.website,
    );
    expect(screen.getByText(site.address)).toBeTruthy();
    expect(screen.getByText('Monday to Saturday, 10 am to 7 pm')).toBeTruthy();
    expect(screen.getByText('We reply within one working day')).toBeTruthy();
  });
});
