/**
 * Firefox ESR (Debian's firefox-esr, over WebDriver BiDi) and Chromium with
 * its newest platform features taken away (Debian's chromium, over the
 * DevTools protocol), driven by puppeteer-core. Chromium keeps invoker
 * commands and dialog light dismiss behind no switch any more, so an init
 * script takes them away before the page runs, as in Chromium before 135
 * (Samsung Internet before 28, Android web views not updated): no `command`
 * or `commandForElement`, each native command cancelled at its `command`
 * event, and no `closedBy` to find (the browser still closes a dialog with
 * `closedby="any"` at a tap on its backdrop: WebKitGTK shows the page's own
 * light dismiss).
 */
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { type EnginePage, MARKED } from './engine.ts';
import { WITHOUT_INVOKER_COMMANDS } from './older-chromium.ts';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function wrap(name: string, browser: Browser, page: Page, baseUrl: string): EnginePage {
  return {
    name,
    goto: async (path) => {
      await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' });
    },
    eval: (js) => page.evaluate(js) as Promise<never>,
    clickMarked: () => page.click(MARKED),
    typeMarked: (text) => (text === '\n' ? page.keyboard.press('Enter') : page.type(MARKED, text)),
    selectMarked: async (text) => {
      const value = await page.$eval(
        MARKED,
        (select, want) =>
          [...(select as HTMLSelectElement).options].find((o) => o.text.trim() === want)?.value,
        text,
      );
      if (value === undefined) throw new Error(`${name}: no option ${text}`);
      await page.click(MARKED);
      await page.select(MARKED, value);
    },
    clickAt: (x, y) => page.mouse.click(x, y),
    screenshot: async (file) => {
      await page.screenshot({ path: file as `${string}.png` });
    },
    close: () => browser.close(),
  };
}

/** Firefox ESR at `width` x `height` px. */
export async function launchFirefox(baseUrl: string, width: number, height: number) {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: '/usr/bin/firefox-esr',
    headless: true,
    extraPrefsFirefox: { 'network.proxy.type': 0 },
  });
  const page = await browser.newPage();
  await page.setViewport({ width, height });
  return wrap(`firefox ${width}x${height}`, browser, page, baseUrl);
}

/** Chromium without invoker commands or `closedby`, at `width` x `height` px. */
export async function launchOlderChromium(baseUrl: string, width: number, height: number) {
  const browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
    headless: true,
  });
  const page = await browser.newPage();
  await page.setViewport({ width, height });
  await page.evaluateOnNewDocument(WITHOUT_INVOKER_COMMANDS);
  return wrap(`older chromium ${width}x${height}`, browser, page, baseUrl);
}
