/**
 * Makes the web app manifest's icons (public/icons, committed) from the
 * favicon's drawing (public/favicon.svg): 192 and 512 px PNGs of the logo
 * as it is, and a 512 px maskable one (the logo within the middle 80%, on
 * the brand blue to the edges, as launchers crop it to a circle or squircle).
 * Run again after the logo changes: node scripts/make-icons.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const svg = fs.readFileSync(path.join(root, 'public', 'favicon.svg'));
const out = path.join(root, 'public', 'icons');
fs.mkdirSync(out, { recursive: true });

for (const size of [192, 512]) {
  await sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, `icon-${size}.png`));
}
// Maskable: the square logo (its own rounded blue tile) at 80%, centred on full-bleed blue.
const inner = await sharp(svg, { density: (72 * 410) / 32 })
  .resize(410, 410)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#0b4ea2' } })
  .composite([{ input: inner, top: 51, left: 51 }])
  .png({ compressionLevel: 9 })
  .toFile(path.join(out, 'maskable-512.png'));
console.log('icons written to public/icons');
