/**
 * Grievances in Chromium, on a phone and a desktop (issue 44 part 5,
 * docs/privacy.md#grievances): signed out, /grievance asks to log in; a
 * signed-in buyer files one (a refused form first), gets a ticket and sees
 * it open with the date it will be answered by; an operator finds it in the
 * console and answers it; the buyer then reads the answer with the
 * Grievance Officer's contact under it. Screenshots go to
 * test-results/screenshots.
 */
import { E2E_OPERATORS } from './e2e-paths.ts';
import { expect, test, tokenFor, useToken } from './fixtures/accounts.ts';
import {
  contextLikeTheTest,
  expectNoSeriousA11yViolations,
  gotoLive,
  shot,
} from './fixtures/page-helpers.ts';

test('a buyer files a grievance, an operator answers it in the console, the buyer reads the answer', async ({
  browser,
  page,
  request,
  buyer,
}, info) => {
  const phone = info.project.name === 'phone';
  await gotoLive(page, '/grievance');
  await expect(page.getByRole('heading', { name: 'Grievances', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'File grievance' }).click();
  await expect(page.getByText('Please choose what your grievance is about.')).toBeVisible();
  await expect(
    page.getByText('Please describe your grievance in at least 20 characters.'),
  ).toBeVisible();
  await shot(page, info, 'grievance-errors');
  await page.getByLabel('A seller or dealer').check();
  const words = `A dealer keeps calling me after I said no (${phone ? 'phone' : 'desktop'}).`;
  await page.getByLabel('What happened?').fill(words);
  await page.getByRole('button', { name: 'File grievance' }).click();
  await expect(
    page.getByText('Your grievance is filed. We will answer within 30 days.'),
  ).toBeVisible();
  const ticket = (await page.getByText(/Your ticket number is GRV-/).textContent())?.match(
    /GRV-[A-Z0-9]{6}/,
  )?.[0];
  expect(ticket).toBeTruthy();
  const card = page.getByRole('listitem').filter({ hasText: ticket ?? '' });
  await expect(card.getByText(/Open: answer by/)).toBeVisible();
  await expect(card.getByText(words)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, info, 'grievance-filed', true);

  const consoleContext = await contextLikeTheTest(browser, info);
  const admin = await consoleContext.newPage();
  await useToken(admin, await tokenFor(request, E2E_OPERATORS[phone ? 4 : 5] ?? ''));
  await gotoLive(admin, '/admin?tab=grievances');
  const item = admin.getByRole('listitem').filter({ hasText: ticket ?? '' });
  await expect(item.getByText(words)).toBeVisible();
  await expect(item.getByText(buyer.mobile)).toBeVisible();
  await item.getByRole('button', { name: 'Send answer' }).click();
  await expect(item.getByText('write at least 10 characters')).toBeVisible();
  const answer =
    'We asked the dealer to stop calling you and removed your number from their leads.';
  await item.getByRole('textbox').fill(answer);
  await shot(admin, info, 'console-grievance');
  await item.getByRole('button', { name: 'Send answer' }).click();
  await expect(admin.getByText('Grievance answered')).toBeVisible();
  await expect(item.getByText(answer)).toBeVisible();
  await consoleContext.close();

  await page.reload();
  await expect(card.getByText(/Answered on/)).toBeVisible();
  await expect(card.getByText(answer)).toBeVisible();
  await expect(card.getByText(/Not satisfied\? Write to our Grievance Officer/)).toBeVisible();
  await shot(page, info, 'grievance-answered', true);
});

test('signed out, /grievance asks to log in with the mobile number', async ({ page }, info) => {
  await gotoLive(page, '/grievance');
  await expect(
    page.getByText('Log in with your mobile number to file a grievance and follow its answer.'),
  ).toBeVisible();
  await shot(page, info, 'grievance-signed-out');
});
