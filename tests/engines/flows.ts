/**
 * The main flows a buyer takes, as each browser engine runs them
 * (docs/decisions/039-supported-browsers.md): Home and its Search, the
 * filters, a car page's lead dialogs at the first tap (before the app runs)
 * and the Contact Dealer block after a lead, the photo viewer, the header's
 * keyword search, and saving a search through the login dialog. Each takes
 * one EnginePage (engine.ts) and throws on the first thing that is wrong.
 */
import { TOKEN_STORAGE_KEY } from '../../src/shared/brand.ts';
import { searchNameLabel, verifyOtp } from '../../src/shared/i18n/en/account.ts';
import { contactDealer, showSellerDetails } from '../../src/shared/i18n/en/car-page.ts';
import { sortPriceLow } from '../../src/shared/i18n/en/cars.ts';
import { getSellerDetails, saveSearch } from '../../src/shared/i18n/en/frame.ts';
import { getOtp } from '../../src/shared/i18n/en/login.ts';
import { click, dialogOpen, type EnginePage, mark, type, waitFor } from './engine.ts';

/** How a flow reads the one-time code the server logged for `mobile` after `before` earlier ones. */
export interface OtpReader {
  count(mobile: string): number;
  wait(mobile: string, before: number): Promise<string>;
}

const hydrated = "document.documentElement.dataset.hydrated === 'true'";
const DIALOG = '[role="dialog"][aria-modal="true"]';
const LOGIN = `${hydrated} && !!document.querySelector('${DIALOG} input[autocomplete="tel-national"]')`;
const cards = "document.querySelectorAll('main article').length";

/**
 * The address of a car page with three photos or more, from /search (the
 * newest cars there may be other tests' listings with one photo).
 */
export async function aCarPage(page: EnginePage): Promise<string> {
  for (const list of ['/search', '/search?sort=price_desc', '/search?sort=price_asc']) {
    await page.goto(list);
    await waitFor(page, cards, `${list} shows cars`);
    const links = await page.eval<string[]>(
      "[...new Set([...document.querySelectorAll('main article a[href^=\"/CarDetails/\"]')].map((a) => a.getAttribute('href')))]",
    );
    for (const link of links) {
      await page.goto(link);
      if (await page.eval<boolean>("!!document.getElementById('viewer-photo-3')")) return link;
    }
  }
  throw new Error(`${page.name}: no car on /search's first pages has three photos`);
}

/** Home shows cars, and its Search (the filter row, 768 px and up) opens /search with cars. */
export async function homeSearch(page: EnginePage): Promise<void> {
  await page.goto('/');
  await waitFor(page, cards, 'Home shows cars');
  await click(page, 'form[aria-label="Search used cars"] button[type="submit"]');
  await waitFor(page, "location.pathname === '/search'", 'Search opens /search');
  await waitFor(page, cards, '/search shows cars');
}

/** /search's make filter narrows the list to that make, in the address too. */
export async function filterByMake(page: EnginePage): Promise<void> {
  await page.goto('/search');
  await waitFor(page, cards, '/search shows cars');
  await mark(page, 'select[name="make"]');
  await page.selectMarked('Hyundai');
  // Live, the app applies it at once; until it is, Apply (hidden once it is) sends the form.
  await page.eval('new Promise((r) => setTimeout(r, 750))');
  await page.eval(
    `location.search.includes('make=') || document.querySelectorAll('.filter-apply button[type="submit"]').forEach((b) => b.getBoundingClientRect().height > 0 && b.click())`,
  );
  await waitFor(page, "location.search.includes('make=')", 'the address names the make');
  await waitFor(
    page,
    `[...document.querySelectorAll('main article h3, main article h2')].length > 0 &&
     [...document.querySelectorAll('main article h3, main article h2')].every((h) => h.textContent.includes('Hyundai'))`,
    'every car shown is a Hyundai',
  );
}

/**
 * A dealer's showroom page (issue 45 part 5; the sitemap's first): its cars,
 * and its sort in the address (the app applies it, or before the app runs
 * the boot script sends the form).
 */
export async function showroomSort(page: EnginePage): Promise<void> {
  const showroom = await page.eval<string>(
    "fetch('/sitemaps/pages.xml').then((r) => r.text()).then((xml) => (xml.match(/\\/dealer\\/[^<\"]+/g) ?? []).find((p) => !p.startsWith('/dealer/e2e-')) ?? '')",
  );
  if (!showroom) throw new Error(`${page.name}: no showroom page in the sitemap`);
  await page.goto(showroom);
  await waitFor(page, cards, 'the showroom shows its cars');
  await mark(page, 'select[name="sort"]');
  await page.selectMarked(sortPriceLow);
  await waitFor(page, "location.search.includes('sort=price_asc')", 'the address names the sort');
  await waitFor(page, cards, 'the sorted showroom shows its cars');
}

/**
 * A car page: the first tap on Get Seller Details (before the app runs) opens
 * its dialog; the lead sent there shows the Contact Dealer block.
 */
export async function leadAtFirstTap(page: EnginePage, car: string, mobile: string) {
  await page.goto(car);
  await click(page, 'button', getSellerDetails);
  await waitFor(
    page,
    dialogOpen('lead-dialog-contact'),
    'the first tap opens Get Seller Details',
    1500,
  );
  await type(page, '#lead-dialog-contact input[name="name"]', 'Ravi Patel');
  await type(page, '#lead-dialog-contact input[name="Mobileno"]', mobile);
  await click(page, '#lead-dialog-contact button[type="submit"]', showSellerDetails);
  await waitFor(
    page,
    `document.body.innerText.includes(${JSON.stringify(contactDealer)})`,
    'the lead shows the Contact Dealer block',
  );
}

