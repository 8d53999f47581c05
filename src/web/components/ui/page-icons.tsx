/**
 * Icons the pages draw but the site's frame (header, menus, bottom bar,
 * footer) does not: apart from icons.tsx, whose icons are in the app's shell
 * chunk with the frame (vite.config.ts), so each page's app carries only the
 * ones it draws. Same 24px outline style.
 */
import type { SVGProps } from 'react';
import { OutlineIcon } from './icons.tsx';

type IconProps = SVGProps<SVGSVGElement>;

export const GlobeIcon = (p: IconProps) => (
  <OutlineIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </OutlineIcon>
);
export const TrashIcon = (p: IconProps) => (
  <OutlineIcon {...p}>
    <path d="M3 6h18M8 6V4a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" />
    <path d="M10 11v6M14 11v6" />
  </OutlineIcon>
);
export const GaugeIcon = (p: IconProps) => (
  <OutlineIcon {...p}>
    <path d="M12 14l4-4" />
    <path d="M3.3 17a9 9 0 1 1 17.4 0" />
  </OutlineIcon>
);
export const FuelIcon = (p: IconProps) => (
  <OutlineIcon {...p}>
    <path d="M4 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16M3 21h12M4 10h10" />
    <path d="M14 8h2a2 2 0 0 1 2 2v6a1.5 1.5 0 0 0 3 0V8l-3-3" />
  </OutlineIcon>
);
export const GearIcon = (p: IconProps) => (
  <OutlineIcon {...p}>
    <circle cx="6" cy="6" r="2" />
    <circle cx="12" cy="6" r="2" />
    <circle cx="18" cy="6" r="2" />
    <circle cx="6" cy="18" r="2" />
    <circle cx="12" cy="18" r="2" />
    <path d="M6 8v8M12 8v8M18 8v4H6" />
  </OutlineIcon>
);
export const PencilIcon = (p: IconProps) => (
  <OutlineIcon {...p}>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4z" />
    <path d="m13.5 6.5 4 4" />
  </OutlineIcon>
);
export const PlusIcon = (p: IconProps) => (
  <OutlineIcon {...p}>
    <path d="M12 5v14M5 12h14" />
  </OutlineIcon>
);
export const CameraIcon = (p: IconProps) => (
  <OutlineIcon {...p}>
    <path d="M4 8a2 2 0 0 1 2-2h1.5l1.5-2h6l1.5 2H18a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8z" />
    <circle cx="12" cy="13" r="3.5" />
  </OutlineIcon>
);
export const ImagesIcon = (p: IconProps) => (
  <OutlineIcon {...p}>
    <rect x="3" y="5" width="14" height="12" rx="2" />
    <path d="M7 21h12a2 2 0 0 0 2-2V9" />
    <path d="m3 14 4-4 4 4 2-2 4 4" />
  </OutlineIcon>
);
export const CheckCircleIcon = (p: IconProps) => (
  <OutlineIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </OutlineIcon>
);
export const AlertIcon = (p: IconProps) => (
  <OutlineIcon {...p}>
    <path d="M12 3 2 20h20L12 3z" />
    <path d="M12 10v4M12 17h.01" />
  </OutlineIcon>
);
export const StarIcon = (p: IconProps) => (
  <OutlineIcon {...p}>
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3z" />
  </OutlineIcon>
);
export const ZoomOutIcon = (p: IconProps) => (
  <OutlineIcon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5M8 11h6" />
  </OutlineIcon>
);
export const ZoomInIcon = (p: IconProps) => (
  <OutlineIcon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5M8 11h6M11 8v6" />
  </OutlineIcon>
);
