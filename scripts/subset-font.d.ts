/** subset-font 2.x ships no types: the one call the font plugin makes (scripts/vite-indic-fonts.ts). */
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt' },
  ): Promise<Buffer>;
}
