/**
 * Contact Us card (docs/product.md#contact-us): phone, e-mail, address and
 * website from the site settings.
 */

import type { ComponentType, ReactNode, SVGProps } from 'react';
import {
  addressHeading,
  callHours,
  emailHeading,
  emailReplyTime,
  phoneHeading,
  websiteHeading,
} from '#messages/pages.ts';
import type { SiteSettings } from '#shared/schemas/site.ts';
import { MailIcon, PhoneIcon, PinIcon } from '#web/components/ui/icons.tsx';
import { GlobeIcon } from '#web/components/ui/page-icons.tsx';

export function ContactCard({
  site,
  phoneHref,
  websiteLabel,
}: {
  site: SiteSettings;
  phoneHref: string;
  websiteLabel: string;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      <ContactItem Icon={PhoneIcon} label={phoneHeading}>
        <a href={phoneHref} className="text-lg font-semibold text-primary-700 hover:underline">
          {site.phone}
        </a>
        <p className="text-sm text-ink-500">{callHours}</p>
      </ContactItem>
      <ContactItem Icon={MailIcon} label={emailHeading}>
        <a
          href={`mailto:${site.email}`}
          className="break-all text-lg font-semibold text-primary-700 hover:underline"
        >
          {site.email}
        </a>
        <p className="text-sm text-ink-500">{emailReplyTime}</p>
      </ContactItem>
      <ContactItem Icon={PinIcon} label={addressHeading}>
        <p className="font-medium text-ink-800">{site.address}</p>
      </ContactItem>
      <ContactItem Icon={GlobeIcon} label={websiteHeading}>
        <a
          href={site.website}
          target="_blank"
          rel="noopener noreferrer"
          className="break-all text-lg font-semibold text-primary-700 hover:underline"
        >
          {websiteLabel}
        </a>
      </ContactItem>
    </ul>
  );
}

function ContactItem({
  Icon,
  label,
  children,
}: {
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-2xl bg-white p-5 shadow-card ring-1 ring-ink-200/70">
      <div className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
        <Icon className="h-6 w-6" />
      </div>
      <div className="min-w-0">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-ink-500">{label}</h2>
        <div className="mt-1">{children}</div>
      </div>
    </li>
  );
}
