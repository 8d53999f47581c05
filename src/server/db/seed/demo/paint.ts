/**
 * Paint colours for the demo photos: a catalogue colour name ("Pearl Arctic
 * White", "Fire Brick Red", "Atlas White with Abyss Black Roof") mapped to a
 * plausible body hex and whether the roof is black, plus small hex helpers.
 */

export interface Paint {
  /** Body colour, "#rrggbb". */
  hex: string;
  /** true for dual-tone paint with a black (or dark) roof. */
  blackRoof: boolean;
}

/** Keyword -> hex; the keyword found earliest in the name wins ("Red with White Roof" is red). */
const KEYWORDS: [RegExp, string][] = [
  [/white|snow|ivory|pearl arctic|polar|frost|alabaster|glacier/, '#eef0f1'],
  [
    /silver|platinum|chrome|moonlight|lunar|moonscape|quartz|precious metal|star dust|mist/,
    '#b9bec3',
  ],
  [
    /grey|gray|graphite|titanium|gunmetal|granite|ash|smoke|slate|steel|magma|carbon|concrete|stone|storm|agate|manganese/,
    '#5f666c',
  ],
  [/black|midnight|onyx|ebony|obsidian|phantom|abyss|night|shadow|cosmo dark/, '#17181b'],
  [/maroon|wine|burgundy|bordeaux|garnet/, '#5c1522'],
  [/red|fire|ruby|cherry|crimson|rosso|flame|lava|scarlet|passion|rose/, '#b3141e'],
  [/navy|royal blue|deep blue|indigo|nocturne/, '#1d2c52'],
  [/turquoise|teal|aqua|cyan|tropical/, '#14808a'],
  [/blue|sapphire|ocean|azure|sky|cobalt|marine|denim/, '#1f58a6'],
  [/orange|tangerine|sunset|sunrise|copper orange|saffron|sunburst|amber/, '#e06418'],
  [/yellow|lime|citrus|mustard/, '#e7bd18'],
  [/green|olive|forest|jungle|emerald|moss|khaki|mint|jade|seaweed/, '#2e5e3e'],
  [
    /brown|bronze|copper|mocha|coffee|chestnut|caramel|cinnamon|rust|terracotta|earth|sienna|canyon/,
    '#6b4631',
  ],
  [/beige|champagne|gold|sand|desert|cream|camel|dune|bisque|mushroom|\btan\b/, '#c5b08a'],
  [/purple|violet|plum|lavender|magenta|orchid/, '#553276'],
];

const FALLBACKS = ['#b9bec3', '#5f666c', '#eef0f1'];

/** Maps a paint name to a body colour; unknown names fall back to silver, grey or white. */
export function paintOf(name: string): Paint {
  const lower = name.toLowerCase();
  const blackRoof = /(black|dark|contrast) roof|dual[ -]?tone/.test(lower);
  const body = blackRoof ? lower.replace(/with .*roof|dual[ -]?tone/g, '') : lower;
  let best: { at: number; hex: string } | undefined;
  for (const [pattern, hex] of KEYWORDS) {
    const at = body.search(pattern);
    if (at >= 0 && (!best || at < best.at)) best = { at, hex };
  }
  if (best) return { hex: best.hex, blackRoof };
  let hash = 0;
  for (const ch of lower) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return { hex: FALLBACKS[hash % FALLBACKS.length], blackRoof };
}

const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
const toHex = (rgb: number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.max(0, Math.min(255, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Mixes `hex` toward `other` by `t` (0 = hex, 1 = other). */
export function mix(hex: string, other: string, t: number): string {
  const a = channels(hex);
  const b = channels(other);
  return toHex(a.map((c, i) => c + (b[i] - c) * t));
}

/** Lighter by `t` (0..1, toward white). */
export const lighten = (hex: string, t: number): string => mix(hex, '#ffffff', t);
/** Darker by `t` (0..1, toward black). */
export const darken = (hex: string, t: number): string => mix(hex, '#000000', t);

/** Relative luminance, 0 (black) .. 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => c / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
