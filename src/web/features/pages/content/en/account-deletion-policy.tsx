/**
 * The Account Deletion Policy (/page/accountdeletionpolicy): how an account
 * and its personal data are deleted (on My data, or by e-mail), and what
 * happens then (docs/privacy.md#erasure).
 * Text of docs/product.md#policy-pages; contact details come from the site
 * settings, never literals.
 */
import { paths } from '#shared/pages/paths.ts';
import type { SiteSettings } from '#shared/schemas/site.ts';
import { Link } from '#web/lib/links.tsx';
import { List, Mail, Section } from '../../components/PolicyLayout.tsx';

export function AccountDeletion(site: SiteSettings) {
  return (
    <>
      <p>You can delete your CarSetu account and the personal data linked to it at any time.</p>
      <Section title="How to delete your account">
        <p>
          Log in with your mobile number, open
          <Link
            to={paths.myData}
            className="font-medium text-primary-700 underline underline-offset-2"
          >
            My data
          </Link>
          and use “Delete your account”. It happens at once, and you are logged out on every device.
        </p>
        <p>
          If you cannot log in, send an e-mail to <Mail email={site.email} /> with the subject
          "Delete my account", giving your full name as in your profile and the mobile number of
          your account. We may call that number to confirm that the request is yours, and complete
          it within 30 days.
        </p>
      </Section>
      <Section title="What happens">
        <List>
          <li>
            Your profile, cars and their photos, the enquiries your cars received, wishlist, saved
            searches, alerts, consents, grievances and nominee are deleted.
          </li>
          <li>
            <strong>Deletion is permanent and cannot be undone.</strong> Deleted cars and photos
            cannot be recovered.
          </li>
          <li>
            Enquiries you sent stay with the sellers who received them, without your name and
            number, and each seller is told. Reports you sent about cars stay for our checks,
            without your name and number. A block our team put on your number for scams or abuse
            stays until it is lifted. Our operators' records and server logs keep your number
            masked, for one year.
          </li>
          <li>
            A mobile number that runs a dealership on CarSetu cannot delete itself: file a grievance
            and we close the dealership first.
          </li>
          <li>To use CarSetu again after deletion, log in again: you get a new, empty account.</li>
        </List>
      </Section>
    </>
  );
}
