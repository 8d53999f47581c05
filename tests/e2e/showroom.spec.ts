/**
 * The dealer's side of issue 45 parts 2 and 5 in Chromium, on a phone and a
 * desktop (docs/decisions/045-price-guidance.md, 046-showroom-pages.md): an
 * owner writes the words of their showroom page in the workspace, uploads
 * its logo, and sees both on the public page, where the filters apply at
 * once once the app runs; a car's price guidance opens under it. The workspace's card and the
 * guidance in English, Hindi and Gujarati, the save's message in each. Screenshots go to
 * test-results/screenshots.
 */
import sharp from 'sharp';
import { expect, test } from './fixtures/accounts.ts';
import { signedInOwnDealership } from './fixtures/own-dealership.ts';
import { expectNoSeriousA11yViolations, gotoLive, shot } from './fixtures/page-helpers.ts';

const WORDS = {
  en: {
    card: 'Your showroom page',
    guidance: 'Price guidance',
    days: 'Last 14 days',
    about: 'About your dealership',
    save: 'Save',
    saved: 'Showroom page saved',
  },
  hi: {
    card: 'आपका शोरूम पेज',
    guidance: 'कीमत पर सलाह',
    days: 'पिछले 14 दिन',
    about: 'आपकी डीलरशिप के बारे में',
    save: 'सेव करें',
    saved: 'शोरूम पेज सेव हो गया',
  },
  gu: {
    card: 'તમારું શોરૂમ પેજ',
    guidance: 'કિંમત અંગે સલાહ',
    days: 'છેલ્લા 14 દિવસ',
    about: 'તમારી ડીલરશિપ વિશે',
    save: 'સેવ કરો',
    saved: 'શોરૂમ પેજ સેવ થઈ ગયું',
  },
} as const;

/** A small PNG logo with a transparent background, drawn with sharp. */
const logoPng = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160"><circle cx="120" cy="80" r="70" fill="#0b376f"/><text x="120" y="95" font-family="sans-serif" font-size="48" font-weight="700" text-anchor="middle" fill="#fff">E2E</text></svg>',
    ),
  )
    .png()
    .toBuffer();

test('an owner writes their showroom’s words and reads a car’s price guidance', async ({
  page,
  request,
}, info) => {
  const dealer = await signedInOwnDealership(
    { page, request },
    info,
    { phone: ['9876531231', 'SRP'], desktop: ['9876531232', 'SRD'] },
    'E2E Showroom Motors',
  );
  const about = `Certified cars since 1998, loans and exchange (${info.project.name}).`;

  for (const lang of ['en', 'hi', 'gu'] as const) {
    const w = WORDS[lang];
    await gotoLive(page, lang === 'en' ? '/Dealer' : `/${lang}/Dealer`);
    const row = page
      .getByRole('article')
      .filter({ has: page.locator(`a[href*="${dealer.rand}"]`) });
    await row.locator('summary', { hasText: w.guidance }).click();
    await expect(row.getByText(w.days)).toBeVisible();
    await row.scrollIntoViewIfNeeded();
    await shot(page, info, `price-guidance-${lang}`);

    await page.locator('summary', { hasText: w.card }).click();
    const field = page.getByLabel(w.about, { exact: true });
    await expect(field).toBeVisible();
    if (lang === 'en') {
      // The field stops at 1,000 characters (the server refuses more: showroom.test.ts).
      await field.fill('x'.repeat(1001));
      await expect(field).toHaveValue('x'.repeat(1000));
      await field.fill(about);
    }
    // The server's answer in the page's language (answer-language.ts).
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByText(w.saved)).toBeVisible();
    if (lang === 'en') await expectNoSeriousA11yViolations(page);
    await page.locator('summary', { hasText: w.card }).scrollIntoViewIfNeeded();
    await shot(page, info, `showroom-card-${lang}`);
  }

  await gotoLive(page, '/Dealer');
  await page.locator('summary', { hasText: 'Your showroom page' }).click();
  // The owner uploads a logo: a preview, then the server's square (showroom-logo.test.ts).
  await page.getByLabel('Logo', { exact: true }).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await logoPng(),
  });
  await expect(page.getByRole('img', { name: 'The chosen logo' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload logo' }).click();
  await expect(page.getByText('Logo saved')).toBeVisible();
  await page.getByRole('link', { name: 'Open your showroom page' }).click();
  await expect(page).toHaveURL(/\/dealer\/e2e-showroom-motors-[a-z0-9-]+-[A-Za-z0-9_-]{10}$/);
  await expect(page.getByText(about)).toBeVisible();
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(/^E2E Showroom Motors/);
  const logo = page.getByRole('img', { name: (await h1.textContent()) ?? '', exact: true });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('src', /^\/photos\/dealers\/.+\/logo-.+\.jpg$/);
  const html = await (await request.get(page.url())).text();
  expect(html).toMatch(/"logo":"https?:\/\/[^"]+\/photos\/dealers\/[^"]+\.jpg"/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await shot(page, info, 'showroom-live');

  // With the app running, a sort applies at once (no Sort button), in the address.
  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/\?sort=price_asc$/);
  await expect(page.getByRole('article')).toHaveCount(1);
});
