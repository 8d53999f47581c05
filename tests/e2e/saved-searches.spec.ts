/**
 * Saved searches and WhatsApp alerts in Chromium (issue 24), on a phone and
 * a desktop: a signed-out buyer saves a /search through the login dialog,
 * with the alerts consent; a buyer renames, pauses, resumes and deletes a
 * saved search on My alerts, and turns alerts off. Screenshots go to
 * test-results/screenshots.
 */
import { TOKEN_STORAGE_KEY } from '../../src/shared/brand.ts';
import { MSG } from '../../src/shared/messages.ts';
import { expect, lookupId, saveProfile, test } from './fixtures/accounts.ts';
import { expectNoSeriousA11yViolations, gotoLive, shot } from './fixtures/page-helpers.ts';
import { signInThroughDialog } from './fixtures/sign-in.ts';

test('a signed-out buyer saves a search from /search through sign-in, and turns alerts on', async ({
  page,
  request,
}, info) => {
  const mobile = `934${info.project.name === 'phone' ? 1 : 2}${String(Date.now()).slice(-6)}`;
  await gotoLive(page, '/search?q=swift');
  await shot(page, info, 'search-save-button');
  await page.getByRole('main').getByRole('link', { name: 'Save search' }).click();
  await signInThroughDialog(page, mobile);

  await expect(page).toHaveURL(/\/MyAlerts\?save=q%3Dswift$/);
  // A new account completes its profile first (the prompt cannot be dismissed); the search waits.
  await expect(page.getByRole('dialog', { name: 'Complete your Profile' })).toBeVisible();
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
  await saveProfile(request, token ?? '', mobile);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My alerts', level: 1 })).toBeVisible();
  const card = page.getByRole('region', { name: 'Save this search' });
  await expect(card.getByText('“swift”')).toBeVisible();
  await expect(card.getByLabel('Name of this search')).toHaveValue('swift');
  // The consent is asked here: the alerts panel waits until the search is saved.
  await expect(page.getByRole('button', { name: 'Turn on WhatsApp alerts' })).toHaveCount(0);
  await card.getByLabel('Name of this search').fill('');
  await card.getByRole('button', { name: 'Save search' }).click();
  await expect(card.getByText('Please enter a name for this search')).toBeVisible();
  await card.getByLabel('Name of this search').fill('Any Swift');
  await card.getByLabel(MSG.alertsConsent).check();
  await shot(page, info, 'my-alerts-save');
  await card.getByRole('button', { name: 'Save search' }).click();

  await expect(page.getByText('Search saved')).toBeVisible();
  await expect(page).toHaveURL(/\/MyAlerts$/);
  await expect(card).toHaveCount(0);
  const saved = page.getByRole('article').filter({ hasText: 'Any Swift' });
  await expect(saved.getByText('No new cars yet')).toBeVisible();
  await expect(saved.getByRole('link', { name: 'See cars for Any Swift' })).toHaveAttribute(
    'href',
    '/search?q=swift',
  );
  await expect(page.getByRole('heading', { name: 'WhatsApp alerts are on' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, info, 'my-alerts-list');
});

test('a buyer renames, pauses, resumes and deletes a saved search, and turns alerts off', async ({
  page,
  request,
  buyer,
}, info) => {
  const auth = { Authorization: `Bearer ${buyer.token}` };
  // A clean start: this worker's buyer may have saved searches from another test.
  const listed = await (await request.get('/api/SavedSearch/List', { headers: auth })).json();
  for (const s of listed.Data) {
    await request.post('/api/SavedSearch/Delete', { form: { id: s.id }, headers: auth });
  }
  await request.post('/api/SavedSearch/Alerts', {
    form: { on: 'true', consent: MSG.alertsConsent },
    headers: auth,
  });
  const diesel = await lookupId(request, '/api/Common/Fueldata', 'Diesel');
  const made = await request.post('/api/SavedSearch/Save', {
    form: { name: 'Diesel cars', fueltypeid: diesel, nState: 1 },
    headers: auth,
  });
  expect((await made.json()).Success).toBe(true);

  await gotoLive(page, '/MyAlerts');
  const card = page.getByRole('article').filter({ hasText: 'Diesel cars' });
  await expect(card.getByText(/Diesel · /)).toBeVisible();
  await card.getByRole('button', { name: 'Rename Diesel cars' }).click();
  await card.getByLabel('Name of this search').fill('Diesel, Gujarat');
  await card.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Search renamed')).toBeVisible();
  const renamed = page.getByRole('article').filter({ hasText: 'Diesel, Gujarat' });
  await expect(renamed.getByRole('heading', { name: 'Diesel, Gujarat' })).toBeVisible();

  await renamed.getByRole('button', { name: 'Pause alerts for Diesel, Gujarat' }).click();
  await expect(page.getByText('Alerts paused', { exact: true })).toBeVisible();
  await expect(renamed.getByText(/· Alerts paused/)).toBeVisible();
  await shot(page, info, 'my-alerts-paused');
  await renamed.getByRole('button', { name: 'Resume alerts for Diesel, Gujarat' }).click();
  await expect(page.getByText('Alerts resumed')).toBeVisible();

  await page.getByRole('button', { name: 'Turn off alerts' }).click();
  await expect(page.getByText('WhatsApp alerts are off')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on WhatsApp alerts' })).toBeVisible();

  await renamed.getByRole('button', { name: 'Delete Diesel, Gujarat' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure, you want to delete this record?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Search deleted')).toBeVisible();
  await expect(page.getByText('No saved searches yet')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, info, 'my-alerts-empty');
});
