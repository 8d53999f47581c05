/** Inline SVG icons (24px grid, currentColor). Decorative: hidden from assistive tech. */
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** A 24px outline icon of `children` (stroke 1.8 unless `strokeWidth` says otherwise), for icons drawn in one place only. */
export function OutlineIcon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const PhoneIcon = (p: IconProps) => (
  <OutlineIcon {...p}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
  </OutlineIcon>
);
export const MailIcon = (p: IconProps) => (
  <OutlineIcon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </OutlineIcon>
);
export const PinIcon = (p: IconProps) => (
  <OutlineIcon {...p}>
    <path d="M12 21s-7-7.2-7-12a7 7 0 0 1 14 0c0 4.8-7 12-7 12z" />
    <circle cx="12" cy="9" r="2.5" />
  </OutlineIcon>
);
export const FacebookIcon = (p: IconProps) => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...p}>
    <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3z" />
  </svg>
);
export const InstagramIcon = (p: IconProps) => (
  <OutlineIcon {...p}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
  </OutlineIcon>
);
export const MenuIcon = (p: IconProps) => (
  <OutlineIcon {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </OutlineIcon>
);
export const CloseIcon = (p: IconProps) => (
  <OutlineIcon {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </OutlineIcon>
);
export const ChevronDownIcon = (p: IconProps) => (
  <OutlineIcon {...p}>
    <path d="m6 9 6 6 6-6" />
  </OutlineIcon>
);
export const UserIcon = (p: IconProps) => (
  <OutlineIcon {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </OutlineIcon>
);
export const HeartIcon = (p: IconProps) => (
  <OutlineIcon {...p}>
    <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
  </OutlineIcon>
);
export const CarIcon = (p: IconProps) => (
  <OutlineIcon {...p}>
    <path d="M5 17H3v-5l2.2-5.1A2 2 0 0 1 7 5.7h10a2 2 0 0 1 1.8 1.2L21 12v5h-2" />
    <path d="M3 12h18" />
    <circle cx="7.5" cy="17" r="2" />
    <circle cx="16.5" cy="17" r="2" />
    <path d="M9.5 17h5" />
  </OutlineIcon>
);
export const TagIcon = (p: IconProps) => (
  <OutlineIcon {...p}>
    <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </OutlineIcon>
);
export const LoginIcon = (p: IconProps) => (
  <OutlineIcon {...p}>
    <path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4" />
    <path d="m10 17 5-5-5-5M15 12H3" />
  </OutlineIcon>
);
export const LogoutIcon = (p: IconProps) => (
  <OutlineIcon {...p}>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="m16 17 5-5-5-5M21 12H9" />
  </OutlineIcon>
);
export const SearchIcon = (p: IconProps) => (
  <OutlineIcon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </OutlineIcon>
);
export const FilterIcon = (p: IconProps) => (
  <OutlineIcon {...p}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </OutlineIcon>
);
