/**
 * Photos for the duplicate tests (not a test file itself): textured scenes
 * drawn from a seed (a gradient sky and road, a car-like body, random shapes
 * and noise: flat pictures hash poorly), and the disguised copy a seller
 * copying another's photo would upload (re-encoded at JPEG quality 40,
 * halved, a half-opaque watermark box with text in a corner).
 */
import sharp from 'sharp';

/** Mulberry32: a small seeded generator of numbers in [0, 1). */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const W = 1600;
const H = 1100;

const scenes = new Map<number, Promise<Buffer>>();

/** A 1600 x 1100 JPEG (quality 90) of a scene drawn from `seed` (cached); different seeds, different scenes. */
export function sceneJpeg(seed: number): Promise<Buffer> {
  let scene = scenes.get(seed);
  if (!scene) {
    scene = drawScene(seed);
    scenes.set(seed, scene);
  }
  return scene;
}

async function drawScene(seed: number): Promise<Buffer> {
  const rnd = seeded(seed);
  const colour = () =>
    `hsl(${Math.floor(rnd() * 360)},${40 + Math.floor(rnd() * 50)}%,${25 + Math.floor(rnd() * 50)}%)`;
  const shapes = Array.from({ length: 14 }, () => {
    const x = Math.floor(rnd() * W);
    const y = Math.floor(rnd() * H);
    const w = 80 + Math.floor(rnd() * 500);
    const h = 60 + Math.floor(rnd() * 400);
    return rnd() < 0.5
      ? `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.floor(rnd() * 60)}" fill="${colour()}"/>`
      : `<ellipse cx="${x}" cy="${y}" rx="${w / 2}" ry="${h / 2}" fill="${colour()}"/>`;
  }).join('');
  const bodyX = 200 + Math.floor(rnd() * 500);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
<defs><linearGradient id="g" x1="0" y1="0" x2="${rnd().toFixed(2)}" y2="1"><stop offset="0" stop-color="${colour()}"/><stop offset="0.6" stop-color="${colour()}"/><stop offset="1" stop-color="${colour()}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${shapes}
<rect x="${bodyX}" y="600" width="800" height="260" rx="90" fill="${colour()}"/>
<rect x="${bodyX + 160}" y="450" width="460" height="200" rx="70" fill="${colour()}"/>
<circle cx="${bodyX + 180}" cy="860" r="90" fill="#1b1b1b"/><circle cx="${bodyX + 620}" cy="860" r="90" fill="#1b1b1b"/>
</svg>`;
  // Fine noise from the same seed, laid over the drawing at low strength (a camera's grain).
  const noise = Buffer.alloc((W / 4) * (H / 4) * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = Math.floor(rnd() * 256);
  const grain = await sharp(noise, { raw: { width: W / 4, height: H / 4, channels: 3 } })
    .resize(W, H)
    .ensureAlpha(0.18)
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'over' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * `photo` as a copier would re-upload it: halved, a half-opaque dark box
 * with white text over the bottom-right corner (25 x 10 % of the picture: a
 * dealer's name and number), and saved as a JPEG of quality 40.
 */
export async function disguisedCopy(photo: Buffer): Promise<Buffer> {
  const meta = await sharp(photo).metadata();
  const width = Math.round((meta.width ?? W) / 2);
  const height = Math.round((meta.height ?? H) / 2);
  const boxW = Math.round(width * 0.25);
  const boxH = Math.round(height * 0.1);
  const mark = `<svg xmlns="http://www.w3.org/2000/svg" width="${boxW}" height="${boxH}">
<rect width="100%" height="100%" fill="#000" fill-opacity="0.5"/>
<text x="50%" y="62%" font-family="sans-serif" font-size="${Math.round(boxH * 0.45)}" fill="#fff" text-anchor="middle">Royal Motors 98250</text>
</svg>`;
  return sharp(photo)
    .resize(width, height)
    .composite([{ input: Buffer.from(mark), left: width - boxW - 10, top: height - boxH - 10 }])
    .jpeg({ quality: 40 })
    .toBuffer();
}
