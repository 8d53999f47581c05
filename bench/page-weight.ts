/**
 * Page weight of the first screen a phone visitor gets: starts the real
 * server (npm start's script, fresh demo data in a temporary folder), loads
 * each page in Chromium at 390x844 over a Fast-3G-like throttled link, and
 * reports the bytes on the wire (compressed) by kind: JS, CSS, images, API
 * JSON, plus load timings. Run with `npm run bench` (after the server figures)
 * or alone: `node bench/page-weight.ts`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const PORT = 3198;
const base = `http://localhost:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carsetu-weight-'));
const server = spawn(process.execPath, ['scripts/start.ts'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/Common/countrydata`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

type Kind = 'js' | 'css' | 'img' | 'api' | 'doc' | 'other';
const kindOf = (url: string, mime: string): Kind => {
  if (mime.includes('javascript')) return 'js';
  if (mime.includes('css')) return 'css';
  if (mime.startsWith('image/')) return 'img';
  if (url.includes('/api/')) return 'api';
  if (mime.includes('html')) return 'doc';
  return 'other';
};

try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const car = (await (
    await fetch(`${base}/api/Carmaster/GetRandomly2Car_cars?Pageindex=1`)
  ).json()) as { Data: { Rand: string }[] };
  const pages = ['/', '/search', `/CarDetails/${car.Data[0]?.Rand}/car`];
  for (const pagePath of pages) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // Roughly "Fast 3G / slow 4G": 1.6 Mbit/s down, 150 ms RTT.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 90_000,
    });
    const meta = new Map<string, { url: string; mime: string }>();
    const totals: Record<Kind, number> = { js: 0, css: 0, img: 0, api: 0, doc: 0, other: 0 };
    cdp.on('Network.responseReceived', (e) =>
      meta.set(e.requestId, { url: e.response.url, mime: e.response.mimeType }),
    );
    cdp.on('Network.loadingFinished', (e) => {
      const m = meta.get(e.requestId);
      if (m) totals[kindOf(m.url, m.mime)] += e.encodedDataLength;
    });
    const started = Date.now();
    await page.goto(base + pagePath, { waitUntil: 'load' });
    const loaded = Date.now() - started;
    await page.waitForLoadState('networkidle');
    const idle = Date.now() - started;
    const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
    console.log(
      `${pagePath.slice(0, 30).padEnd(30)} JS ${kib(totals.js)}, CSS ${kib(totals.css)}, images ${kib(totals.img)}, API ${kib(totals.api)}, HTML ${kib(totals.doc)}; load ${loaded} ms, network idle ${idle} ms (throttled)`,
    );
    await context.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
