/**
 * About Us (/page/AboutUs): who CarSetu is, what it offers buyers and
 * sellers and dealers, what it is not (it does not own, buy or sell cars, take
 * payments for cars or charge commission), and the contact details.
 * Text of docs/product.md#policy-pages; contact details come from the site
 * settings, never literals.
 */
import type { SiteSettings } from '#shared/schemas/site.ts';
import { COMPANY } from '../../company.ts';
import { List, Mail, Section } from '../../components/PolicyLayout.tsx';

export function AboutUs(site: SiteSettings) {
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
