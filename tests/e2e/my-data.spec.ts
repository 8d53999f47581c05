/**
 * My data in Chromium, on a phone and a desktop (issue 44 part 4,
 * docs/privacy.md#my-data): a buyer who sent a seller their details opens
 * My data from the account menu's address, sees whom their details went to
 * and their consents (the age confirmation of their profile), and downloads
 * everything as JSON and as a readable file. Screenshots go to
 * test-results/screenshots.
 */
import fs from 'node:fs';
import { expect, test } from './fixtures/accounts.ts';
import { expectNoSeriousA11yViolations, gotoLive, shot } from './fixtures/page-helpers.ts';

test('a buyer sees whom their details went to and their consents, and downloads their data', async ({
  page,
  buyer,
}, info) => {
  // A dealer's car from the search (the seller fixture would sign the page in as the seller).
  const search = await page.request.post('/api/Carmaster/GetDetailsofcarsbySCCM_data', {
    form: { pageindex: '1' },
  });
  const car = (await search.json()).Data[0] as { Rand: string; carnumber: string };
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
