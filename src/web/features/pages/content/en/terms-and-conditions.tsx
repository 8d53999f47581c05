/**
 * Terms & Conditions (/page/termsandconditions): what CarSetu is, your
 * account, listing and buying a car, leads, what you must not do, paid
 * services for dealers, liability, changes and the governing law.
 * Text of docs/product.md#policy-pages; contact details come from the site
 * settings, never literals.
 */
import type { SiteSettings } from '#shared/schemas/site.ts';
import { COMPANY } from '../../company.ts';
import { List, Mail, Section } from '../../components/PolicyLayout.tsx';

export function Terms(site: SiteSettings) {
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
