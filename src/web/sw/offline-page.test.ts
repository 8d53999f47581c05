import { describe, expect, it } from 'vitest';
import {
  carOfKeptPage,
  OFFLINE_CARS_SHOWN,
  OFFLINE_CARS_SLOT,
  OFFLINE_TEXTS,
  type OfflineCar,
  offlineCarsHtml,
  offlinePageHtml,
  savedDate,
  withSavedCopyNote,
} from './offline-page.ts';

const recent = {
  Rand: 'EwyhdspT_n',
  title: '2025 Mahindra XUV 3XO MX2 Diesel',
  price: 1145000,
  photo: '/photos/cars/EwyhdspT_n/BdVcJjrBA6-sm.webp',
  path: '/CarDetails/EwyhdspT_n/2025-Mahindra-XUV3XO-MX2Diesel-%20Used%20Car%20for%20Sale%20inPune',
};
// As React writes the attribute in a server-rendered car page.
const attr = JSON.stringify(recent).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const carPage = `<!doctype html><html><head><title>2025 Mahindra XUV 3XO MX2 Diesel for sale in Pune at ₹11,45,000 | CarSetu</title></head>
  <body>
    <div id="root"><main><div data-recent-car="${attr}"></div></main></div></body></html>`;

describe('the offline page', () => {
  it('is a whole document that loads nothing, with a slot for the cars', () => {
    const html = offlinePageHtml();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<title>You are offline | CarSetu</title>');
    expect(html).toContain(OFFLINE_TEXTS.en.body);
    expect(html).toContain(`>${OFFLINE_TEXTS.en.retry}</a>`);
    expect(html).toContain(OFFLINE_CARS_SLOT);
    expect(html).not.toMatch(/<script|<link|src="http|url\(/i);
  });

  it('is written in each language, its logo going home in it', () => {
    const hindi = offlinePageHtml(OFFLINE_TEXTS.hi);
    expect(hindi).toContain('<html lang="hi-IN">');
    expect(hindi).toContain(`<title>${OFFLINE_TEXTS.hi.title} | CarSetu</title>`);
    expect(hindi).toContain('<a href="/hi/" aria-label=');
    expect(offlineCarsHtml([], OFFLINE_TEXTS.gu)).toContain(OFFLINE_TEXTS.gu.noCars);
    expect(offlinePageHtml()).toContain('<a href="/" aria-label=');
    // Its script's font CSS (the build's) goes into its own style.
    expect(offlinePageHtml(OFFLINE_TEXTS.hi, '@font-face{x}')).toMatch(
      /<style>[^<]*@font-face\{x\}<\/style>/,
    );
  });

  it('lists the cars kept, linked to their kept pages, with their price', () => {
    const cars: OfflineCar[] = [
      { path: recent.path, title: recent.title, price: recent.price, photo: recent.photo },
      { path: '/CarDetails/x/y', title: 'A <b> & "c"', price: null, photo: null },
    ];
    const html = offlineCarsHtml(cars);
    expect(html).toContain(`href="${recent.path}"`);
    expect(html).toContain('₹11,45,000');
    expect(html).toContain(`<img src="${recent.photo}"`);
    expect(html).toContain('A &lt;b&gt; &amp; &quot;c&quot;');
    expect(html.match(/<li>/g)).toHaveLength(2);
  });

  it(`says how it works when no car is kept, and lists at most ${OFFLINE_CARS_SHOWN}`, () => {
    expect(offlineCarsHtml([])).toContain(OFFLINE_TEXTS.en.noCars);
    const many = Array.from({ length: 25 }, (_, i) => ({
      path: `/CarDetails/${i}/x`,
      title: `Car ${i}`,
      price: 100000,
      photo: null,
    }));
    expect(offlineCarsHtml(many).match(/<li>/g)).toHaveLength(OFFLINE_CARS_SHOWN);
  });
});

describe('carOfKeptPage', () => {
  it('reads the car a kept car page shows', () => {
    expect(carOfKeptPage(carPage, '/CarDetails/EwyhdspT_n/2025')).toEqual({
      path: '/CarDetails/EwyhdspT_n/2025',
      title: recent.title,
      price: recent.price,
      photo: recent.photo,
    });
  });

  it('falls back on the document title, and is null without either', () => {
    const bare = carPage.replace(/ data-recent-car="[^"]*"/, '');
    expect(carOfKeptPage(bare, '/p')).toEqual({
      path: '/p',
      title: '2025 Mahindra XUV 3XO MX2 Diesel for sale in Pune at ₹11,45,000',
      price: null,
      photo: null,
    });
    expect(carOfKeptPage('<html><body></body></html>', '/p')).toBeNull();
  });
});

describe('a kept page as shown', () => {
  it('carries the saved-copy note first in its body, outside the app', () => {
    const html = withSavedCopyNote(carPage, '28 Nov 2026, 8:15 am');
    expect(html).toContain('<body><p role="status"');
    const note = html.indexOf('Saved copy from 28 Nov 2026, 8:15 am: ');
    expect(note).toBeGreaterThan(html.indexOf('<body>'));
    expect(note).toBeLessThan(html.indexOf('<div id="root">'));
  });

  it('dates the copy in Indian time, or says an earlier visit', () => {
    expect(savedDate('Sat, 28 Nov 2026 02:47:51 GMT')).toMatch(/^28 Nov 2026, 8:17\s?am$/i);
    expect(savedDate(null)).toBe('');
    expect(withSavedCopyNote(carPage, '')).toContain('Saved copy from an earlier visit: ');
    // A Hindi page's note in Hindi, its date in Latin digits.
    const hindiDate = savedDate('Sat, 28 Nov 2026 02:47:51 GMT', 'hi');
    expect(hindiDate).toMatch(/^28 .+ 2026, 8:17/);
    expect(withSavedCopyNote(carPage, hindiDate, OFFLINE_TEXTS.hi)).toContain(
      OFFLINE_TEXTS.hi.savedCopy(hindiDate),
    );
  });
});
