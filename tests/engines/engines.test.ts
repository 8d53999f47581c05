/**
 * The main flows (flows.ts) in the engines CarSetu supports beside current
 * Chromium (docs/decisions/039-supported-browsers.md): Firefox ESR, WebKitGTK
 * (Safari's engine) and Chromium without invoker commands or `closedby`, at
 * 1366x768, and a car page's first taps at 390x844 too. Runs under node:test
 * (`node --test tests/engines/engines.test.ts`) against the Playwright server
 * `npm test` starts (ENGINES_BASE_URL and ENGINES_SERVER_LOG point it at
 * another: `npm start`'s, with its log). Screenshots go to
 * test-results/engines/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { E2E_PORT, E2E_SERVER_LOG } from '../e2e/e2e-paths.ts';
import type { EnginePage } from './engine.ts';
import {
  aCarPage,
  bestPriceOpensAndCloses,
  filterByMake,
  homeSearch,
  keywordSearchAndSave,
  leadAtFirstTap,
  leadWithoutScript,
  type OtpReader,
  photoViewer,
  saveTheSearch,
  showroomSort,
} from './flows.ts';
import { launchFirefox, launchOlderChromium } from './puppeteer-engine.ts';
import { saveProfile } from './server-api.ts';
import { launchWebKit } from './webkit-engine.ts';

const baseUrl = process.env.ENGINES_BASE_URL ?? `http://localhost:${E2E_PORT}`;
const serverLog = process.env.ENGINES_SERVER_LOG ?? E2E_SERVER_LOG;
const shots = path.resolve('test-results', 'engines');
fs.mkdirSync(shots, { recursive: true });

const codes = (mobile: string) =>
  [
    ...fs.readFileSync(serverLog, 'utf8').matchAll(new RegExp(`OTP for ${mobile}: (\\d{6})`, 'g')),
  ].map((m) => m[1] as string);
const otp: OtpReader = {
  count: (mobile) => codes(mobile).length,
  wait: async (mobile, before) => {
    for (let i = 0; i < 75; i++) {
      const all = codes(mobile);
      if (all.length > before) return all[all.length - 1] as string;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`no OTP for ${mobile} in ${serverLog}`);
  },
};

type Launch = (baseUrl: string, width: number, height: number) => Promise<EnginePage>;
const ENGINES: { name: string; launch: Launch; n: number }[] = [
  { name: 'Firefox ESR', launch: launchFirefox, n: 1 },
  { name: 'WebKitGTK', launch: launchWebKit, n: 2 },
  { name: 'Chromium without invoker commands', launch: launchOlderChromium, n: 3 },
];

/** A mobile of this run's own for engine `n`'s `what` (a lead, an account). */
const mobileOf = (n: number, what: number) => `97${n}${what}${String(Date.now()).slice(-6)}`;

for (const engine of ENGINES) {
  describe(engine.name, () => {
    let page: EnginePage;
    let car = '';
    const step = (name: string, flow: () => Promise<unknown>) =>
      it(name, async () => {
        try {
          await flow();
        } finally {
          await page
            .screenshot(
              path.join(
                shots,
                `${page.name.replace(/\W+/g, '-')}-${name.replace(/\W+/g, '-')}.png`,
              ),
            )
            .catch(() => {});
        }
      });

    describe('1366x768', () => {
      before(async () => {
        page = await engine.launch(baseUrl, 1366, 768);
        car ||= await aCarPage(page);
      });
      after(() => page?.close());
      step('Home and its Search', () => homeSearch(page));
      step('the make filter', () => filterByMake(page));
      step("a dealer's showroom page and its sort", () => showroomSort(page));
      step('Get Seller Details at the first tap, a lead, Contact Dealer', () =>
        leadAtFirstTap(page, car, mobileOf(engine.n, 1)),
      );
      step('Get Best Price opens and closes', () => bestPriceOpensAndCloses(page, car));
      step('the photo viewer', () => photoViewer(page, car));
      step('keyword search, sign-in and a saved search', async () => {
        const mobile = mobileOf(engine.n, 2);
        const token = await keywordSearchAndSave(page, mobile, otp);
        await saveProfile(baseUrl, token, mobile);
        await saveTheSearch(page);
      });
    });

    if (engine.launch === launchWebKit)
      describe('390x844 without JavaScript', () => {
        before(async () => {
          page = await launchWebKit(baseUrl, 390, 844, { pageScripts: false });
          car ||= await aCarPage(page);
        });
        after(() => page?.close());
        step('Get Seller Details is a link to the open dialog; the lead is sent', () =>
          leadWithoutScript(page, car, mobileOf(engine.n, 4)),
        );
      });

    describe('390x844', () => {
      before(async () => {
        page = await engine.launch(baseUrl, 390, 844);
        car ||= await aCarPage(page);
      });
      after(() => page?.close());
      step('Get Seller Details at the first tap, a lead, Contact Dealer', () =>
        leadAtFirstTap(page, car, mobileOf(engine.n, 3)),
      );
      step('the photo viewer', () => photoViewer(page, car));
    });
  });
}
