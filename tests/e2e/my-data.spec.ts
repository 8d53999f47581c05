/**
 * My data in Chromium, on a phone and a desktop (issue 44 part 4,
 * docs/privacy.md#my-data): a buyer who sent a seller their details opens
 * My data from the account menu's address, sees whom their details went to
 * and their consents (the age confirmation of their profile), and downloads
 * everything as JSON and as a readable file; a person of their own names a
 * nominee and deletes their account (docs/privacy.md#nominee, #erasure).
 * Screenshots go to test-results/screenshots.
 */
import fs from 'node:fs';
import { expect, saveProfile, test, tokenFor, useToken } from './fixtures/accounts.ts';
import { expectNoSeriousA11yViolations, gotoLive, shot } from './fixtures/page-helpers.ts';

test('a buyer sees whom their details went to and their consents, and downloads their data', async ({
  page,
  buyer,
}, info) => {
  // A dealer's car from the search (the seller fixture would sign the page in as the seller).
  const search = await page.request.post('/api/Carmaster/GetDetailsofcarsbySCCM_data', {
    form: { pageindex: '1' },
  });
  // Not a car of another spec's own dealership or seller (their numbers are GJ98...): a lead on
  // one would land in that spec's Today list.
  const car = ((await search.json()).Data as { Rand: string; carnumber: string }[]).find(
    (c) => c.carnumber !== 'GJ98',
  );
  if (!car) throw new Error('no demo car in the search');
  const lead = await page.request.post('/api/LeadQRCode/AddLeadQRCode', {
    // A network of its own (the e2e server trusts loopback as a proxy): the lead limits are per address.
    headers: { 'X-Forwarded-For': `203.0.113.${200 + (info.workerIndex % 50)}` },
    form: {
      Name: 'Kiran Shah',
      Contactno: buyer.mobile,
      Carno: car.carnumber,
      Rand: car.Rand,
      nRemarks: 'Best price for the car',
    },
  });
  expect((await lead.json()).Success).toBe(true);

  await gotoLive(page, '/MyData');
  await expect(page.getByRole('heading', { name: 'My data', level: 1 })).toBeVisible();
  await expect(page.getByText('You are 18 or older')).toBeVisible();
  await expect(page.getByText(/Given on/).first()).toBeVisible();
  await expect(page.getByText(/, on [A-Z][a-z]{2} \d{2}, \d{4}$/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, info, 'my-data', true);

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download as JSON' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^carsetu-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync((await json.path()) ?? '', 'utf8'));
  expect(data.tables.users[0].mobile).toBe(buyer.mobile);
  expect(data.tables.consent_records.some((r: { purpose: string }) => r.purpose === 'adult')).toBe(
    true,
  );

  const [text] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download as a readable file' }).click(),
  ]);
  expect(text.suggestedFilename()).toMatch(/\.txt$/);
  expect(fs.readFileSync((await text.path()) ?? '', 'utf8')).toContain(
    '== the profile (profiles) ==',
  );
});

/** The account each project deletes (made again at every run: erasure leaves the number free). */
const ERASED = { phone: '9876531301', desktop: '9876531302' } as const;

test('a person names a nominee, then deletes their account', async ({ page, request }, info) => {
  const mobile = info.project.name === 'phone' ? ERASED.phone : ERASED.desktop;
  const token = await tokenFor(request, mobile);
  await saveProfile(request, token, mobile);
  await useToken(page, token);

  // The account menu's 'Delete Account Permanently' opens My data at its card.
  await gotoLive(page, '/MyData#delete-account');
  const nominee = page.getByRole('region', { name: 'Your nominee' });
  await nominee.getByLabel("Nominee's name").fill('Meera Shah');
  await nominee.getByLabel("Nominee's mobile number").fill(mobile);
  await nominee.getByRole('button', { name: 'Save nominee' }).click();
  await expect(nominee.getByText('Your nominee must be someone else.')).toBeVisible();
  await nominee.getByLabel("Nominee's mobile number").fill('9876531399');
  await nominee.getByRole('button', { name: 'Save nominee' }).click();
  await expect(nominee.getByText(/^Meera Shah, 9876531399, since /)).toBeVisible();
  await shot(page, info, 'my-data-nominee');

  const erase = page.getByRole('region', { name: 'Delete your account' });
  await expect(erase.getByText('What we keep, and why')).toBeVisible();
  await erase.getByRole('button', { name: 'Delete my account' }).click();
  await expect(
    erase.getByText('Please confirm that you want to delete your account.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, info, 'my-data-delete');
  await erase.getByLabel('I understand that my account cannot be brought back.').check();
  await erase.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account is deleted.')).toBeVisible();
  const after = await request.get('/api/Account/MyData', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(after.status()).toBe(401);
});
