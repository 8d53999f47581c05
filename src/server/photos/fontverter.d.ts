/** fontverter 2.x ships no types: the one call src/server/photos/script-fonts.ts makes. */
declare module 'fontverter' {
  const fontverter: {
    convert(font: Buffer, toFormat: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
  };
  export default fontverter;
}
