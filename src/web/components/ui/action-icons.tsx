/** More inline SVG icons (24px grid, currentColor), in the style of icons.tsx. Decorative. */
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

function Outline({ children, ...props }: IconProps) {
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

export const PencilIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4z" />
    <path d="m13.5 6.5 4 4" />
  </Outline>
);
export const PlusIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M12 5v14M5 12h14" />
  </Outline>
);
export const CameraIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M4 8a2 2 0 0 1 2-2h1.5l1.5-2h6l1.5 2H18a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8z" />
    <circle cx="12" cy="13" r="3.5" />
  </Outline>
);
export const ImagesIcon = (p: IconProps) => (
  <Outline {...p}>
    <rect x="3" y="5" width="14" height="12" rx="2" />
    <path d="M7 21h12a2 2 0 0 0 2-2V9" />
    <path d="m3 14 4-4 4 4 2-2 4 4" />
  </Outline>
);
export const CheckCircleIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </Outline>
);
export const AlertIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M12 3 2 20h20L12 3z" />
    <path d="M12 10v4M12 17h.01" />
  </Outline>
);
export const StarIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3z" />
  </Outline>
);
export const ZoomOutIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5M8 11h6" />
  </Outline>
);
export const ZoomInIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5M8 11h6M11 8v6" />
  </Outline>
);
