/**
 * The policy pages in every language (issue 26): content/hi/ and content/gu/
 * export the components of content/en/, each quotes the same contact details
 * from the site settings (never literals), and the Hindi and Gujarati text
 * has no English left in it; STATIC_PAGES (English through
 * `#policy-content/*` under Vitest) keeps the English pages and dated lines.
 */
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteSettings } from '#shared/schemas/site.ts';
import { COMPANY } from '../company.ts';
import * as enAbout from './en/about-us.tsx';
import * as enDeletion from './en/account-deletion-policy.tsx';
import * as enPrivacy from './en/privacy-policy.tsx';
import * as enRefund from './en/refund-policy.tsx';
import * as enTerms from './en/terms-and-conditions.tsx';
import * as guAbout from './gu/about-us.tsx';
import * as guDeletion from './gu/account-deletion-policy.tsx';
import * as guPrivacy from './gu/privacy-policy.tsx';
import * as guRefund from './gu/refund-policy.tsx';
import * as guTerms from './gu/terms-and-conditions.tsx';
import * as hiAbout from './hi/about-us.tsx';
import * as hiDeletion from './hi/account-deletion-policy.tsx';
import * as hiPrivacy from './hi/privacy-policy.tsx';
import * as hiRefund from './hi/refund-policy.tsx';
import * as hiTerms from './hi/terms-and-conditions.tsx';
import { findStaticPage, STATIC_PAGES } from './policy-pages.tsx';

afterEach(cleanup);

type Page = (site: SiteSettings) => ReactNode;
type PageModule = Record<string, Page>;

const FILES = [
  'about-us',
  'account-deletion-policy',
  'privacy-policy',
  'refund-policy',
  'terms-and-conditions',
];
const CONTENT: Record<'en' | 'hi' | 'gu', PageModule[]> = {
  en: [enAbout, enDeletion, enPrivacy, enRefund, enTerms],
  hi: [hiAbout, hiDeletion, hiPrivacy, hiRefund, hiTerms],
  gu: [guAbout, guDeletion, guPrivacy, guRefund, guTerms],
};

const site: SiteSettings = {
  phone: '+91 99999 00001',
  email: 'test-desk@example.in',
  address: 'Test Address 42, Test Town',
  website: 'https://www.example.in/',
  facebook: 'https://facebook.com/example',
  instagram: 'https://instagram.com/example',
  grievanceOfficer: {
    name: 'Asha Patel',
    email: 'grievance@example.in',
    phone: '+91 79 4000 9999',
  },
};

/** Latin words a Hindi or Gujarati policy may keep (names and abbreviations as Indians write them). */
const KEPT_LATIN = new Set([
  'CarSetu',
  'WhatsApp',
  'Meta',
  'OTP',
  'GPS',
  'IP',
  'RC',
  'RTO',
  'DPDP',
  'STOP',
]);

function shown(page: Page) {
  const { container } = render(
    <MemoryRouter>
      <div>{page(site)}</div>
    </MemoryRouter>,
  );
  const text = container.textContent ?? '';
  const mailtos = [...container.querySelectorAll('a[href^="mailto:"]')].map((a) =>
    a.getAttribute('href'),
  );
  cleanup();
  return {
    text,
    mailtos,
    phone: text.includes(site.phone),
    address: text.includes(site.address),
    company: text.includes(COMPANY),
  };
}

describe.each(['hi', 'gu'] as const)('policy content in %s', (lang) => {
  it.each(FILES.map((file, i) => [file, i] as const))('%s matches the English page', (_, i) => {
    const en = CONTENT.en[i]!;
    const other = CONTENT[lang][i]!;
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const name of Object.keys(en)) {
      const english = shown(en[name]!);
      const translated = shown(other[name]!);
      expect(translated.mailtos).toEqual(english.mailtos);
      expect(translated.phone).toBe(english.phone);
      expect(translated.address).toBe(english.address);
      expect(translated.company).toBe(english.company);
      const rest = translated.text
        .replaceAll(site.phone, '')
        .replaceAll(site.email, '')
        .replaceAll(site.address, '')
        .replaceAll(site.grievanceOfficer.name, '')
        .replaceAll(site.grievanceOfficer.phone, '')
        .replaceAll(site.grievanceOfficer.email, '')
        .replaceAll(COMPANY, '');
      const latin = (rest.match(/[A-Za-z]+/g) ?? []).filter((w) => !KEPT_LATIN.has(w));
      expect(latin, `${lang}/${FILES[i]} has English left`).toEqual([]);
    }
  });
});

describe('STATIC_PAGES', () => {
  it('keeps the English dated lines and bodies', () => {
    expect(STATIC_PAGES.privacypolicy?.meta).toBe('Last updated 03/12/2026');
    expect(STATIC_PAGES.termsandconditions?.meta).toBe('Effective from 28/07/2025');
    expect(findStaticPage('Refundpolicy')?.body).toBe(enRefund.Refund);
    expect(findStaticPage('AboutUs')?.body).toBe(enAbout.AboutUs);
    expect(findStaticPage('nothing')).toBeUndefined();
  });
});
