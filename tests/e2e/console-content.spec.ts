/**
 * Banners and dealers in the operators' console in Chromium (issue 25 part 2,
 * docs/moderation.md#banners-and-dealers), on a phone and a desktop: an
 * operator uploads a banner (a refused link first), sees it last on Home's
 * slider list, moves it up, hides it (gone from Home's banners) and reads
 * the audit; adds a dealer (the form's errors first), finds it, edits it,
 * deactivates and reactivates it. Only data the test made is changed.
 * Screenshots go to test-results/screenshots.
 */
import sharp from 'sharp';
import { E2E_OPERATORS } from './e2e-paths.ts';
import { expect, saveProfile, test, tokenFor, useToken } from './fixtures/accounts.ts';
import { expectNoSeriousA11yViolations, gotoLive, shot } from './fixtures/page-helpers.ts';

const bannerPhoto = () =>
  sharp({ create: { width: 1600, height: 600, channels: 3, background: '#0b4ea2' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1600" height="600"><rect x="200" y="150" width="700" height="300" rx="40" fill="#f97316"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();

test('an operator uploads, moves and hides a banner, and adds, edits, deactivates and reactivates a dealer', async ({
  page,
  request,
}, info) => {
  const phone = info.project.name === 'phone';
  const operator = E2E_OPERATORS[phone ? 2 : 3] ?? '';
  const token = await tokenFor(request, operator);
  await saveProfile(request, token, operator);
  await useToken(page, token);

  // Banners.
  const link = `/search?e2e=${info.project.name}-${Date.now()}`;
  await gotoLive(page, '/admin?tab=banners');
  const add = page.locator('section').filter({ hasText: 'Add a banner' });
  await add.getByLabel('Photo (JPEG or PNG', { exact: false }).setInputFiles({
    name: 'offer.jpg',
    mimeType: 'image/jpeg',
    buffer: await bannerPhoto(),
  });
  await expect(add.getByRole('img', { name: 'How the banner will look' })).toBeVisible();
  await add.getByLabel('Link', { exact: false }).fill('javascript:alert(1)');
  await add.getByRole('button', { name: 'Add banner' }).click();
  await expect(
    add.getByText('Enter a link on CarSetu (starting with /) or https://'),
  ).toBeVisible();
  await add.getByLabel('Link', { exact: false }).fill(link);
  await shot(page, info, 'console-banner-add');
  await add.getByRole('button', { name: 'Add banner' }).click();
  await expect(page.getByText('Banner added')).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: link });
  await expect(row.getByText('On Home')).toBeVisible();
  await expect(row.getByText('Home in: Every language')).toBeVisible();
  const home = async () =>
    (
      (await (await request.get('/api/Bannermaster/AllClientBanner')).json()).Data as {
        nUrl: string;
      }[]
    ).map((b) => b.nUrl);
  // Last on Home's slider (after it, at most a banner the other screen size's test added).
  const slider = await home();
  expect(slider).toContain(link);
  expect(slider.slice(slider.indexOf(link) + 1).every((u) => u.startsWith('/search?e2e='))).toBe(
    true,
  );

  const placeOf = async () =>
    Number((await row.getByText(/^Banner \d+$/).textContent())?.split(' ')[1]);
  const before = await placeOf();
  await row.getByRole('button', { name: 'Move up' }).click();
  await expect(page.getByText('Moved up')).toBeVisible();
  await expect.poll(placeOf).toBe(before - 1);

  await row.getByText('Change link or hide').click();
  await row.getByRole('textbox', { name: /^Reason for hiding/ }).fill('Offer ended');
  await shot(page, info, 'console-banners');
  await row.getByRole('button', { name: 'Hide from Home' }).click();
  await expect(page.getByText('Banner hidden')).toBeVisible();
  await expect(row.getByText('Hidden from Home')).toBeVisible();
  expect(await home()).not.toContain(link);

  // Dealers.
  const mobile = `9${phone ? 7 : 8}${String(Date.now()).slice(-8)}`;
  await page.getByRole('link', { name: 'Dealers' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=dealers$/);
  await page.getByRole('button', { name: 'Add a dealer' }).click();
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Add dealer' }) });
  await form.getByRole('button', { name: 'Add dealer' }).click();
  await expect(form.getByText('This feild is required').first()).toBeVisible();
  await form.getByLabel('Firm name').fill(`E2E Motors ${info.project.name}`);
  await form.getByLabel('Mobile (the dealer signs in with it)').fill(mobile);
  await form.getByLabel('State').selectOption({ label: 'Gujarat' });
  await form.getByLabel('City').selectOption({ label: 'Surat' });
  await form.getByLabel('Address').fill('Ring Road, Surat');
  await shot(page, info, 'console-dealer-form');
  await form.getByRole('button', { name: 'Add dealer' }).click();
  await expect(page.getByText('Dealer added')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Firm name or mobile' }).fill(mobile);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${mobile}`));
  const card = page.getByRole('listitem').filter({ hasText: mobile });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Surat, Gujarat')).toBeVisible();
  await card.getByRole('button', { name: 'Edit details' }).click();
  await card.getByLabel('Firm name').fill(`E2E Car Mall ${info.project.name}`);
  await card.getByRole('button', { name: 'Save dealer' }).click();
  await expect(page.getByText('Dealer saved')).toBeVisible();
  await expect(
    card.getByRole('heading', { name: `E2E Car Mall ${info.project.name}` }),
  ).toBeVisible();

  await card.getByRole('textbox', { name: /^Reason for deactivating/ }).fill('Closed the showroom');
  await card.getByRole('button', { name: 'Deactivate' }).click();
  await expect(card.getByText('Deactivated')).toBeVisible();
  await shot(page, info, 'console-dealers');
  await card.getByRole('textbox', { name: /^Reason for reactivating/ }).fill('Reopened');
  await card.getByRole('button', { name: 'Reactivate' }).click();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Audit' }).click();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'dealer.reactivate' }).first(),
  ).toContainText('Reopened');
  await page.goBack();
  await expect(page).toHaveURL(/tab=dealers/);
});
