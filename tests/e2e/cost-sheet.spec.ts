/**
 * Cost sheets in Chromium (issue 45 part 1; docs/decisions/044-cost-sheets.md),
 * on a phone and a desktop: a dealership's owner opens a car's cost sheet in
 * the workspace, is refused an amount that is not whole rupees, enters the
 * purchase and a refurbishment, sets a margin, and reads the net cost and
 * the minimum price; the workspace shows the stock's value. Then they sell
 * the car to a buyer (a refused form first) and download its invoice and
 * Form 29: PDFs whose text names the car's number and the buyer (issue 45
 * part 3), and the register of vehicles as CSV and PDF (part 4). Screenshots go to test-results/screenshots.
 */
import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { expect, test } from './fixtures/accounts.ts';
import { signedInOwnDealership } from './fixtures/own-dealership.ts';
import { expectNoSeriousA11yViolations, gotoLive, shot } from './fixtures/page-helpers.ts';

test('an owner enters a car’s costs and margin and reads its minimum price', async ({
  page,
  request,
}, info) => {
  const dealer = await signedInOwnDealership(
    { page, request },
    info,
    { phone: ['9876531221', 'CSP'], desktop: ['9876531222', 'CSD'] },
    'E2E Cost Sheet Motors',
  );
  await gotoLive(page, '/Dealer');
  await expect(
    page.getByRole('heading', { name: /^Your stock: \d+ cars? for sale$/ }),
  ).toBeVisible();

  const row = page.getByRole('article').filter({ has: page.locator(`a[href*="${dealer.rand}"]`) });
  await row.getByText('Cost sheet').click();
  await expect(row.getByText('No cost entered yet.', { exact: false })).toBeVisible();

  await row.getByLabel('Amount (₹)').fill('12.5');
  await row.getByRole('button', { name: 'Add cost' }).click();
  await expect(row.getByText('Please enter the amount in whole rupees.')).toBeVisible();

  await row.getByLabel('Amount (₹)').fill('4,50,000');
  await row.getByRole('button', { name: 'Add cost' }).click();
  await expect(row.getByRole('listitem').filter({ hasText: 'Purchase' })).toBeVisible();
  await row.getByLabel('Cost of').selectOption('refurbishment');
  await row.getByLabel('Amount (₹)').fill('25000');
  await row.getByLabel('Note (optional)').fill('New tyres');
  await row.getByRole('button', { name: 'Add cost' }).click();
  await expect(row.getByText(/New tyres/)).toBeVisible();
  const figure = (label: string) =>
    row
      .locator('dl > div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd');
  await expect(figure('Net cost')).toHaveText('₹4,75,000');

  await row.getByLabel('Margin you want (₹)').fill('30000');
  await row.getByRole('button', { name: 'Save margin' }).click();
  await expect(figure('Minimum price')).toHaveText('₹5,05,000');
  await expectNoSeriousA11yViolations(page);
  await row.scrollIntoViewIfNeeded();
  await shot(page, info, 'dealer-cost-sheet', true);

  // Sold, with the buyer's details: the papers follow.
  await row.getByRole('button', { name: /^Mark sold/ }).click();
  await row.getByRole('button', { name: 'Sell and make papers' }).click();
  await expect(row.getByText('This feild is required').first()).toBeVisible();
  await row.getByLabel('Buyer’s name').fill('Harsh Vora');
  await row.getByLabel('Buyer’s mobile number').fill('9811122233');
  await row.getByLabel('Buyer’s address').fill('12, Nehru Nagar, Rajkot');
  await row.getByLabel('Sale price (₹)').fill('510000');
  await shot(page, info, 'dealer-sell-form', true);
  await row.getByRole('button', { name: 'Sell and make papers' }).click();
  await expect(page.getByText('Car sold. Its papers are ready.')).toBeVisible();

  await gotoLive(page, '/Dealer?status=Sold');
  const soldRow = page
    .getByRole('article')
    .filter({ has: page.locator(`a[href*="${dealer.rand}"]`) });
  await soldRow.locator('summary', { hasText: 'Papers' }).click();
  await expect(soldRow.getByText(/^Sold to Harsh Vora for ₹5,10,000/)).toBeVisible();
  await expect(soldRow.getByText(/^Submit to the RTO by /)).toBeVisible();
  for (const [button, heading] of [
    ['Invoice', 'Sale invoice'],
    ['Form 29', 'FORM 29'],
  ] as const) {
    const text = await downloadedText(page, soldRow.getByRole('button', { name: button }));
    expect(text).toContain(heading);
    expect(text).toContain(dealer.carNumber);
    expect(text).toContain('Harsh Vora');
  }
  // The register of vehicles holds the car, the day it came in and was sold, and its buyer.
  await page.getByText('Register of vehicles').click();
  const [register] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const csv = fs.readFileSync((await register.path()) ?? '', 'utf8');
  expect(csv.split('\r\n').find((l) => l.startsWith(dealer.carNumber))).toContain('Harsh Vora');
  const [printable] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(printable.suggestedFilename()).toMatch(/^stock-register-.*\.pdf$/);
  expect(fs.readFileSync((await printable.path()) ?? '', 'latin1').slice(0, 5)).toBe('%PDF-');

  await soldRow.getByLabel('RC transfer').selectOption('submitted');
  await expect(page.getByText('RC transfer updated')).toBeVisible();
  await soldRow.scrollIntoViewIfNeeded();
  await shot(page, info, 'dealer-sale-papers', true);
});

/** The owner's screens of issue 45 in Hindi and Gujarati (the English ones above). */
const WORDS = {
  hi: {
    costSheet: 'खर्च का हिसाब',
    sold: 'बिकी हुई मार्क करें',
    sell: 'यह कार बेचें',
    register: 'वाहनों का रजिस्टर',
  },
  gu: {
    costSheet: 'ખર્ચનો હિસાબ',
    sold: 'વેચાયેલી માર્ક કરો',
    sell: 'આ કાર વેચો',
    register: 'વાહનોનું રજિસ્ટર',
  },
} as const;

test('the cost sheet, the Sell form and the register in Hindi and Gujarati', async ({
  page,
  request,
}, info) => {
  const dealer = await signedInOwnDealership(
    { page, request },
    info,
    { phone: ['9876531223', 'CLP'], desktop: ['9876531224', 'CLD'] },
    'E2E Cost Languages Motors',
  );
  for (const lang of ['hi', 'gu'] as const) {
    const w = WORDS[lang];
    await gotoLive(page, `/${lang}/Dealer`);
    const row = page
      .getByRole('article')
      .filter({ has: page.locator(`a[href*="${dealer.rand}"]`) });
    await row.locator('summary', { hasText: w.costSheet }).click();
    await expect(row.locator('form').first()).toBeVisible();
    await row.scrollIntoViewIfNeeded();
    await shot(page, info, `dealer-cost-sheet-${lang}`, true);
    await row.getByRole('button', { name: w.sold }).click();
    await expect(row.getByText(w.sell)).toBeVisible();
    await shot(page, info, `dealer-sell-form-${lang}`, true);
    await page.getByText(w.register).click();
    await page.getByText(w.register).scrollIntoViewIfNeeded();
    await shot(page, info, `dealer-register-${lang}`);
  }
});

/** Clicks `button`, waits for its download and answers the PDF's text, spaces collapsed. */
async function downloadedText(page: Page, button: Locator): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const bytes = fs.readFileSync((await download.path()) ?? '');
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
