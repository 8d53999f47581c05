/** Facebook and Instagram links from the site settings. */
import { onFacebook, onInstagram } from '#messages/frame.ts';
import type { SiteSettings } from '#shared/schemas/site.ts';
import { FacebookIcon, InstagramIcon } from '#web/components/ui/icons.tsx';

export function SocialLinks({
  settings,
  className = '',
  linkClassName = '',
}: {
  settings: Pick<SiteSettings, 'facebook' | 'instagram'>;
  className?: string;
  linkClassName?: string;
}) {
  const links = [
    { href: settings.facebook, label: onFacebook, Icon: FacebookIcon },
    { href: settings.instagram, label: onInstagram, Icon: InstagramIcon },
  ];
  return (
    <ul className={`flex items-center gap-1 ${className}`}>
      {links.map(({ href, label, Icon }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label}
            className={`inline-flex items-center justify-center rounded-full transition-colors ${linkClassName}`}
          >
            <Icon className="h-4.5 w-4.5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
