/**
 * The Account Deletion Policy (/page/accountdeletionpolicy): how to ask for
 * an account and its personal data to be deleted, and what happens then.
 * Text of docs/product.md#policy-pages; contact details come from the site
 * settings, never literals.
 */
import type { SiteSettings } from '#shared/schemas/site.ts';
import { List, Mail, Section } from '../../components/PolicyLayout.tsx';

export function AccountDeletion(site: SiteSettings) {
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
