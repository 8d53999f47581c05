/**
 * The CarSetu wordmark: a bridge ("setu") mark followed by "Car" and "Setu".
 * `tone="light"` is for dark backgrounds (header, footer).
 */
import { PRODUCT } from '#shared/brand.ts';

export interface LogoProps {
  tone?: 'dark' | 'light';
  className?: string;
  /** Accessible name; empty string when a surrounding link already names it. */
  title?: string;
}

export function Logo({ tone = 'dark', className, title = PRODUCT }: LogoProps) {
  const light = tone === 'light';
  const tile = light ? '#ffffff' : '#0b4ea2';
  const deck = light ? '#0b4ea2' : '#ffffff';
  return (
    <svg
      viewBox="0 0 156 36"
      className={className}
      role={title ? 'img' : undefined}
      aria-label={title || undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      <rect width="36" height="36" rx="9" fill={tile} />
      <path d="M5 25h26" stroke={deck} strokeWidth="2.6" strokeLinecap="round" />
      <path
        d="M7 25c3.5-8 7.5-11.5 11-11.5S25.5 17 29 25"
        fill="none"
        stroke="#f97316"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <path
        d="M12.5 18.5V25M18 14v11M23.5 18.5V25"
        stroke={deck}
        strokeWidth="1.8"
        strokeLinecap="round"
      />
      <text
        x="44"
        y="26.5"
        textLength="110"
        lengthAdjust="spacingAndGlyphs"
        fontFamily='ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif'
        fontSize="25"
        fontWeight="800"
        letterSpacing="-0.5"
      >
        <tspan fill={light ? '#ffffff' : '#0b4ea2'}>Car</tspan>
        <tspan fill={light ? '#fdba74' : '#ea580c'}>Setu</tspan>
      </text>
    </svg>
  );
}
