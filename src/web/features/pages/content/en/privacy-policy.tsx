/**
 * The Privacy Policy (/page/privacypolicy), CarSetu's privacy notice (issue
 * 44 part 2; docs/privacy.md#notices): each item of personal data with why
 * it is collected, who receives it and how long it is kept; the person's
 * rights (#your-rights) and the Grievance Officer (#grievances), whom the
 * login and lead notices link to. Text of docs/product.md#policy-pages;
 * contact details and the Grievance Officer come from the site settings,
 * never literals.
 */
import { paths } from '#shared/pages/paths.ts';
import { PRIVACY_ANCHORS } from '#shared/privacy-notice.ts';
import type { SiteSettings } from '#shared/schemas/site.ts';
import { Link } from '#web/lib/links.tsx';
import { COMPANY } from '../../company.ts';
import { DataItem, GrievanceOfficer, List, Mail, Section } from '../../components/PolicyLayout.tsx';

const WHY = 'Why';
const WHO = 'Who receives it';
const KEPT = 'How long we keep it';

export function PrivacyPolicy(site: SiteSettings) {
  return (
    <>
      <p>
        This notice explains what personal data CarSetu ({COMPANY}, "we") collects when you use our
        website and app, why, who receives it, how long we keep it and your rights under the Digital
        Personal Data Protection Act, 2023 and the DPDP Rules, 2025. A short form of it appears
        wherever we ask for your data: when you log in and when you send your details to a seller.
      </p>
      <Section title="What we collect, why, who receives it and how long we keep it">
        <div className="space-y-3">
          <DataItem
            name="Mobile number"
            rows={[
              [
                WHY,
                'To log you in with a one-time code (OTP), to identify your account and to send the WhatsApp messages you turn on.',
              ],
              [
                WHO,
                'WhatsApp (Meta), which delivers the code and the messages; our hosting provider. It is never shown on CarSetu.',
              ],
              [
                KEPT,
                'While your account exists. Codes are stored only in scrambled (hashed) form, expire after 5 minutes and are deleted a day later.',
              ],
            ]}
          />
          <DataItem
            name="Profile: name, state, city and address"
            rows={[
              [WHY, 'To show who sells your cars and where, and to fill in your enquiries.'],
              [
                WHO,
                "Buyers see a seller's name and city on the car's page, and the seller's number and address once they send their details to the seller; our hosting provider.",
              ],
              [KEPT, 'While your account exists. You can correct it on the Profile page.'],
            ]}
          />
          <DataItem
            name="Your confirmation that you are 18 or older"
            rows={[
              [WHY, 'CarSetu accounts are for adults.'],
              [WHO, 'Nobody outside CarSetu.'],
              [KEPT, 'While your account exists, with your consents.'],
            ]}
          />
          <DataItem
            name="Car listings: registration number, make, model, variant, year, kilometres, insurance, price and other details"
            rows={[
              [WHY, 'To show your car to buyers.'],
              [
                WHO,
                'Everyone can see a listed car, but never its whole registration number: only the code of the RTO that registered it. Our hosting provider.',
              ],
              [KEPT, 'While your account exists, or until you delete the listing.'],
            ]}
          />
          <DataItem
            name="Photos of your car"
            rows={[
              [
                WHY,
                'To show your car. We re-encode every photo and remove hidden data such as location (GPS) and camera details.',
              ],
              [WHO, 'Everyone who opens the car; our photo storage provider.'],
              [KEPT, 'Until you delete the photo, the listing or your account.'],
            ]}
          />
          <DataItem
            name="Enquiries: the name and mobile number you give to get a seller's details or best price, and the car"
            rows={[
              [WHY, 'To pass your enquiry to the seller, so that they can call you.'],
              [
                WHO,
                "That car's seller, named in the form before you send it (for a dealer, the dealer's team); WhatsApp (Meta), which delivers the seller's message about it.",
              ],
              [
                KEPT,
                'Three years; then your name and mobile number, and the notes written on the enquiry, are removed.',
              ],
            ]}
          />
          <DataItem
            name="Wishlist, saved searches and alerts"
            rows={[
              [WHY, 'To keep the cars and searches you save, and to send the alerts you turn on.'],
              [WHO, 'WhatsApp (Meta), which delivers the alerts.'],
              [
                KEPT,
                'While your account exists. Alerts stop when you turn them off, reply STOP or tap the link in a message.',
              ],
            ]}
          />
          <DataItem
            name="Consents: what you agreed to (alerts, a dealer team's follow-up messages, your age), with the version of this notice, the time and where"
            rows={[
              [WHY, 'To respect your choices and show what you agreed to.'],
              [WHO, 'Nobody outside CarSetu.'],
              [KEPT, 'While your account exists.'],
            ]}
          />
          <DataItem
            name="If you work for a dealer: your name and mobile number as the dealer entered them, and what you record on enquiries (calls, notes, follow-ups)"
            rows={[
              [WHY, 'So that the dealer can share and follow up enquiries within the team.'],
              [WHO, 'The dealer and the team.'],
              [
                KEPT,
                "While you are on the team; what you recorded stays with the dealer's enquiries.",
              ],
            ]}
          />
          <DataItem
            name="Reports you send about a car"
            rows={[
              [WHY, 'To keep scams and wrong listings off CarSetu.'],
              [WHO, 'Our review team.'],
              [KEPT, 'While we review them, and as long as needed to prevent fraud.'],
            ]}
          />
          <DataItem
            name="Sign-ins and technical data: a sign-in token, IP address, browser and device type, server logs"
            rows={[
              [WHY, 'To keep you logged in, and to keep the service secure and working.'],
              [WHO, 'Our hosting provider.'],
              [
                KEPT,
                'A sign-in token lasts 30 days and is deleted a day after it expires or you log out; server logs, with numbers masked, for one year.',
              ],
            ]}
          />
        </div>
        <p>We do not sell your personal data and we do not use it for third-party advertising.</p>
      </Section>
      <Section title="Sign-in codes and browser storage">
        <p>
          We keep a sign-in token and your preferred state in your browser's local storage; logging
          out clears them. We do not use advertising cookies.
        </p>
      </Section>
      <Section id={PRIVACY_ANCHORS.rights} title="Your rights">
        <List>
          <li>
            See and download the personal data we hold about you, and whom we shared it with, on My
            data.
          </li>
          <li>
            Correct your profile at any time on the Profile page, or ask us to correct anything
            else.
          </li>
          <li>
            Delete your account on My data (see the Account Deletion Policy). We keep only what the
            law requires, and tell you what and until when.
          </li>
          <li>
            Withdraw a consent as easily as you gave it: turn alerts off on My alerts, reply STOP or
            tap the link in a message.
          </li>
          <li>Name a nominee on My data to use these rights for you.</li>
        </List>
        <p>
          Write to <Mail email={site.email} /> or to the Grievance Officer below; we reply within 30
          days.
        </p>
      </Section>
      <Section id={PRIVACY_ANCHORS.grievance} title="Grievance Officer">
        <p>For a complaint about how we handle your personal data, write to or call:</p>
        <GrievanceOfficer officer={site.grievanceOfficer} />
        <p>
          <Link
            to={paths.grievance}
            className="font-medium text-primary-700 underline underline-offset-2"
          >
            File a grievance online and follow its answer
          </Link>
        </p>
        <p>
          We answer within 30 days. If our answer does not resolve it, you may complain to the Data
          Protection Board of India.
        </p>
      </Section>
      <Section title="Contact and changes">
        <p>
          E-mail <Mail email={site.email} />, call {site.phone}, or write to {site.address}. When
          this notice changes, the date at the top changes.
        </p>
      </Section>
    </>
  );
}
