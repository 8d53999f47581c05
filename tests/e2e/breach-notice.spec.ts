/**
 * A breach notice in Chromium, on a phone and a desktop (issue 44 part 7,
 * docs/incident.md): an operator fills the console's Breach notice form (a
 * refused form first), confirms, and sends it to a buyer's mobile; the
 * buyer finds it at the top of My data with its six parts and marks it
 * read. Screenshots go to test-results/screenshots.
 */
import { E2E_OPERATORS } from './e2e-paths.ts';
import { expect, test, tokenFor, useToken } from './fixtures/accounts.ts';
import {
  contextLikeTheTest,
  expectNoSeriousA11yViolations,
  gotoLive,
  shot,
} from './fixtures/page-helpers.ts';

test('an operator sends a breach notice; the buyer reads it on My data', async ({
  browser,
  page,
  request,
  buyer,
}, info) => {
  const phone = info.project.name === 'phone';
  const what = `A report of leads was readable by anyone for two hours (${info.project.name}).`;

  const consoleContext = await contextLikeTheTest(browser, info);
  const admin = await consoleContext.newPage();
  await useToken(admin, await tokenFor(request, E2E_OPERATORS[phone ? 6 : 7] ?? ''));
  await gotoLive(admin, '/admin?tab=breach');
  await admin.getByRole('button', { name: 'Send breach notice' }).click();
  await expect(admin.getByText('write at least 10 characters').first()).toBeVisible();
  await expect(admin.getByText('give the day')).toBeVisible();
  await admin.getByLabel('What happened (its nature and extent)').fill(what);
  await admin.getByLabel('When it happened').fill('2026-12-01');
  await admin
    .getByLabel('What it may mean for the person')
    .fill('Someone may have seen your name and mobile number.');
  await admin
    .getByLabel('What CarSetu did and is doing about it')
    .fill('We closed the access within the hour.');
  await admin
    .getByLabel('What the person can do to protect themselves')
    .fill('Never share an OTP with anyone who calls in our name.');
  await admin.getByLabel('Mobiles, one per line').fill(buyer.mobile);
  await expectNoSeriousA11yViolations(admin);
  await shot(admin, info, 'console-breach-notice', true);
  await admin.getByRole('button', { name: 'Send breach notice' }).click();
  await admin.getByRole('button', { name: 'Yes' }).click();
  await expect(admin.getByText('Breach notice sent to 1 accounts')).toBeVisible();
  await expect(admin.getByText(what)).toBeVisible();
  await consoleContext.close();

  await gotoLive(page, '/MyData');
  const notices = page.getByRole('region', { name: 'Notices from CarSetu' });
  const item = notices.getByRole('listitem').filter({ hasText: what });
  await expect(
    item.getByText('Never share an OTP with anyone who calls in our name.'),
  ).toBeVisible();
  await expect(item.getByText('Whom to contact')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, info, 'my-data-notice');
  await item.getByRole('button', { name: 'Mark as read' }).click();
  await expect(item.getByText(/Read on/)).toBeVisible();
});
