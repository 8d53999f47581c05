/**
 * For `npm run bench:pages` (bench/pages-targets.ts): which /search URL shows
 * one city's cars on a build that has no city landing page. Builds differ in
 * how /search reads its city from the query string (an id, or the city's
 * name in the client-rendered baseline), so each candidate URL is opened
 * once in headless Chromium (Playwright, CHROME_PATH or /usr/bin/chromium)
 * and judged by what the page asks the search API and gets back: the first
 * candidate whose search answers only cars of that city wins. A page that
 * asks no search (server-rendered, its data in the HTML) is taken as it is.
 */
import { chromium } from '@playwright/test';

export interface CityFilterCheck {
  url: string;
  /** How the candidate was judged, for the bench's note. */
  verdict: string;
}

const SEARCH_API = '/api/Carmaster/GetDetailsofcarsbySCCM_data';

/** The first of `candidates` (absolute URLs) whose page searches `city` only; else the first, with why. */
export async function pickCityFilterUrl(
  candidates: string[],
  city: string,
): Promise<CityFilterCheck> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const seen: string[] = [];
  try {
    for (const url of candidates) {
      const page = await browser.newPage();
      const answers: { cityname?: string }[][] = [];
      page.on('response', async (res) => {
        if (!res.url().includes(SEARCH_API)) return;
        try {
          answers.push(((await res.json()) as { Data?: { cityname?: string }[] }).Data ?? []);
        } catch {}
      });
      await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 }).catch(() => undefined);
      await page.close();
      const last = answers.at(-1);
      if (!last) return { url, verdict: 'its page asks no search (data in the HTML)' };
      const only = last.length > 0 && last.every((c) => c.cityname === city);
      if (only) return { url, verdict: `its search answers ${last.length} cars, all in ${city}` };
      seen.push(`${new URL(url).search}: ${last.length} cars, not all in ${city}`);
    }
  } finally {
    await browser.close();
  }
  return { url: candidates[0], verdict: `no candidate filtered on ${city} (${seen.join('; ')})` };
}
