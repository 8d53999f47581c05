/**
 * Text of the static pages (docs/product.md#policy-pages). CarSetu is a listing
 * marketplace: it does not sell cars, take payments for cars or charge
 * commission. Contact details come from the site settings, never literals.
 */

import type { ReactNode } from 'react';
import { POLICY_PAGES } from '#shared/public-pages.ts';
import type { SiteSettings } from '#shared/schemas/site.ts';
import { List, Mail, Section } from '../components/PolicyLayout.tsx';

const COMPANY = 'CarSetu Automotive Services Pvt. Ltd.';

export interface StaticPage {
  title: string;
  meta?: string;
  body: (site: SiteSettings) => ReactNode;
}

function AboutUs(site: SiteSettings) {
  return (
    <>
      <Section title="Who we are">
        <p>
          CarSetu is a used-car marketplace for India and a brand of {COMPANY}, based in
          Gandhinagar, Gujarat. <em>Setu</em> means bridge: we connect people looking for a good
          used car with the dealers and private sellers who have one.
        </p>
      </Section>
      <Section title="For buyers">
        <List>
          <li>Browse cars by state, city, make, model, fuel, gear, year, budget and kilometres.</li>
          <li>See photos, specifications and features before you travel to see a car.</li>
          <li>
            Ask for the best price or the seller's details by leaving your name and mobile number;
            the seller contacts you directly.
          </li>
          <li>Save cars to your wishlist after signing in with your mobile number.</li>
        </List>
      </Section>
      <Section title="For sellers and dealers">
        <p>
          Anyone can list their own car for free after signing in. For dealers, CarSetu is also a
          car business manager: inventory management for every car on the lot, leads delivered on
          WhatsApp, and WhatsApp status promotion to share fresh stock with customers in a tap.
        </p>
      </Section>
      <Section title="What we are not">
        <p>
          CarSetu does not own, buy or sell cars, does not take payments for cars and does not
          charge any commission on a sale. The deal, the payment and the paperwork are between the
          buyer and the seller. Always inspect the car and verify its documents before paying.
        </p>
      </Section>
      <Section title="Contact">
        <p>
          {site.address}. Phone {site.phone}, e-mail <Mail email={site.email} />.
        </p>
      </Section>
    </>
  );
}

