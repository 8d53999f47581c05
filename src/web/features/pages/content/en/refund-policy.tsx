/**
 * The Cancellation and Refund Policy (/page/Refundpolicy): browsing and
 * listing are free, so it covers only the paid services for dealers:
 * cancelling within 24 hours, when a refund is given, how to ask for one.
 * Text of docs/product.md#policy-pages; contact details come from the site
 * settings, never literals.
 */
import type { SiteSettings } from '#shared/schemas/site.ts';
import { List, Mail, Section } from '../../components/PolicyLayout.tsx';

export function Refund(site: SiteSettings) {
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