/**
 * Without JavaScript, in a browser without invoker commands too: Get Seller
 * Details is a link to the car page with its dialog open, whose form posts to
 * the page and answers with the Contact Dealer block.
 */
export async function leadWithoutScript(page: EnginePage, car: string, mobile: string) {
  await page.goto(car);
  await click(page, 'a', getSellerDetails);
  await waitFor(
    page,
    "location.search === '?open=lead-dialog-contact'",
    'the link opens the dialog',
  );
  await waitFor(page, dialogOpen('lead-dialog-contact'), 'the page shows the dialog open');
  await type(page, '#lead-dialog-contact input[name="name"]', 'Ravi Patel');
  await type(page, '#lead-dialog-contact input[name="Mobileno"]', mobile);
  await click(page, '#lead-dialog-contact button[type="submit"]', showSellerDetails);
  await waitFor(
    page,
    `document.body.innerText.includes(${JSON.stringify(contactDealer)})`,
    'the answer shows the Contact Dealer block',
  );
  await waitFor(
    page,
    `!${dialogOpen('lead-dialog-contact')}`,
    'the answer shows the dialog closed',
  );
}

/** Get Best Price opens at the first tap and closes with its close button, then by the backdrop. */
export async function bestPriceOpensAndCloses(page: EnginePage, car: string) {
  await page.goto(car);
  await click(page, 'button', 'Get Best Price');
  await waitFor(page, dialogOpen('lead-dialog-price'), 'the first tap opens Get Best Price', 1500);
  await click(page, '#lead-dialog-price button[aria-label="Close"]');
  await waitFor(page, `!${dialogOpen('lead-dialog-price')}`, 'its close button closes it');
  // Again once the app runs (the first tap started it): the same button, answered by the app's page.
  await waitFor(page, hydrated, 'the app runs');
  await click(page, 'button', 'Get Best Price');
  await waitFor(page, dialogOpen('lead-dialog-price'), 'it opens again');
  await page.clickAt(5, 5);
  await waitFor(page, `!${dialogOpen('lead-dialog-price')}`, 'a tap on the backdrop closes it');
}

/** The first tap on a photo opens the viewer at it; its close button closes it. */
export async function photoViewer(page: EnginePage, car: string) {
  await page.goto(car);
  await click(page, 'button[data-open-at="viewer-photo-2"]');
  await waitFor(page, dialogOpen('photo-viewer'), 'the first tap opens the photo viewer', 1500);
  await waitFor(
    page,
    "(() => { const p = document.getElementById('viewer-photo-2').getBoundingClientRect(); return p.left >= -1 && p.left < innerWidth / 2; })()",
    'the viewer shows the photo tapped',
  );
  await click(page, '#photo-viewer button[aria-label="Close photo viewer"]');
  await waitFor(page, `!${dialogOpen('photo-viewer')}`, 'its close button closes it');
}

/**
 * The header's keyword search finds Swifts; Save search there signs in
 * through the login dialog (the code from the server's log) and keeps it.
 */
export async function keywordSearchAndSave(page: EnginePage, mobile: string, otp: OtpReader) {
  await page.goto('/');
  await type(page, 'header input[type="search"]', 'swift');
  await page.typeMarked('\n');
  await waitFor(
    page,
    "location.search.includes('q=swift')",
    'the search box opens /search?q=swift',
  );
  await waitFor(page, cards, 'Swifts are shown');
  await click(page, 'main a', saveSearch);
  // The login shell answers the tap at once; the app's login dialog takes over once it runs.
  await waitFor(
    page,
    `${LOGIN} || document.getElementById('login-shell')?.open`,
    'login opens',
    1500,
  );
  // Typed at once, as a visitor does: into the shell, or the dialog if it took over already.
  await type(
    page,
    `${DIALOG} input[autocomplete="tel-national"], dialog[open] input[name="mobile"]`,
    mobile,
  );
  await waitFor(page, LOGIN, "the app's login dialog");
  await waitFor(
    page,
    `document.querySelector('${DIALOG} input[autocomplete="tel-national"]').value === '${mobile}'`,
    'the login dialog holds every digit typed',
  );
  const before = otp.count(mobile);
  await click(page, `${DIALOG} button`, getOtp);
  const code = await otp.wait(mobile, before);
  await type(page, `${DIALOG} input[autocomplete="one-time-code"]`, code);
  await click(page, `${DIALOG} button`, verifyOtp);
  await waitFor(page, "location.pathname === '/MyAlerts'", 'signed in, My alerts opens');
  // A new account completes its profile first (as in saved-searches.spec.ts), through the API.
  const token = await page.eval<string>(
    `localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)})`,
  );
  if (!token) throw new Error(`${page.name}: no access token after signing in`);
  return token;
}

/** On My alerts (after keywordSearchAndSave and a profile), the search is named and saved. */
export async function saveTheSearch(page: EnginePage) {
  await page.goto('/MyAlerts?save=q%3Dswift');
  await type(page, `input[aria-label="${searchNameLabel}"], input[name="name"]`, ' cars');
  await click(page, 'main button[type="submit"]', saveSearch);
  await waitFor(page, "document.body.innerText.includes('Search saved')", 'the search is saved');
}