function PrivacyPolicy(site: SiteSettings) {
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

function Terms(site: SiteSettings) {
  return (
    <>
      <p>
        These terms govern your use of CarSetu, a service of {COMPANY}, Gandhinagar, Gujarat
        ("CarSetu", "we"). By using the website or app you agree to them.
      </p>
      <Section title="1. What CarSetu is">
        <p>
          CarSetu is an online marketplace where dealers and private sellers list used cars and
          buyers find them. CarSetu does not own, inspect, buy or sell any car, is not a party to
          any sale, does not take payments for cars and does not charge commission on any sale.
        </p>
      </Section>
      <Section title="2. Your account">
        <List>
          <li>You sign in with your mobile number and a one-time code sent on WhatsApp.</li>
          <li>You must be at least 18 years old and give true details in your profile.</li>
          <li>You are responsible for what happens under your account. Keep your phone secure.</li>
        </List>
      </Section>
      <Section title="3. Listing a car">
        <List>
          <li>
            You may list only cars you own or are authorised to sell, with accurate details, price,
            vehicle number and your own, genuine photos.
          </li>
          <li>Mark a car as Sold, or delete it, as soon as it is no longer available.</li>
          <li>
            You give CarSetu permission to show your listing and photos on the website, the app and
            in promotions of the listing.
          </li>
          <li>We may edit, hide or remove listings that break these terms or the law.</li>
        </List>
      </Section>
      <Section title="4. Buying a car">
        <p>
          Listing details come from sellers. Check the car, its registration certificate, insurance,
          loan clearance and service history yourself, and complete the transfer of ownership as
          required by law. Never pay an advance to anyone before you have seen the car and its
          documents.
        </p>
      </Section>
      <Section title="5. Leads and contact">
        <p>
          When you ask for the best price or the seller's details, you allow us to share your name
          and mobile number with that seller, who may call or message you about that car. Sellers
          may use lead details only to respond to that enquiry.
        </p>
      </Section>
      <Section title="6. Things you must not do">
        <List>
          <li>Post false, misleading, stolen or illegal vehicles, or someone else's photos.</li>
          <li>Spam, harass or defraud other users, or collect their data.</li>
          <li>Scrape, overload or try to break into the service.</li>
        </List>
      </Section>
      <Section title="7. Paid services for dealers">
        <p>
          Dealers may subscribe to paid business tools (inventory management, WhatsApp status
          promotion). Their price and duration are agreed before payment and they are covered by our
          Cancellation and Refund Policy.
        </p>
      </Section>
      <Section title="8. Liability">
        <p>
          The service is provided "as is". To the extent the law allows, CarSetu is not liable for
          any car, its condition or history, any deal between users, or any loss arising from them.
          Our total liability to you is limited to the fees, if any, you paid us in the previous
          three months.
        </p>
      </Section>
      <Section title="9. Changes, suspension and law">
        <p>
          We may update these terms and will post the new version here. We may suspend accounts that
          break them. These terms are governed by the laws of India, and the courts at Gandhinagar,
          Gujarat have jurisdiction.
        </p>
      </Section>
      <Section title="10. Contact">
        <p>
          Questions about these terms: <Mail email={site.email} />, {site.phone}.
        </p>
      </Section>
    </>
  );
}

function AccountDeletion(site: SiteSettings) {
  return (
    <>
      <p>
        You can ask us to delete your CarSetu account and the personal data linked to it at any
        time.
      </p>
      <Section title="How to request deletion">
        <p>
          Send an e-mail to <Mail email={site.email} /> with the subject "Delete my account",
          giving:
        </p>
        <List>
          <li>your full name, as in your profile;</li>
          <li>the e-mail address and the mobile number linked to your account.</li>
        </List>
        <p>
          We may contact you on that mobile number to confirm that the request is really yours. We
          complete deletion within 30 days of confirming it.
        </p>
      </Section>
      <Section title="What happens">
        <List>
          <li>Your profile, listings, photos and wishlist are removed from CarSetu.</li>
          <li>
            <strong>Deletion is permanent and cannot be undone.</strong> Deleted listings and photos
            cannot be recovered.
          </li>
          <li>
            Some data is retained where the law requires it or for fraud prevention and dispute
            resolution (for example records of leads and any payment records), only for as long as
            needed. Enquiries you already sent to sellers remain with those sellers.
          </li>
          <li>To use CarSetu again after deletion you will need to sign up for a new account.</li>
        </List>
      </Section>
    </>
  );
}

function Refund(site: SiteSettings) {
  return (
    <>
      <p>
        Browsing, contacting sellers and listing your own car on CarSetu are free. This policy
        applies only to paid services for dealers (such as the car business manager and WhatsApp
        status promotion). CarSetu never takes payments for cars.
      </p>
      <Section title="Cancellation">
        <p>
          You may cancel a paid service within 24 hours of payment by writing to us at{' '}
          <Mail email={site.email} /> with your registered mobile number and the payment reference.
        </p>
      </Section>
      <Section title="Refunds">
        <p>A refund is given only when:</p>
        <List>
          <li>the service was cancelled within 24 hours of payment and has not been used; or</li>
          <li>
            a technical outage on our side made the service unavailable for more than 48 hours.
          </li>
        </List>
        <p>
          One-time setup and customization fees are non-refundable, as are services or parts of a
          service already used.
        </p>
      </Section>
      <Section title="How to request a refund">
        <p>
          E-mail <Mail email={site.email} /> with your registered mobile number, the payment
          reference and the reason. Approved refunds are processed within 7-10 business days to the
          original payment method.
        </p>
      </Section>
    </>
  );
}

/** Keyed by the lower-case slug of /page/{slug}. */
export const STATIC_PAGES: Record<string, StaticPage> = {
  aboutus: { title: POLICY_PAGES.aboutus.title, body: AboutUs },
  privacypolicy: {
    title: POLICY_PAGES.privacypolicy.title,
    meta: 'Last updated 28/07/2025',
    body: PrivacyPolicy,
  },
  termsandconditions: {
    title: POLICY_PAGES.termsandconditions.title,
    meta: 'Effective from 28/07/2025',
    body: Terms,
  },
  accountdeletionpolicy: { title: POLICY_PAGES.accountdeletionpolicy.title, body: AccountDeletion },
  refundpolicy: { title: POLICY_PAGES.refundpolicy.title, body: Refund },
};

export function findStaticPage(slug: string | undefined): StaticPage | undefined {
  return slug ? STATIC_PAGES[slug.toLowerCase()] : undefined;
}
