/**
 * Working leads in Chromium (issue 43 parts 2 and 3;
 * docs/decisions/041-lead-work.md), on a phone and a desktop: a demo
 * dealer's owner adds a sales executive on Team; a buyer leaves a lead on
 * one of the dealer's cars, which the server gives to the executive (the
 * only active one); the executive logs in, finds it in Today and logs "no
 * answer, tomorrow 11:00" in three taps; the owner sees the follow-up and
 * the note on the lead in All enquiries and in its history, and counted in
 * the week's Reports and its CSV (part 5). Screenshots of Today, the quick
 * follow-up, the owner's view with the history open, the working hours and
 * the reports, in English, Hindi and Gujarati, go to
 * test-results/screenshots (or SHOTS_DIR).
 */
import fs from 'node:fs';
import { expect, test, tokenFor, useToken } from './fixtures/accounts.ts';
import { dealershipOfOwn } from './fixtures/own-dealership.ts';
import {
  clickSessionControl,
  dismissToasts,
  expectNoSeriousA11yViolations,
  gotoLive,
  shot,
} from './fixtures/page-helpers.ts';
import { secondBrowser, signInThroughDialog } from './fixtures/sign-in.ts';

/** The sales executive's mobile, one per project (dealer-team.spec.ts has 9876531101 and 02). */
const EXECUTIVE = { phone: '9876531201', desktop: '9876531202' } as const;
const EXECUTIVE_NAME = 'Sunil Desai';

/** The dealer's registered mobile, one per project (a number may ask for an OTP every 30 s). */
const OWNER = { phone: '9876531211', desktop: '9876531212' } as const;

