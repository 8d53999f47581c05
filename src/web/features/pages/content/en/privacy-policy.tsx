/**
 * The Privacy Policy (/page/privacypolicy): what personal data CarSetu
 * collects, why, who it is shared with, how long it is kept and the
 * visitor's choices (Digital Personal Data Protection Act, 2023).
 * Text of docs/product.md#policy-pages; contact details come from the site
 * settings, never literals.
 */
import type { SiteSettings } from '#shared/schemas/site.ts';
import { COMPANY } from '../../company.ts';
import { List, Mail, Section } from '../../components/PolicyLayout.tsx';

export function PrivacyPolicy(site: SiteSettings) {
  return (
    <>
      <p>
        This policy explains what personal data CarSetu ({COMPANY}, "we") collects when you use our
        website and app, why, who we share it with and the choices you have. We process personal
        data in line with the Digital Personal Data Protection Act, 2023.
      </p>
      <Section title="What we collect">
        <List>
          <li>
            <strong>Mobile number</strong>, to sign you in with a one-time code (OTP) and to
            identify your account.
          </li>
          <li>
            <strong>Profile details</strong>: your name, country, state, city and address.
          </li>
          <li>
            <strong>Car listings</strong> you create: vehicle number, make, model, variant, year,
            kilometres, insurance details, price and other details you enter.
          </li>
          <li>
            <strong>Photos</strong> you upload. We re-encode every photo and remove hidden data such
            as location (GPS) and camera details.
          </li>
          <li>
            <strong>Leads</strong>: the name and mobile number you enter when you ask a seller for
            the best price or their contact details, and which car you asked about.
          </li>
          <li>
            <strong>Wishlist</strong>: the cars you save.
          </li>
          <li>
            <strong>Technical data</strong>: IP address, browser and device type, and server logs
            needed to keep the service secure and working.
          </li>
        </List>
      </Section>
      <Section title="Why we use it">
        <List>
          <li>To create and secure your account and keep you signed in.</li>
          <li>To publish your listings and show buyers the cars for sale.</li>
          <li>To pass your enquiry to the seller of the car you are interested in.</li>
          <li>To prevent fraud, spam and misuse, and to meet our legal obligations.</li>
          <li>To improve the service, for example by understanding which searches fail.</li>
        </List>
        <p>We do not sell your personal data and we do not use it for third-party advertising.</p>
      </Section>
      <Section title="Who we share it with">
        <List>
          <li>
            <strong>Sellers and dealers</strong>: when you submit a lead, your name and mobile
            number are shared with the seller of that car so they can contact you. Sellers' numbers
            are shown to you only after you submit a lead.
          </li>
          <li>
            <strong>Buyers</strong>: your listings (car details and photos) and the seller profile
            details needed to visit the car are public.
          </li>
          <li>
            <strong>WhatsApp (Meta)</strong>: your one-time sign-in code and lead notifications are
            delivered through WhatsApp, so your mobile number and the message are processed by
            WhatsApp under its own terms.
          </li>
          <li>
            <strong>Service providers</strong> that host and operate our systems, bound to use the
            data only on our instructions.
          </li>
          <li>Authorities, when the law requires it.</li>
        </List>
      </Section>
      <Section title="Sign-in codes and browser storage">
        <p>
          One-time codes are stored only in scrambled (hashed) form and expire within minutes. We
          keep a sign-in token and your preferred state in your browser's local storage; logging out
          clears them. We do not use advertising cookies.
        </p>
      </Section>
      <Section title="How long we keep it">
        <p>
          We keep your account, listings and wishlist while your account is active. Leads are kept
          for as long as the seller's account needs them and for fraud prevention. Server logs are
          kept for a limited period. When you delete your account we erase or anonymise your data,
          except what we must keep by law or to resolve disputes (see the Account Deletion Policy).
        </p>
      </Section>
      <Section title="Your rights">
        <p>
          You can see and correct your profile at any time, ask us for a summary of the personal
          data we hold about you, ask us to correct or erase it, withdraw your consent, and nominate
          another person to exercise these rights. Write to us and we will reply within 30 days.
        </p>
      </Section>
      <Section title="Contact and grievances">
        <p>
          E-mail <Mail email={site.email} />, call {site.phone}, or write to {site.address}. We may
          update this policy; the latest version is always on this page.
        </p>
      </Section>
    </>
  );
}