test('a lead goes to the sales executive, who logs a follow-up in three taps that the owner sees', async ({
  page,
  request,
  browser,
}, info) => {
  // Two log-ins (one through the dialog), three languages, accessibility scans.
  test.setTimeout(240_000);
  const phone = info.project.name === 'phone';
  const executive = EXECUTIVE[phone ? 'phone' : 'desktop'];
  const dealer = dealershipOfOwn(
    OWNER[phone ? 'phone' : 'desktop'],
    phone ? 'LWP' : 'LWD',
    'E2E Lead Work Motors',
  );
  await useToken(page, await tokenFor(request, dealer.mobile));

  // The owner adds the executive on Team, where the working hours are too.
  await gotoLive(page, '/Dealer/Team');
  await page.getByLabel('Mobile', { exact: true }).fill(executive);
  await page.getByLabel('Name', { exact: true }).fill(EXECUTIVE_NAME);
  await page.getByRole('button', { name: 'Add to team' }).click();
  await expect(page.getByText('Added to your team')).toBeVisible();
  const hours = page.getByRole('region', { name: 'Working hours' });
  await expect(hours.getByLabel('Opens at')).toHaveValue(/^\d\d:\d\d$/);
  await hours.getByRole('button', { name: 'Save working hours' }).click();
  await expect(page.getByText('Working hours saved')).toBeVisible();
  await dismissToasts(page);
  await hours.scrollIntoViewIfNeeded();
  await shot(page, info, 'lead-work-hours');

  // A buyer asks for the best price on one of the dealer's cars.
  const buyer = `9123${String(Date.now()).slice(-5)}${phone ? 1 : 2}`;
  const lead = await request.post('/api/LeadQRCode/AddLeadQRCode', {
    form: {
      Name: 'Farhan Qureshi',
      Contactno: buyer,
      Carno: dealer.carNumber,
      Rand: dealer.rand,
      nRemarks: 'Lead from CarSetu website: best price request',
    },
    headers: { 'X-Forwarded-For': `203.0.113.${phone ? 51 : 52}` },
  });
  expect((await lead.json()).Success).toBe(true);

  // The executive logs in and finds it in Today, among the new enquiries.
  const context = await secondBrowser(browser, info);
  const exec = await context.newPage();
  await gotoLive(exec, '/contactus');
  await clickSessionControl(exec, phone, 'Login');
  await signInThroughDialog(exec, executive);
  await expect(exec).toHaveURL(/\/Dealer$/);
  await gotoLive(exec, '/Enquiries');
  await expect(exec.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
  const fresh = exec.getByRole('region', { name: /^New, not yet followed up/ });
  const card = fresh.getByRole('article', { name: 'Farhan Qureshi' });
  await expect(card).toContainText('Assigned to you');
  await expect(card).toContainText('New');
  await expectNoSeriousA11yViolations(exec);
  await shot(exec, info, 'lead-work-today', true);

  // Three taps: Log call / update, No answer, Tomorrow 11:00.
  await card.getByRole('button', { name: /^Log call \/ update/ }).click();
  await card.getByRole('button', { name: 'No answer' }).click();
  await shot(exec, info, 'lead-work-quick-follow-up');
  await card.getByRole('button', { name: 'Tomorrow, 11:00 am' }).click();
  await expect(exec.getByText('Saved', { exact: true })).toBeVisible();
  // Followed up tomorrow: nothing is left for today.
  await expect(exec.getByRole('heading', { name: 'Nothing due today' })).toBeVisible();
  await gotoLive(exec, '/hi/Enquiries');
  await expect(exec.getByRole('heading', { name: 'आज कुछ बाकी नहीं' })).toBeVisible();
  await shot(exec, info, 'lead-work-today-hi', true);
  await context.close();

  // The owner sees the follow-up, the note and who did it, in All enquiries and the history.
  await gotoLive(page, '/Enquiries?view=all');
  const owned = page.getByRole('article', { name: 'Farhan Qureshi' });
  await expect(owned).toContainText('Contacted');
  await expect(owned).toContainText(`Assigned to ${EXECUTIVE_NAME}`);
  await expect(owned).toContainText(/Follow up: tomorrow, 11:00 am/);
  await expect(owned).toContainText('Called, no answer');
  await owned.getByText('History', { exact: true }).click();
  const history = owned.getByRole('listitem').filter({ hasText: '“Called, no answer”' });
  await expect(history).toContainText('Stage: Contacted');
  await expect(history).toContainText('Next follow-up:');
  await expect(history).toContainText(EXECUTIVE_NAME);
  await expectNoSeriousA11yViolations(page);
  await shot(page, info, 'lead-work-owner-history', true);

  // This week's report counts the enquiry for the car, contacted, given to the executive; its CSV
  // has the row without the buyer's mobile.
  await gotoLive(page, '/Dealer');
  await page.getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page).toHaveURL(/\/Dealer\/Reports$/);
  const people = page.getByRole('region', { name: "Each person's figures" });
  await expect(people.getByRole('row', { name: new RegExp(EXECUTIVE_NAME) })).toBeVisible();
  await expect(page.getByText('Best price request')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, info, 'lead-work-reports', true);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^enquiries-week-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv).toContain(`Best price request,${EXECUTIVE_NAME},contacted`);
  expect(csv).not.toContain(buyer);
  await page.getByRole('link', { name: 'Month', exact: true }).click();
  await expect(page).toHaveURL(/period=month/);
  await page.goBack();
  await expect(page).not.toHaveURL(/period=month/);

  for (const [lang, views, all] of [
    ['hi', 'कौन-सी पूछताछ दिखाएँ', 'सभी पूछताछ'],
    ['gu', 'કઈ પૂછપરછ બતાવવી', 'બધી પૂછપરછ'],
  ] as const) {
    await gotoLive(page, `/${lang}/Enquiries`);
    const switcher = page.getByRole('navigation', { name: views });
    await expect(switcher.getByRole('link', { name: all })).toBeVisible();
    await shot(page, info, `lead-work-owner-today-${lang}`, true);
    await switcher.getByRole('link', { name: all }).click();
    await expect(page).toHaveURL(/\?view=all$/);
    await expect(page.getByRole('article', { name: 'Farhan Qureshi' })).toBeVisible();
    await shot(page, info, `lead-work-owner-all-${lang}`, true);
    await gotoLive(page, `/${lang}/Dealer/Reports`);
    await expect(page.getByRole('button', { name: /CSV/ })).toBeVisible();
    await shot(page, info, `lead-work-reports-${lang}`, true);
  }
});
